// The WebGL graph (sigma.js): settings that give the look and limits of PRODUCT.md sections 2 and 9, what is shown (filters, focus,
// selection) through reducers, and the camera commands behind the zoom controls, search and minimap.
import Sigma from "sigma";
import type { Settings } from "sigma/settings";
import type { Graph as GraphData } from "@contract/graph.ts";
import { categoryNames, themeColors, type CategoryKey, type ThemeColors } from "../colors.ts";
import { categoryLabel } from "@web/features/concepts/category.ts";
import type { Theme } from "@web/lib/theme.ts";
import { centralConcepts, openingCount, openingFrame, type Box } from "../model.ts";
import {
  applyPositions,
  buildConceptGraph,
  recolourEdges,
  type ConceptGraph,
  type EdgeAttributes,
  type NodeAttributes,
} from "./build.ts";
import { ContradictionOverlay } from "./contradiction-overlay.ts";
import { drawHover, drawLabel, labelFont, type DrawState } from "./draw.ts";
import { frameAround, frameBox, paddingFor, PHONE_WIDTH, type Padding, type Shot } from "./framing.ts";
import { NodeHitTester } from "./hit-test.ts";
import { adoptWarmSigma, baseSettings, type ConceptSigma } from "./warm-up.ts";

export interface ViewState {
  hidden: ReadonlySet<CategoryKey>;
  /** Only these concepts are shown (focus on a neighbourhood); null shows all. */
  only: ReadonlySet<string> | null;
  selected: string | null;
}

export interface RendererEvents {
  onSelect: (id: string | null) => void;
  /** After every camera change: the zoom (1 / sigma's camera ratio). */
  onCamera: (zoom: number) => void;
}

/** Zoom is the scale of PRODUCT.md section 9 (0.1 to 2); sigma's camera ratio is its inverse. */
const MIN_RATIO = baseSettings.minCameraRatio!;
const MAX_RATIO = baseSettings.maxCameraRatio!;
/**
 * The opening view and a selected concept's neighbourhood are framed no further out than this (zoom 1/3): nodes
 * are still discs, framed labels still apart. What lies beyond is reached by zooming out or by search.
 */
const READABLE_RATIO = 3;
/** Neighbours framed with a selected concept: the most central ones. */
const FRAMED_NEIGHBOURS = 24;

export class GraphRenderer {
  readonly sigma: ConceptSigma;
  /** The warmed-up sigma's own element inside the container, when one was adopted. */
  private readonly host: HTMLElement | null;
  readonly graph: ConceptGraph;
  private readonly overlay: ContradictionOverlay;
  private readonly hits: NodeHitTester;
  private readonly drawState: DrawState;
  private view: ViewState = { hidden: new Set(), only: null, selected: null };
  private neighbours = new Set<string>();
  private theme: Theme;
  /** Set once the person pans or zooms: the view is then theirs, and a finished layout no longer re-frames it. */
  userMoved = false;
  /** The concept whose neighbourhood the camera framed last, until the person moves the view themselves. */
  private framedConcept: string | null = null;
  /** The most central concepts, most central first: labelled in frames, and what the graph opens on. */
  readonly central: readonly string[];

