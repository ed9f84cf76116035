import { describe, expect, it } from "vitest";
import {
  declaredNames,
  definedAbbreviations,
  isInitialism,
  mergeFigures,
  mergeReason,
  type MergeContext,
} from "./merges.ts";

const none: MergeContext = { defined: [], declared: [] };

describe("the merge rule", () => {
  it("accepts the same words in another inflection, hyphenation, case or accent", () => {
    expect(mergeReason("neural networks", "Neural Network", none)).toBe("same words");
    expect(mergeReason("self-attention", "self attention", none)).toBe("same words");
    expect(mergeReason("Föppl–von Kármán number", "Foppl-von Karman number", none)).toBe("same words");
    expect(mergeReason("BERT", "BERT’s", none)).toBe("same words");
    expect(mergeReason("mice", "mouse", none)).toBe("same words");
    expect(mergeReason("criterion", "criteria", none)).toBe("same words");
    expect(mergeReason("Slave CSs", "Slave CS", none)).toBe("same words");
  });

  it("accepts a name with or without a word that only names its class", () => {
    expect(mergeReason("gradient descent", "gradient descent algorithm", none)).toBe("class word");
    expect(mergeReason("JFT", "JFT dataset", none)).toBe("class word");
    expect(mergeReason("Hessian", "the Hessian matrix", none)).toBe("class word");
  });

  it("accepts an abbreviation of the initials, or one the text defines", () => {
    expect(mergeReason("binary neutron star", "BNS", none)).toBe("initials");
    expect(mergeReason("equation of state", "EoS", none)).toBe("initials");
    expect(mergeReason("generative adversarial networks", "GANs", none)).toBe("initials");
    const defined: MergeContext = { defined: [["continuous flow Raman spectroscopy", "CFRS"]], declared: [] };
    expect(mergeReason("continuous flow Raman spectroscopy", "CFRS", defined)).toBe("initials");
    const unusual: MergeContext = { defined: [["deoxyribonucleic acid", "DNA"]], declared: [] };
    expect(mergeReason("deoxyribonucleic acid", "DNA", unusual)).toBe("defined");
    expect(mergeReason("deoxyribonucleic acid", "DNA", none)).toBeNull();
  });

  it("accepts a name the user declared", () => {
    expect(
      mergeReason("Ana Did Science Today", "000 Ana Did Science Today", {
        defined: [],
        declared: ["000 Ana Did Science Today"],
      }),
    ).toBe("declared");
  });

  it("counts every other merge wrong: a longer term naming another thing, a part, a kind", () => {
    expect(mergeReason("DNA methylation", "DNA", none)).toBeNull();
    expect(mergeReason("signal power", "signal", none)).toBeNull();
    expect(mergeReason("binary black holes", "Ringdown Phase", none)).toBeNull();
    expect(mergeReason("black hole", "black hole-disk systems", none)).toBeNull();
  });
});

describe("defined abbreviations", () => {
  it("finds 'long form (SHORT)' whose initials spell the short form, with the shortest such long form", () => {
    const text =
      "We measure the equation of state (EOS) of dense matter. The local pH was read by continuous flow Raman " +
      "spectroscopy (CFRS), and the proton-coupled electron transfer (PCET) is fast. Results (Table 2) follow. " +
      "Cells hold deoxyribonucleic acid (DNA).";
    expect(definedAbbreviations(text)).toEqual([
      ["equation of state", "EOS"],
      ["continuous flow Raman spectroscopy", "CFRS"],
      ["proton-coupled electron transfer", "PCET"],
      ["deoxyribonucleic acid", "DNA"],
    ]);
  });

  it("takes an abbreviation with a small letter first when it holds two capitals, never a bracketed word", () => {
    expect(definedAbbreviations("in the medial orbitofrontal cortex (mOFC) and in the text (see) here")).toEqual([
      ["medial orbitofrontal cortex", "mOFC"],
    ]);
  });

  it("reads a note's declared title and aliases from its front matter", () => {
    expect(declaredNames("---\ntitle: FN1\naliases: [fibronectin 1, FN]\n---\nBody")).toEqual([
      "FN1",
      "fibronectin 1",
      "FN",
    ]);
    expect(declaredNames("No front matter")).toEqual([]);
  });

  it("reads initials with or without the small words, and a plural abbreviation", () => {
    expect(isInitialism("EoS", "equation of state")).toBe(true);
    expect(isInitialism("ES", "equation of state")).toBe(true);
    expect(isInitialism("GANs", "generative adversarial networks")).toBe(true);
    expect(isInitialism("dna", "deoxyribo nucleic acid")).toBe(false);
  });
});

describe("merge figures of a set", () => {
  it("judges each distinct merge once and checks that a defined abbreviation ends in its long form's concept", () => {
    const figures = mergeFigures([
      {
        text: "The equation of state (EOS) is stiff. Gravitational waves (GW) were seen.",
        declared: [],
        concepts: [
          { name: "equation of state", aliases: ["EOS", "equations of state"] },
          { name: "DNA methylation", aliases: ["DNA"] },
          { name: "gravitational waves", aliases: [] },
          { name: "GW" },
        ],
      },
      { text: "", declared: [], concepts: [{ name: "DNA methylation", aliases: ["DNA"] }] },
    ]);
    expect(figures.merges).toBe(3);
    expect(figures.wrong).toEqual([["DNA methylation", "DNA"]]);
    expect(figures.abbreviations).toBe(2);
    expect(figures.abbreviationsMerged).toBe(1);
    expect(figures.apart).toEqual([["Gravitational waves", "GW"]]);
  });
});
