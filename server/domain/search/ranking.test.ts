import { describe, expect, it } from "vitest";
import { chunkScore, fuseDocuments, passagesTogetherScore, queryWeights, relevanceOf } from "./fusion.ts";
import { bm25Score, generationTerms, termFrequencies, type ScoredChunk } from "./lexical.ts";
import { cutQuery, inverseDocumentFrequency, lexicalText, type AnalyzedQuery, type QueryTerm } from "./query.ts";
import { bestWindowStart, chooseSnippet, findMatches, unsegmentedPieces } from "./snippets.ts";
import { exactNeighbours } from "./vector.ts";
import { queryPhrases } from "./concepts.ts";

const term = (lexeme: string, df: number, n = 1000): QueryTerm => ({
  lexeme,
  df,
  idf: inverseDocumentFrequency(n, df),
  content: true,
});
const query = (terms: QueryTerm[]): AnalyzedQuery => ({
  text: terms.map((t) => t.lexeme).join(" "),
  truncated: false,
  terms,
  chunkCount: 1000,
  averageChars: 900,
  allChunks: 1000,
});

describe("cutQuery", () => {
  it("keeps short queries, trimmed", () => {
    expect(cutQuery("  graph theory \n")).toEqual({ text: "graph theory", truncated: false });
  });
  it("cuts long queries at a word boundary and says so", () => {
    const { text, truncated } = cutQuery("word ".repeat(400), 1000);
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text.endsWith("word")).toBe(true);
  });
  it("never splits an emoji and removes NUL and control characters", () => {
    const { text } = cutQuery(`${"a".repeat(9)}🙂🙂`, 10);
    expect(text).toBe("a".repeat(9));
    expect(cutQuery("a\u0000b\u0007c").text).toBe("a b c");
  });
});

describe("lexicalText", () => {
  it("leaves out 'et al.' of a citing sentence, but never the whole query", () => {
    expect(lexicalText("As Kissler et al. (2020) showed, immunity wanes")).toBe(
      "As Kissler   (2020) showed, immunity wanes",
    );
    expect(lexicalText("Smith ET AL, and metal alloys")).toBe("Smith  , and metal alloys");
    expect(lexicalText("et al.")).toBe("et al.");
  });

  it("leaves out author-year citations, not other parentheses with a year", () => {
    expect(lexicalText("Rotenone induces PD (Henchcliffe and Beal 2008).")).toBe("Rotenone induces PD  .");
    expect(lexicalText("Complex I (e.g., Ota et al., 2009; Owen et al., 2000a) is a target")).toBe(
      "Complex I   is a target",
    );
    expect(lexicalText("Deaths (in 2019) rose (n = 2020) (Table 3)")).toBe(
      "Deaths (in 2019) rose (n = 2020) (Table 3)",
    );
    expect(lexicalText("(WHO, 2020)")).toBe("(WHO, 2020)");
  });
});

describe("candidate generation", () => {
  it("takes the rarest terms while their postings fit the budget, at least one", () => {
    const terms = [term("common", 500), term("rare", 3), term("mid", 90), term("absent", 0), term("rarer", 1)];
    expect(generationTerms(terms, 100).map((t) => t.lexeme)).toEqual(["rarer", "rare", "mid"]);
    expect(generationTerms([term("common", 500)], 100).map((t) => t.lexeme)).toEqual(["common"]);
    expect(generationTerms([term("absent", 0)], 100)).toEqual([]);
  });
});

