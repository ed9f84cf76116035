import { useEffect } from "react";
import { RotateCw } from "lucide-react";
import { PageHeader } from "@web/components/page-header.tsx";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { GraphEmpty } from "@web/features/graph/components/graph-empty.tsx";
import { GraphExportMenu } from "@web/features/graph/components/graph-export-menu.tsx";
import { GraphView, preloadGraphCanvas } from "@web/features/graph/components/graph-view.tsx";
import { useGraph } from "@web/features/graph/queries.ts";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { readableError } from "@web/lib/api.ts";

/** `/graph`: the knowledge graph of the selected project. The WebGL renderer is a separate chunk (graph-view.tsx). */
export default function GraphPage() {
  const { data, isPending, error, refetch, isFetching } = useGraph();
  const projectId = useSelectedProjectId();
  // Fetch the renderer alongside the data (only where WebGL exists; it would fail to load elsewhere).
  useEffect(() => {
    if ("WebGLRenderingContext" in window) void preloadGraphCanvas().catch(() => undefined);
  }, []);
  return (
    <>
      <PageHeader
        title="Knowledge Graph"
        description="See how the concepts from your documents connect to each other."
        actions={data && data.nodes.length > 0 ? <GraphExportMenu projectId={projectId} /> : null}
      />
      {isPending ? (
        <div className="flex min-h-[24rem] flex-col items-center justify-center gap-3 rounded-xl border bg-card text-muted-foreground" role="status">
          <Spinner className="size-8" />
          <span>Loading your knowledge graph...</span>
        </div>
      ) : error ? (
        <Alert variant="destructive" role="alert" className="flex flex-wrap items-center justify-between gap-3">
          <span>The graph could not be loaded: {readableError(error)}</span>
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw /> Try again
          </Button>
        </Alert>
      ) : data.nodes.length === 0 ? (
        <GraphEmpty />
      ) : (
        <GraphView data={data} />
      )}
    </>
  );
}
