// The graph canvas: sigma.js in WebGL (React Flow is DOM-bound near 1,000 nodes; sigma draws 5,000 concepts and
// 20,000 relationships in about 1.5 s here), with the minimap, zoom controls and dotted background of PRODUCT.md section 2. Camera
// moves never touch React state: the background, the zoom figure and the minimap are updated directly, at most
// once per animation frame.
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from "react";
import { Crosshair, Maximize, Minus, Plus } from "lucide-react";
import type { Graph } from "@contract/graph.ts";
import { Button } from "@web/components/ui/button.tsx";
import type { Theme } from "@web/lib/theme.ts";
import type { GraphLayout } from "../layout/use-graph-layout.ts";
import { Minimap, MINIMAP_HEIGHT, MINIMAP_WIDTH } from "./minimap.ts";
import { GraphRenderer, type ViewState } from "./renderer.ts";

export interface GraphController {
  flyTo(id: string): boolean;
  /** Frames a concept with its most central neighbours. */
  frameNeighbourhood(id: string): boolean;
  fit(ids?: Iterable<string>): void;
}

export interface GraphCanvasProps {
  data: Graph;
  layout: GraphLayout;
  view: ViewState;
  theme: Theme;
  onSelect: (id: string | null) => void;
  /** After the first frame of a graph is drawn. */
  onDrawn?: (data: Graph) => void;
  controllerRef?: Ref<GraphController>;
}

/** Dots every 24 graph units, like a sheet of dotted paper under the graph; sparser when zoomed far out. */
function paintBackground(element: HTMLElement, renderer: GraphRenderer, dot: string) {
  const ratio = renderer.sigma.getCamera().ratio;
  let gap = 24 / ratio;
  while (gap < 10) gap *= 2;
  const origin = renderer.sigma.graphToViewport({ x: 0, y: 0 });
  element.style.backgroundImage = `radial-gradient(circle, ${dot} 1px, transparent 1.2px)`;
  element.style.backgroundSize = `${gap}px ${gap}px`;
  element.style.backgroundPosition = `${origin.x - gap / 2}px ${origin.y - gap / 2}px`;
}

/** Whether this browser gives a WebGL context at all (only asked after sigma failed to start). */
function hasWebgl(stage: HTMLElement): boolean {
  const probe = stage.ownerDocument.createElement("canvas");
  return Boolean(probe.getContext("webgl2") ?? probe.getContext("webgl"));
}

