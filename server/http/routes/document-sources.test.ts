// Word files, web pages and EPUBs through the API, as the upload page and the CLI send them (multipart) and as the
// JSON call does (PRODUCT.md section 7); bad files get a 400 with the reason, or a failed document with it, and nothing half-written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Document } from "../../../contract/documents.ts";
import { fixture, webPage } from "../../pipeline/sources/fixtures.ts";
import { deflatedZeros, epubPackage, wordPackage, zip } from "../../pipeline/sources/testing/zip-writer.ts";
import { multipartBody, postDocument, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ MNEMO_MAX_UPLOAD_MB: "2" });
  alice = await signUpUser(t.app);
});
afterAll(() => t?.close());

const upload = (name: string, bytes: Uint8Array) =>
  asUser(t.app, alice, { method: "POST", url: "/api/documents/upload", ...multipartBody({ name, bytes }) });
const count = async () =>
  (await t.ctx.database.query<{ n: string }>("SELECT count(*) AS n FROM documents WHERE user_id = $1", [alice.id]))[0]!
    .n;

describe("new kinds of documents through the API", () => {
  it("reads a Word file, a saved web page and an EPUB uploaded as files, and keeps each original", async () => {
    const cases = [
      {
        name: "tables.docx",
        bytes: fixture("word/tables.docx"),
        type: "docx",
        title: "tables",
        has: "Top left | Top right",
      },
      {
        name: "verge.html",
        bytes: webPage("theverge1.html"),
        type: "html",
        title: "Facebook offers explanation for controversial News Feed psychology experiment",
        has: "Facebook caused a stir over the weekend",
      },
      {
        name: "alice.epub",
        bytes: fixture("books/alice-in-wonderland.epub"),
        type: "epub",
        title: "Alice's Adventures in Wonderland",
        has: "Alice was beginning to get very tired",
      },
    ];
    for (const c of cases) {
      const response = await upload(c.name, c.bytes);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Document>()).toMatchObject({
        type: c.type,
        original: { fileName: c.name, sizeBytes: c.bytes.length, sourceUrl: null },
      });
      const doc = await waitUntilProcessed(t.app, alice, response.json<Document>().id, 120_000);
      expect(doc.status, `${c.name}: ${doc.error}`).toBe("ready");
      expect(doc.title).toBe(c.title);
      expect(doc.content.replace(/\s+/g, " ")).toContain(c.has);
      const original = await asUser(t.app, alice, { method: "GET", url: `/api/documents/${doc.id}/original` });
      expect(Buffer.compare(original.rawPayload, Buffer.from(c.bytes))).toBe(0);
    }
    const book = (await asUser(t.app, alice, { method: "GET", url: "/api/documents" }))
      .json<Document[]>()
      .find((d) => d.type === "epub")!;
    const detail = await waitUntilProcessed(t.app, alice, book.id);
    expect(detail.concepts.map((c) => c.name.toLowerCase())).toContain("alice");
  }, 240_000);

  it("takes Word files and EPUBs as base64 and web pages as text in the JSON call", async () => {
    const docx = await postDocument(t.app, alice, {
      title: "List",
      type: "docx",
      content: fixture("word/simple-list.docx").toString("base64"),
      projectId: null,
    });
    expect(docx.statusCode, docx.body).toBe(201);
    expect((await waitUntilProcessed(t.app, alice, docx.json<Document>().id)).content).toBe("Apple\n\nBanana");
    const page = await postDocument(t.app, alice, {
      title: "Page",
      type: "html",
      content:
        "<html><body><nav>Menu</nav><article><h1>Moraines</h1><p>Ridges of debris a glacier left behind.</p></article></body></html>",
      projectId: null,
    });
    expect(page.statusCode, page.body).toBe(201);
    const read = await waitUntilProcessed(t.app, alice, page.json<Document>().id);
    expect(read.status).toBe("ready");
    expect(read.content).toContain("Ridges of debris a glacier left behind.");
    const bad = await postDocument(t.app, alice, { title: "x", type: "epub", content: "not base64!", projectId: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/EPUB content is not valid base64/);
  }, 120_000);

  it("answers 400 with the reason for a renamed text file, a truncated archive and an honest zip bomb, writing nothing", async () => {
    const before = await count();
    const bomb = await deflatedZeros(300);
    const cases: Array<[string, Uint8Array, RegExp]> = [
      [
        "notes.docx",
        Buffer.from("Just my notes, saved as text.\n"),
        /not a Word document \(\.docx\): it is a text file\. Rename it to \.txt/,
      ],
      ["book.epub", fixture("books/live-manual.en.epub").subarray(0, 60_000), /damaged or incomplete/],
      [
        "bomb.docx",
        zip(wordPackage({ name: "word/document.xml", data: "", compressed: bomb, size: 300 * 1024 * 1024 })),
        /expands to more than 256 MB/,
      ],
      [
        "bomb.epub",
        zip(epubPackage([{ name: "OEBPS/c.xhtml", data: "", compressed: bomb, size: 300 * 1024 * 1024 }])),
        /expands to more than 256 MB/,
      ],
      [
        "old.docx",
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
        /older Word document \(\.doc\)/,
      ],
      [
        "image.html",
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        /not a web page \(HTML\): it is an image/,
      ],
    ];
    for (const [name, bytes, reason] of cases) {
      const response = await upload(name, bytes);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json<{ message: string }>().message, name).toMatch(reason);
    }
    expect(await count()).toBe(before);
  }, 60_000);

  it("fails a document whose archive lies about its size, with the reason, at once and without retries", async () => {
    const bomb = await deflatedZeros(300);
    const response = await upload(
      "liar.docx",
      zip(wordPackage({ name: "word/document.xml", data: "", compressed: bomb, size: 1200 })),
    );
    expect(response.statusCode, response.body).toBe(201);
    const doc = await waitUntilProcessed(t.app, alice, response.json<Document>().id);
    expect(doc).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/expands to more than 32 MB when unpacked/),
    });
    const chunks = await t.ctx.database.query("SELECT 1 FROM chunks WHERE document_id = $1", [doc.id]);
    expect(chunks).toHaveLength(0);
    // The server keeps serving.
    expect((await asUser(t.app, alice, { method: "GET", url: "/api/documents" })).statusCode).toBe(200);
  }, 60_000);

  it("refuses a web page larger than the upload limit with 413", async () => {
    const page = Buffer.concat([
      Buffer.from("<html><body>"),
      Buffer.alloc(3 * 1024 * 1024, "<p>Lorem ipsum dolor sit amet.</p>"),
      Buffer.from("</body></html>"),
    ]);
    const response = await upload("huge.html", page);
    expect(response.statusCode).toBe(413);
  });
});
