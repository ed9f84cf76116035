import { describe, expect, it } from "vitest";
import { dumpFileName, dumpText } from "./dump.ts";
import { measureSet } from "./measure-set.ts";
import { toRecord } from "./sets.ts";

describe("dump", () => {
  const record = toRecord({
    id: "zhang/DL:对比学习/Moco.pdf",
    fileName: "Moco.pdf",
    file: "pdfs/moco.pdf",
    title: "Momentum Contrast for Unsupervised Visual Representation Learning",
    authors: ["Xie"],
    mustHave: [["momentum contrast", "moco"], ["dictionary"]],
    text: "Momentum Contrast (MoCo) builds a dynamic dictionary with a queue and a moving-averaged encoder.",
  });
  const doc = {
    recordId: record.id,
    status: "ready",
    error: null,
    title: "Moco",
    content: "",
    concepts: [
      {
        name: "MoCo",
        category: "technical",
        definition: "builds a dynamic dictionary with a queue and a moving-averaged encoder",
      },
      { name: "Xie et al", definition: "A large tree with broad leaves and hard wood" },
      ...Array.from({ length: 20 }, (_, i) => ({ name: `filler ${i + 1}`, definition: null })),
      { name: "dictionary", category: "technical", definition: null },
    ],
  };
  const { documents } = measureSet("pdfs", [record], [doc], null);
  const text = dumpText("pdfs", record, documents[0]!);

  it("shows the titles, the must-haves and each concept's verdicts", () => {
    expect(text).toContain("title shown: Moco\ngold title: Momentum Contrast");
    expect(text).toContain("title matches: no");
    expect(text).toContain("must-have found: momentum contrast / moco");
    // a must-have below the first 20 says where it ranks, with its category
    expect(text).toContain("must-have missing: dictionary (rank 23)");
    expect(text).toContain(" 1. MoCo (technical)   [must-have]\n    definition (grounded): builds");
    expect(text).toContain(
      " 2. Xie et al   [JUNK: bibliographic word, author name]\n    definition (NOT grounded): A large tree",
    );
  });
  it("makes a file name of any record id", () => {
    expect(dumpFileName("zhang/DL:对比学习/Moco.pdf")).toBe("zhang_DL_对比学习_Moco.pdf.txt");
  });
});
