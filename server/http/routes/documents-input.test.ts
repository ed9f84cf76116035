import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Document } from "../../../contract/documents.ts";
import { multipartBody, postDocument, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";
import { encryptedPdf, pdfFixtures, type PdfFixture } from "../../testing/pdf-fixtures.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let fixtures: PdfFixture[];

beforeAll(async () => {
  t = await createTestApp({ MNEMO_MAX_UPLOAD_MB: "1" });
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
  fixtures = await pdfFixtures();
});
afterAll(() => t?.close());

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe("real PDFs", () => {
  it("has at least 20 of varied kinds", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
  });

  it("extracts the text of each, page by page, through both upload routes", async () => {
    for (const [i, fixture] of fixtures.entries()) {
      if (fixture.bytes.length > 1024 * 1024) continue; // over this suite's 1 MB limit
      const response =
        i % 2 === 0
          ? await postDocument(t.app, alice, {
              title: fixture.name,
              content: base64(fixture.bytes),
              type: "pdf",
              projectId: null,
              fileName: "f.pdf",
            })
          : await asUser(t.app, alice, {
              method: "POST",
              url: "/api/documents/upload",
              ...multipartBody({ name: "fixture.pdf", bytes: fixture.bytes }, { title: fixture.name }),
            });
      expect(response.statusCode, `${fixture.name}: ${response.body}`).toBe(201);
      const doc = await waitUntilProcessed(t.app, alice, response.json<Document>().id);
      expect(doc.status, fixture.name).toBe("ready");
      if (fixture.pages > 0) {
        expect(doc.pageCount, fixture.name).toBe(fixture.pages);
        expect(doc.pageStarts, fixture.name).toHaveLength(fixture.pages);
      }
      for (const phrase of fixture.expect) expect(doc.content.replace(/\s+/g, " "), fixture.name).toContain(phrase);
      if (fixture.missingText === "all") expect(doc.warning, fixture.name).toMatch(/no text layer/);
      else if (fixture.missingText === "some") expect(doc.warning, fixture.name).toMatch(/pages have no text layer/);
      else expect(doc.warning, fixture.name).toBeNull();
      const download = await asUser(t.app, alice, { method: "GET", url: `/api/documents/${doc.id}/original` });
      expect(Buffer.compare(download.rawPayload, Buffer.from(fixture.bytes)), fixture.name).toBe(0);
    }
  }, 240_000);

  it("knows the page of every passage of a multi-page PDF", async () => {
    const fixture = fixtures.find((f) => f.name === "three pages")!;
    const response = await postDocument(t.app, alice, {
      title: "paged",
      content: base64(fixture.bytes),
      type: "pdf",
      projectId: null,
    });
    const doc = await waitUntilProcessed(t.app, alice, response.json<Document>().id);
    const chunks = await t.ctx.database.query<{ page: number; text: string }>(
      "SELECT page, text FROM chunks WHERE document_id = $1 ORDER BY ordinal",
      [doc.id],
    );
    expect(
      chunks.map((c) => [
        c.page,
        c.text.includes("enzymes") ? "enzymes" : c.text.includes("substrates") ? "substrates" : "inhibitors",
      ]),
    ).toEqual([
      [1, "enzymes"],
      [2, "substrates"],
      [3, "inhibitors"],
    ]);
  });
});

async function tableCounts(): Promise<Record<string, number>> {
  const rows = await t.ctx.database.query<{ documents: number; files: number; chunks: number }>(
    "SELECT (SELECT count(*)::int FROM documents) AS documents, (SELECT count(*)::int FROM document_files) AS files, (SELECT count(*)::int FROM chunks) AS chunks",
  );
  return rows[0]!;
}

