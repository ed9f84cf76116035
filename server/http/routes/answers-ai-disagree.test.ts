/**
 * An AI provider's answer that quotes one side of an unresolved contradiction shows the other side too, as the
 * offline answer does (issue 31). The provider is a local HTTP server speaking the OpenAI streaming wire format.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerResponse } from "../../../contract/answers.ts";
import type { Contradiction } from "../../../contract/contradictions.ts";
import type { DocumentDetail } from "../../../contract/documents.ts";
import {
  lastUserText,
  modelReply,
  startFakeLlmServer,
  streamReply,
  type FakeLlmServer,
} from "../../pipeline/llm/testing/fake-llm-server.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

const paper =
  "Meningococcal populations are shaped by immune selection. " +
  "Dominant polymorphic determinants of Neisseria meningitidis will be in linkage disequilibrium despite frequent genetic exchange.";
const note =
  "My reading of the meningococcus paper. " +
  "Dominant polymorphic determinants of Neisseria meningitidis will not be in linkage disequilibrium despite frequent genetic exchange.";
const quote = "will be in linkage disequilibrium despite frequent genetic exchange";

let fake: FakeLlmServer;
let t: TestApp;
let alice: TestUser;
let paperDoc: DocumentDetail;

beforeAll(async () => {
  fake = await startFakeLlmServer((request) => {
    if (!(request.body as { stream?: boolean }).stream)
      return modelReply("openai", JSON.stringify({ concepts: [], relationships: [] }));
    // The model cites the paper's passage, whichever number the prompt gives it.
    const prompt = lastUserText(request);
    const passage = [...prompt.matchAll(/^\[(\d+)\] [^\n]*\n([\s\S]*?)(?=\n\n\[\d+\] |\n<\/untrusted-)/gm)].find((m) =>
      m[2]!.includes(quote),
    )?.[1];
    return streamReply("openai", [
      `${JSON.stringify({
        sentence: "The dominant determinants will be in linkage disequilibrium despite frequent genetic exchange.",
        citations: [{ passage: Number(passage), quote }],
      })}\n`,
    ]);
  });
  t = await createTestApp({
    MNEMO_LLM_PROVIDER: "openai",
    MNEMO_LLM_BASE_URL: `${fake.url}/v1`,
    MNEMO_LLM_MODEL: "test-model",
    MNEMO_LLM_TIMEOUT_MS: "5000",
  });
  alice = await signUpUser(t.app);
  paperDoc = await waitUntilProcessed(t.app, alice, (await createNote(t.app, alice, "Immune selection", paper)).id);
  await waitUntilProcessed(t.app, alice, (await createNote(t.app, alice, "Reading notes", note)).id);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("an AI answer when the documents disagree", () => {
  it("shows the note's statement beside the paper's passage the model quoted", async () => {
    const contradictions = (await asUser(t.app, alice, { method: "GET", url: "/api/contradictions" })).json<
      Contradiction[]
    >();
    expect(contradictions).toHaveLength(1);
    const answer = (
      await asUser(t.app, alice, {
        method: "POST",
        url: "/api/answer",
        payload: { question: "Are the dominant determinants of Neisseria meningitidis in linkage disequilibrium?" },
      })
    ).json<AnswerResponse>();
    expect(answer.mode).toBe("ai");
    expect(answer.sentences[0]!.citations[0]!.documentId).toBe(paperDoc.id);
    expect(answer.disagreements).toHaveLength(1);
    const [quoted, other] = answer.disagreements[0]!.sides;
    expect(quoted.documentId).toBe(paperDoc.id);
    expect(other.documentTitle).toBe("Reading notes");
    expect(other.quote).toContain("will not be in linkage disequilibrium");
  });
});
