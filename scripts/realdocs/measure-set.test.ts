import { describe, expect, it } from "vitest";
import { goalChecks } from "./goals.ts";
import { measureSet } from "./measure-set.ts";
import { formatFinalTable, formatSetReport } from "./report.ts";
import { toRecord } from "./sets.ts";
import type { DocResult } from "./types.ts";

const paperText =
  "Grid Service Discovery\nABSTRACT\nA distributed hash table stores service records so that lookups scale with the number of nodes.\n8. REFERENCES\n[1] Lee";
const papers = [
  toRecord({
    id: "p1",
    fileName: "p1.txt",
    text: paperText,
    keyphrases: ["grid service discovery", "distributed hash table"],
    authors: ["Lee"],
  }),
  toRecord({ id: "p2", fileName: "p2.txt", text: "Other Paper\nbody", keyphrases: ["other"], authors: [] }),
];
const ready = (recordId: string, concepts: DocResult["concepts"], title = "p"): DocResult => ({
  recordId,
  status: "ready",
  error: null,
  title,
  content: "",
  concepts,
});

describe("measureSet on full papers", () => {
  const docs: DocResult[] = [
    ready(
      "p1",
      [
        { name: "grid service discovery", definition: null },
        {
          name: "distributed hash tables",
          definition: "a distributed hash table stores service records so that lookups scale",
        },
        { name: "Lee", definition: "A large tree with broad leaves" },
        { name: "hash ta- ble", definition: "" },
      ],
      "Grid Service Discovery",
    ),
    { recordId: "p2", status: "failed", error: "Failed query", title: "p2", content: "", concepts: [] },
  ];
  const { figures, documents } = measureSet("semeval", papers, docs, {
    documents: 2,
    seconds: 10,
    bytes: 2_000_000,
    kept: false,
  });

  it("averages F1@10 over every document, failed ones at 0", () => {
    const f1 = (2 * (2 / 4) * 1) / (2 / 4 + 1);
    expect(documents[0]!.keyphrases!.f1).toBeCloseTo(f1);
    expect(figures.keyphraseF1).toBeCloseTo(f1 / 2);
  });
  it("counts junk in the first 10 and split hyphens among all names", () => {
    expect(figures.junkAt10).toMatchObject({ count: 2, total: 4 });
    expect(documents[0]!.top20[2]!.junk).toEqual(["author name"]);
    expect(figures.splitHyphen).toMatchObject({ count: 1, total: 4 });
  });
  it("counts defined and grounded definitions among the first 20", () => {
    expect(figures.defined).toMatchObject({ count: 2, total: 4 });
    expect(figures.grounded).toMatchObject({ count: 1, total: 2 });
    expect(documents[0]!.top20[1]!.grounded).toBe(true);
    expect(documents[0]!.top20[2]!.grounded).toBe(false);
  });
  it("lists documents that are not ready and scores the first line informationally", () => {
    expect(figures.notReady).toEqual([{ recordId: "p2", status: "failed", error: "Failed query" }]);
    expect(figures.title).toMatchObject({ count: 1, total: 2 });
    expect(figures.titleKind).toBe("first line");
    expect(figures.ingest!.secondsPerMb).toBeCloseTo(5);
  });
  it("marks goals and prints them", () => {
    const goals = goalChecks(figures);
    expect(goals.find((g) => g.measure === "F1@10")).toMatchObject({ met: true });
    expect(goals.find((g) => g.measure === "junk@10")).toMatchObject({ met: false });
    expect(goals.find((g) => g.measure === "documents not ready")).toMatchObject({ value: 1, met: false });
    expect(goals.some((g) => g.measure === "title")).toBe(false);
    expect(formatSetReport(figures)).toMatch(/junk@10\s+0\.500 \(2 of 4\)\s+goal <= 0.05\s+NOT MET/);
    expect(formatFinalTable([figures])).toContain("| semeval | 2 | 1 ✗ | 0.333 ✓ | — | — | 0.500 ✗ | 1/4 ✗ |");
    expect(formatFinalTable([figures])).toMatch(/\| 5\.0 \|$/);
    expect(formatSetReport(figures)).toContain("ingest: 2 documents in 10 s for 2.00 MB = 5.0 s/MB");
    expect(formatSetReport({ ...figures, ingest: { ...figures.ingest!, kept: true } })).toContain(
      "ingest (the kept run's; nothing uploaded now): 2 documents",
    );
  });
});

