// Canvas drawing of labels and the hover box. Text is drawn with fillText (never HTML), with a halo in the page's
// background colour so labels stay readable over edges in both themes.
import type { NodeDisplayData, PartialButFor } from "sigma/types";
import type { ThemeColors } from "../colors.ts";

type LabelData = PartialButFor<NodeDisplayData, "x" | "y" | "size" | "label" | "color"> & { central?: boolean };

export const labelFont = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export interface DrawState {
  colors: ThemeColors;
  /** Viewport position of the circle layout's centre; labels then point away from it. Null for other layouts. */
  circleCentre: { x: number; y: number } | null;
  /** Extra line in the hover box, e.g. "Technical · 12 connections". */
  describe: (data: LabelData) => string;
}

/** A label beside the node: to its right, or on the circle layout, along the radius pointing outward. */
export function drawLabel(state: DrawState) {
  return (context: CanvasRenderingContext2D, data: LabelData): void => {
    // A highlighted (selected) node shows its name in the hover box already.
    if (!data.label || data.highlighted) return;
    const size = 12;
    context.font = `500 ${size}px ${labelFont}`;
    context.lineJoin = "round";
    context.lineWidth = 3;
    context.textBaseline = "middle";
    if (state.circleCentre) {
      // On the circle, names run outward along the radius, so neighbours never overlap however many share the
      // top of the circle; on the left half the text is turned over to keep reading left to right.
      const angle = Math.atan2(data.y - state.circleCentre.y, data.x - state.circleCentre.x);
      const left = Math.abs(angle) > Math.PI / 2;
      context.save();
      context.translate(data.x, data.y);
      context.rotate(left ? angle + Math.PI : angle);
      context.textAlign = left ? "right" : "left";
      const x = left ? -data.size - 4 : data.size + 4;
      context.strokeStyle = state.colors.labelHalo;
      context.strokeText(data.label, x, 0);
      context.fillStyle = state.colors.label;
      context.fillText(data.label, x, 0);
      context.restore();
    } else if (data.central) {
      drawFramedLabel(context, data, state);
    } else {
      context.textAlign = "left";
      context.strokeStyle = state.colors.labelHalo;
      context.strokeText(data.label, data.x + data.size + 4, data.y);
      context.fillStyle = state.colors.label;
      context.fillText(data.label, data.x + data.size + 4, data.y);
    }
    context.textAlign = "left";
  };
}

/** A central concept's name in a box edged in its category's colour: what the opening view asks to read first. */
function drawFramedLabel(context: CanvasRenderingContext2D, data: LabelData, state: DrawState): void {
  context.font = `600 13px ${labelFont}`;
  const width = context.measureText(data.label!).width + 14;
  const x = data.x + data.size + 5;
  const y = data.y - 11;
  context.beginPath();
  context.roundRect(x, y, width, 22, 6);
  context.fillStyle = state.colors.box;
  context.fill();
  context.lineWidth = 1.5;
  context.strokeStyle = data.color;
  context.stroke();
  context.textAlign = "left";
  context.fillStyle = state.colors.label;
  context.fillText(data.label!, x + 7, data.y + 0.5);
}

/** The hover box: the concept's name and what it is, in a rounded box beside the node (PRODUCT.md section 2, Knowledge Graph). */
export function drawHover(state: DrawState) {
  return (context: CanvasRenderingContext2D, data: LabelData): void => {
    if (!data.label) return;
    const detail = state.describe(data);
    context.font = `600 13px ${labelFont}`;
    const titleWidth = context.measureText(data.label).width;
    context.font = `400 11px ${labelFont}`;
    const detailWidth = detail ? context.measureText(detail).width : 0;
    const width = Math.max(titleWidth, detailWidth) + 16;
    const height = detail ? 40 : 24;
    const x = data.x + data.size + 6;
    const y = data.y - height / 2;
    context.beginPath();
    context.roundRect(x, y, width, height, 6);
    context.fillStyle = state.colors.box;
    context.shadowColor = "rgba(15, 23, 42, 0.18)";
    context.shadowBlur = 8;
    context.fill();
    context.shadowBlur = 0;
    context.lineWidth = 1;
    context.strokeStyle = state.colors.boxBorder;
    context.stroke();
    // A ring around the hovered node in its own colour.
    context.beginPath();
    context.arc(data.x, data.y, data.size + 3, 0, Math.PI * 2);
    context.strokeStyle = data.color;
    context.lineWidth = 2;
    context.stroke();
    context.textBaseline = "middle";
    context.textAlign = "left";
    context.fillStyle = state.colors.label;
    context.font = `600 13px ${labelFont}`;
    context.fillText(data.label, x + 8, detail ? y + 13 : y + height / 2);
    if (detail) {
      context.font = `400 11px ${labelFont}`;
      context.globalAlpha = 0.75;
      context.fillText(detail, x + 8, y + 28);
      context.globalAlpha = 1;
    }
  };
}
