import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { LoaderCircle, Waypoints, X } from "lucide-react";
import { useSearchParams } from "wouter";
import type { Graph, GraphNode } from "@contract/graph.ts";
import { Button } from "@web/components/ui/button.tsx";
import { useTheme } from "@web/lib/theme.ts";
import { categoryKey, type CategoryKey } from "../colors.ts";
import { useGraphLayout } from "../layout/use-graph-layout.ts";
import { adjacency, categoryCounts, neighbourhood, openingCount } from "../model.ts";
import type { GraphController } from "../sigma/graph-canvas.tsx";
import { preloadGraphCanvas } from "../sigma/preload.ts";
import type { ViewState } from "../sigma/renderer.ts";
import { CategoryFilter } from "./category-filter.tsx";
import { ConceptPanel } from "./concept-panel.tsx";
import { ConceptSearch } from "./concept-search.tsx";
import { GraphLegend } from "./graph-legend.tsx";

const fmt = (n: number) => n.toLocaleString("en-US");

const GraphCanvas = lazy(preloadGraphCanvas);

function CanvasLoading() {
  return (
    <p className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
      <LoaderCircle className="size-4 animate-spin" aria-hidden /> Drawing the graph...
    </p>
  );
}

/**
 * The interactive graph: search, category filter, focus on a neighbourhood, the canvas and the concept panel.
 * `?concept={id}` in the address opens that concept (links from the timeline and analytics use it).
 */
export function GraphView({ data }: { data: Graph }) {
  const { theme } = useTheme();
  // The graph whose first frame is drawn: its force layout starts then (see useGraphLayout).
  const [drawn, setDrawn] = useState<Graph | null>(null);
  const layout = useGraphLayout(data, drawn === data);
  const controller = useRef<GraphController>(null);
  const [params, setParams] = useSearchParams();
  const selected = params.get("concept");
  const [hidden, setHidden] = useState<ReadonlySet<CategoryKey>>(() => new Set());
  const [focusDepth, setFocusDepth] = useState<0 | 1 | 2>(0);
  const neighbours = useMemo(() => adjacency(data), [data]);
  const counts = useMemo(() => categoryCounts(data.nodes), [data]);
  const alone = useMemo(() => data.nodes.filter((n) => n.degree === 0).length, [data]);
  const byId = useMemo(() => new Map(data.nodes.map((n) => [n.id, n])), [data]);
  const selectedNode = selected ? byId.get(selected) : undefined;

  const select = useCallback(
    (id: string | null) => {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id) next.set("concept", id);
          else next.delete("concept");
          return next;
        },
        { replace: true },
      );
      if (!id) setFocusDepth(0);
    },
    [setParams],
  );

  const only = useMemo(
    () => (focusDepth && selectedNode ? neighbourhood(neighbours, selectedNode.id, focusDepth) : null),
    [focusDepth, selectedNode, neighbours],
  );
  const view = useMemo<ViewState>(
    () => ({ hidden, only, selected: selectedNode?.id ?? null }),
    [hidden, only, selectedNode],
  );

  // Frame the neighbourhood when focusing, the whole graph when leaving focus.
  const framed = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (framed.current === only) return;
    const leaving = framed.current !== null && only === null;
    framed.current = only;
    if (only) controller.current?.fit(only);
    else if (leaving) controller.current?.fit();
  }, [only]);

  // A selected concept (clicked, found, or named in the address by another page) is framed with its neighbours
  // once the canvas is ready.
  const flown = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedNode || flown.current === selectedNode.id) return;
    const timer = setTimeout(() => {
      if (controller.current?.frameNeighbourhood(selectedNode.id)) flown.current = selectedNode.id;
    }, 50);
    return () => clearTimeout(timer);
  }, [selectedNode, layout.settling]);

  const toggle = (key: CategoryKey) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const choose = (node: GraphNode) => {
    const group = categoryKey(node.category);
    if (hidden.has(group)) toggle(group);
    flown.current = node.id;
    select(node.id);
    controller.current?.frameNeighbourhood(node.id);
  };
  const labelled = layout.kind === "force" ? Math.min(openingCount(window.innerWidth), data.nodes.length) : 0;

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ConceptSearch nodes={data.nodes} onChoose={choose} />
          <CategoryFilter counts={counts} hidden={hidden} onToggle={toggle} />
        </div>
        <div className="text-sm text-muted-foreground">
          <p data-testid="graph-summary">
            {fmt(data.nodes.length)} concepts · {fmt(data.edges.length)} relationships
            {data.truncated ? ` (the most connected of ${fmt(data.totalNodes)} concepts)` : ""}
          </p>
          {alone > 0 && alone < data.nodes.length ? (
            <p className="text-xs" data-testid="graph-set-apart">
              {fmt(alone)} with no relationship yet {alone === 1 ? "is" : "are"} set apart below the graph.
            </p>
          ) : null}
          {labelled > 0 ? (
            <p className="text-xs">The {labelled} most central are framed; zoom in or search for the rest.</p>
          ) : null}
        </div>
      </div>
      {only && selectedNode ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
          role="status"
        >
          <span>
            Showing {fmt(only.size)} concepts within {focusDepth === 1 ? "one step" : "two steps"} of{" "}
            <strong>{selectedNode.label}</strong>
          </span>
          <Button variant="outline" size="sm" onClick={() => setFocusDepth(focusDepth === 1 ? 2 : 1)}>
            {focusDepth === 1 ? "Widen to two steps" : "Narrow to one step"}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setFocusDepth(0)}>
            <X /> Show whole graph
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 lg:flex-row">
        <div className="relative h-[min(68vh,760px)] min-h-[26rem] flex-1 overflow-hidden rounded-xl border bg-card">
          <Suspense fallback={<CanvasLoading />}>
            <GraphCanvas
              data={data}
              layout={layout}
              view={view}
              theme={theme}
              onSelect={select}
              onDrawn={setDrawn}
              controllerRef={controller}
            />
          </Suspense>
          <GraphLegend theme={theme} />
          {layout.settling ? (
            // Deliberately still: any running animation makes the compositor draw frames non-stop, and with a
            // software GPU those frames share the GPU thread with WebGL (sigma's first draw of 5,000 concepts took
            // 2.5-3 s after the data with a spinning icon here, 0.8-1 s without).
            <p
              className="absolute top-3 right-3 flex items-center gap-2 rounded-md border bg-background/95 px-3 py-1.5 text-xs text-muted-foreground shadow-sm"
              role="status"
            >
              <Waypoints className="size-3.5" aria-hidden /> Arranging concepts...
            </p>
          ) : null}
        </div>
        {selectedNode ? (
          <ConceptPanel
            key={selectedNode.id}
            conceptId={selectedNode.id}
            focused={focusDepth > 0}
            onToggleFocus={() => setFocusDepth(focusDepth ? 0 : 1)}
            onOpenConcept={(id) => {
              flown.current = null;
              select(id);
            }}
            onClose={() => select(null)}
            className="h-[min(68vh,760px)] min-h-[26rem] lg:w-96"
          />
        ) : null}
      </div>
    </div>
  );
}
