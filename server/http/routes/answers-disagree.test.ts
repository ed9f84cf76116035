import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerResponse } from "../../../contract/answers.ts";
import type { Contradiction } from "../../../contract/contradictions.ts";
import type { DocumentDetail } from "../../../contract/documents.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

const paperText =
  "Meningococcal populations are shaped by immune selection. " +
  "Dominant polymorphic determinants of Neisseria meningitidis will be in linkage disequilibrium despite frequent genetic exchange. " +
  "Vaccines should target these determinants.";
const noteText =
  "My reading of the meningococcus paper. " +
  "Dominant polymorphic determinants of Neisseria meningitidis will not be in linkage disequilibrium despite frequent genetic exchange.";
const question = "Are the dominant polymorphic determinants of Neisseria meningitidis in linkage disequilibrium?";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const docs: Record<string, DocumentDetail> = {};
const ask = (user: TestUser) => asUser(t.app, user, { method: "POST", url: "/api/answer", payload: { question } });

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
  docs.paper = await waitUntilProcessed(
    t.app,
    alice,
    (await createNote(t.app, alice, "Immune selection", paperText)).id,
  );
  docs.note = await waitUntilProcessed(t.app, alice, (await createNote(t.app, alice, "Reading notes", noteText)).id);
  await createNote(t.app, bob, "Bob's note", paperText);
});
afterAll(() => t?.close());

describe("POST /api/answer when the documents disagree", () => {
  it("shows both sides of the contradiction a quoted passage belongs to, the quoted side first", async () => {
    const [contradiction] = (await asUser(t.app, alice, { method: "GET", url: "/api/contradictions" })).json<
      Contradiction[]
    >();
    expect(contradiction).toBeDefined();
    const answer = (await ask(alice)).json<AnswerResponse>();
    expect(answer.answer).toContain("linkage disequilibrium");
    expect(answer.disagreements).toHaveLength(1);
    const [quoted, other] = answer.disagreements[0]!.sides;
    expect(answer.disagreements[0]).toMatchObject({
      contradictionId: contradiction!.id,
      reason: contradiction!.reason,
    });
    const cited = answer.sentences.flatMap((s) => s.citations).map((c) => c.documentId);
    expect(cited).toContain(quoted.documentId);
    expect(new Set([quoted.documentId, other.documentId])).toEqual(new Set([docs.paper!.id, docs.note!.id]));
    for (const side of [quoted, other]) {
      const doc = side.documentId === docs.paper!.id ? docs.paper! : docs.note!;
      expect(doc.content.slice(side.charStart, side.charEnd)).toContain("linkage disequilibrium");
      expect(side.documentTitle).toBe(doc.title);
    }
  });

  it("stops showing a contradiction the user dismissed, and never shows another user's", async () => {
    const bobs = (await ask(bob)).json<AnswerResponse>();
    expect(bobs.disagreements).toEqual([]);
    const [contradiction] = (await asUser(t.app, alice, { method: "GET", url: "/api/contradictions" })).json<
      Contradiction[]
    >();
    const dismissed = await asUser(t.app, alice, {
      method: "PATCH",
      url: `/api/contradictions/${contradiction!.id}`,
      payload: { resolution: "dismissed" },
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await ask(alice)).json<AnswerResponse>().disagreements).toEqual([]);
  });
});
