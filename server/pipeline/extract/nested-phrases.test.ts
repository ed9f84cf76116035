import { describe, expect, it } from "vitest";
import { analyse } from "./nlp.ts";
import { collectCandidates } from "./candidates.ts";
import { usesWithLongerPhrases } from "./salience.ts";

const candidatesOf = (text: string) => collectCandidates(analyse(text)).candidates;

describe("terms written only inside longer phrases", () => {
  const electrolysis =
    "We measured the interfacial pH at higher current density. A lower current density narrowed the swing. " +
    "The OER current density was fixed.";

  it("become candidates of their own when three phrases build on them", () => {
    const current = candidatesOf(electrolysis).get("current density");
    expect(current?.nested).toBe(true);
    expect(current?.occurrences.map((o) => electrolysis.slice(o.start, o.end))).toEqual([
      "current density",
      "current density",
      "current density",
    ]);
  });

  it("are not made from a phrase that only two phrases contain", () => {
    const text = "We measured higher current density. Rising current density increased the swing.";
    expect(candidatesOf(text).has("current density")).toBe(false);
  });

  it("are counted once: their uses are their containers' uses", () => {
    const list = [...candidatesOf(electrolysis).values()];
    expect(usesWithLongerPhrases(list).get("current density")).toBe(3);
  });

  it("come from a phrase without the word that names a method's kind", () => {
    const text =
      "Difference-in-differences estimations based on a panel show an effect. We adopt a difference-in-differences " +
      "approach. The difference-in-differences strategy compares municipalities.";
    expect(candidatesOf(text).get("difference in difference")?.occurrences).toHaveLength(3);
  });

  it("never cut a compound: a common noun in front is part of the term", () => {
    const text =
      "Web search engine users click quickly. Mobile search engine users scroll. Desktop search engine users read.";
    expect(candidatesOf(text).has("engine user")).toBe(false);
  });
});

describe("a weak modifier bound to its noun", () => {
  it("stays when the text writes the pair inside longer phrases: 'current density' is not 'density'", () => {
    const text =
      "The current density rose. At higher current density the swing grew, and at lower current density it fell.";
    const candidates = candidatesOf(text);
    expect(candidates.get("current density")?.occurrences.map((o) => text.slice(o.start, o.end))).toEqual([
      "current density",
    ]);
    expect(candidates.has("density")).toBe(false);
  });

  it("is still stripped where it is the sentence's 'current'", () => {
    const candidates = candidatesOf("The current membrane tension is low. At higher current density it rises.");
    expect(candidates.has("membrane tension")).toBe(true);
    expect(candidates.has("current membrane tension")).toBe(false);
  });
});
