import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { evalSets, loadSet, parseSetNames, setFilePath, setLines, toRecord, uploadFileOf } from "./sets.ts";

const realNames = ["semeval", "nus", "pdfs", "vault"];
const domainNames = ["citeulike", "fao", "news", "fieldpdfs", "fieldvault"];

describe("sets", () => {
  it("maps short names and refuses unknown ones", () => {
    expect(parseSetNames(undefined)).toEqual([...realNames, ...domainNames]);
    expect(parseSetNames("pdfs, vault")).toEqual(["pdfs", "vault"]);
    expect(parseSetNames("news,fieldvault")).toEqual(["news", "fieldvault"]);
    expect(() => parseSetNames("pdfs,inspec")).toThrow(/inspec/);
  });

  it("takes a folder's name for all of its sets, each set once", () => {
    expect(parseSetNames("real")).toEqual(realNames);
    expect(parseSetNames("domains")).toEqual(domainNames);
    expect(parseSetNames("fao,domains,nus")).toEqual(["fao", "citeulike", "news", "fieldpdfs", "fieldvault", "nus"]);
  });

  it("knows each set's folder and file", () => {
    expect(evalSets.semeval).toMatchObject({ folder: "real", file: "papers-semeval2010.jsonl", upload: "text" });
    expect(evalSets.citeulike).toMatchObject({ folder: "domains", file: "papers-citeulike.jsonl", upload: "text" });
    expect(evalSets.fao).toMatchObject({ folder: "domains", file: "papers-fao30.jsonl", upload: "text" });
    expect(evalSets.news).toMatchObject({ folder: "domains", file: "news-kpcrowd.jsonl", upload: "text" });
    expect(evalSets.fieldpdfs).toMatchObject({ folder: "domains", file: "pdfs.jsonl", upload: "pdf" });
    expect(evalSets.fieldvault).toMatchObject({
      folder: "domains",
      file: "vault-anazonia-moon-notes.jsonl",
      upload: "markdown",
    });
    expect(setFilePath("/eval", "fieldpdfs")).toBe(join("/eval", "domains", "pdfs.jsonl"));
  });

  it("fills the fields a set does not have", () => {
    const record = toRecord({ id: "C-1", fileName: "C-1.txt", text: "t", keyphrases: ["a"], authors: ["Lee"] });
    expect(record).toMatchObject({
      title: null,
      titles: [],
      mustHave: [],
      pdfFile: null,
      frontMatterKeys: [],
      keyphrases: ["a"],
      authors: ["Lee"],
    });
  });

  it("loads the first N lines of each folder's sets and builds the upload files", () => {
    const root = mkdtempSync(join(tmpdir(), "realdocs-sets-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    for (const folder of ["real", "domains"]) mkdirSync(join(root, folder, "pdfs"), { recursive: true });
    writeFileSync(join(root, "real", "pdfs", "x.pdf"), Buffer.from("%PDF-1.4 real"));
    writeFileSync(join(root, "domains", "pdfs", "x.pdf"), Buffer.from("%PDF-1.4 domains"));
    const pdfLine = (id: string, fileName: string) => JSON.stringify({ id, fileName, file: "pdfs/x.pdf", text: "ref" });
    writeFileSync(join(root, "real", "pdfs.jsonl"), `${pdfLine("p1", "Paper One.pdf")}\n${pdfLine("p2", "b.pdf")}\n`);
    writeFileSync(join(root, "domains", "pdfs.jsonl"), `${pdfLine("d1", "Field Paper.PDF")}\n`);
    writeFileSync(
      join(root, "real", "vault-zettelkasten.jsonl"),
      `${JSON.stringify({ id: "n/a.md", fileName: "a.md", text: "---\ntags: x\n---\n# A" })}\n`,
    );
    writeFileSync(
      join(root, "domains", "news-kpcrowd.jsonl"),
      `${JSON.stringify({ id: "s-1", fileName: "s-1.txt", text: "U.S. jobless rate", keyphrases: ["jobless rate"], category: "business" })}\n\n`,
    );

    const pdfs = loadSet(root, "pdfs", 1);
    expect(pdfs.map((r) => r.id)).toEqual(["p1"]);
    const pdf = uploadFileOf(root, "pdfs", pdfs[0]!);
    expect(pdf).toMatchObject({ fileName: "Paper One.pdf", mimeType: "application/pdf" });
    expect(Buffer.from(pdf.bytes).toString()).toBe("%PDF-1.4 real");
    const fieldPdf = uploadFileOf(root, "fieldpdfs", loadSet(root, "fieldpdfs")[0]!);
    expect(fieldPdf.fileName).toBe("Field Paper.PDF");
    expect(Buffer.from(fieldPdf.bytes).toString()).toBe("%PDF-1.4 domains");

    const note = uploadFileOf(root, "vault", loadSet(root, "vault")[0]!);
    expect(note.fileName).toBe("a.md");
    expect(note.mimeType).toBe("text/markdown");
    expect(new TextDecoder().decode(note.bytes)).toBe("---\ntags: x\n---\n# A");

    expect(setLines(root, "news")).toHaveLength(1);
    const story = uploadFileOf(root, "news", loadSet(root, "news")[0]!);
    expect(story).toMatchObject({ fileName: "s-1.txt", mimeType: "text/plain" });
    expect(new TextDecoder().decode(story.bytes)).toBe("U.S. jobless rate");
  });
});
