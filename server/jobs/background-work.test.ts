/**
 * The queue is fair between users: documents are read in rounds, one of each user's a round, so one user's upload of
 * many documents never holds another user's behind it. Checked on the order the worker would fetch them in (a web-only
 * app, so nothing is taken meanwhile), on the real queue.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentWork } from "../domain/background-work.ts";
import { createNote } from "../testing/documents.ts";
import { createTestApp, signUpUser, type TestApp } from "../testing/harness.ts";
import { jobs } from "./definitions.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, ["web"]);
});
afterAll(() => t?.close());

describe("documents waiting to be read", () => {
  it("are taken in rounds between users, each user's in the order they came", async () => {
    const [ada, bo, cy] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const owner = new Map([
      [ada.id, "ada"],
      [bo.id, "bo"],
      [cy.id, "cy"],
    ]);
    const names = new Map<string, string>();
    const add = async (user: typeof ada, title: string) => {
      const note = await createNote(t.app, user, title, `${title}: photosynthesis converts light into energy.`);
      names.set(note.id, title);
    };
    for (let i = 1; i <= 5; i++) await add(ada, `ada ${i}`);
    await add(bo, "bo 1");
    await add(bo, "bo 2");
    await add(ada, "ada 6");
    await add(cy, "cy 1");

    // One at a time, as the worker takes them (a batch's rows come back in no particular order).
    const fetched = [];
    for (;;) {
      const [job] = await t.ctx.queue.fetch<DocumentWork>(jobs.processDocument.name, { batchSize: 1 });
      if (!job) break;
      fetched.push(job);
    }
    expect(fetched.map((job) => names.get(job.data.documentId))).toEqual([
      "ada 1",
      "bo 1",
      "cy 1",
      "ada 2",
      "bo 2",
      "ada 3",
      "ada 4",
      "ada 5",
      "ada 6",
    ]);
    expect(new Set(fetched.map((job) => owner.get(job.data.userId)))).toEqual(new Set(["ada", "bo", "cy"]));
  });

  it("put a newcomer right after the round being read", async () => {
    const [dee, eve] = [await signUpUser(t.app), await signUpUser(t.app)];
    const titles = new Map<string, string>();
    for (let i = 1; i <= 4; i++) {
      const note = await createNote(t.app, dee, `dee ${i}`, "Chlorophyll absorbs light.");
      titles.set(note.id, note.title);
    }
    // The first of dee's is being read: eve's first document goes next, before dee's second.
    const [first] = await t.ctx.queue.fetch<DocumentWork>(jobs.processDocument.name, { batchSize: 1 });
    expect(titles.get(first!.data.documentId)).toBe("dee 1");
    const late = await createNote(t.app, eve, "eve 1", "The Calvin cycle fixes carbon.");
    titles.set(late.id, late.title);
    const next = await t.ctx.queue.fetch<DocumentWork>(jobs.processDocument.name, { batchSize: 1 });
    expect(titles.get(next[0]!.data.documentId)).toBe("eve 1");
  });
});
