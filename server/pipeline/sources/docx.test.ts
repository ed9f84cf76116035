import { describe, expect, it } from "vitest";
import type { ReadDocument } from "../reading/types.ts";
import { docxSource } from "./docx.ts";
import { fixture } from "./fixtures.ts";
import { deflatedZeros, wordPackage, zip } from "./testing/zip-writer.ts";

const read = async (bytes: Uint8Array) =>
  (await docxSource.read({ bytes, text: null, fileName: "f.docx" }, { ocrMaxPages: 0 })).document;
const blocks = (doc: ReadDocument) => doc.blocks.map((b) => [b.kind, doc.content.slice(b.start, b.end)]);

describe("Word files", () => {
  it("reads tables, lists, footnotes and endnotes of real Word files", async () => {
    expect(blocks(await read(fixture("word/tables.docx")))).toEqual([
      ["paragraph", "Above"],
      ["table", "Top left | Top right\nBottom left | Bottom right"],
      ["paragraph", "Below"],
    ]);
    expect(blocks(await read(fixture("word/simple-list.docx")))).toEqual([
      ["list-item", "Apple"],
      ["list-item", "Banana"],
    ]);
    for (const file of ["word/footnotes.docx", "word/endnotes.docx"]) {
      expect(blocks(await read(fixture(file)))).toEqual([
        ["paragraph", "Ouch."],
        ["footnote", "A tachyon walks into a bar."],
        ["footnote", "Fin."],
      ]);
    }
  });

  it("takes the title from a Title-styled paragraph and the author from the document properties", async () => {
    const doc = await read(fixture("word/embedded-style-map.docx"));
    expect(doc.title).toBe("Walking on imported air");
    expect(blocks(doc)[0]).toEqual(["title", "Walking on imported air"]);
    expect((await read(fixture("word/tables.docx"))).metadata.authors).toEqual(["Michael Williamson"]);
  });

  it("reads strict Open XML, text boxes, and leaves comments out", async () => {
    expect((await read(fixture("word/strict-format.docx"))).content).toBe("Test");
    expect((await read(fixture("word/text-box.docx"))).content).toBe("Datum plane");
    expect((await read(fixture("word/comments.docx"))).content).toBe("Ouch.");
  });

  it("knows its own bytes", () => {
    expect(docxSource.recognise(fixture("word/tables.docx"))).toBe(true);
    expect(docxSource.recognise(fixture("books/live-manual.en.epub"))).toBe(false);
    expect(docxSource.recognise(Buffer.from("plain text"))).toBe(false);
  });

  it("refuses an older .doc, a spreadsheet, a truncated file and a zip bomb, with the reason", async () => {
    const check = (bytes: Uint8Array) => docxSource.check({ bytes, text: null, fileName: "f.docx" });
    await expect(check(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).rejects.toThrow(
      /older Word document \(\.doc\)/,
    );
    await expect(
      check(
        zip([
          { name: "[Content_Types].xml", data: "<Types/>" },
          { name: "xl/workbook.xml", data: "<workbook/>" },
        ]),
      ),
    ).rejects.toThrow(/not a Word document/);
    const real = fixture("word/tables.docx");
    await expect(check(real.subarray(0, real.length - 200))).rejects.toThrow(/damaged or incomplete/);

    const bomb = await deflatedZeros(300);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // Honest headers: refused at upload. Lying headers: upload passes, reading stops at the cap.
    await expect(
      check(zip(wordPackage({ name: "word/document.xml", data: "", compressed: bomb, size: 300 * 1024 * 1024 }))),
    ).rejects.toThrow(/expands to more than/);
    const liar = zip(wordPackage({ name: "word/document.xml", data: "", compressed: bomb, size: 1000 }));
    await expect(check(liar)).resolves.toBeTruthy();
    const before = process.memoryUsage().rss;
    await expect(read(liar)).rejects.toThrow(/expands to more than 32 MB/);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it("says an XML entity bomb is damaged in its own words, without the parser's message", async () => {
    const entities = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
    ).join("");
    const xml = `<?xml version="1.0"?><!DOCTYPE w:document [${entities}]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>`;
    const error = await read(zip(wordPackage({ name: "word/document.xml", data: xml }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const { message } = error as Error;
    expect(message).toMatch(/^This Word file could not be read/);
    expect(message).not.toMatch(/xmldom|entity|\[|line:|col:/i);
  });
});