describe("fusion", () => {
  const q = query([term("graph", 10), term("theory", 50)]);
  const chunk = (chunkId: string, documentId: string, bm25: number, similarity: number | null): ScoredChunk => ({
    chunkId,
    documentId,
    bm25,
    similarity,
  });

  it("maps any score into 0..1, keeping the order", () => {
    const scores = [0, 0.01, 0.3, 1, 2, 10, 1e9];
    const relevances = scores.map(relevanceOf);
    for (const r of relevances) expect(r >= 0 && r <= 1).toBe(true);
    expect([...relevances].sort((a, b) => a - b)).toEqual(relevances);
    expect(relevanceOf(-5)).toBe(0);
  });

  it("keeps one entry per document, from its best passage, best first", () => {
    const ranked = fuseDocuments(
      [chunk("a1", "A", 1, 0.5), chunk("a2", "A", 9, 0.9), chunk("b1", "B", 5, null), chunk("c1", "C", 0, 0.95)],
      q,
      10,
    );
    expect(ranked.map((r) => [r.documentId, r.chunkId])).toEqual([
      ["A", "a2"],
      ["B", "b1"],
      ["C", "c1"],
    ]);
    expect(ranked[0]!.relevance).toBeGreaterThan(ranked[1]!.relevance);
  });

  it("scores all query terms once, at average length, as 1 before the vector part", () => {
    const reference = q.terms.reduce((s, t) => s + t.idf, 0);
    expect(chunkScore(chunk("x", "X", reference, null), reference)).toBeCloseTo(1);
    expect(chunkScore(chunk("x", "X", reference, 1), reference, 0.25)).toBeCloseTo(1.25);
  });

  it("scores a document's matching passages together when that beats its best passage", () => {
    const weights = queryWeights(q);
    const passage = (chunkId: string, documentId: string, counts: Record<string, number>): ScoredChunk => {
      const frequencies = new Map(Object.entries(counts));
      return {
        chunkId,
        documentId,
        frequencies,
        length: 450,
        bm25: bm25Score(frequencies, 450, weights.idf, q.averageChars),
        similarity: null,
      };
    };
    // A says "graph" in one passage and "theory" in the next; B says "graph" once in its only passage.
    const chunks = [
      passage("b1", "B", { graph: 1 }),
      passage("a1", "A", { graph: 1 }),
      passage("a2", "A", { theory: 1 }),
    ];
    const ranked = fuseDocuments(chunks, q, 10);
    expect(ranked.map((r) => r.documentId)).toEqual(["A", "B"]);
    expect(ranked[0]!.chunkId).toBe("a1"); // the snippet still comes from the best passage
    expect(ranked[0]!.score).toBeCloseTo(passagesTogetherScore(chunks.slice(1), weights)!);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
    // One passage alone, or passages without term frequencies (substring matches), are not read together.
    expect(passagesTogetherScore(chunks.slice(0, 1), weights)).toBeNull();
    expect(passagesTogetherScore([chunk("x1", "X", 1, null), chunk("x2", "X", 1, null)], weights)).toBeNull();
  });

  it("drops what is too weak to show and respects the limit", () => {
    expect(fuseDocuments([chunk("a", "A", 0, 0.31)], q, 10)).toEqual([]);
    expect(fuseDocuments([chunk("a", "A", 5, null), chunk("b", "B", 4, null)], q, 1).map((r) => r.documentId)).toEqual([
      "A",
    ]);
  });
});

