import { describe, expect, it } from "vitest";
import { parseModelJson } from "./client.ts";
import { LlmError } from "./errors.ts";
import {
  anthropicMessage,
  errorReply,
  lastUserText,
  modelReply,
  openAiCompletion,
  scripted,
  systemText,
  type WireFormat,
} from "./testing/fake-llm-server.ts";
import { fakeLlmServerPerTest } from "./testing/per-test-server.ts";
import { clientFor, memoryLogger, pingSchema, testApiKey, testModel } from "./testing/helpers.ts";

const start = fakeLlmServerPerTest();

const good = JSON.stringify({ answer: "yes", score: 0.5 });

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe("OpenAI-compatible wire format", () => {
  it("posts a chat completion with bearer auth, JSON mode and the schema in the system prompt", async () => {
    const fake = await start(scripted(modelReply("openai", good)));
    const client = clientFor("openai", fake);
    expect(client.name).toBe(`openai-compatible:${testModel}`);
    await expect(client.completeJson("You answer.", "Question?", pingSchema)).resolves.toEqual({
      answer: "yes",
      score: 0.5,
    });

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${testApiKey}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["x-api-key"]).toBeUndefined();
    const body = request.body as Record<string, unknown>;
    expect(body).toMatchObject({
      model: testModel,
      stream: false,
      temperature: 0,
      response_format: { type: "json_object" },
    });
    expect(body.messages).toEqual([
      { role: "system", content: expect.stringContaining("You answer.") },
      { role: "user", content: "Question?" },
    ]);
    expect(systemText(request)).toContain("JSON Schema");
    expect(systemText(request)).toContain('"score":{"type":"number","minimum":0,"maximum":1}');
  });

  it("sends no Authorization header when no key is configured (Ollama, LM Studio)", async () => {
    const { createOpenAiCompatibleClient } = await import("./openai.ts");
    const fake = await start(scripted(modelReply("openai", good)));
    const client = createOpenAiCompatibleClient({ baseUrl: `${fake.url}/v1/`, model: "llama3.1:8b" });
    await client.completeJson("s", "u", pingSchema);
    expect(fake.requests[0]!.path).toBe("/v1/chat/completions");
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("drops response_format for good when the server rejects it (LM Studio), without counting a retry", async () => {
    const logger = memoryLogger();
    const fake = await start((request) =>
      (request.body as Record<string, unknown>).response_format
        ? { kind: "json", status: 400, body: { error: "'response_format.type' must be 'json_schema' or 'text'" } }
        : modelReply("openai", good),
    );
    const client = clientFor("openai", fake, { retries: 0, logger });
    await expect(client.completeJson("s", "u", pingSchema)).resolves.toEqual({ answer: "yes", score: 0.5 });
    await client.completeJson("s", "u", pingSchema);
    expect(fake.requests.map((r) => "response_format" in (r.body as object))).toEqual([true, false, false]);
    expect(logger.entries.some((e) => e.message.includes("does not accept a parameter"))).toBe(true);
  });

  it("drops temperature when a reasoning model refuses it", async () => {
    const fake = await start((request) =>
      "temperature" in (request.body as object)
        ? errorReply(
            "openai",
            400,
            "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.",
          )
        : modelReply("openai", good),
    );
    await clientFor("openai", fake).completeJson("s", "u", pingSchema);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body).toMatchObject({ response_format: { type: "json_object" } });
  });

  it("reports a refusal", async () => {
    const fake = await start(
      scripted({ kind: "json", body: openAiCompletion(null, { refusal: "I can't help with that." }) }),
    );
    const error = await failure(clientFor("openai", fake).completeJson("s", "u", pingSchema));
    expect(error.kind).toBe("refused");
  });

  it("accepts content given as an array of text parts", async () => {
    const body = openAiCompletion(null) as { choices: { message: { content: unknown } }[] };
    body.choices[0]!.message.content = [{ type: "text", text: good }];
    const fake = await start(scripted({ kind: "json", body }));
    await expect(clientFor("openai", fake).completeJson("s", "u", pingSchema)).resolves.toEqual({
      answer: "yes",
      score: 0.5,
    });
  });
});

