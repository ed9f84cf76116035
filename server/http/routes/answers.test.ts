import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerResponse } from "../../../contract/answers.ts";
import type { DocumentDetail } from "../../../contract/documents.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

const memory = [
  "Spaced repetition is a learning technique that reviews material at increasing intervals.",
  "In 1885 Hermann Ebbinghaus measured how quickly people forget lists of nonsense syllables.",
  "Within twenty minutes his subjects had forgotten 42% of what they had learned, and after a day about two thirds.",
  "Reviews timed just before an item is forgotten make the memory last longer each time.",
].join(" ");
const gardening =
  "Tomatoes need full sun and regular watering. Prune the side shoots of tomato plants to get larger fruit. Basil grows well next to tomatoes.";
const coffee = "Espresso is brewed by forcing hot water through finely ground coffee at about nine bars of pressure.";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let projectId: string;
const docs: Record<string, DocumentDetail> = {};

const ask = (user: TestUser, payload: object) => asUser(t.app, user, { method: "POST", url: "/api/answer", payload });

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
  projectId = (
    await asUser(t.app, alice, { method: "POST", url: "/api/projects", payload: { name: "Kitchen" } })
  ).json().id;
  for (const [key, title, content, project] of [
    ["memory", "Forgetting and spaced repetition", memory, null],
    ["gardening", "Growing tomatoes", gardening, null],
    ["coffee", "Espresso", coffee, projectId],
  ] as const) {
    const doc = await createNote(t.app, alice, title, content, project);
    docs[key] = await waitUntilProcessed(t.app, alice, doc.id);
  }
  await createNote(t.app, bob, "Bob's note", "Bob writes about sailing and knots.");
});
afterAll(() => t?.close());

describe("POST /api/answer (offline)", () => {
  it("answers with sentences quoted from the document, each citing the passage it comes from", async () => {
    const response = await ask(alice, {
      question: "What share of the syllables had Ebbinghaus's subjects forgotten after twenty minutes?",
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<AnswerResponse>();
    expect(answer.mode).toBe("extractive");
    expect(answer.answer).toContain("42%");
    expect(answer.documents).toEqual([
      { id: docs.memory!.id, title: "Forgetting and spaced repetition", documentType: "note" },
    ]);
    for (const sentence of answer.sentences) {
      expect(sentence.citations.length).toBeGreaterThan(0);
      for (const citation of sentence.citations) {
        expect(citation.documentId).toBe(docs.memory!.id);
        // The quote is the document's own text at the cited place, and the sentence is that text.
        expect(docs.memory!.content.slice(citation.charStart, citation.charEnd)).toBe(citation.quote);
        expect(sentence.text).toBe(citation.quote.replace(/\s+/g, " ").trim());
      }
    }
    expect(answer.answer).toBe(answer.sentences.map((s) => s.text).join(" "));
  });

  it("answers who, and what a term is, from the right document", async () => {
    const who = (await ask(alice, { question: "Who measured how quickly people forget?" })).json<AnswerResponse>();
    expect(who.answer).toContain("Hermann Ebbinghaus");
    const what = (await ask(alice, { question: "What is spaced repetition?" })).json<AnswerResponse>();
    expect(what.sentences[0]!.text).toBe(
      "Spaced repetition is a learning technique that reviews material at increasing intervals.",
    );
  });

  it("says nothing when the documents do not answer: answer null, no sentences", async () => {
    for (const question of ["How many parameters does GPT-3 have?", "Who won the 2018 football world cup in Russia?"]) {
      const answer = (await ask(alice, { question })).json<AnswerResponse>();
      expect(answer, question).toMatchObject({ answer: null, sentences: [], documents: [], notice: null });
    }
  });

  it("looks only in the selected project", async () => {
    const inProject = (
      await ask(alice, { question: "At what pressure is espresso brewed?", projectId })
    ).json<AnswerResponse>();
    expect(inProject.answer).toContain("nine bars");
    const elsewhere = (
      await ask(alice, { question: "How much sun do tomatoes need?", projectId })
    ).json<AnswerResponse>();
    expect(elsewhere.answer).toBeNull();
  });

  it("never answers from another user's documents, and a foreign project is 404", async () => {
    const answer = (
      await ask(bob, {
        question: "What share of the syllables had Ebbinghaus's subjects forgotten after twenty minutes?",
      })
    ).json<AnswerResponse>();
    expect(answer.answer).toBeNull();
    const foreign = await ask(bob, { question: "At what pressure is espresso brewed?", projectId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain("espresso");
    const stream = await asUser(t.app, bob, {
      method: "POST",
      url: "/api/answer/stream",
      payload: { question: "espresso?", projectId },
    });
    expect(stream.statusCode).toBe(404);
  });

  it("refuses a blank or overlong question with the API's error shape", async () => {
    const blank = await ask(alice, { question: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain("Enter a question");
    expect((await ask(alice, { question: "x".repeat(2001) })).statusCode).toBe(400);
    expect((await ask(alice, {})).statusCode).toBe(400);
  });

  it("needs a session or a token", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/answer",
      payload: { question: "What is spaced repetition?" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/answer/stream (offline)", () => {
  it("sends the complete answer as one `answer` event", async () => {
    const question = "What is spaced repetition?";
    const response = await asUser(t.app, alice, { method: "POST", url: "/api/answer/stream", payload: { question } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/event-stream");
    const events = [...response.body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!),
    }));
    expect(events.map((e) => e.event)).toEqual(["answer"]);
    expect(events[0]!.data).toEqual((await ask(alice, { question })).json());
  });
});
