import { describe, expect, it } from "vitest";
import { documentTypes, fileTypes } from "../../../contract/file-types.ts";
import { fixture, webPage } from "./fixtures.ts";
import { checkUpload, describeBytes, identify, sources } from "./registry.ts";

describe("source registry", () => {
  it("has one module for every document type the contract declares, and nothing else", () => {
    expect(Object.keys(sources).toSorted()).toEqual([...documentTypes].toSorted());
    for (const type of documentTypes) expect(sources[type].type).toBe(type);
    for (const fileType of fileTypes) {
      expect(fileType.extensions.every((e) => /^\.[a-z0-9]+$/.test(e))).toBe(true);
      expect(fileType.mediaTypes.length).toBeGreaterThan(0);
    }
  });

  it("recognises each kind of real file by its bytes", () => {
    expect(identify(fixture("books/alice-in-wonderland.epub"))).toBe("epub");
    expect(identify(fixture("word/tables.docx"))).toBe("docx");
    expect(identify(webPage("theverge1.html"))).toBe("html");
    expect(identify(Buffer.from("%PDF-1.7\n%âãÏÓ\n"))).toBe("pdf");
    expect(identify(Buffer.from("# A note\n\nSome text."))).toBe("text");
    expect(identify(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull();
    expect(describeBytes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe("an image");
  });

  it("refuses a file that is not what its name says, naming what it is", async () => {
    const text = Buffer.from("Notes from the lecture on glaciers.\n");
    const upload = (type: Parameters<typeof checkUpload>[0], bytes: Uint8Array) =>
      checkUpload(type, { bytes, text: null, fileName: "x" });
    await expect(upload("docx", text)).rejects.toThrow(
      "This file is not a Word document (.docx): it is a text file. Rename it to .txt and upload it again.",
    );
    await expect(upload("epub", text)).rejects.toThrow(/not an EPUB book: it is a text file/);
    await expect(upload("pdf", fixture("word/tables.docx"))).rejects.toThrow(
      "This file is not a PDF: it is a Word document (.docx). Rename it to .docx and upload it again.",
    );
    await expect(upload("docx", fixture("books/live-manual.en.epub"))).rejects.toThrow(
      /it is an EPUB book\. Rename it to \.epub/,
    );
    await expect(upload("text", fixture("word/tables.docx"))).rejects.toThrow(/not text: it is a Word document/);
    await expect(upload("html", Buffer.from([0, 1, 2, 3, 0, 0]))).rejects.toThrow(
      /not a web page \(HTML\): it is binary data/,
    );
  });

  it("knows a Markdown note's and a web page's title at upload", async () => {
    expect(
      (
        await checkUpload("markdown", {
          bytes: Buffer.from("---\ntitle: Glaciers\n---\nText."),
          text: null,
          fileName: "g.md",
        })
      ).title,
    ).toBe("Glaciers");
    const page = await checkUpload("html", { bytes: webPage("polygon.html"), text: null, fileName: "p.html" });
    expect(page).toMatchObject({ title: "Shovel Knight review: rewrite history", text: null });
  });
});
