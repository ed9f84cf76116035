import { describe, expect, it } from "vitest";
import { brokenJunkRules, junkRules, type JunkContext, type JunkRuleName } from "./junk-rules.ts";

const plain: JunkContext = { authors: [], frontMatterKeys: [], textBeforeReferences: "" };

// Each rule: names it must flag and names it must leave alone (under the same context).
const cases: Array<{ rule: JunkRuleName; junk: string[]; clean: string[]; context?: Partial<JunkContext> }> = [
  { rule: "e-mail", junk: ["jacob@google.com", "{kentonl,kristout}@google.com"], clean: ["@ mention", "attention"] },
  {
    rule: "url",
    junk: ["https://arxiv.org/abs/1706", "http://localhost:8080/x", "www.tensorflow.org", "github.com tensor2tensor"],
    clean: ["Node.js", "e.g. transformer"],
  },
  {
    rule: "bibliographic word",
    junk: ["arXiv preprint arXiv", "Vaswani et al", "Proceedings of ACL", "Stanford University", "Fig", "vol"],
    clean: ["configuration", "volume rendering", "figure ground", "journalism"],
  },
  {
    rule: "split hyphen",
    junk: ["Nat- ural Language", "adversarial net- works"],
    clean: ["self-attention", "pre-training", "Nat -ural"],
  },
  {
    rule: "encoding artefact",
    junk: [
      "D´epartement",
      "na¨ıve",
      "fa`cade",
      "\u0301accent",
      "word↵break",
      "⇤ footnote",
      "bad \uFFFD char",
      "cafÃ©",
      "donâ€™t",
      "\uF0B7 bullet",
      "tab\u0002stop",
    ],
    clean: ["Département", "cafe\u0301", "naïve", "`code` span"],
  },
  {
    rule: "number or identifier",
    junk: ["1706.03762", "12345", "0.92 0.85", "--", "978-3-16-148410-0"],
    clean: ["GPT-2", "CC2005", "H.264", "3D graphics", "CIFAR-10000"],
  },
  {
    rule: "person's initial",
    junk: ["I. J.", "Hinton G.", "J. Smith", "John F. Kennedy", "S. Rep. Joe Knollenberg", "U. Smith"],
    clean: [
      "U.S. Army",
      "Vitamin D",
      "e.g. networks",
      // domains/README.md: a country's dotted abbreviation is no person's initials, with or without spaces.
      "U.S. jobless rate",
      "U. S. jobless rate",
      "U.K. economy",
      "the U. K.",
      "U. N. Security Council",
      "E. U. leaders",
      "U. S. A.",
    ],
  },
  {
    rule: "author name",
    junk: ["Vaswani", "noam shazeer", "Pouget-Abadie work"],
    clean: ["Shazeerish", "attention"],
    context: { authors: ["Vaswani", "Shazeer", "Pouget-Abadie"] },
  },
  {
    rule: "table header",
    junk: ["Method Precision Recall"],
    clean: ["Precision Recall Curve", "Transformer", "Mean Average Precision"],
    context: {
      textBeforeReferences:
        "We report results.\nMethod Precision Recall\n0.61 0.52 0.55\nOurs 0.71 0.66 0.70\nBaseline 0.50 0.41 0.44\nTransformer 0.66 0.62 0.64\nBiLSTM 0.58 0.49 0.53\n\nPrecision Recall Curve shows that the model is better than the baseline in most of the cases 1 2 3\nMean Average Precision 0.4 0.5 0.6\nthe mean average precision improves.",
    },
  },
  {
    rule: "YAML key",
    junk: ["cssclass", "fleeting aliases", "copd-diagnosis cssclass", "publish"],
    clean: ["class", "alias resolution"],
    context: { frontMatterKeys: ["tags", "publish"] },
  },
  {
    rule: "repeated word",
    junk: ["TREC Submissions TREC", "Dot-Product Attention Multi-Head Attention"],
    clean: [
      "sequence to sequence",
      "end to end learning",
      "peer to peer networks",
      "one two three four five six seven one",
    ],
  },
];

describe("junk rules", () => {
  for (const { rule, junk, clean, context } of cases) {
    const ctx = { ...plain, ...context };
    for (const name of junk)
      it(`${rule} flags ${JSON.stringify(name)}`, () => expect(junkRules[rule](name, ctx)).toBe(true));
    for (const name of clean)
      it(`${rule} leaves ${JSON.stringify(name)}`, () => expect(junkRules[rule](name, ctx)).toBe(false));
  }

  it("finds nothing in ordinary concept names", () => {
    for (const name of [
      "Transformer",
      "self-attention",
      "multi-head attention",
      "sequence to sequence",
      "positional encoding",
      "BERT",
      "word2vec",
    ]) {
      expect(brokenJunkRules(name, plain)).toEqual([]);
    }
  });

  it("names every rule a name breaks", () => {
    expect(brokenJunkRules("Hinton G. et al", plain)).toEqual(["bibliographic word", "person's initial"]);
  });
});
