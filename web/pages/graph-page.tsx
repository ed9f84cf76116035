import { PageHeader } from "@web/components/page-header.tsx";
import { GraphEmpty } from "@web/features/graph/components/graph-empty.tsx";

/** `/graph`: the knowledge graph. Its renderer (a heavy chunk) will load only on this page. */
export default function GraphPage() {
  return (
    <>
      <PageHeader title="Knowledge Graph" description="See how the concepts from your documents connect to each other." />
      <GraphEmpty />
    </>
  );
}
