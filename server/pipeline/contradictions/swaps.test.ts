import { describe, expect, it } from "vitest";
import { align } from "./align.ts";
import { readClaim } from "./claim-text.ts";
import { compareClaims, type ClaimForComparison } from "./compare.ts";
import { swappedSides } from "./swaps.ts";

const claim = (text: string): ClaimForComparison => ({
  claim: readClaim(text),
  headings: [],
  documentNames: ["Notes"],
});
const judge = (a: string, b: string) => compareClaims(claim(a), claim(b));
const sides = (a: string, b: string) => {
  const x = readClaim(a);
  const y = readClaim(b);
  return swappedSides(x.tokens, y.tokens, x.text, y.text, align(x.tokens, y.tokens))?.finding ?? null;
};

describe("swapped sides", () => {
  it.each([
    [
      "two words in each other's place, with other words around",
      "When sampling at more sites, yields on irrigated farms were generally higher than rain-fed yields.",
      "When more sites were sampled, yields on rain-fed farms were generally higher than irrigated yields.",
    ],
    [
      "figures that change owner",
      "Cardiac causes accounted for 21 treated deaths (40.1%) and 9 placebo deaths (18.2%).",
      "Cardiac causes accounted for 21 placebo deaths and 9 treated deaths.",
    ],
    [
      "whole phrases exchanged",
      "The bias due to small samples was smaller than the bias due to selective reporting across all fields.",
      "The bias due to selective reporting was smaller than the bias due to small samples.",
    ],
    [
      "one of two statements joined by a semicolon",
      "Renters are younger and poorer than owners; only renters in large cities are more similar to owners in income.",
      "Owners are younger and poorer than renters.",
    ],
  ])("flags %s", (_name, a, b) => {
    expect(judge(a, b)).toMatchObject({ kind: "comparison" });
  });

  it("names the two sides that trade places", () => {
    expect(
      sides(
        "Ice cover on northern lakes lasted longer than on southern lakes during the survey.",
        "Ice cover on southern lakes lasted longer than on northern lakes.",
      ),
    ).toMatchObject({ a: "northern", b: "southern" });
  });

  it.each([
    [
      "a symmetric relation",
      "Smoking is strongly associated with lung cancer in older adults.",
      "Lung cancer is strongly associated with smoking in older adults.",
    ],
    [
      "the passive voice",
      "Heavy rainfall causes flooding of the river valley.",
      "Flooding of the river valley is caused by heavy rainfall.",
    ],
    [
      "the converse comparative",
      "Irrigated farms had higher yields than rain-fed farms.",
      "Rain-fed farms had lower yields than irrigated farms.",
    ],
    [
      "a swap under a negation",
      "Irrigated farms had higher yields than rain-fed farms.",
      "Rain-fed farms did not have higher yields than irrigated farms.",
    ],
    [
      "a coordination in another order",
      "Nitrogen and phosphorus limit algal growth in shallow lakes.",
      "Phosphorus and nitrogen limit algal growth in shallow lakes.",
    ],
  ])("does not flag %s", (_name, a, b) => {
    expect(judge(a, b)).toBeNull();
  });
});