describe("measureSet on PDFs and notes", () => {
  it("scores must-haves and the gold title", () => {
    const record = toRecord({
      id: "a",
      fileName: "a.pdf",
      file: "pdfs/a.pdf",
      title: "Attention Is All You Need",
      authors: ["Vaswani"],
      mustHave: [["transformer"], ["positional encoding"]],
      text: "",
    });
    const doc = ready("a", [{ name: "Transformer", definition: null }], "Attention is all you need.");
    const { figures } = measureSet("pdfs", [record], [doc], null);
    expect(figures.mustHaveAt20).toMatchObject({ count: 1, total: 2, share: 0.5 });
    expect(figures.title).toMatchObject({ count: 1, total: 1 });
    expect(figures.keyphraseF1).toBeNull();
    expect(figures.ingest).toBeNull();
  });
  it("averages must-have recall over papers", () => {
    const records = [
      toRecord({ id: "a", fileName: "a.pdf", file: "pdfs/a.pdf", mustHave: [["alpha"], ["beta"]], text: "" }),
      toRecord({
        id: "b",
        fileName: "b.pdf",
        file: "pdfs/b.pdf",
        mustHave: [["gamma"], ["delta"], ["epsilon"], ["zeta"]],
        text: "",
      }),
    ];
    const docs = [
      ready("a", [{ name: "alpha", definition: null }]),
      ready(
        "b",
        ["gamma", "delta", "epsilon", "zeta"].map((name) => ({ name, definition: null })),
      ),
    ];
    const { figures } = measureSet("pdfs", records, docs, null);
    expect(figures.mustHaveAt20).toEqual({ count: 5, total: 6, share: 0.75 });
  });
  it("counts junk only among the first 10 distinct concepts", () => {
    const record = toRecord({ id: "b", fileName: "b.pdf", file: "pdfs/b.pdf", title: "B", text: "" });
    const names = [
      "model",
      "models",
      ...Array.from({ length: 9 }, (_, i) => `topic ${"abcdefghi"[i]}`),
      "arXiv preprint",
    ];
    const { figures } = measureSet(
      "pdfs",
      [record],
      [
        ready(
          "b",
          names.map((name) => ({ name, definition: null })),
        ),
      ],
      null,
    );
    expect(figures.junkAt10).toMatchObject({ count: 0, total: 10 });
  });
  it("scores front-matter leaks and note titles, and counts a record without result as not ready", () => {
    const notes = [
      toRecord({
        id: "n1",
        fileName: "alveolar-septum.md",
        text: "",
        titles: ["Alveolar Septum"],
        frontMatterKeys: ["tags", "cssclass"],
        frontMatterOnlyTokens: ["fleeting"],
      }),
      toRecord({ id: "n2", fileName: "b.md", text: "", titles: ["b"] }),
    ];
    const doc = ready(
      "n1",
      [
        { name: "alveolar septum", definition: null },
        { name: "fleeting idea", definition: null },
      ],
      "alveolar-septum",
    );
    const { figures } = measureSet("vault", notes, [doc], null);
    expect(figures.frontMatterLeak).toMatchObject({ count: 1, total: 2 });
    expect(figures.title).toMatchObject({ count: 0, total: 2 });
    expect(figures.junkAt10).toBeNull();
    expect(figures.defined).toBeNull();
    expect(figures.notReady.map((d) => d.recordId)).toEqual(["n2"]);
  });
});

