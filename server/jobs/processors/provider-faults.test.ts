/**
 * With an AI provider configured, every way it can fail ends in a processed document (the local extractor ran)
 * that says so in its warning: never a stuck, failed or lost one. The provider is a local HTTP server speaking its
 * wire format.
 */
import { afterAll, describe, expect, it } from "vitest";
import {
  startFakeLlmServer,
  scripted,
  type FakeLlmServer,
  type FakeReply,
} from "../../pipeline/llm/testing/fake-llm-server.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { createTestApp, signUpUser, type TestApp } from "../../testing/harness.ts";

const open: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const item of open.reverse()) await item.close();
});

async function appWithProvider(
  provider: "openai" | "anthropic",
  ...replies: FakeReply[]
): Promise<{ t: TestApp; server: FakeLlmServer }> {
  const server = await startFakeLlmServer(scripted(...replies));
  open.push(server);
  const t = await createTestApp({
    MNEMO_LLM_PROVIDER: provider,
    MNEMO_LLM_BASE_URL: provider === "openai" ? `${server.url}/v1` : server.url,
    MNEMO_LLM_MODEL: "test-model",
    MNEMO_LLM_API_KEY: "test-key",
    MNEMO_LLM_TIMEOUT_MS: "1000",
  });
  open.push(t);
  return { t, server };
}

const TEXT =
  "Photosynthesis is the process by which plants convert light energy into chemical energy. Chlorophyll absorbs light.";

describe.each([
  ["a time-out", { kind: "hang" } as FakeReply],
  ["500 errors", { kind: "json", status: 500, body: { error: { message: "overloaded" } } } as FakeReply],
  ["malformed JSON", { kind: "raw", status: 200, body: "{not json", contentType: "application/json" } as FakeReply],
  ["a dropped connection", { kind: "drop" } as FakeReply],
])("a provider that answers with %s", (_name, reply) => {
  it.each(["openai", "anthropic"] as const)(
    "still processes the document locally, with a warning (%s)",
    async (provider) => {
      const { t, server } = await appWithProvider(provider, reply);
      const user = await signUpUser(t.app);
      const doc = await createNote(t.app, user, "Plants", TEXT);
      const ready = await waitUntilProcessed(t.app, user, doc.id, 60_000);
      expect(ready.status).toBe("ready");
      expect(ready.warning).toMatch(/AI provider could not be used/);
      expect(ready.concepts.map((c) => c.name.toLowerCase())).toContain("photosynthesis");
      expect(server.requests.length).toBeGreaterThan(0);
      expect(JSON.stringify(server.requests[0]!.body)).toContain("Photosynthesis");
    },
    90_000,
  );
});
