/**
 * Hostile uploads through the API, end to end on the real database: each ends ready within the limits (with a
 * warning) or failed with the reason, at once and for good, with nothing of it left in any view; the server keeps
 * answering throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../definitions.ts";
import { createProcessingDeps } from "../processing-deps.ts";
import { multipartBody, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, silentLogger, type TestApp, type TestUser } from "../../testing/harness.ts";
import { decompressionBombPdf, linkHeavyNote, manyPagesPdf, oneWordText } from "../../testing/hostile-files.ts";
import { rereadOutdatedDocuments } from "../../domain/documents/reread-documents.ts";
import { DocumentLimitError } from "../../pipeline/limits.ts";
import { processDocument } from "./process-document.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    MNEMO_MAX_PDF_STREAM_MB: "4",
    MNEMO_MAX_PDF_PAGES: "30",
    MNEMO_MAX_MENTIONS_PER_CONCEPT: "40",
    MNEMO_MAX_EVIDENCE_PER_RELATIONSHIP: "2",
    MNEMO_MAX_LINKS_PER_NOTE: "300",
  });
  user = await signUpUser(t.app);
});
afterAll(() => t?.close());

const upload = (name: string, bytes: Buffer | string) =>
  asUser(t.app, user, {
    method: "POST",
    url: "/api/documents/upload",
    ...multipartBody({ name, bytes: Buffer.from(bytes) }),
  });

async function rowsOf(documentId: string) {
  const [row] = await t.ctx.database.query<{ chunks: number; mentions: number; links: number; statements: number }>(
    `SELECT (SELECT count(*)::int FROM chunks WHERE document_id = $1) AS chunks, (SELECT count(*)::int FROM mentions WHERE document_id = $1) AS mentions,
            (SELECT count(*)::int FROM document_concepts WHERE document_id = $1) AS links, (SELECT count(*)::int FROM statements WHERE document_id = $1) AS statements`,
    [documentId],
  );
  return row!;
}

describe("a decompression bomb", () => {
  it("fails at once with the limit it broke, is not retried, leaves nothing, and the server keeps answering", async () => {
    const response = await upload("bomb.pdf", await decompressionBombPdf(16 * 1024 * 1024));
    expect(response.statusCode).toBe(201);
    const doc = await waitUntilProcessed(t.app, user, response.json().id);
    expect(doc.status).toBe("failed");
    expect(doc.error).toMatch(
      /expands to more than 4 MB when unpacked, past the limit per PDF stream \(MNEMO_MAX_PDF_STREAM_MB\)/,
    );
    expect(await rowsOf(doc.id)).toEqual({ chunks: 0, mentions: 0, links: 0, statements: 0 });
    const job = (await t.ctx.queue.findJobs(jobs.processDocument.name, { key: doc.id }))[0];
    expect(job?.retryCount).toBe(0);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await asUser(t.app, user, { method: "GET", url: "/api/export-data" })).statusCode).toBe(200);
  }, 90_000);
});

describe("a failed document", () => {
  it("stays failed when a worker starts again, and is read again only when its user asks", async () => {
    const response = await upload("bomb.pdf", await decompressionBombPdf(16 * 1024 * 1024));
    const doc = await waitUntilProcessed(t.app, user, response.json().id);
    expect(doc.status).toBe("failed");
    const db = t.ctx.database.db;
    // What every worker start runs: the bomb is not queued again, nor one that failed before failures were dated.
    expect(await rereadOutdatedDocuments(db, t.ctx.services.backgroundWork)).toBe(0);
    await t.ctx.database.query("UPDATE documents SET pipeline_version = NULL WHERE id = $1", [doc.id]);
    expect(await rereadOutdatedDocuments(db, t.ctx.services.backgroundWork)).toBe(0);
    expect((await t.ctx.queue.findJobs(jobs.processDocument.name, { key: doc.id })).length).toBe(1);
    expect((await asUser(t.app, user, { method: "GET", url: `/api/documents/${doc.id}` })).json().status).toBe(
      "failed",
    );

    const other = await signUpUser(t.app);
    const foreign = await asUser(t.app, other, { method: "POST", url: `/api/documents/${doc.id}/reread` });
    expect(foreign.statusCode).toBe(404);
    const asked = await asUser(t.app, user, { method: "POST", url: `/api/documents/${doc.id}/reread` });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ queued: 1 });
    const again = await waitUntilProcessed(t.app, user, doc.id);
    expect(again.status).toBe("failed");
    expect(again.error).toMatch(/MNEMO_MAX_PDF_STREAM_MB/);
    expect((await t.ctx.queue.findJobs(jobs.processDocument.name, { key: doc.id })).length).toBe(2);

    await t.ctx.database.query("UPDATE documents SET status = 'processing' WHERE id = $1", [doc.id]);
    const busy = await asUser(t.app, user, { method: "POST", url: `/api/documents/${doc.id}/reread` });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: "DOCUMENT_IN_WORK", message: "This document is being read already." });
    await t.ctx.database.query("UPDATE documents SET status = 'failed' WHERE id = $1", [doc.id]);
  }, 90_000);
});

describe("a note of 20,000 links", () => {
  it("is read at once, its first links up to the limit as concepts, with a warning", async () => {
    const response = await upload("hub.md", linkHeavyNote(20_000));
    expect(response.statusCode).toBe(201);
    const doc = await waitUntilProcessed(t.app, user, response.json().id, 90_000);
    expect(doc.status).toBe("ready");
    expect(doc.warning).toContain(
      "This note links to 20,000 notes; the first 300 became concepts linked to it (the limit per note)",
    );
    const [row] = await t.ctx.database.query<{ links: number; concepts: number }>(
      `SELECT (SELECT count(*)::int FROM relationship_evidence WHERE document_id = $1 AND from_link) AS links,
              (SELECT count(*)::int FROM document_concepts WHERE document_id = $1) AS concepts`,
      [doc.id],
    );
    expect(row!.links).toBe(300);
    expect(row!.concepts).toBeGreaterThanOrEqual(301);
    expect(row!.concepts).toBeLessThan(400);
  }, 120_000);
});

describe("a 10,000-page PDF", () => {
  it("is read up to the page limit and ends ready, saying so", async () => {
    const response = await upload("long.pdf", manyPagesPdf(10_000));
    expect(response.statusCode).toBe(201);
    expect(response.json().pageCount).toBe(10_000);
    const doc = await waitUntilProcessed(t.app, user, response.json().id, 90_000);
    expect(doc.status).toBe("ready");
    expect(doc.warning).toMatch(/Only the first 30 of 10,000 pages were read/);
    expect(doc.pageStarts).toHaveLength(30);
  }, 120_000);
});

describe("a text of one word repeated", () => {
  it("ends ready with its places capped, and they page", async () => {
    const response = await upload("one-word.txt", oneWordText(1024 * 1024));
    const doc = await waitUntilProcessed(t.app, user, response.json().id, 90_000);
    expect(doc.status).toBe("ready");
    expect(doc.warning).toMatch(/up to 40 places per concept/);
    const [concept] = doc.concepts;
    expect(concept?.mentionCount).toBe(40);
    const page = (offset: number) =>
      asUser(t.app, user, { method: "GET", url: `/api/concepts/${concept!.id}/passages?limit=15&offset=${offset}` });
    const pages = await Promise.all([page(0), page(15), page(30)]);
    expect(pages.map((p) => p.json().length)).toEqual([15, 15, 10]);
    const starts = pages.flatMap((p) => p.json().map((passage: { charStart: number }) => passage.charStart));
    expect(new Set(starts).size).toBe(40);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(pages[0]!.json()[0].text.length).toBeLessThan(500);
  }, 120_000);
});

describe("a relationship stated over and over", () => {
  it("keeps a bounded number of evidence sentences per document", async () => {
    const sentence = "Chlorophyll drives photosynthesis in the chloroplast of green plants.";
    const response = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents",
      payload: { title: "Repeated", content: Array.from({ length: 300 }, () => sentence).join("\n\n"), type: "note" },
    });
    const doc = await waitUntilProcessed(t.app, user, response.json().id, 90_000);
    expect(doc.status).toBe("ready");
    const [row] = await t.ctx.database.query<{ most: number }>(
      "SELECT coalesce(max(n), 0)::int AS most FROM (SELECT count(*) AS n FROM relationship_evidence WHERE document_id = $1 GROUP BY relationship_id) x",
      [doc.id],
    );
    expect(row!.most).toBeGreaterThan(0);
    expect(row!.most).toBeLessThanOrEqual(2);
  }, 120_000);
});

describe("a document past its time limit", () => {
  it("stops with the reason", async () => {
    const response = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents",
      payload: { title: "Slow", content: "Photosynthesis in plants. ".repeat(2000), type: "note" },
    });
    const deps = createProcessingDeps(t.ctx.config, t.ctx.database, t.ctx.vectorMode, silentLogger);
    try {
      const error = await processDocument(
        { ...deps, timeoutMs: 1 },
        { documentId: response.json().id, userId: user.id },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocumentLimitError);
      expect((error as Error).message).toMatch(/longer than the time limit per document \(MNEMO_JOB_TIMEOUT_SECONDS\)/);
    } finally {
      await deps.close();
    }
  });
});
