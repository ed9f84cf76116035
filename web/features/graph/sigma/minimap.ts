// The minimap: every visible concept as a dot, and the part of the graph on screen as a frame. The dots are drawn
// once per layout or filter change into an offscreen canvas; a camera move only copies it and draws the frame.
// Clicking or dragging on it moves the view there.
import type { GraphRenderer } from "./renderer.ts";

export const MINIMAP_WIDTH = 176;
export const MINIMAP_HEIGHT = 120;

export class Minimap {
  private readonly context: CanvasRenderingContext2D;
  private readonly dots = document.createElement("canvas");
  private bounds = { x: 0, y: 0, scale: 1 };
  private dragging = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly renderer: GraphRenderer,
  ) {
    const ratio = window.devicePixelRatio || 1;
    for (const c of [canvas, this.dots]) {
      c.width = MINIMAP_WIDTH * ratio;
      c.height = MINIMAP_HEIGHT * ratio;
    }
    this.context = canvas.getContext("2d")!;
    canvas.addEventListener("pointerdown", this.onDown);
    canvas.addEventListener("pointermove", this.onMove);
    canvas.addEventListener("pointerup", this.onUp);
    canvas.addEventListener("pointercancel", this.onUp);
    this.redrawDots();
  }

  /** After the layout, the filters or the theme changed. */
  redrawDots(): void {
    const graph = this.renderer.graph;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    graph.forEachNode((_id, a) => {
      minX = Math.min(minX, a.x);
      maxX = Math.max(maxX, a.x);
      minY = Math.min(minY, a.y);
      maxY = Math.max(maxY, a.y);
    });
    const pad = 8;
    const scale = Math.min(
      (MINIMAP_WIDTH - 2 * pad) / Math.max(1, maxX - minX),
      (MINIMAP_HEIGHT - 2 * pad) / Math.max(1, maxY - minY),
    );
    // Centre the drawing; graph y points up, canvas y points down.
    this.bounds = {
      x: MINIMAP_WIDTH / 2 - ((minX + maxX) / 2) * scale,
      y: MINIMAP_HEIGHT / 2 + ((minY + maxY) / 2) * scale,
      scale,
    };
    const ratio = window.devicePixelRatio || 1;
    const ctx = this.dots.getContext("2d")!;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, MINIMAP_WIDTH, MINIMAP_HEIGHT);
    const dot = graph.order > 2000 ? 1.2 : graph.order > 200 ? 2 : 3;
    graph.forEachNode((id, a) => {
      if (!this.renderer.isVisible(id)) return;
      const p = this.toMinimap(a);
      ctx.fillStyle = a.color;
      ctx.fillRect(p.x - dot / 2, p.y - dot / 2, dot, dot);
    });
    this.redraw();
  }

  /** After a camera move. */
  redraw(): void {
    const ratio = window.devicePixelRatio || 1;
    const ctx = this.context;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.drawImage(this.dots, 0, 0);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const r = this.renderer.viewRect();
    const a = this.toMinimap({ x: r.x1, y: r.y2 });
    const b = this.toMinimap({ x: r.x2, y: r.y1 });
    ctx.strokeStyle = this.renderer.colors.viewport;
    ctx.lineWidth = 1.5;
    ctx.fillStyle = `${this.renderer.colors.viewport}1a`;
    ctx.fillRect(a.x, a.y, b.x - a.x, b.y - a.y);
    ctx.strokeRect(a.x, a.y, b.x - a.x, b.y - a.y);
  }

  destroy(): void {
    this.canvas.removeEventListener("pointerdown", this.onDown);
    this.canvas.removeEventListener("pointermove", this.onMove);
    this.canvas.removeEventListener("pointerup", this.onUp);
    this.canvas.removeEventListener("pointercancel", this.onUp);
  }

  private toMinimap(p: { x: number; y: number }) {
    return { x: this.bounds.x + p.x * this.bounds.scale, y: this.bounds.y - p.y * this.bounds.scale };
  }

  private moveTo(event: PointerEvent): void {
    const box = this.canvas.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * MINIMAP_WIDTH;
    const y = ((event.clientY - box.top) / box.height) * MINIMAP_HEIGHT;
    this.renderer.centreOn({ x: (x - this.bounds.x) / this.bounds.scale, y: (this.bounds.y - y) / this.bounds.scale });
  }

  private readonly onDown = (event: PointerEvent) => {
    this.dragging = true;
    this.canvas.setPointerCapture(event.pointerId);
    this.moveTo(event);
  };

  private readonly onMove = (event: PointerEvent) => {
    if (this.dragging) this.moveTo(event);
  };

  private readonly onUp = () => {
    this.dragging = false;
  };
}
