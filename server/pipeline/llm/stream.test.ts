import { describe, expect, it } from "vitest";
import type { LlmConfig } from "./config.ts";
import { LlmError } from "./errors.ts";
import { readSse, streamChat } from "./stream.ts";
import {
  errorReply,
  lastUserText,
  scripted,
  streamReply,
  systemText,
  type FakeLlmServer,
  type WireFormat,
} from "./testing/fake-llm-server.ts";
import { fakeLlmServerPerTest } from "./testing/per-test-server.ts";
import { testApiKey, testModel } from "./testing/helpers.ts";

const start = fakeLlmServerPerTest();

function configFor(format: WireFormat, fake: FakeLlmServer, timeoutMs = 5000): LlmConfig {
  return format === "openai"
    ? { provider: "openai", baseUrl: `${fake.url}/v1`, apiKey: testApiKey, model: testModel, timeoutMs }
    : { provider: "anthropic", baseUrl: fake.url, apiKey: testApiKey, model: testModel, timeoutMs };
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

async function failure(stream: AsyncIterable<string>): Promise<LlmError> {
  const error = await collect(stream).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe("readSse", () => {
  it("splits events at blank lines, joins data lines and tolerates CRLF and a missing final blank line", async () => {
    const text = 'event: a\r\ndata: one\r\ndata: two\r\n\r\n: comment\n\ndata: {"x":1}\n\nevent: last\ndata: end';
    const events = [];
    for await (const event of readSse(new Blob([text]).stream())) events.push(event);
    expect(events).toEqual([
      { event: "a", data: "one\ntwo" },
      { event: "", data: '{"x":1}' },
      { event: "last", data: "end" },
    ]);
  });
});

describe.each(["openai", "anthropic"] as const)("streamed chat over the %s wire format", (format) => {
  it("posts a streaming request and yields the text pieces as they arrive", async () => {
    const fake = await start(scripted(streamReply(format, ["The answer ", "is 42", "."], 20)));
    const pieces = await collect(streamChat(configFor(format, fake), "Be brief.", "Question?"));
    expect(pieces.join("")).toBe("The answer is 42.");
    expect(pieces.length).toBe(3);
    const request = fake.requests[0]!;
    const body = request.body as Record<string, unknown>;
    expect(body).toMatchObject({ model: testModel, stream: true, temperature: 0 });
    expect(systemText(request)).toBe("Be brief.");
    expect(lastUserText(request)).toBe("Question?");
    if (format === "openai") {
      expect(request.path).toBe("/v1/chat/completions");
      expect(request.headers.authorization).toBe(`Bearer ${testApiKey}`);
    } else {
      expect(request.path).toBe("/v1/messages");
      expect(request.headers["x-api-key"]).toBe(testApiKey);
      expect(request.headers["anthropic-version"]).toBe("2023-06-01");
      expect(body.max_tokens).toBeGreaterThan(0);
    }
  });

  it("turns an HTTP error into an LlmError without the key, after one retry for a retryable status", async () => {
    const fake = await start(scripted(errorReply(format, 503, `overloaded ${testApiKey}`)));
    const error = await failure(streamChat(configFor(format, fake), "s", "u", { retryDelayMs: 5 }));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(503);
    expect(error.message).not.toContain(testApiKey);
    expect(fake.requests).toHaveLength(2);
  });

  it("does not retry a client error", async () => {
    const fake = await start(scripted(errorReply(format, 401, "bad key")));
    const error = await failure(streamChat(configFor(format, fake), "s", "u", { retryDelayMs: 5 }));
    expect(error.reason).toContain("401");
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up at the configured time-out", async () => {
    const fake = await start(scripted({ kind: "hang" }));
    const error = await failure(streamChat(configFor(format, fake, 300), "s", "u"));
    expect(error.kind).toBe("timeout");
  });
});

describe("streamed chat failures inside the stream", () => {
  it("reports an Anthropic error event as a failure", async () => {
    const events = [
      `event: error\ndata: ${JSON.stringify({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } })}\n\n`,
    ];
    const fake = await start(scripted({ kind: "sse", events }));
    const error = await failure(streamChat(configFor("anthropic", fake), "s", "u", { retryDelayMs: 5 }));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(529);
  });

  it("does not send the request again once text has arrived", async () => {
    const fake = await start(
      scripted({
        kind: "sse",
        events: [
          'data: {"choices":[{"delta":{"content":"Half"}}]}\n\n',
          'data: {"error":{"message":"server fell over"}}\n\n',
        ],
      }),
    );
    const pieces: string[] = [];
    const error = await collect(
      (async function* () {
        for await (const piece of streamChat(configFor("openai", fake), "s", "u", { retryDelayMs: 5 })) {
          pieces.push(piece);
          yield piece;
        }
      })(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect(pieces).toEqual(["Half"]);
    expect(fake.requests).toHaveLength(1);
  });
});
