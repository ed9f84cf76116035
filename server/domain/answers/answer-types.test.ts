import { describe, expect, it } from "vitest";
import {
  definesSubject,
  isPlaceholder,
  newFigures,
  newNames,
  typeFit,
  valuePart,
  withoutCitations,
} from "./answer-types.ts";
import { analyseQuestion } from "./question.ts";

const common = (word: string) =>
  ["medical", "ethics", "committee", "numbers", "the", "table", "results", "principal"].includes(word);

describe("answer types", () => {
  it("finds figures the question does not give, never reference markers or digits of names", () => {
    const question = analyseQuestion("How many layers did the 2017 model have in GPT-2?");
    expect(
      newFigures("The 2017 model [12, 13] has 24 layers and 340M parameters (Smith et al., 2019).", question),
    ).toEqual(["24", "340M"]);
    expect(newFigures("GPT-2 was trained on WebText.", question)).toEqual([]);
    expect(withoutCitations("as shown [3]").trim()).toBe("as shown");
  });

  it("finds names of people, not capitalised common words", () => {
    const question = analyseQuestion("Who led the study?");
    expect(newNames("Principal Investigator: Maarten van den Berge, MD", question, common)).toContain(
      "Maarten van den Berge",
    );
    expect(newNames("Medical Ethics Committee Numbers: none", question, common)).toEqual([]);
  });

  it("reads the value of a labelled line and knows a placeholder says nothing", () => {
    expect(valuePart("Principal Investigator: (?)")).toBe("(?)");
    expect(valuePart("Note that: this is a full sentence with a colon late in it")).toBe(
      "this is a full sentence with a colon late in it",
    );
    for (const empty of ["(?)", "N/A", "???", "", " - ", "TBD"]) expect(isPlaceholder(empty), empty).toBe(true);
    expect(isPlaceholder("Peter J. Sterk")).toBe(false);
  });

  it("knows when a sentence defines the subject", () => {
    expect(definesSubject("Kco is DLco corrected for alveolar volume.", "Kco")).toBe(true);
    expect(definesSubject("We propose a dynamic linear combination of layers (DLCL) for depth.", "DLCL")).toBe(true);
    expect(definesSubject("The DLCL model trains faster.", "DLCL")).toBe(false);
    expect(definesSubject("28.72 + 12-layer encoder (DLCL) 29.17", "DLCL")).toBe(false);
    expect(definesSubject("An interface, wevi (word embedding visual inspector), is online.", "wevi")).toBe(true);
    expect(definesSubject("The system is at bit.ly/wevi-online.", "wevi")).toBe(false);
    expect(definesSubject("Also known as Tiffeneau-Index.", "Tiffeneau index")).toBe(true);
    expect(definesSubject("Positional encodings are added to the input embeddings.", "positional encoding")).toBe(true);
  });

  it("scores the fit of a sentence to the question's type", () => {
    const how = analyseQuestion("How many samples were taken?");
    expect(typeFit("We took 120 samples.", how, [], common)).toBe(1);
    expect(typeFit("We took two samples.", how, [], common)).toBe(0.5);
    expect(typeFit("Samples were taken.", how, [], common)).toBe(0);
    const who = analyseQuestion("Who is the principal investigator?");
    expect(typeFit("Principal Investigator: (?)", who, [], common)).toBe(0);
    const which = analyseQuestion("Which drugs does the guideline recommend?");
    expect(typeFit("Examples: enalapril, amlodipine and chlorthalidone.", which, [], common)).toBe(1);
    expect(typeFit("Enalapril lowers it.", which, [], common)).toBe(0.5);
    const define = analyseQuestion("What is Kco?");
    expect(typeFit("Transfer coefficient of the lung.", define, ["kco"], common)).toBe(0.9);
  });
});
