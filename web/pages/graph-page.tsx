import { useEffect } from "react";
import { RotateCw } from "lucide-react";
import { PageHeader } from "@web/components/page-header.tsx";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { GraphEmpty } from "@web/features/graph/components/graph-empty.tsx";
import { GraphExportMenu } from "@web/features/graph/components/graph-export-menu.tsx";
import { GraphView } from "@web/features/graph/components/graph-view.tsx";
import { discardSigmaWarmUp, preloadGraphCanvas, startSigmaWarmUp } from "@web/features/graph/sigma/preload.ts";
import { useGraph } from "@web/features/graph/queries.ts";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { readableError } from "@web/lib/api.ts";

/** `/graph`: the knowledge graph of the selected project. The WebGL renderer is a separate chunk (graph-view.tsx). */
export default function GraphPage() {
  const { data, isPending, error, refetch, isFetching } = useGraph();
  const projectId = useSelectedProjectId();
  const empty = data?.nodes.length === 0;
  // While the data is on its way: load the renderer and set up its WebGL (only where WebGL exists; it would fail
  // to load elsewhere).
  useEffect(() => {
    if (!isPending || !("WebGLRenderingContext" in window)) return;
    void preloadGraphCanvas().catch(() => undefined);
    return startSigmaWarmUp();
  }, [isPending]);
  // Nothing to adopt it: an empty graph, or the page left.
  useEffect(() => {
    if (empty) discardSigmaWarmUp();
  }, [empty]);
  useEffect(() => discardSigmaWarmUp, []);
  return (
    <>
      <PageHeader
        title="Knowledge Graph"
        description="See how the concepts from your documents connect to each other."
        actions={data && !empty ? <GraphExportMenu projectId={projectId} /> : null}
      />
      {isPending ? (
        // The stage's size, so nothing jumps when the graph appears.
        <div
          className="flex h-[min(68vh,760px)] min-h-[26rem] flex-col items-center justify-center gap-3 rounded-xl border bg-card text-muted-foreground"
          role="status"
        >
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
      ) : empty ? (
        <GraphEmpty />
      ) : (
        <GraphView data={data} />
      )}
    </>
  );
}
