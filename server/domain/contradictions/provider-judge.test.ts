/**
 * With an AI provider configured, the aligned candidate pairs of a new document (claims of the same subject sharing
 * most of their words) are put to it after the document is written: it confirms or takes back what the local judge
 * flagged, and may add what the local judge cannot name. Unaligned text is never sent. A provider that fails leaves
 * the local result and a warning. The provider is a local HTTP server speaking the OpenAI wire format.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Contradiction } from "../../../contract/contradictions.ts";
import {
  errorReply,
  lastUserText,
  modelReply,
  startFakeLlmServer,
  systemText,
  type RecordedRequest,
} from "../../pipeline/llm/testing/fake-llm-server.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser } from "../../testing/harness.ts";

const open: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const item of open.reverse()) await item.close();
});

// Compatible wording for the local judge (no negation, no opposite words, no figures): only the provider can see the clash.
const SPRING = "The Golden Gate Bridge opened to traffic in the spring of the year after construction ended.";
const AUTUMN = "The Golden Gate Bridge opened to traffic during the autumn of the year construction ended.";
// Opposite words: the local judge flags this pair.
const RAISES = "Regular coffee consumption raises blood pressure in healthy adults.";
const LOWERS = "Regular coffee consumption lowers blood pressure in healthy adults.";
const UNRELATED = "Stock markets fell sharply on Monday after the central bank announcement.";

const isJudge = (request: RecordedRequest) => systemText(request).includes("contradict each other");

async function setup(answer: (request: RecordedRequest) => "yes" | "no" | "fail") {
  const server = await startFakeLlmServer((request) => {
    if (!isJudge(request)) return errorReply("openai", 500, "overloaded"); // extraction: the local extractor runs instead
    const verdict = answer(request);
    if (verdict === "fail") return errorReply("openai", 500, "overloaded");
    return modelReply(
      "openai",
      verdict === "yes"
        ? '{"contradicts": true, "severity": "high", "reason": "They give different seasons for the opening."}'
        : '{"contradicts": false, "severity": "low", "reason": "Both can hold."}',
    );
  });
  open.push(server);
  const t = await createTestApp({
    MNEMO_LLM_PROVIDER: "openai",
    MNEMO_LLM_BASE_URL: `${server.url}/v1`,
    MNEMO_LLM_MODEL: "m",
    MNEMO_LLM_API_KEY: "k",
    MNEMO_LLM_TIMEOUT_MS: "2000",
  });
  open.push(t);
  const user = await signUpUser(t.app);
  const note = async (title: string, text: string) =>
    waitUntilProcessed(t.app, user, (await createNote(t.app, user, title, text)).id);
  const list = async () =>
    (await asUser(t.app, user, { method: "GET", url: "/api/contradictions" })).json<Contradiction[]>();
  /** The provider pass runs right after the document is ready: wait until it has asked `n` questions. */
  const asked = async (n: number) => {
    for (let i = 0; i < 100 && server.requests.filter(isJudge).length < n; i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
  };
  return { t, user, server, note, list, asked };
}

describe("contradictions judged by an AI provider", () => {
  it("adds an aligned pair the local judge cannot name, with the provider's reason and the statements' sources", async () => {
    const { server, note, list, asked } = await setup(() => "yes");
    await note("One", SPRING);
    await note("Two", `${AUTUMN}\n\n${UNRELATED}`);
    await asked(1);
    const found = await list();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: "other",
      severity: "high",
      reason: "They give different seasons for the opening.",
      statement1: SPRING,
      statement2: AUTUMN,
    });
    const questions = server.requests.filter(isJudge);
    expect(questions).toHaveLength(1); // the unrelated sentence was never sent
    expect(lastUserText(questions[0]!)).toContain('(From the document "One"');
    expect(lastUserText(questions[0]!)).not.toContain("Stock markets");
  }, 120_000);

  it("takes back what the local judge flagged when the provider says both hold", async () => {
    const { note, list, asked } = await setup(() => "no");
    await note("Cohort A", RAISES);
    await note("Cohort B", LOWERS);
    await asked(1);
    expect(await list()).toEqual([]);
  }, 120_000);

  it("keeps the local result and says so when the provider fails", async () => {
    const { t, user, note, list } = await setup(() => "fail");
    await note("Cohort A", RAISES);
    await note("Cohort B", LOWERS);
    let warning: string | null = null;
    for (let i = 0; i < 100 && !warning?.includes("checked locally"); i++) {
      await new Promise((r) => setTimeout(r, 200));
      warning = (await asUser(t.app, user, { method: "GET", url: "/api/documents" }))
        .json<Array<{ title: string; warning: string | null }>>()
        .find((d) => d.title === "Cohort B")!.warning;
    }
    expect(warning).toMatch(/contradictions; they were checked locally/);
    expect((await list()).map((c) => c.kind)).toEqual(["antonym"]);
  }, 120_000);
});
