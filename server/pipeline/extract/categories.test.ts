import { describe, expect, it } from "vitest";
import { categorise, type CategoryInput } from "./categories.ts";

const asName = (name: string, extra: Partial<CategoryInput> = {}): CategoryInput => ({
  words: name.toLowerCase().replace(/[,.]/g, "").split(/\s+/),
  name,
  proper: true,
  previousWord: null,
  acronym: null,
  ...extra,
});

describe("categories of names", () => {
  it("reads a catalogue's 'Surname, Given' as a person, never a place pair", () => {
    expect(categorise(asName("Chazdon, Robin L.")).category).toBe("person");
    expect(categorise(asName("Smith, John")).category).toBe("person");
    expect(categorise(asName("Paris, France")).category).not.toBe("person");
  });

  it("never reads a name's last word, a letter or a number as a kind of thing", () => {
    expect(categorise(asName("001 The Bridge")).category).toBe("general");
    expect(categorise(asName("Chapter 3")).category).toBe("general");
    expect(categorise(asName("Chazdon Robin L", { proper: false })).category).toBe("general");
  });

  it("takes 'Random Forest' for no place, and an acronym of a substance for a technical term", () => {
    expect(categorise(asName("Random Forest")).category).not.toBe("place");
    expect(categorise(asName("DNA", { acronym: "DNA" })).category).toBe("technical");
  });
});
