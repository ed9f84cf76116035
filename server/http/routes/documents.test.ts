import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Document } from "../../../contract/documents.ts";
import { createNote, multipartBody, postDocument, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ MNEMO_MAX_UPLOAD_MB: "2" });
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
});
afterAll(() => t?.close());

describe("documents: create, list, open", () => {
  it("answers 401 on every route when signed out", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, url] of [
      ["GET", "/api/documents"],
      ["POST", "/api/documents"],
      ["GET", `/api/documents/${id}`],
      ["DELETE", `/api/documents/${id}`],
      ["GET", `/api/documents/${id}/original`],
      ["GET", `/api/documents/events?ids=${id}`],
      ["POST", "/api/documents/upload"],
      ["GET", "/api/stats"],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("saves a note at once as queued, then the worker makes it ready with chunks", async () => {
    const response = await postDocument(t.app, alice, {
      title: "  Cell biology  ",
      content: "Cells divide by mitosis.\n\nMeiosis makes gametes.",
      type: "note",
      projectId: null,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Document>();
    expect(created).toMatchObject({
      title: "Cell biology",
      type: "note",
      projectId: null,
      original: null,
      warning: null,
    });
    expect(["queued", "processing", "ready"]).toContain(created.status);

    const ready = await waitUntilProcessed(t.app, alice, created.id);
    expect(ready).toMatchObject({
      status: "ready",
      progress: 100,
      content: "Cells divide by mitosis.\n\nMeiosis makes gametes.",
    });
    expect(ready.concepts.map((c) => c.name.toLowerCase())).toEqual(expect.arrayContaining(["mitosis", "meiosis"]));
    const saliences = ready.concepts.map((c) => c.salience);
    expect([...saliences].sort((a, b) => b - a)).toEqual(saliences);
    const chunks = await t.ctx.database.query<{ text: string }>(
      "SELECT text FROM chunks WHERE document_id = $1 ORDER BY ordinal",
      [created.id],
    );
    expect(chunks.map((c) => c.text).join(" ")).toContain("Meiosis makes gametes.");

    const list = await asUser(t.app, alice, { method: "GET", url: "/api/documents" });
    expect(list.json<Document[]>().map((d) => d.id)).toContain(created.id);
  });

  it("keeps text and Markdown files as downloadable originals", async () => {
    const markdown = "# Heading\n\nSome *markdown* about ribosomes.";
    const response = await postDocument(t.app, alice, {
      title: "Notes",
      content: markdown,
      type: "markdown",
      fileName: "notes.md",
      projectId: null,
    });
    expect(response.statusCode).toBe(201);
    const doc = response.json<Document>();
    expect(doc.original).toEqual({
      fileName: "notes.md",
      mimeType: "text/markdown; charset=utf-8",
      sizeBytes: Buffer.byteLength(markdown),
      sourceUrl: null,
    });
    const download = await asUser(t.app, alice, { method: "GET", url: `/api/documents/${doc.id}/original` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain('filename="notes.md"');
    expect(download.body).toBe(markdown);
  });

  it("gives the same document through the streaming multipart upload", async () => {
    const text = "Plain text about photosynthesis.\n";
    const upload = multipartBody({ name: "Plants and light.txt", bytes: Buffer.from(text) });
    const response = await asUser(t.app, alice, { method: "POST", url: "/api/documents/upload", ...upload });
    expect(response.statusCode).toBe(201);
    const doc = response.json<Document>();
    expect(doc).toMatchObject({
      title: "Plants and light",
      type: "text",
      content: text,
      original: { fileName: "Plants and light.txt" },
    });
    expect((await waitUntilProcessed(t.app, alice, doc.id)).status).toBe("ready");
  });

  it("streams the processing state until the document is ready", async () => {
    const doc = await createNote(t.app, alice, "Live", "Status events for this note.");
    const response = await asUser(t.app, alice, { method: "GET", url: `/api/documents/events?ids=${doc.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/event-stream");
    expect(response.body).toMatch(/event: state\ndata: \{[^\n]*"status":"ready"/);
    expect(response.body).toContain("event: done");
  });

  it("lists the newest first and sends a preview-sized prefix of long content", async () => {
    const long = "word ".repeat(3000);
    const doc = await createNote(t.app, alice, "Long one", long);
    const list = (await asUser(t.app, alice, { method: "GET", url: "/api/documents" })).json<Document[]>();
    expect(list[0]!.id).toBe(doc.id);
    expect(list[0]!.contentTruncated).toBe(true);
    expect(list[0]!.content.length).toBe(5000);
    const detail = (await asUser(t.app, alice, { method: "GET", url: `/api/documents/${doc.id}` })).json<Document>();
    expect(detail.content).toBe(long);
    expect(detail.contentTruncated).toBe(false);
  });
});

describe("documents: another user's ids", () => {
  it("are 404 on every route, and lists never show them", async () => {
    const doc = await createNote(t.app, alice, "Private", "Alice's private note.");
    for (const [method, url] of [
      ["GET", `/api/documents/${doc.id}`],
      ["DELETE", `/api/documents/${doc.id}`],
      ["GET", `/api/documents/${doc.id}/original`],
    ] as const) {
      const response = await asUser(t.app, bob, { method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain("Alice's private note");
    }
    const events = await asUser(t.app, bob, { method: "GET", url: `/api/documents/events?ids=${doc.id}` });
    expect(events.statusCode).toBe(404);
    expect(events.body).not.toContain("Private");
    const list = (await asUser(t.app, bob, { method: "GET", url: "/api/documents" })).json<Document[]>();
    expect(list.find((d) => d.id === doc.id)).toBeUndefined();
    expect((await asUser(t.app, alice, { method: "GET", url: `/api/documents/${doc.id}` })).statusCode).toBe(200);
  });
});

describe("documents: delete", () => {
  it("removes the document, its chunks and original, and refreshes the counts", async () => {
    const response = await postDocument(t.app, alice, {
      title: "Doomed",
      content: "To be deleted.",
      type: "text",
      fileName: "doomed.txt",
      projectId: null,
    });
    const doc = response.json<Document>();
    await waitUntilProcessed(t.app, alice, doc.id);
    const before = (await asUser(t.app, alice, { method: "GET", url: "/api/stats" })).json();

    const deleted = await asUser(t.app, alice, { method: "DELETE", url: `/api/documents/${doc.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: doc.id, title: "Doomed" });
    expect((await asUser(t.app, alice, { method: "GET", url: `/api/documents/${doc.id}` })).statusCode).toBe(404);
    expect((await asUser(t.app, alice, { method: "GET", url: `/api/documents/${doc.id}/original` })).statusCode).toBe(
      404,
    );
    const after = (await asUser(t.app, alice, { method: "GET", url: "/api/stats" })).json();
    expect(after.documentCount).toBe(before.documentCount - 1);
    // Its rows go in the background.
    await vi.waitFor(
      async () => {
        const leftovers = await t.ctx.database.query<{ n: number }>(
          "SELECT (SELECT count(*) FROM chunks WHERE document_id = $1) + (SELECT count(*) FROM document_files WHERE document_id = $1) + (SELECT count(*) FROM documents WHERE id = $1) AS n",
          [doc.id],
        );
        expect(Number(leftovers[0]!.n)).toBe(0);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect((await asUser(t.app, alice, { method: "DELETE", url: `/api/documents/${doc.id}` })).statusCode).toBe(404);
  });
});

describe("the selected project narrows lists and counts", () => {
  it("filters documents and stats by projectId, and refuses foreign or malformed ids", async () => {
    const carol = await signUpUser(t.app);
    const project = (
      await asUser(t.app, carol, { method: "POST", url: "/api/projects", payload: { name: "Thesis" } })
    ).json();
    const inside = await createNote(t.app, carol, "Inside", "In the project.", project.id);
    const outside = await createNote(t.app, carol, "Outside", "Not in the project.");
    expect(inside.projectId).toBe(project.id);

    const scoped = (await asUser(t.app, carol, { method: "GET", url: `/api/documents?projectId=${project.id}` })).json<
      Document[]
    >();
    expect(scoped.map((d) => d.id)).toEqual([inside.id]);
    const all = (await asUser(t.app, carol, { method: "GET", url: "/api/documents" })).json<Document[]>();
    expect(all.map((d) => d.id).sort()).toEqual([inside.id, outside.id].sort());

    expect(
      (await asUser(t.app, carol, { method: "GET", url: `/api/stats?projectId=${project.id}` })).json().documentCount,
    ).toBe(1);
    expect((await asUser(t.app, carol, { method: "GET", url: "/api/stats" })).json().documentCount).toBe(2);

    expect(
      (await asUser(t.app, bob, { method: "GET", url: `/api/documents?projectId=${project.id}` })).statusCode,
    ).toBe(404);
    expect((await asUser(t.app, bob, { method: "GET", url: `/api/stats?projectId=${project.id}` })).statusCode).toBe(
      404,
    );
    expect((await asUser(t.app, carol, { method: "GET", url: "/api/documents?projectId=nope" })).statusCode).toBe(400);
  });
});
