import { PageHeader } from "@web/components/page-header.tsx";
import { ConceptsView } from "@web/features/concepts/components/concepts-view.tsx";

/** `/concepts`: every concept of the selected project, the probable duplicates, and the user's merges, splits and renames. */
export default function ConceptsPage() {
  return (
    <>
      <PageHeader title="Concepts" description="Decide which names are one concept: merge, split and rename them." />
      <ConceptsView />
    </>
  );
}