export default function GraphCanvas({ data, layout, view, theme, onSelect, onDrawn, controllerRef }: GraphCanvasProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const minimapRef = useRef<HTMLCanvasElement>(null);
  const zoomRef = useRef<HTMLSpanElement>(null);
  const [renderer, setRenderer] = useState<GraphRenderer | null>(null);
  // Without WebGL (disabled, or a very old browser) sigma cannot start: say so instead of failing. Found out by
  // starting sigma, not by a test context first: with a software GPU each WebGL context costs 0.1-0.4 s.
  const [webgl, setWebgl] = useState(true);
  const minimap = useRef<Minimap | null>(null);
  // Read when the renderer is created; later changes arrive through the effects below.
  const current = useEffectEvent(() => ({ positions: layout.positions, view, theme }));
  const select = useEffectEvent((id: string | null) => onSelect(id));
  const drawn = useEffectEvent(() => onDrawn?.(data));
  const circle = layout.kind === "circle";

  // One renderer per graph (and layout kind): sigma indexes the whole graph once, later changes are incremental.
  useEffect(() => {
    const stage = stageRef.current;
    const frame = frameRef.current;
    let pending = 0;
    let instance: GraphRenderer | null = null;
    const onCameraFrame = () => {
      pending = 0;
      if (!instance) return;
      if (frame) paintBackground(frame, instance, instance.colors.dot);
      minimap.current?.redraw();
      if (zoomRef.current) zoomRef.current.textContent = `${Math.round(100 / instance.sigma.getCamera().ratio)}%`;
    };
    const schedule = () => {
      if (!pending) pending = requestAnimationFrame(onCameraFrame);
    };
    const start = current();
    if (!stage) return;
    let failure: unknown = null;
    try {
      instance = new GraphRenderer(stage, data, start.positions, circle, start.theme, {
        onSelect: select,
        onCamera: schedule,
      });
    } catch (error) {
      failure = error;
    }
    // sigma fails on its first WebGL call when no context could be created.
    if (!instance) {
      stage.replaceChildren();
      if (hasWebgl(stage)) throw failure;
      setWebgl(false);
      drawn(); // nothing will be drawn: the layout need not wait (and its progress note goes away)
      return;
    }
    instance.setView(start.view);
    minimap.current = minimapRef.current ? new Minimap(minimapRef.current, instance) : null;
    schedule();
    setRenderer(instance);
    drawn();
    // sigma only listens to window resizes; the side panel opening also resizes the stage.
    // (It also reports the first size at once; only real changes re-index.)
    let size = `${stage.clientWidth}x${stage.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const now = `${stage.clientWidth}x${stage.clientHeight}`;
      if (now === size) return;
      size = now;
      instance?.sigma.refresh();
      schedule();
    });
    observer.observe(stage);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(pending);
      minimap.current?.destroy();
      minimap.current = null;
      instance?.destroy();
      instance = null;
      setRenderer(null);
    };
  }, [data, circle]);

  useEffect(() => {
    if (!renderer) return;
    renderer.setPositions(layout.positions);
    // The finished layout spans a little differently from the seeds: frame it again (see reframe()).
    if (!layout.settling) renderer.reframe();
    minimap.current?.redrawDots();
  }, [renderer, layout.positions, layout.settling]);

  useEffect(() => {
    if (!renderer) return;
    renderer.setView(view);
    minimap.current?.redrawDots();
  }, [renderer, view]);

  useEffect(() => {
    if (!renderer) return;
    renderer.setTheme(theme);
    minimap.current?.redrawDots();
    if (frameRef.current) paintBackground(frameRef.current, renderer, renderer.colors.dot);
  }, [renderer, theme]);

  useImperativeHandle(
    controllerRef,
    () => ({
      flyTo: (id) => renderer?.flyTo(id) ?? false,
      frameNeighbourhood: (id) => renderer?.frameNeighbourhood(id) ?? false,
      fit: (ids) => renderer?.fit(ids ?? null),
    }),
    [renderer],
  );

  if (!webgl) {
    return (
      <p
        className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted-foreground"
        role="alert"
      >
        Your browser could not start WebGL, which the graph needs. Search, the timeline and analytics still work.
      </p>
    );
  }
  return (
    <div
      ref={frameRef}
      className="absolute inset-0"
      data-testid="graph-canvas"
      data-layout={layout.kind}
      data-settling={layout.settling || undefined}
    >
      <div
        ref={stageRef}
        className="absolute inset-0"
        data-testid="graph-stage"
        role="img"
        aria-label={`Knowledge graph of ${data.nodes.length} concepts and ${data.edges.length} relationships`}
      />
      <div
        className="absolute bottom-3 left-3 flex flex-col overflow-hidden rounded-md border bg-background/95 shadow-sm"
        role="group"
        aria-label="Zoom"
      >
        <Button
          variant="ghost"
          size="icon"
          className="rounded-none"
          aria-label="Zoom in"
          title="Zoom in"
          onClick={() => renderer?.zoomIn()}
        >
          <Plus />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-none border-t"
          aria-label="Zoom out"
          title="Zoom out"
          onClick={() => renderer?.zoomOut()}
        >
          <Minus />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-none border-t"
          aria-label="Fit to screen"
          title="Fit to screen"
          onClick={() => renderer?.fit(null)}
        >
          <Maximize />
        </Button>
        {layout.kind === "force" ? (
          <Button
            variant="ghost"
            size="icon"
            className="rounded-none border-t"
            aria-label="Most central concepts"
            title="Most central concepts"
            onClick={() => renderer?.frameOpening()}
          >
            <Crosshair />
          </Button>
        ) : null}
        <span
          ref={zoomRef}
          className="border-t py-1 text-center text-[0.65rem] text-muted-foreground tabular-nums"
          aria-live="off"
          data-testid="zoom-level"
        >
          100%
        </span>
      </div>
      <canvas
        ref={minimapRef}
        aria-hidden
        className="absolute right-3 bottom-3 hidden cursor-pointer rounded-md border bg-background/90 shadow-sm sm:block"
        style={{ width: MINIMAP_WIDTH, height: MINIMAP_HEIGHT }}
        data-testid="minimap"
      />
    </div>
  );
}
