import { describe, expect, it } from "vitest";
import { coversClaimPair, measureReal, measureScifact, overlaps, type RealPair } from "./measure.ts";

const pair = (label: RealPair["label"], a: string, b: string, kind = "figure", origin = "planted"): RealPair => ({
  account: "x",
  id: a,
  label,
  kind,
  origin,
  a,
  b,
});
const flag = (statement1: string, statement2: string) => ({ statement1, statement2 });

describe("README matching", () => {
  it("matches when one text contains the other, as whole words, at least 4 words", () => {
    expect(overlaps("The dataset has 19k images.", "After cleanup the dataset has 19k images (205 classes).")).toBe(
      true,
    );
    expect(overlaps("has 19k images", "After cleanup the dataset has 19k images")).toBe(false);
    expect(overlaps("The dataset has 19k images.", "The dataset has 57k images.")).toBe(false);
  });

  it("counts recall by kind and origin, precision and false alarms per 100 documents", () => {
    const pairs = [
      pair(
        "contradiction",
        "They train for 5 days on one GPU.",
        "In the X paper, they train for 10 days on one GPU.",
        "count",
      ),
      pair("contradiction", "A beats B on every benchmark here.", "B beats A on every benchmark here.", "swap", "note"),
      pair("consistent", "They use 24 conv layers in total.", "X: uses 24 conv layers in total"),
    ];
    const flags = [
      flag("They train for 5 days on one GPU.", "In the X paper, they train for 10 days on one GPU."),
      flag("Some other sentence of four words.", "Another sentence of five words here."),
    ];
    const m = measureReal(flags, pairs, 50);
    expect(m).toMatchObject({
      flags: 2,
      flaggedPairs: 1,
      recall: 0.5,
      precision: 0.5,
      falseAlarmsPer100: 2,
      consistentFlagged: 0,
    });
    expect(m.byKind).toEqual({ count: [1, 1], swap: [0, 1] });
    expect(m.byOrigin).toEqual({ planted: [1, 1], note: [0, 1] });
    expect(m.unmatched).toEqual([flags[1]]);
    expect(m.missed).toEqual([pairs[1]]);
  });
});

describe("SciFact matching", () => {
  it("needs both statements inside the pair's two claims, either way round", () => {
    const p = { a: "Exercise raises mortality.", b: "Exercise lowers mortality.", label: "contradict" as const };
    expect(coversClaimPair(flag("Exercise lowers mortality.", "Exercise raises mortality."), p)).toBe(true);
    expect(coversClaimPair(flag("Exercise raises mortality.", "Sleep lowers mortality."), p)).toBe(false);
    expect(
      measureScifact(
        [flag("Exercise lowers mortality.", "Exercise raises mortality.")],
        [p, { ...p, label: "consistent" }],
      ),
    ).toMatchObject({ detected: 1, detection: 1, falseAlarms: 1, falseAlarmRate: 1 });
  });
});
