import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSet, parseSetNames, toRecord, uploadFileOf } from "./sets.ts";

describe("sets", () => {
  it("maps short names and refuses unknown ones", () => {
    expect(parseSetNames(undefined)).toEqual(["semeval", "nus", "pdfs", "vault"]);
    expect(parseSetNames("pdfs, vault")).toEqual(["pdfs", "vault"]);
    expect(() => parseSetNames("pdfs,inspec")).toThrow(/inspec/);
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

  it("loads the first N lines and builds the upload files", () => {
    const dir = mkdtempSync(join(tmpdir(), "realdocs-sets-"));
    mkdirSync(join(dir, "pdfs"));
    writeFileSync(join(dir, "pdfs", "x.pdf"), Buffer.from("%PDF-1.4 bytes"));
    writeFileSync(
      join(dir, "pdfs.jsonl"),
      `${JSON.stringify({ id: "p1", fileName: "Paper One.pdf", file: "pdfs/x.pdf", title: "Paper One", text: "ref" })}\n${JSON.stringify({ id: "p2", fileName: "b.pdf", file: "pdfs/x.pdf" })}\n`,
    );
    writeFileSync(
      join(dir, "vault-zettelkasten.jsonl"),
      `${JSON.stringify({ id: "n/a.md", fileName: "a.md", text: "---\ntags: x\n---\n# A" })}\n`,
    );
    const pdfs = loadSet(dir, "pdfs", 1);
    expect(pdfs.map((r) => r.id)).toEqual(["p1"]);
    const pdf = uploadFileOf(dir, "pdfs", pdfs[0]!);
    expect(pdf).toMatchObject({ fileName: "Paper One.pdf", mimeType: "application/pdf" });
    expect(Buffer.from(pdf.bytes).toString()).toBe("%PDF-1.4 bytes");
    const note = uploadFileOf(dir, "vault", loadSet(dir, "vault")[0]!);
    expect(note.fileName).toBe("a.md");
    expect(note.mimeType).toBe("text/markdown");
    expect(new TextDecoder().decode(note.bytes)).toBe("---\ntags: x\n---\n# A");
  });
});