describe("Anthropic wire format", () => {
  it("posts a message with x-api-key, the API version, a system prompt and content blocks", async () => {
    const fake = await start(scripted(modelReply("anthropic", good)));
    const client = clientFor("anthropic", fake, { maxOutputTokens: 1234 });
    expect(client.name).toBe(`anthropic:${testModel}`);
    await expect(client.completeJson("You answer.", "Question?", pingSchema)).resolves.toEqual({
      answer: "yes",
      score: 0.5,
    });

    const request = fake.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/messages");
    expect(request.headers["x-api-key"]).toBe(testApiKey);
    expect(request.headers["anthropic-version"]).toBe("2023-06-01");
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toEqual({
      model: testModel,
      max_tokens: 1234,
      system: expect.stringContaining("You answer."),
      messages: [{ role: "user", content: [{ type: "text", text: "Question?" }] }],
      temperature: 0,
    });
  });

  it("tolerates a base URL that already ends in /v1, and joins several text blocks", async () => {
    const { createAnthropicClient } = await import("./anthropic.ts");
    const answer = anthropicMessage("") as { content: unknown[] };
    answer.content = [
      { type: "text", text: '{"answer":' },
      { type: "tool_use", id: "x", name: "n", input: {} },
      { type: "text", text: '"ok","score":1}' },
    ];
    const fake = await start(scripted({ kind: "json", body: answer }));
    const client = createAnthropicClient({ baseUrl: `${fake.url}/v1/`, apiKey: "k-1234", model: "m" });
    await expect(client.completeJson("s", "u", pingSchema)).resolves.toEqual({ answer: "ok", score: 1 });
    expect(fake.requests[0]!.path).toBe("/v1/messages");
  });
});

