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
    expect(formatFinalTable([figures])).toContain("| semeval | 2 | 1 ✗ | 0.333 ✓ | 0.500 ✗ |");
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