describe("keyphrase sets beside their TF-IDF baseline", () => {
  const story = toRecord({
    id: "business-1",
    fileName: "business-1.txt",
    text: "Jobless rate falls\nThe U.S. jobless rate fell as hiring rose.",
    keyphrases: ["jobless rate", "hiring"],
  });
  const doc = ready("business-1", [
    { name: "U.S. jobless rate", definition: null },
    { name: "jobless rate", definition: null },
    { name: "hiring", definition: null },
    { name: "John F. Kennedy", definition: null },
    { name: "la- bor market", definition: null },
  ]);
  const f1 = (2 * (2 / 5) * 1) / (2 / 5 + 1);

  it("prints F1@10 with the baseline and the ratio, and sets the goal at 1.2 x the baseline (domains/)", () => {
    const { figures } = measureSet("news", [story], [doc], null, { f1: 0.5, source: "stored", documents: 1 });
    expect(figures.keyphraseF1).toBeCloseTo(f1);
    expect(figures.baselineRatio).toBeCloseTo(f1 / 0.5);
    expect(figures.junkAt10).toMatchObject({ count: 2, total: 5 });
    const goal = goalChecks(figures).find((g) => g.measure === "F1@10");
    expect(goal).toMatchObject({ goal: ">= 1.2 x baseline (0.600)", met: false });
    expect(goalChecks(figures).some((g) => g.measure === "split-hyphen names")).toBe(false);

    const report = formatSetReport(figures);
    expect(report).toContain("== news: news stories (domains/news-kpcrowd.jsonl), 1 documents");
    expect(report).toContain("TF-IDF baseline F1@10: 0.500 from SOURCES.json");
    expect(report).toMatch(
      /F1@10\s+0\.571 \(baseline 0\.500, ratio 1\.14 x\)\s+goal >= 1\.2 x baseline \(0\.600\) NOT MET/,
    );
    expect(report).toMatch(/split-hyphen\s+1 of 5 names \(0\.200\)\s+no goal/);
    expect(formatFinalTable([figures])).toContain("| news | 1 | 1 ✓ | 0.571 ✗ | 0.500 | 1.14 | 0.400 ✗ | 1/5 |");

    const met = measureSet("news", [story], [doc], null, { f1: 0.4, source: "stored", documents: 1 }).figures;
    expect(goalChecks(met).find((g) => g.measure === "F1@10")).toMatchObject({ met: true });
  });

  it("keeps the absolute goal on real/'s papers and shows a computed baseline", () => {
    const paper = { ...story, id: "p", keyphrases: story.keyphrases };
    const { figures } = measureSet("semeval", [paper], [{ ...doc, recordId: "p" }], null, {
      f1: 0.2,
      source: "computed",
      documents: 1,
    });
    expect(goalChecks(figures).find((g) => g.measure === "F1@10")).toMatchObject({ goal: ">= 0.19", met: true });
    expect(formatSetReport(figures)).toContain(
      "TF-IDF baseline F1@10: 0.200 computed by kp-tfidf.mjs on these 1 documents",
    );
    expect(formatFinalTable([figures])).toContain("| 0.571 ✓ | 0.200 | 2.86 |");
  });

  it("does not meet a baseline goal without a baseline", () => {
    const { figures } = measureSet("fao", [story], [doc], null, {
      f1: null,
      source: "computed",
      documents: 1,
      error: "kp-tfidf.mjs failed",
    });
    expect(figures.baselineRatio).toBeNull();
    expect(goalChecks(figures).find((g) => g.measure === "F1@10")).toMatchObject({
      goal: ">= 1.2 x baseline (no baseline)",
      met: false,
    });
    expect(formatSetReport(figures)).toContain("(baseline n/a, ratio n/a)");
  });

  it("keeps no baseline on sets without keyphrases", () => {
    const record = toRecord({ id: "a", fileName: "a.pdf", file: "pdfs/a.pdf", title: "A", text: "" });
    const { figures } = measureSet("fieldpdfs", [record], [ready("a", [])], null, {
      f1: 0.1,
      source: "stored",
      documents: 1,
    });
    expect(figures.baseline).toBeNull();
    expect(figures.baselineRatio).toBeNull();
  });
});

