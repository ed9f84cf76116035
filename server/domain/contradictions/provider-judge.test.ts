/**
 * With an AI provider configured, pairs the local cues miss are put to it after the document is written, and what
 * it calls contradictory is recorded (with its reason); a provider that fails leaves the local result and a warning.
 * The provider is a local HTTP server speaking the OpenAI wire format.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Contradiction } from "../../../contract/contradictions.ts";
import { errorReply, modelReply, startFakeLlmServer, systemText } from "../../pipeline/llm/testing/fake-llm-server.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser } from "../../testing/harness.ts";

const open: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const item of open.reverse()) await item.close();
});

// Compatible wording for the local cues (no negation, no opposite words): only the provider can see the clash.
const FIRST = "The Golden Gate Bridge opened to traffic in the spring of the year after construction ended.";
const SECOND = "The Golden Gate Bridge opened to traffic during the autumn of the year construction ended.";

async function setup(judgeAnswer: "contradicts" | "fail") {
  const server = await startFakeLlmServer((request) => {
    const isJudge = systemText(request).includes("contradict each other");
    if (!isJudge) return errorReply("openai", 500, "overloaded"); // extraction: the local extractor runs instead
    return judgeAnswer === "fail" ? errorReply("openai", 500, "overloaded") : modelReply("openai", '{"contradicts": true, "severity": "high", "reason": "They give different seasons for the opening."}');
  });
  open.push(server);
  const t = await createTestApp({ MNEMO_LLM_PROVIDER: "openai", MNEMO_LLM_BASE_URL: `${server.url}/v1`, MNEMO_LLM_MODEL: "m", MNEMO_LLM_API_KEY: "k", MNEMO_LLM_TIMEOUT_MS: "2000" });
  open.push(t);
  const user = await signUpUser(t.app);
  const a = await createNote(t.app, user, "One", FIRST);
  await waitUntilProcessed(t.app, user, a.id);
  const b = await createNote(t.app, user, "Two", SECOND);
  const processed = await waitUntilProcessed(t.app, user, b.id);
  // the provider pass runs right after the write; give it a moment to record
  for (let i = 0; i < 50; i++) {
    const list = (await asUser(t.app, user, { method: "GET", url: "/api/contradictions" })).json<Contradiction[]>();
    if (list.length || judgeAnswer === "fail") break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { t, user, processed, server };
}

describe("contradictions judged by an AI provider", () => {
  it("records what the provider finds and the local cues miss", async () => {
    const { t, user, server } = await setup("contradicts");
    const list = (await asUser(t.app, user, { method: "GET", url: "/api/contradictions" })).json<Contradiction[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ severity: "high", reason: "They give different seasons for the opening.", statement1: FIRST, statement2: SECOND });
    expect(server.requests.some((r) => systemText(r).includes("contradict each other"))).toBe(true);
  }, 120_000);

  it("keeps the local result and says so when the provider fails", async () => {
    const { t, user } = await setup("fail");
    const list = (await asUser(t.app, user, { method: "GET", url: "/api/contradictions" })).json<Contradiction[]>();
    expect(list).toEqual([]);
    // the provider pass runs after the document is ready: wait for its warning
    let warning: string | null = null;
    for (let i = 0; i < 100 && !warning?.includes("checked locally"); i++) {
      await new Promise((r) => setTimeout(r, 200));
      warning = (await asUser(t.app, user, { method: "GET", url: "/api/documents" })).json<Array<{ title: string; warning: string | null }>>().find((d) => d.title === "Two")!.warning;
    }
    expect(warning).toMatch(/contradictions; they were checked locally/);
  }, 120_000);
});