  constructor(
    container: HTMLElement,
    private readonly data: GraphData,
    positions: Float32Array,
    private readonly circle: boolean,
    theme: Theme,
    events: RendererEvents,
  ) {
    this.theme = theme;
    this.central = circle ? [] : centralConcepts(data.nodes, openingCount(container.clientWidth || 1280));
    this.graph = buildConceptGraph(data, positions, circle, theme, new Set(this.central));
    this.drawState = {
      colors: themeColors(theme),
      circleCentre: null,
      describe: (d) => {
        const key = d.key as string | undefined;
        if (!key || !this.graph.hasNode(key)) return "";
        const { group, category, degree } = this.graph.getNodeAttributes(key);
        const name = group === "other" ? categoryLabel(category) : categoryNames[group];
        return `${name} · ${degree} connection${degree === 1 ? "" : "s"}`;
      },
    };
    const large = data.nodes.length > 2000;
    const settings: Partial<Settings<NodeAttributes, EdgeAttributes>> = {
      ...baseSettings,
      labelFont,
      labelSize: 12,
      labelWeight: "500",
      // On the circle every name shows; elsewhere sigma's label grid keeps one label per cell, for nodes drawn
      // at least 8 px wide, so names appear as you zoom in instead of piling up.
      labelDensity: circle ? 1 : large ? 0.4 : 0.7,
      labelGridCellSize: circle ? 60 : 150,
      labelRenderedSizeThreshold: circle ? 0 : 8,
      // On the circle, nodes shrink slower than the view when zooming out (they stay findable); in a force layout
      // they scale with it, so zooming out never makes neighbours overlap.
      zoomToSizeRatioFunction: circle ? Math.sqrt : (ratio: number) => ratio,
      // Edge labels are the text's own words, and only those of the selected concept's edges (the reducer).
      renderEdgeLabels: true,
      edgeLabelFont: labelFont,
      edgeLabelSize: 11,
      edgeLabelWeight: "500",
      edgeLabelColor: { color: this.drawState.colors.label },
      defaultDrawNodeLabel: drawLabel(this.drawState),
      defaultDrawNodeHover: drawHover(this.drawState),
    };
    const warm = adoptWarmSigma(container);
    this.host = warm?.host ?? null;
    if (warm) {
      // Same programs as the base settings: only the per-graph settings change, then one full index and draw.
      warm.sigma.setSettings(settings);
      warm.sigma.setGraph(this.graph);
      this.sigma = warm.sigma;
    } else {
      this.sigma = new Sigma(this.graph, container, settings);
    }
    this.overlay = new ContradictionOverlay(this.sigma, this.drawState.colors);
    this.hits = new NodeHitTester(this.sigma);
    this.sigma.on("beforeRender", () => {
      this.drawState.circleCentre = this.circle ? this.sigma.graphToViewport({ x: 0, y: 0 }) : null;
    });
    this.sigma.on("clickNode", ({ node }) => events.onSelect(node));
    this.sigma.on("clickStage", () => events.onSelect(null));
    this.sigma.on("enterNode", () => container.style.setProperty("cursor", "pointer"));
    this.sigma.on("leaveNode", () => container.style.removeProperty("cursor"));
    this.sigma.getCamera().on("updated", (state) => events.onCamera(1 / state.ratio));
    const moved = () => {
      this.userMoved = true;
      this.framedConcept = null;
    };
    this.sigma.getMouseCaptor().on("mousedown", moved);
    this.sigma.getMouseCaptor().on("wheel", moved);
    this.sigma.getTouchCaptor().on("touchdown", moved);
    this.frameOpening(false);
    // The first frame is drawn by now (sigma renders in its constructor); bench/graph-render.bench.ts reads this mark.
    performance.mark("mnemo:graph-first-render");
  }

  setPositions(positions: Float32Array): void {
    applyPositions(this.graph, this.data, positions);
    this.hits.reindex();
  }

  setTheme(theme: Theme): void {
    if (theme === this.theme) return;
    this.theme = theme;
    this.drawState.colors = themeColors(theme);
    recolourEdges(this.graph, theme);
    this.overlay.setColors(this.drawState.colors);
    this.sigma.setSetting("edgeLabelColor", { color: this.drawState.colors.label });
    this.applyReducers();
  }

  get colors(): ThemeColors {
    return this.drawState.colors;
  }

  setView(view: ViewState): void {
    this.view = view;
    this.neighbours = new Set(
      view.selected && this.graph.hasNode(view.selected) ? this.graph.neighbors(view.selected) : [],
    );
    this.applyReducers();
  }

  isVisible(id: string): boolean {
    const a = this.graph.getNodeAttributes(id);
    return !this.view.hidden.has(a.group) && (!this.view.only || this.view.only.has(id));
  }

  private applyReducers(): void {
    const { hidden, only, selected } = this.view;
    const colors = this.drawState.colors;
    const filtering = hidden.size > 0 || only !== null;
    // No reducer at all in the common case: sigma then skips a function call per node and edge on each refresh.
    this.sigma.setSetting(
      "nodeReducer",
      !filtering && !selected
        ? null
        : (id, data) => {
            if (filtering && !this.isVisible(id)) return { ...data, hidden: true };
            if (!selected) return data;
            if (id === selected) return { ...data, highlighted: true, forceLabel: true, zIndex: 2 };
            if (this.neighbours.has(id)) return { ...data, forceLabel: this.neighbours.size <= 40, zIndex: 1 };
            return { ...data, color: colors.dimNode, label: null, zIndex: 0 };
          },
    );
    this.sigma.setSetting(
      "edgeReducer",
      !filtering && !selected
        ? null
        : (id, data) => {
            const [source, target] = this.graph.extremities(id);
            if (filtering && (!this.isVisible(source) || !this.isVisible(target))) return { ...data, hidden: true };
            if (!selected) return data;
            if (source === selected || target === selected) {
              // Words on every edge of a hub would cover each other: only around a concept with few neighbours.
              const said = data.stated && this.neighbours.size <= 15 ? { label: data.stated, forceLabel: true } : {};
              return { ...data, ...said, size: data.size + 1, zIndex: 1 };
            }
            return { ...data, color: colors.dimEdge, zIndex: 0 };
          },
    );
    this.overlay.collect();
  }

  zoomIn(): void {
    this.userMoved = true;
    void this.sigma.getCamera().animatedZoom({ duration: 200 });
  }

  zoomOut(): void {
    this.userMoved = true;
    void this.sigma.getCamera().animatedUnzoom({ duration: 200 });
  }

  /**
   * After the layout moved the concepts: the framed concept's neighbourhood again, or the opening view, unless the
   * person has moved the view meanwhile.
   */
  reframe(): void {
    if (this.framedConcept) this.frameNeighbourhood(this.framedConcept);
    else if (!this.userMoved) this.frameOpening(true);
  }