describe("domains/ PDFs and notes", () => {
  it("compares PDF titles with typographic apostrophes, quotes and dashes as plain ones", () => {
    const record = toRecord({
      id: "a",
      fileName: "a.pdf",
      file: "pdfs/a.pdf",
      title: "California's Cap-and-Trade",
      text: "",
    });
    const doc = ready("a", [], "California’s Cap‐and‐Trade");
    expect(measureSet("fieldpdfs", [record], [doc], null).figures.title).toMatchObject({ count: 1, total: 1 });
    expect(measureSet("pdfs", [record], [doc], null).figures.title).toMatchObject({ count: 0, total: 1 });
    const goals = goalChecks(measureSet("fieldpdfs", [record], [doc], null).figures).map((g) => g.measure);
    expect(goals).toEqual([
      "junk@10",
      "title",
      "must-have@20",
      "defined",
      "grounded",
      "general@20",
      "documents not ready",
    ]);
  });

  it("measures the share of general concepts per paper, not on news stories", () => {
    const records = ["a", "b"].map((id) =>
      toRecord({ id, fileName: `${id}.pdf`, file: `pdfs/${id}.pdf`, title: id, text: "" }),
    );
    const concept = (name: string, category: string) => ({ name, definition: null, category });
    const docs = [
      ready("a", [concept("patients", "general"), concept("Raman spectroscopy", "methodology")]),
      ready("b", [
        concept("voters", "general"),
        concept("turnout", "general"),
        concept("Stroop effect", "theoretical"),
        concept("election", "general"),
      ]),
    ];
    const { figures } = measureSet("fieldpdfs", records, docs, null);
    expect(figures.generalAt20?.share).toBeCloseTo((0.5 + 0.75) / 2);
    expect(goalChecks(figures).find((g) => g.measure === "general@20")).toMatchObject({ met: false });
    expect(formatSetReport(figures)).toContain("general@20");
    expect(measureSet("news", records, docs, null).figures.generalAt20).toBeNull();
  });

  it("measures the share of the first 20 concepts with a relationship from their document, when the collector says", () => {
    const records = ["a", "b"].map((id) => toRecord({ id, fileName: `${id}.txt`, text: "" }));
    const concept = (name: string, related: boolean) => ({ name, definition: null, related });
    const docs = [
      ready("a", [concept("protein folding", true), concept("chaperone", false)]),
      ready("b", [concept("tariff", true), concept("trade", true), concept("quota", true), concept("GDP", false)]),
    ];
    const { figures } = measureSet("news", records, docs, null);
    expect(figures.relatedAt20?.share).toBeCloseTo((0.5 + 0.75) / 2);
    expect(formatSetReport(figures)).toContain("related@20");
    const unknown = [ready("a", [{ name: "x", definition: null }]), ready("b", [{ name: "y", definition: null }])];
    expect(measureSet("news", records, unknown, null).figures.relatedAt20).toBeNull();
  });

  it("measures junk on the vault with the note's front-matter keys, and spares leaks the note's words explain", () => {
    const note = toRecord({
      id: "Forest change.md",
      fileName: "Forest change.md",
      text: "---\ntype: forest_change\nup: '[[Regrowth]]'\n---\n# Forest change\nForests regrow after pasture.\n",
      titles: ["Forest change"],
      frontMatterKeys: ["type", "up"],
      frontMatterOnlyTokens: ["forest_change", "regrowth"],
    });
    const doc = ready(
      "Forest change.md",
      [
        { name: "forest change", definition: null },
        { name: "forest type", definition: null },
        { name: "Chazdon, Robin L.", definition: null },
        { name: "regrowth", definition: null },
      ],
      "Forest change",
    );
    const { figures } = measureSet("fieldvault", [note], [doc], null);
    expect(figures.junkAt10).toMatchObject({ count: 2, total: 4 });
    expect(figures.frontMatterLeak).toMatchObject({ count: 2, total: 4 });
    expect(figures.title).toMatchObject({ count: 1, total: 1 });
    expect(figures.defined).toBeNull();
    const goals = goalChecks(figures).map((g) => g.measure);
    expect(goals).toEqual(["junk@10", "front-matter leaks", "title", "documents not ready"]);
    expect(formatFinalTable([figures])).toContain(
      "| fieldvault | 1 | 1 ✓ | — | — | — | 0.500 ✗ | 0/4 | — | 1.000 ✓ | 2/4 ✗ |",
    );
  });
});

describe("measureSet on merges (issue 33)", () => {
  const record = toRecord({
    id: "m1",
    fileName: "m1.txt",
    text: "Matter has an equation of state (EOS). Gravitational waves (GW) travel far.",
    keyphrases: ["equation of state"],
    authors: [],
  });
  const { figures } = measureSet(
    "semeval",
    [record],
    [
      ready("m1", [
        { name: "equation of state", definition: null, aliases: ["EOS"] },
        { name: "DNA methylation", definition: null, aliases: ["DNA"] },
        { name: "gravitational waves", definition: null },
      ]),
    ],
    null,
  );

  it("counts the merges the rule calls wrong and the defined abbreviations merged, each beside its goal", () => {
    expect(figures.wrongMerges).toEqual({ count: 1, total: 2, share: 0.5 });
    expect(figures.wrongMergeExamples).toEqual([["DNA methylation", "DNA"]]);
    expect(figures.abbreviationsMerged).toEqual({ count: 1, total: 2, share: 0.5 });
    expect(goalChecks(figures).find((g) => g.measure === "wrong merges")?.met).toBe(false);
    const report = formatSetReport(figures);
    expect(report).toContain('wrong merge: "DNA" into "DNA methylation"');
    expect(report).toContain('apart: "GW" from "Gravitational waves"');
  });
});
