import { PageHeader } from "@web/components/page-header.tsx";
import { ContradictionsEmpty } from "@web/features/contradictions/components/contradictions-empty.tsx";

/** `/contradictions`: statements in your sources that conflict. */
export default function ContradictionsPage() {
  return (
    <>
      <PageHeader title="Contradictions" description="Statements in your documents that disagree with each other." />
      <ContradictionsEmpty />
    </>
  );
}
