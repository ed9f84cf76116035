import { describe, expect, it } from "vitest";
import { frameAround, frameBox, paddingFor } from "./framing.ts";

const stage = { width: 1000, height: 600 };
const even = { left: 100, right: 100, top: 100, bottom: 100 };

describe("camera framing", () => {
  it("fits a box into the free area, centred there, the ratio kept within bounds", () => {
    // An 800 x 200 box in an 800 x 400 free area: ratio 1.
    expect(frameBox({ minX: 0, minY: 0, maxX: 800, maxY: 200 }, stage, even, { min: 1, max: 10 })).toEqual({
      x: 400,
      y: 100,
      ratio: 1,
    });
    // Twice as wide: ratio 2; a tiny box is not zoomed past the minimum.
    expect(frameBox({ minX: 0, minY: 0, maxX: 1600, maxY: 10 }, stage, even, { min: 1, max: 10 }).ratio).toBe(2);
    expect(frameBox({ minX: 0, minY: 0, maxX: 10, maxY: 10 }, stage, even, { min: 1.5, max: 10 }).ratio).toBe(1.5);
    expect(frameBox({ minX: 0, minY: 0, maxX: 1e6, maxY: 10 }, stage, even, { min: 1, max: 10 }).ratio).toBe(10);
  });

  it("shifts the centre when the padding is uneven: more room on the left moves the box right on screen", () => {
    const shot = frameBox(
      { minX: 0, minY: 0, maxX: 600, maxY: 200 },
      stage,
      { left: 300, right: 100, top: 50, bottom: 150 },
      { min: 1, max: 10 },
    );
    expect(shot.ratio).toBe(1);
    // Camera 100 graph units left of the box's centre (the box sits right of the stage's middle); graph y up.
    expect(shot).toEqual({ x: 200, y: 50, ratio: 1 });
  });

  it("centres a concept and zooms out until its neighbours fit around it", () => {
    const shot = frameAround(
      { x: 0, y: 0 },
      [
        { x: 700, y: 0, size: 20 },
        { x: -100, y: 300, size: 10 },
      ],
      stage,
      even,
      { min: 1, max: 3 },
    );
    expect(shot).toEqual({ x: 0, y: 0, ratio: 1.8 });
    expect(frameAround({ x: 5, y: 5 }, [], stage, even, { min: 1, max: 3 })).toEqual({ x: 5, y: 5, ratio: 1 });
    expect(frameAround({ x: 0, y: 0 }, [{ x: 1e5, y: 0, size: 1 }], stage, even, { min: 1, max: 3 }).ratio).toBe(3);
  });

  it("keeps a phone's padding small", () => {
    expect(paddingFor("opening", 358).left).toBeLessThan(paddingFor("opening", 958).left);
  });
});
