import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server that speaks the OpenAI Chat Completions and Anthropic Messages wire formats, for tests.
 * Each request is recorded and answered by the test's handler (a scripted list of replies or a function).
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (undefined if it was not JSON). */
  body: unknown;
  rawBody: string;
}

export type FakeReply =
  /** A JSON answer (any status). */
  | { kind: "json"; status?: number; body: unknown; headers?: Record<string, string> }
  /** A body sent as-is. */
  | { kind: "raw"; status?: number; body: string; contentType?: string }
  /** Headers at once, then the JSON body in `chunks` pieces (chunked transfer encoding) `delayMs` apart. */
  | { kind: "slow"; body: unknown; chunks: number; delayMs: number }
  /** Server-sent events (a streamed answer): each raw event text written `delayMs` apart, then the end. */
  | { kind: "sse"; events: string[]; delayMs?: number }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: "hang" }
  /** Closes the connection without an answer (a network error for the client). */
  | { kind: "drop" };

export type FakeHandler = (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeLlmServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Handler answering the scripted replies in order; the last one repeats. */
export function scripted(...replies: FakeReply[]): FakeHandler {
  return (_request, index) => replies[Math.min(index, replies.length - 1)]!;
}

export async function startFakeLlmServer(handler: FakeHandler): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (chunk: Buffer) => parts.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(parts).toString("utf8");
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        rawBody,
      };
      const index = requests.push(recorded) - 1;
      Promise.resolve(handler(recorded, index))
        .then((reply) => answer(res, reply, timers))
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(res: ServerResponse, reply: FakeReply, timers: Set<NodeJS.Timeout>): void {
  switch (reply.kind) {
    case "json":
      res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
      res.end(JSON.stringify(reply.body));
      return;
    case "raw":
      res.writeHead(reply.status ?? 200, { "content-type": reply.contentType ?? "text/plain" });
      res.end(reply.body);
      return;
    case "hang":
      return;
    case "sse": {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.flushHeaders();
      const events = [...reply.events];
      const next = () => {
        if (res.destroyed) return;
        const event = events.shift();
        if (event === undefined) {
          res.end();
          return;
        }
        res.write(event);
        const timer = setTimeout(() => {
          timers.delete(timer);
          next();
        }, reply.delayMs ?? 0);
        timers.add(timer);
      };
      next();
      return;
    }
    case "drop":
      res.socket?.destroy();
      return;
    case "slow": {
      const text = JSON.stringify(reply.body);
      const size = Math.ceil(text.length / reply.chunks);
      res.writeHead(200, { "content-type": "application/json" }); // no content-length: chunked
      res.flushHeaders();
      let offset = 0;
      const next = () => {
        if (res.destroyed) return;
        res.write(text.slice(offset, offset + size));
        offset += size;
        if (offset >= text.length) {
          res.end();
          return;
        }
        const timer = setTimeout(() => {
          timers.delete(timer);
          next();
        }, reply.delayMs);
        timers.add(timer);
      };
      next();
      return;
    }
  }
}

// Wire-format answers.

export function openAiCompletion(
  content: string | null,
  extra: { refusal?: string; finishReason?: string } = {},
): unknown {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "test-model",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: extra.refusal ?? null },
        finish_reason: extra.finishReason ?? "stop",
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export function anthropicMessage(text: string, stopReason = "end_turn"): unknown {
  return {
    id: "msg_test",
    type: "message",
    role: "assistant",
    model: "test-model",
    content: [{ type: "text", text }],
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

export type WireFormat = "openai" | "anthropic";

/** The model's text as a 200 answer in the given wire format. */
export function modelReply(format: WireFormat, text: string): FakeReply {
  return { kind: "json", body: format === "openai" ? openAiCompletion(text) : anthropicMessage(text) };
}

/** The model's text streamed in pieces, as OpenAI Chat Completions (`stream: true`) sends it. */
export function openAiStreamEvents(pieces: readonly string[]): string[] {
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1_700_000_000, model: "test-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  return [
    chunk({ role: "assistant", content: "" }),
    ...pieces.map((content) => chunk({ content })),
    chunk({}, "stop"),
    "data: [DONE]\n\n",
  ];
}

/** The model's text streamed in pieces, as Anthropic Messages (`stream: true`) sends it. */
export function anthropicStreamEvents(pieces: readonly string[]): string[] {
  const event = (name: string, data: object) => `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
  return [
    event("message_start", {
      message: {
        id: "msg_test",
        type: "message",
        role: "assistant",
        model: "test-model",
        content: [],
        stop_reason: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    }),
    event("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
    event("ping", {}),
    ...pieces.map((text) => event("content_block_delta", { index: 0, delta: { type: "text_delta", text } })),
    event("content_block_stop", { index: 0 }),
    event("message_delta", { delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 10 } }),
    event("message_stop", {}),
  ];
}

/** The model's text as a streamed 200 answer in the given wire format, `delayMs` between pieces. */
export function streamReply(format: WireFormat, pieces: readonly string[], delayMs = 0): FakeReply {
  return {
    kind: "sse",
    events: format === "openai" ? openAiStreamEvents(pieces) : anthropicStreamEvents(pieces),
    delayMs,
  };
}

/** An error answer in the given wire format. */
export function errorReply(
  format: WireFormat,
  status: number,
  message: string,
  headers?: Record<string, string>,
): FakeReply {
  const body =
    format === "openai"
      ? { error: { message, type: "server_error", code: null } }
      : { type: "error", error: { type: status === 529 ? "overloaded_error" : "api_error", message } };
  return { kind: "json", status, body, headers };
}

/** The text of the last user turn of a recorded request, either wire format. */
export function lastUserText(request: RecordedRequest): string {
  const body = request.body as { messages?: { role: string; content: string | { type: string; text?: string }[] }[] };
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === "user");
  if (!user) return "";
  return typeof user.content === "string" ? user.content : user.content.map((block) => block.text ?? "").join("");
}

/** The system prompt of a recorded request, either wire format. */
export function systemText(request: RecordedRequest): string {
  const body = request.body as { system?: string; messages?: { role: string; content: string }[] };
  if (typeof body.system === "string") return body.system;
  return body.messages?.find((m) => m.role === "system")?.content ?? "";
}
