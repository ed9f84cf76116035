/**
 * Answers written by an AI provider, against a local HTTP server that speaks each provider's streaming wire format:
 * a good answer streams sentence by sentence, a sentence whose citation the model invented is dropped, a model that
 * only invents gets the offline answer with a notice, and so does a provider that fails.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerResponse } from "../../../contract/answers.ts";
import type { DocumentDetail } from "../../../contract/documents.ts";
import {
  errorReply,
  lastUserText,
  modelReply,
  startFakeLlmServer,
  streamReply,
  type FakeLlmServer,
  type FakeReply,
  type RecordedRequest,
  type WireFormat,
} from "../../pipeline/llm/testing/fake-llm-server.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

const content = [
  "Spaced repetition is a learning technique that reviews material at increasing intervals.",
  "In 1885 Hermann Ebbinghaus measured how quickly people forget lists of nonsense syllables.",
  "Within twenty minutes his subjects had forgotten 42% of what they had learned, and after a day about two thirds.",
].join(" ");
const question = "What share of the syllables had Ebbinghaus's subjects forgotten after twenty minutes?";

/** The number of the prompt's passage that contains `phrase`. */
function passageWith(request: RecordedRequest, phrase: string): number {
  const prompt = lastUserText(request);
  for (const match of prompt.matchAll(/^\[(\d+)\] [^\n]*\n([\s\S]*?)(?=\n\n\[\d+\] |\n<\/untrusted-)/gm))
    if (match[2]!.includes(phrase)) return Number(match[1]);
  throw new Error(`no passage with "${phrase}" in the prompt`);
}

const line = (sentence: string, passage: number, quote: string) =>
  `${JSON.stringify({ sentence, citations: [{ passage, quote }] })}\n`;