  /**
   * The opening view: the most central concepts that fit together in a readable frame (the whole graph on the
   * circle layout, where every name is shown).
   */
  frameOpening(animate = true): void {
    if (this.circle || this.central.length === 0) return this.fit(null, animate);
    const stage = this.sigma.getDimensions();
    const pad = paddingFor("opening", stage.width);
    const visible = this.central.filter((id) => this.isVisible(id));
    const free = {
      x: Math.max(1, stage.width - pad.left - pad.right),
      y: Math.max(1, stage.height - pad.top - pad.bottom),
    };
    const framed = openingFrame(
      visible,
      (id) => this.graph.getNodeAttributes(id),
      free.x * READABLE_RATIO,
      free.y * READABLE_RATIO,
    );
    // Never closer than 2:3 (2:5 on a phone): the opening shows the concepts around the framed ones too.
    const box = this.box(framed.length > 0 ? framed : null);
    if (box)
      this.move(frameBox(box, stage, pad, { min: stage.width < PHONE_WIDTH ? 2.5 : 1.5, max: MAX_RATIO }), animate);
  }

  /**
   * Centres a concept and zooms so its most central neighbours are around it, in view (zooming in to at least 1:1,
   * out at most to READABLE_RATIO). Returns false when it is not in the graph.
   */
  frameNeighbourhood(id: string): boolean {
    if (!this.graph.hasNode(id)) return false;
    this.userMoved = true;
    this.framedConcept = id;
    const neighbours = this.graph
      .neighbors(id)
      .filter((n) => this.isVisible(n))
      .sort((a, b) => this.graph.getNodeAttribute(b, "size") - this.graph.getNodeAttribute(a, "size"))
      .slice(0, FRAMED_NEIGHBOURS)
      .map((n) => this.graph.getNodeAttributes(n));
    const stage = this.sigma.getDimensions();
    this.move(
      frameAround(this.graph.getNodeAttributes(id), neighbours, stage, this.padding(), { min: 1, max: READABLE_RATIO }),
      true,
    );
    return true;
  }

  /** Frames the given concepts (all visible ones when null), never closer than 1:1. */
  fit(ids: Iterable<string> | null, animate = true): void {
    const box = this.box(ids);
    if (box) this.move(frameBox(box, this.sigma.getDimensions(), this.padding(), { min: 1, max: MAX_RATIO }), animate);
  }

  /** The box around the given concepts (all visible ones when null), or null when there are none. */
  private box(ids: Iterable<string> | null): Box | null {
    const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    const visit = (id: string) => {
      const { x, y, size } = this.graph.getNodeAttributes(id);
      box.minX = Math.min(box.minX, x - size);
      box.maxX = Math.max(box.maxX, x + size);
      box.minY = Math.min(box.minY, y - size);
      box.maxY = Math.max(box.maxY, y + size);
    };
    if (ids) for (const id of ids) visit(id);
    else this.graph.forEachNode((id) => this.isVisible(id) && visit(id));
    return Number.isFinite(box.minX) ? box : null;
  }

  private padding(): Padding {
    return paddingFor(this.circle ? "circle" : "default", this.sigma.getDimensions().width);
  }

  private move(shot: Shot, animate: boolean): void {
    this.moveTo(shot, Math.max(MIN_RATIO, Math.min(MAX_RATIO, shot.ratio)), animate);
  }

  /** Centres a concept (zooming in to at least 1:1) and returns false when it is not in the graph. */
  flyTo(id: string): boolean {
    if (!this.graph.hasNode(id)) return false;
    this.userMoved = true;
    const { x, y } = this.graph.getNodeAttributes(id);
    this.moveTo({ x, y }, Math.min(this.sigma.getCamera().ratio, 1), true);
    return true;
  }

  /** Centres the camera on a point in graph units (the minimap). */
  centreOn(point: { x: number; y: number }): void {
    this.userMoved = true;
    this.moveTo(point, this.sigma.getCamera().ratio, false);
  }

  /** The visible area in graph units (the minimap's frame). */
  viewRect(): { x1: number; y1: number; x2: number; y2: number } {
    const { width, height } = this.sigma.getDimensions();
    const a = this.sigma.viewportToGraph({ x: 0, y: 0 });
    const b = this.sigma.viewportToGraph({ x: width, y: height });
    return { x1: Math.min(a.x, b.x), y1: Math.min(a.y, b.y), x2: Math.max(a.x, b.x), y2: Math.max(a.y, b.y) };
  }

  private moveTo(point: { x: number; y: number }, ratio: number, animate: boolean): void {
    const framed = this.sigma.viewportToFramedGraph(this.sigma.graphToViewport(point));
    const camera = this.sigma.getCamera();
    if (animate) void camera.animate({ x: framed.x, y: framed.y, ratio }, { duration: 350 });
    else camera.setState({ x: framed.x, y: framed.y, ratio });
  }

  destroy(): void {
    this.overlay.destroy();
    this.sigma.kill();
    this.host?.remove();
  }
}
