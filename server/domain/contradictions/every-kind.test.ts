// Claims of every kind of document are compared with notes exactly as notes are (issue 31): a Word file, an EPUB
// and a web page each state a finding, a note misstates it, and the contradiction names both documents.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contradiction } from "../../../contract/contradictions.ts";
import type { Document } from "../../../contract/documents.ts";
import { epubPackage, wordPackage, zip } from "../../pipeline/sources/testing/zip-writer.ts";
import { createProcessedNote, multipartBody, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(() => t?.close());

async function upload(name: string, bytes: Uint8Array, type: string): Promise<Document> {
  const body = multipartBody({ name, bytes, type });
  const response = await asUser(t.app, user, { method: "POST", url: "/api/documents/upload", ...body });
  expect(response.statusCode, response.body).toBe(201);
  return waitUntilProcessed(t.app, user, response.json<Document>().id);
}

const word = (sentence: string) =>
  zip(
    wordPackage({
      name: "word/document.xml",
      data: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Field report</w:t></w:r></w:p><w:p><w:r><w:t>${sentence}</w:t></w:r></w:p></w:body></w:document>`,
    }),
  );
const book = (sentence: string) =>
  zip(
    epubPackage([
      { name: "OEBPS/one.xhtml", data: `<html><body><h1>Chapter one</h1><p>${sentence}</p></body></html>` },
    ]),
  );
const page = (sentence: string) =>
  Buffer.from(
    `<!doctype html><html><head><title>Field notes</title></head><body><main><p>${sentence}</p></main></body></html>`,
  );

describe("claims of Word files, EPUBs and web pages", () => {
  it.each([
    [
      "a Word file",
      "report.docx",
      word,
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "wetlands",
    ],
    ["an EPUB", "book.epub", book, "application/epub+zip", "meadows"],
    ["a web page", "page.html", page, "text/html", "forests"],
  ])("are compared with a note that misstates %s", async (_kind, name, make, type, habitat) => {
    const stated = `Regular grazing reduces plant diversity in the ${habitat} of the northern valleys.`;
    const document = await upload(name, make(stated), type);
    const note = await createProcessedNote(
      t.app,
      user,
      `Notes on ${habitat}`,
      `Regular grazing increases plant diversity in the ${habitat} of the northern valleys.`,
    );
    const listed = (await asUser(t.app, user, { method: "GET", url: "/api/contradictions" })).json<Contradiction[]>();
    const found = listed.find((c) => c.statement1.includes(habitat) || c.statement2.includes(habitat));
    expect(found, JSON.stringify(listed)).toBeDefined();
    expect([found!.source1.documentId, found!.source2.documentId].sort()).toEqual([document.id, note.id].sort());
    expect(found!.kind).toBe("antonym");
  });
});