describe("snippets", () => {
  const terms = new Map([
    ["attent", 2],
    ["transform", 3],
  ]);
  const lexemes = new Map([
    ["attention", ["attent"]],
    ["transformers", ["transform"]],
    ["self-attention", ["self-attent", "self", "attent"]],
  ]);

  it("marks the words that stem like a query term, with offsets into the snippet", () => {
    const text = "Transformers use self-attention. Nothing else here.";
    const snippet = chooseSnippet(text, findMatches(text, terms, lexemes));
    expect(snippet.snippet).toBe(text);
    expect(snippet.highlights.map((h) => snippet.snippet.slice(h.start, h.end))).toEqual([
      "Transformers",
      "self-attention",
    ]);
  });

  it("picks the window with the most query weight, starts at a sentence, marks cut ends", () => {
    const text = `${"Filler words about nothing in particular. ".repeat(20)}Here transformers and attention meet. ${"More filler text follows here. ".repeat(20)}`;
    const snippet = chooseSnippet(text, findMatches(text, terms, lexemes), 120);
    expect(snippet.snippet.startsWith("…Here transformers")).toBe(true);
    expect(snippet.snippet.endsWith("…")).toBe(true);
    expect(snippet.highlights.map((h) => snippet.snippet.slice(h.start, h.end))).toEqual(["transformers", "attention"]);
    expect(text.slice(snippet.start, snippet.end).replace(/\s+/g, " ").trim()).toBe(snippet.snippet.slice(1, -1));
  });

  it("collapses whitespace without moving the marks", () => {
    const text = "Line one\n\n   transformers\tand\n attention";
    const snippet = chooseSnippet(text, findMatches(text, terms, lexemes));
    expect(snippet.snippet).toBe("Line one transformers and attention");
    expect(snippet.highlights.map((h) => snippet.snippet.slice(h.start, h.end))).toEqual(["transformers", "attention"]);
  });

  it("finds the same window in one pass as by comparing every window with every match", () => {
    // The straightforward form of the window choice, as a reference for the one-pass version.
    const reference = (matches: ReturnType<typeof findMatches>, size: number) => {
      let best = { start: 0, weight: -1 };
      for (const first of matches) {
        const start = Math.max(0, first.start - 40);
        const keys = new Map<string, number>();
        for (const m of matches) if (m.start >= start && m.end <= start + size) keys.set(m.key, m.weight);
        const weight = [...keys.values()].reduce((a, b) => a + b, 0);
        if (weight > best.weight) best = { start, weight };
      }
      return best.start;
    };
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const words = ["transformers", "attention", "self-attention", "filler", "words", "here", "and", "the"];
    for (let run = 0; run < 200; run++) {
      const text = Array.from(
        { length: 20 + Math.floor(random() * 150) },
        () => words[Math.floor(random() * words.length)],
      ).join(random() < 0.5 ? " " : ". ");
      const matches = findMatches(text, terms, lexemes);
      const size = 60 + Math.floor(random() * 200);
      expect(bestWindowStart(matches, size)).toBe(reference(matches, size));
    }
  });

  it("starts at the beginning when nothing matched (a passage found by meaning)", () => {
    const snippet = chooseSnippet("x ".repeat(300), [], 100);
    expect(snippet.start).toBe(0);
    expect(snippet.highlights).toEqual([]);
  });

  it("matches scripts without spaces by two-character pieces", () => {
    expect(unsegmentedPieces("人工智能 and ai")).toEqual(["人工", "工智", "智能"]);
    const text = "机器学习是人工智能的一个分支";
    const snippet = chooseSnippet(text, findMatches(text, new Map(), new Map(), unsegmentedPieces("人工智能")));
    expect(snippet.highlights.map((h) => snippet.snippet.slice(h.start, h.end)).join("")).toBe("人工智能");
  });
});

describe("vector neighbours", () => {
  it("compares a small collection exactly, and a larger one exactly only while it is a small share of the index", () => {
    expect(exactNeighbours(3_000, 3_000)).toBe(true);
    expect(exactNeighbours(100_000, 103_000)).toBe(false);
    expect(exactNeighbours(15_000, 16_000)).toBe(false);
    expect(exactNeighbours(15_000, 1_000_000)).toBe(true);
    expect(exactNeighbours(50_000, 1_000_000)).toBe(false);
  });
});

describe("concept phrases of a query", () => {
  it("looks up every phrase of a short query, singular and without hyphens", () => {
    const phrases = queryPhrases("All-cause mortality of LLMs");
    expect([...phrases.keys()]).toEqual(expect.arrayContaining(["all cause mortality", "llm", "mortality of llm"]));
    expect(phrases.has("of")).toBe(false);
  });

  it("in a long query, leaves out phrases that start or end with a stop word", () => {
    const phrases = queryPhrases(
      "Several studies have shown that spaced repetition of the material at increasing intervals improves long-term memory in adults",
    );
    expect([...phrases.keys()]).toEqual(
      expect.arrayContaining(["spaced repetition", "long term memory", "repetition of the material"]),
    );
    for (const phrase of phrases.keys()) expect(phrase).not.toMatch(/^(of|the|that|at|in) |\b(of|the|that|at|in)$/);
  });
});

describe("term frequencies from a tsvector's text", () => {
  it("counts positions per lexeme, with quotes, backslashes and lexemes without positions", () => {
    const text = String.raw`'a':1A,5A,9A 'it''s':2A 'back\\slash':3A,4A 'q\'x':7 'nopos' '':8A 'x y':10A`;
    expect([...termFrequencies(text)]).toEqual([
      ["a", 3],
      ["it's", 1],
      ["back\\slash", 2],
      ["q'x", 1],
      ["nopos", 1],
      ["", 1],
      ["x y", 1],
    ]);
    expect(termFrequencies("").size).toBe(0);
  });
});