describe("bad input is refused with a clear 4xx and nothing written", () => {
  const note = { title: "T", content: "Some content", type: "note", projectId: null };

  const cases: Array<[string, () => Promise<Record<string, unknown>> | Record<string, unknown>, number, RegExp]> = [
    ["invalid base64", () => ({ ...note, type: "pdf", content: "%%% not base64 %%%" }), 400, /base64/],
    [
      "bytes that are not a PDF",
      () => ({ ...note, type: "pdf", content: base64(Buffer.from("Just some text, not a PDF")) }),
      400,
      /not a PDF/,
    ],
    [
      "a corrupt PDF",
      () => ({ ...note, type: "pdf", content: base64(Buffer.from("%PDF-1.7\n1 0 obj garbage\n%%EOF")) }),
      400,
      /could not be read as a PDF/,
    ],
    [
      "a truncated PDF",
      async () => ({ ...note, type: "pdf", content: base64(fixtures[0]!.bytes.subarray(0, 60)) }),
      400,
      /PDF/,
    ],
    [
      "an encrypted PDF",
      async () => ({ ...note, type: "pdf", content: base64(await encryptedPdf()) }),
      400,
      /password/,
    ],
    ["an empty title", () => ({ ...note, title: "" }), 400, /Title is required/],
    ["a whitespace title", () => ({ ...note, title: "   \n\t" }), 400, /Title is required/],
    ["empty content", () => ({ ...note, content: "" }), 400, /Content is required/],
    ["whitespace content", () => ({ ...note, content: " \n \t " }), 400, /Content is required/],
    ["a number as title", () => ({ ...note, title: 12 }), 400, /title/],
    ["an object as content", () => ({ ...note, content: { a: 1 } }), 400, /content/],
    ["an unknown type", () => ({ ...note, type: "rtf" }), 400, /type/],
    ["a missing type", () => ({ title: "T", content: "c" }), 400, /type/],
    ["a malformed projectId", () => ({ ...note, projectId: "not-a-uuid" }), 400, /projectId/],
    [
      "a projectId that does not exist",
      () => ({ ...note, projectId: "00000000-0000-4000-8000-000000000000" }),
      404,
      /project was not found/,
    ],
    ["a title over 300 characters", () => ({ ...note, title: "x".repeat(301) }), 400, /at most 300/],
    ["text with an unpaired surrogate", () => ({ ...note, content: "bad \ud800 text" }), 400, /invalid characters/],
    ["text with NUL bytes", () => ({ ...note, content: "bin\u0000ary\u0000" }), 400, /binary/],
    [
      "a PDF over the upload limit",
      () => ({
        ...note,
        type: "pdf",
        content: base64(Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1024 * 1024 + 10)])),
      }),
      413,
      /larger than the limit of 1 MB/,
    ],
  ];

  it.each(cases)("%s", async (_name, payload, status, message) => {
    const before = await tableCounts();
    const response = await postDocument(t.app, alice, await payload());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await tableCounts()).toEqual(before);
  });

  it("a projectId that belongs to another user is 404", async () => {
    const project = (
      await asUser(t.app, bob, { method: "POST", url: "/api/projects", payload: { name: "Bob's" } })
    ).json();
    const before = await tableCounts();
    const response = await postDocument(t.app, alice, { ...note, projectId: project.id });
    expect(response.statusCode).toBe(404);
    expect(await tableCounts()).toEqual(before);
  });

  it("a body over the JSON limit is 413 with a message", async () => {
    const before = await tableCounts();
    const response = await postDocument(t.app, alice, { ...note, content: "x".repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: expect.stringContaining("1 MB") });
    expect(await tableCounts()).toEqual(before);
  });

  it.each([
    ["non-UTF-8 text", { name: "latin1.txt", bytes: Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]) }, 400, /not UTF-8/],
    [
      "an unsupported file type",
      { name: "slides.pptx", bytes: Buffer.from("PK\u0003\u0004") },
      400,
      /File type must be/,
    ],
    ["an empty text file", { name: "empty.txt", bytes: Buffer.alloc(0) }, 400, /Content is required/],
    ["a binary file named .txt", { name: "image.txt", bytes: Buffer.from([0, 1, 2, 3, 0, 0, 0, 4, 5]) }, 400, /binary/],
    [
      "a file over the limit",
      { name: "big.txt", bytes: Buffer.alloc(1024 * 1024 + 1, 0x61) },
      413,
      /larger than the limit/,
    ],
    ["a PDF that is not one", { name: "fake.pdf", bytes: Buffer.from("hello") }, 400, /not a PDF/],
  ])("multipart: %s", async (_name, file, status, message) => {
    const before = await tableCounts();
    const response = await asUser(t.app, alice, {
      method: "POST",
      url: "/api/documents/upload",
      ...multipartBody(file),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await tableCounts()).toEqual(before);
  });

  it("multipart: a request that is not multipart is 4xx", async () => {
    const response = await asUser(t.app, alice, {
      method: "POST",
      url: "/api/documents/upload",
      payload: { title: "x" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
