import { describe, expect, it } from "vitest";
import { isEnglishWord } from "./english-words.ts";
import {
  countWords,
  joinDecision,
  joinLines,
  repairCharacters,
  repairSplitWords,
  type HyphenationContext,
} from "./text-repair.ts";

const context = (documentText = ""): HyphenationContext => ({
  isWord: isEnglishWord,
  documentWords: countWords(documentText),
});

describe("repairCharacters", () => {
  it("expands ligatures and merges spacing accents into their letter", () => {
    expect(repairCharacters("eﬃcient ﬁnal ﬂow")).toBe("efficient final flow");
    expect(repairCharacters("D´epartement d’informatique, Universit´e de Montr´eal")).toBe(
      "Département d’informatique, Université de Montréal",
    );
    expect(repairCharacters("na¨ıve Sch¨olkopf Franc¸ois")).toBe("naïve Schölkopf François");
  });

  it("leaves an accent that touches no letter, and drops invisible and control characters", () => {
    expect(repairCharacters("f ´ (x)")).toBe("f ´ (x)");
    expect(repairCharacters("zero\u200Bwidth\u00A0space")).toBe("zerowidth space");
    expect(repairCharacters("xt\u00001 and \uD800 alone")).toBe("xt1 and \uFFFD alone");
  });
});

describe("words broken at a line end", () => {
  it("joins a word the dictionary knows and keeps a compound the document writes with a hyphen", () => {
    const doc = context("Self-attention relates positions. We use self-attention layers.");
    expect(joinLines(["a new language representa-", "tion model"], doc)).toBe("a new language representation model");
    expect(joinLines(["stacked self-", "attention layers"], doc)).toBe("stacked self-attention layers");
    expect(joinLines(["Empirical Methods in Nat-", "ural Language Processing"], doc)).toBe(
      "Empirical Methods in Natural Language Processing",
    );
  });

  it("keeps a hyphen between two words when their join is no word, and before a capital", () => {
    expect(joinDecision("state-of-the", "art", context())).toBe("hyphen");
    expect(joinLines(["the Berkeley-", "Parser results"], context())).toBe("the Berkeley-Parser results");
  });

  it("prefers the spelling the document uses most", () => {
    expect(joinDecision("pre", "training", context("pre-training and pre-training again, once pretraining"))).toBe(
      "hyphen",
    );
    expect(joinDecision("pre", "training", context("pretraining and pretraining, once pre-training"))).toBe("join");
  });

  it("repairs a split word inside a line, but not 'pre- and post-'", () => {
    expect(repairSplitWords("Empirical Methods in Nat- ural Language", context())).toBe(
      "Empirical Methods in Natural Language",
    );
    expect(repairSplitWords("pre- and post-processing", context())).toBe("pre- and post-processing");
  });

  it("joins a web address broken after a slash", () => {
    expect(joinLines(["available at https://github.com/", "tensorflow/tensor2tensor."], context())).toBe(
      "available at https://github.com/tensorflow/tensor2tensor.",
    );
  });
});