describe.each<WireFormat>(["openai", "anthropic"])("%s: failures, retries and time-outs", (format) => {
  it("retries a 500 and succeeds", async () => {
    const fake = await start(scripted(errorReply(format, 500, "boom"), modelReply(format, good)));
    await expect(clientFor(format, fake).completeJson("s", "u", pingSchema)).resolves.toEqual({
      answer: "yes",
      score: 0.5,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it("retries 429 and 529 (honouring Retry-After) and a dropped connection", async () => {
    const fake = await start(
      scripted(
        errorReply(format, 429, "slow down", { "retry-after": "0" }),
        errorReply(format, 529, "overloaded"),
        { kind: "drop" },
        modelReply(format, good),
      ),
    );
    await expect(clientFor(format, fake, { retries: 3 }).completeJson("s", "u", pingSchema)).resolves.toEqual({
      answer: "yes",
      score: 0.5,
    });
    expect(fake.requests).toHaveLength(4);
  });

  it("gives up after two retries of a persistent 500", async () => {
    const logger = memoryLogger();
    const fake = await start(scripted(errorReply(format, 500, "still broken")));
    const error = await failure(clientFor(format, fake, { logger }).completeJson("s", "u", pingSchema));
    expect(error).toMatchObject({ kind: "http", status: 500, reason: "it answered HTTP 500" });
    expect(fake.requests).toHaveLength(3);
    expect(logger.entries.filter((e) => e.message.includes("retrying"))).toHaveLength(2);
  });

  it("does not retry a 400 or a 401", async () => {
    const fake = await start(scripted(errorReply(format, 401, "invalid x-api-key")));
    const error = await failure(clientFor(format, fake).completeJson("s", "u", pingSchema));
    expect(error).toMatchObject({ kind: "http", status: 401 });
    expect(error.reason).toContain("credentials");
    expect(fake.requests).toHaveLength(1);
  });

  it("times out a server that never answers, within the configured time and without retrying", async () => {
    const fake = await start(scripted({ kind: "hang" }));
    const started = Date.now();
    const error = await failure(clientFor(format, fake, { timeoutMs: 300 }).completeJson("s", "u", pingSchema));
    const elapsed = Date.now() - started;
    expect(error.kind).toBe("timeout");
    expect(error.reason).toBe("it did not answer within 0.3 s");
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(2500);
    expect(fake.requests).toHaveLength(1);
  });

  it("reads a slow chunked answer that completes in time", async () => {
    const body = format === "openai" ? openAiCompletion(good) : anthropicMessage(good);
    const fake = await start(scripted({ kind: "slow", body, chunks: 6, delayMs: 60 }));
    await expect(clientFor(format, fake, { timeoutMs: 3000 }).completeJson("s", "u", pingSchema)).resolves.toEqual({
      answer: "yes",
      score: 0.5,
    });
  });

  it("times out a chunked answer that trickles past the time limit", async () => {
    const body = format === "openai" ? openAiCompletion(good) : anthropicMessage(good);
    const fake = await start(scripted({ kind: "slow", body, chunks: 20, delayMs: 100 }));
    const started = Date.now();
    const error = await failure(clientFor(format, fake, { timeoutMs: 400 }).completeJson("s", "u", pingSchema));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("stops when the caller aborts", async () => {
    const fake = await start(scripted({ kind: "hang" }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(
      clientFor(format, fake).completeJson("s", "u", pingSchema, { signal: controller.signal }),
    );
    expect(error.kind).toBe("aborted");
  });

  it("refuses an oversized answer", async () => {
    const fake = await start(scripted(modelReply(format, "x".repeat(5000))));
    const error = await failure(clientFor(format, fake, { maxResponseBytes: 1000 }).completeJson("s", "u", pingSchema));
    expect(error.kind).toBe("invalid_response");
  });

  it("reports an answer that is not the provider's format", async () => {
    const fake = await start(scripted({ kind: "raw", body: "<html>gateway</html>", contentType: "text/html" }));
    expect((await failure(clientFor(format, fake).completeJson("s", "u", pingSchema))).kind).toBe("invalid_response");
  });

  it("asks once for a repair of malformed JSON, sending the problems back", async () => {
    const fake = await start(
      scripted(
        modelReply(format, '{"answer": "yes", "score": 7'),
        modelReply(format, '{"answer":"yes","score":2}'),
        modelReply(format, good),
      ),
    );
    await expect(clientFor(format, fake).completeJson("s", "Question?", pingSchema)).rejects.toMatchObject({
      kind: "invalid_output",
    });
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.body as { messages: { role: string; content: unknown }[] };
    const turns = repair.messages.filter((m) => m.role !== "system");
    expect(turns.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(JSON.stringify(turns[1]!.content)).toContain('\\"score\\": 7');
    expect(lastUserText(fake.requests[1]!)).toContain("not valid JSON");
  });

  it("accepts the repaired answer", async () => {
    const fake = await start(scripted(modelReply(format, '{"answer":"yes","score":2}'), modelReply(format, good)));
    await expect(clientFor(format, fake).completeJson("s", "u", pingSchema)).resolves.toEqual({
      answer: "yes",
      score: 0.5,
    });
    expect(lastUserText(fake.requests[1]!)).toContain("score: Too big");
  });

  it("never logs or reports the API key, even when the server echoes it", async () => {
    const logger = memoryLogger();
    const fake = await start(scripted(errorReply(format, 500, `bad key ${testApiKey}`)));
    const error = await failure(clientFor(format, fake, { logger }).completeJson("s", "u", pingSchema));
    expect(error.message).toContain("bad key");
    expect(error.message).not.toContain(testApiKey);
    expect(error.reason).not.toContain(testApiKey);
    expect(JSON.stringify(logger.entries)).not.toContain(testApiKey);
    expect(JSON.stringify(logger.entries)).not.toContain("SECRET");
  });
});

describe("parseModelJson", () => {
  it("finds the object inside fences, think blocks and prose", () => {
    expect(parseModelJson('```json\n{"a":1}\n```')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseModelJson('<think>{"no":0}</think>\n{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseModelJson('Here you go: {"a":1}. Anything else?')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseModelJson("")).toMatchObject({ ok: false });
    expect(parseModelJson("{oops")).toMatchObject({ ok: false });
  });
});
