import { describe, expect, it } from "vitest";
import { keyphraseScore } from "./keyphrase-f1.ts";

describe("keyphraseScore", () => {
  it("matches after lower-casing, dropping punctuation and stemming", () => {
    const score = keyphraseScore(
      ["Neural Networks", "grid-computing", "unrelated"],
      ["neural network", "grid computing", "uddi", "dht"],
    );
    expect(score.hits).toEqual(["Neural Networks", "grid-computing"]);
    expect(score.precision).toBeCloseTo(2 / 3);
    expect(score.recall).toBeCloseTo(2 / 4);
    expect(score.f1).toBeCloseTo((2 * (2 / 3) * 0.5) / (2 / 3 + 0.5));
  });
  it("counts a repeated normalised name once and stops at k", () => {
    const score = keyphraseScore(["network", "networks", "a", "b", "c"], ["network", "c"], 3);
    expect(score.hits).toEqual(["network"]);
    expect(score.precision).toBeCloseTo(1 / 3);
  });
  it("scores 0 without predictions or gold", () => {
    expect(keyphraseScore([], ["x"]).f1).toBe(0);
    expect(keyphraseScore(["x"], []).f1).toBe(0);
  });
});
