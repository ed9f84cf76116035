// Contradictions drawn on their own canvas layer inside sigma (under the nodes): red dashes that march from one
// concept to the other, and a "contradicts" label at the middle. Only this layer redraws for the animation (about
// 30 times a second, only edges on screen), so the WebGL scene is not re-rendered for it.
import type Sigma from "sigma";
import type { EdgeAttributes, NodeAttributes } from "./build.ts";
import { edgeColors, type ThemeColors } from "../colors.ts";
import { labelFont } from "./draw.ts";

const FRAME_MS = 33;
/** Beyond these many on screen (zoomed far out), no dashes; beyond MAX_LABELS, no labels. */
const MAX_ANIMATED = 400;
const MAX_LABELS = 60;

export class ContradictionOverlay {
  private readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D;
  private readonly edges: Array<{ source: string; target: string; size: number }> = [];
  private frame = 0;
  private lastFrame = 0;
  private readonly reducedMotion: boolean;

  constructor(
    private readonly sigma: Sigma<NodeAttributes, EdgeAttributes>,
    private colors: ThemeColors,
  ) {
    this.canvas = sigma.createCanvas("contradictions", { beforeLayer: "nodes" });
    this.context = this.canvas.getContext("2d")!;
    this.reducedMotion = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
    this.collect();
    sigma.on("afterRender", this.onRender);
  }

  /** Re-reads the contradicts edges (after the graph changed). */
  collect(): void {
    const graph = this.sigma.getGraph();
    this.edges.length = 0;
    graph.forEachEdge((_key, attributes, source, target) => {
      if (attributes.kind === "contradicts") this.edges.push({ source, target, size: attributes.size });
    });
    this.schedule();
  }

  setColors(colors: ThemeColors): void {
    this.colors = colors;
    this.draw(performance.now());
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.sigma.off("afterRender", this.onRender);
  }

  private readonly onRender = () => {
    this.draw(performance.now());
    this.schedule();
  };

  private schedule(): void {
    if (this.frame || this.reducedMotion || this.edges.length === 0) return;
    this.frame = requestAnimationFrame(this.tick);
  }

  private readonly tick = (now: number) => {
    this.frame = 0;
    if (now - this.lastFrame >= FRAME_MS) this.draw(now);
    if (this.visible > 0 && this.visible <= MAX_ANIMATED) this.schedule();
  };

  private visible = 0;

  private draw(now: number): void {
    this.lastFrame = now;
    const { width, height } = this.sigma.getDimensions();
    const ratio = window.devicePixelRatio || 1;
    if (this.canvas.width !== Math.round(width * ratio) || this.canvas.height !== Math.round(height * ratio)) {
      this.canvas.width = Math.round(width * ratio);
      this.canvas.height = Math.round(height * ratio);
    }
    const ctx = this.context;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const zoom = 1 / this.sigma.getCamera().ratio;
    const onScreen: Array<{ a: { x: number; y: number }; b: { x: number; y: number }; size: number }> = [];
    for (const edge of this.edges) {
      const s = this.sigma.getNodeDisplayData(edge.source);
      const t = this.sigma.getNodeDisplayData(edge.target);
      if (!s || !t || s.hidden || t.hidden) continue;
      const a = this.sigma.framedGraphToViewport(s);
      const b = this.sigma.framedGraphToViewport(t);
      if (Math.max(a.x, b.x) < 0 || Math.min(a.x, b.x) > width || Math.max(a.y, b.y) < 0 || Math.min(a.y, b.y) > height)
        continue;
      onScreen.push({ a, b, size: edge.size });
    }
    this.visible = onScreen.length;
    // Zoomed far out over many contradictions, dashes would be noise: sigma's plain red lines remain.
    if (onScreen.length === 0 || onScreen.length > MAX_ANIMATED) return;
    const moving = !this.reducedMotion;
    // Dashes in a slightly lighter red than the labels: a few long contradictions should not outweigh the graph.
    ctx.strokeStyle = `${edgeColors.contradicts}bb`;
    ctx.setLineDash([7, 5]);
    ctx.lineDashOffset = moving ? -((now / 40) % 12) : 0;
    ctx.lineCap = "round";
    for (const { a, b, size } of onScreen) {
      ctx.lineWidth = Math.max(1.25, size * Math.sqrt(zoom) * 0.8);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    if (onScreen.length > MAX_LABELS || zoom < 0.25) return;
    ctx.font = `600 10px ${labelFont}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    for (const { a, b } of onScreen) {
      const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      // On a short edge the label sits beside the line rather than over the two nodes.
      const offset = length < 110 ? 14 : 0;
      const x = (a.x + b.x) / 2 + (-(b.y - a.y) / length) * offset;
      const y = (a.y + b.y) / 2 + ((b.x - a.x) / length) * offset;
      ctx.beginPath();
      ctx.roundRect(x - 33, y - 8, 66, 16, 8);
      ctx.fillStyle = this.colors.box;
      ctx.fill();
      ctx.strokeStyle = edgeColors.contradicts;
      ctx.lineWidth = 1;
      ctx.stroke();
      ctx.fillStyle = this.colors.contradictsText;
      ctx.fillText("contradicts", x, y + 0.5);
    }
  }
}
