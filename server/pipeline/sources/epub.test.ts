import { describe, expect, it } from "vitest";
import type { ReadDocument } from "../reading/types.ts";
import { epubSource } from "./epub.ts";
import { fixture } from "./fixtures.ts";
import { deflatedZeros, epubPackage, zip } from "./testing/zip-writer.ts";

const read = async (bytes: Uint8Array) =>
  (await epubSource.read({ bytes, text: null, fileName: "b.epub" }, { ocrMaxPages: 0 })).document;
const texts = (doc: ReadDocument, kind: string) =>
  doc.blocks.filter((b) => b.kind === kind).map((b) => doc.content.slice(b.start, b.end));

describe("EPUB books", () => {
  it("reads a public-domain novel: title and author from the package, chapters in reading order as sections", async () => {
    const doc = await read(fixture("books/alice-in-wonderland.epub"));
    expect(doc.title).toBe("Alice's Adventures in Wonderland");
    expect(doc.metadata.authors).toEqual(["Lewis Carroll"]);
    const chapters = texts(doc, "heading").filter((h) => /^Chapter \d+/.test(h));
    expect(chapters).toHaveLength(12);
    expect(chapters[0]).toBe("Chapter 1 Down the Rabbit Hole");
    expect(chapters.map((c) => Number(/\d+/.exec(c)![0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const first = doc.content.indexOf("Alice was beginning to get very tired of sitting by her sister");
    expect(first).toBeGreaterThan(doc.content.indexOf("Chapter 1 Down the Rabbit Hole"));
    expect(doc.content.indexOf("Chapter 2")).toBeGreaterThan(first);
  });

  it("reads a manual whose spine lists the same file many times once, and names chapters from the table of contents", async () => {
    const doc = await read(fixture("books/live-manual.en.epub"));
    expect(doc.title).toBe("Live Systems Manual");
    const once = "This manual serves as a single access point to all documentation related to the Live Systems Project";
    expect(doc.content.split(once)).toHaveLength(2);
    expect(texts(doc, "heading")).toContain("1. About this manual");
    expect(texts(doc, "paragraph").every((p) => !/^\d{1,4}$/.test(p))).toBe(true);
  });

  it("refuses DRM, a book without a container, a truncated archive and a zip bomb, with the reason", async () => {
    const check = (bytes: Uint8Array) => epubSource.check({ bytes, text: null, fileName: "b.epub" });
    const chapter = {
      name: "OEBPS/one.xhtml",
      data: "<html><body><h1>One</h1><p>Text of chapter one.</p></body></html>",
    };
    expect((await read(zip(epubPackage([chapter])))).content).toBe("Test Book\n\nOne\n\nText of chapter one.");
    const drm = epubPackage(
      [chapter],
      [
        {
          name: "META-INF/encryption.xml",
          data: '<encryption><EncryptedData><EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/></EncryptedData></encryption>',
        },
      ],
    );
    await expect(check(zip(drm))).rejects.toThrow(/protected by DRM/);
    const fonts = epubPackage(
      [chapter],
      [
        {
          name: "META-INF/encryption.xml",
          data: '<encryption><EncryptedData><EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/></EncryptedData></encryption>',
        },
      ],
    );
    await expect(check(zip(fonts))).resolves.toMatchObject({ title: "Test Book" });
    await expect(check(zip([{ name: "mimetype", data: "application/epub+zip", stored: true }]))).rejects.toThrow(
      /no META-INF\/container.xml/,
    );
    const real = fixture("books/live-manual.en.epub");
    await expect(check(real.subarray(0, Math.floor(real.length / 2)))).rejects.toThrow(/damaged or incomplete/);
    const bomb = await deflatedZeros(300);
    await expect(
      check(zip(epubPackage([{ name: "OEBPS/one.xhtml", data: "", compressed: bomb, size: 300 * 1024 * 1024 }]))),
    ).rejects.toThrow(/expands to more than/);
    const liar = zip(epubPackage([{ name: "OEBPS/one.xhtml", data: "", compressed: bomb, size: 2000 }]));
    await expect(read(liar)).rejects.toThrow(/expands to more than 32 MB/);
  });
});
