// Where the camera goes to frame concepts: pure arithmetic on graph units (pixels at zoom 1) and the stage's size,
// so the renderer only asks and moves. sigma's camera ratio is 1 / zoom; graph y points up, the viewport's down.
import type { Box } from "../model.ts";

/** Pixels kept free around framed concepts (room for labels, which run to the right of their nodes, and overlays). */
export interface Padding {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Shot {
  x: number;
  y: number;
  ratio: number;
}

/** Below this stage width the stage is a phone's: the legend is folded and there is no minimap. */
export const PHONE_WIDTH = 640;

const paddings = {
  default: { left: 120, right: 120, top: 40, bottom: 40 },
  // On the circle, names point outward on every side.
  circle: { left: 170, right: 170, top: 170, bottom: 170 },
  // Clear of the legend (top left), labels to the right, the minimap (bottom right).
  opening: { left: 150, right: 210, top: 30, bottom: 50 },
  phone: { left: 16, right: 96, top: 44, bottom: 16 },
  phoneCircle: { left: 90, right: 90, top: 90, bottom: 90 },
} satisfies Record<string, Padding>;

export function paddingFor(kind: "default" | "circle" | "opening", stageWidth: number): Padding {
  if (stageWidth < PHONE_WIDTH) return kind === "circle" ? paddings.phoneCircle : paddings.phone;
  return paddings[kind];
}

/** The box's centre in the middle of the free area, zoomed so the box fits, the ratio kept within bounds. */
export function frameBox(
  box: Box,
  stage: { width: number; height: number },
  pad: Padding,
  bounds: { min: number; max: number },
): Shot {
  const free = {
    x: Math.max(1, stage.width - pad.left - pad.right),
    y: Math.max(1, stage.height - pad.top - pad.bottom),
  };
  const ratio = Math.min(
    bounds.max,
    Math.max((box.maxX - box.minX) / free.x, (box.maxY - box.minY) / free.y, bounds.min),
  );
  return {
    x: (box.minX + box.maxX) / 2 - ((pad.left - pad.right) / 2) * ratio,
    y: (box.minY + box.maxY) / 2 + ((pad.top - pad.bottom) / 2) * ratio,
    ratio,
  };
}

/** A concept at the centre, zoomed so the others fit around it, the ratio kept within bounds. */
export function frameAround(
  centre: { x: number; y: number },
  others: ReadonlyArray<{ x: number; y: number; size: number }>,
  stage: { width: number; height: number },
  pad: Padding,
  bounds: { min: number; max: number },
): Shot {
  let reachX = 0;
  let reachY = 0;
  for (const { x, y, size } of others) {
    reachX = Math.max(reachX, Math.abs(x - centre.x) + size);
    reachY = Math.max(reachY, Math.abs(y - centre.y) + size);
  }
  const halfX = Math.max(1, (stage.width - pad.left - pad.right) / 2);
  const halfY = Math.max(1, (stage.height - pad.top - pad.bottom) / 2);
  return {
    x: centre.x,
    y: centre.y,
    ratio: Math.min(bounds.max, Math.max(bounds.min, reachX / halfX, reachY / halfY)),
  };
}