describe.each(["openai", "anthropic"] as const)(
  "answers with an AI provider (%s wire format)",
  (format: WireFormat) => {
    let fake: FakeLlmServer;
    let t: TestApp;
    let alice: TestUser;
    let doc: DocumentDetail;
    /** How the model answers the next question (extraction requests get an empty answer: the local extractor runs). */
    let model: (request: RecordedRequest) => FakeReply = () => ({ kind: "drop" });

    beforeAll(async () => {
      fake = await startFakeLlmServer((request) =>
        (request.body as { stream?: boolean }).stream
          ? model(request)
          : modelReply(format, JSON.stringify({ concepts: [], relationships: [] })),
      );
      t = await createTestApp({
        MNEMO_LLM_PROVIDER: format === "openai" ? "openai" : "anthropic",
        MNEMO_LLM_BASE_URL: format === "openai" ? `${fake.url}/v1` : fake.url,
        MNEMO_LLM_MODEL: "test-model",
        MNEMO_LLM_TIMEOUT_MS: "5000",
      });
      alice = await signUpUser(t.app);
      doc = await waitUntilProcessed(t.app, alice, (await createNote(t.app, alice, "Forgetting", content)).id);
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    const ask = async () =>
      (
        await asUser(t.app, alice, { method: "POST", url: "/api/answer", payload: { question } })
      ).json<AnswerResponse>();

    it("sends the passages and keeps sentences whose quotes are in the cited passage, dropping one with an invented citation", async () => {
      model = (request) => {
        const n = passageWith(request, "42%");
        return streamReply(format, [
          line(
            "After twenty minutes his subjects had forgotten 42% of the syllables.",
            n,
            "his subjects had forgotten 42% of what they had learned",
          ),
          line("Ebbinghaus tested 60 students at Harvard.", n, "Ebbinghaus tested 60 students at Harvard"),
        ]);
      };
      const answer = await ask();
      expect(answer.mode).toBe("ai");
      expect(answer.answer).toBe("After twenty minutes his subjects had forgotten 42% of the syllables.");
      expect(answer.sentences).toHaveLength(1);
      const citation = answer.sentences[0]!.citations[0]!;
      expect(citation).toMatchObject({
        documentId: doc.id,
        quote: "his subjects had forgotten 42% of what they had learned",
      });
      expect(doc.content.slice(citation.charStart, citation.charEnd)).toBe(citation.quote);
      expect(answer.notice).toBe(
        "One sentence of the AI answer was left out: its citation was not found in your documents.",
      );
      expect(answer.documents).toEqual([{ id: doc.id, title: "Forgetting", documentType: "note" }]);
      // The model was told to answer only from the passages, which travel as data.
      const request = fake.requests.at(-1)!;
      expect(lastUserText(request)).toContain(question);
      expect(lastUserText(request)).toContain("Within twenty minutes his subjects had forgotten 42%");
    });

    it("drops a sentence whose figure is in none of its quotes", async () => {
      model = (request) => {
        const n = passageWith(request, "42%");
        return streamReply(format, [
          line("They had forgotten 58% after twenty minutes.", n, "Within twenty minutes his subjects had forgotten"),
        ]);
      };
      const answer = await ask();
      expect(answer.mode).toBe("extractive");
      expect(answer.answer).toContain("42%");
      expect(answer.notice).toBe(
        "The AI answer could not be checked against your documents, so this answer was found offline.",
      );
    });

    it("shows the offline answer with a notice when the model only invents citations", async () => {
      model = () =>
        streamReply(format, [
          line("Forgetting is exponential.", 7, "memory decays exponentially"),
          line("It is steep.", 1, "a quote that is nowhere"),
        ]);
      const answer = await ask();
      expect(answer.mode).toBe("extractive");
      expect(answer.answer).toContain("42%");
      expect(answer.notice).toContain("could not be checked");
    });

    it("shows the offline answer with a notice when the provider fails", async () => {
      model = () => errorReply(format, 500, "internal error");
      const answer = await ask();
      expect(answer).toMatchObject({
        mode: "extractive",
        notice:
          "The AI provider could not answer (it answered HTTP 500), so this answer was found offline in your documents.",
      });
      expect(answer.answer).toContain("42%");
    });

    it("says not found when the model finds no answer in the passages", async () => {
      model = () => streamReply(format, ['{"notFound": true}\n']);
      expect(await ask()).toMatchObject({ answer: null, sentences: [], mode: "ai", notice: null });
    });

    it("streams each checked sentence to the page before the model has finished", async () => {
      model = (request) => {
        const n = passageWith(request, "42%");
        const first = line(
          "His subjects had forgotten 42% within twenty minutes.",
          n,
          "Within twenty minutes his subjects had forgotten 42%",
        );
        const second = line("After a day they had forgotten about two thirds.", n, "after a day about two thirds");
        return streamReply(format, [first.slice(0, 30), first.slice(30), second], 400);
      };
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = t.app.server.address() as AddressInfo;
      const started = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/answer/stream`, {
        method: "POST",
        headers: { cookie: alice.cookie, "content-type": "application/json" },
        body: JSON.stringify({ question }),
      });
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const seen: Array<{ event: string; data: unknown; at: number }> = [];
      const decoder = new TextDecoder();
      let buffer = "";
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const [, event, data] = /^event: (\w+)\ndata: (.*)$/s.exec(buffer.slice(0, end))!;
          seen.push({ event: event!, data: JSON.parse(data!), at: Date.now() - started });
          buffer = buffer.slice(end + 2);
        }
      }
      expect(seen.map((e) => e.event)).toEqual(["sentence", "sentence", "answer"]);
      // The first sentence arrived while the model was still writing the second (400 ms apart).
      expect(seen[2]!.at - seen[0]!.at).toBeGreaterThanOrEqual(300);
      const final = seen[2]!.data as AnswerResponse;
      expect(final.sentences.map((s) => s.text)).toEqual([
        "His subjects had forgotten 42% within twenty minutes.",
        "After a day they had forgotten about two thirds.",
      ]);
      expect(seen[0]!.data).toEqual(final.sentences[0]);
    });
  },
);
