// Answers end to end (issue 21) in a real browser against the real server: a question on the Search page gets an
// answer above the unchanged results, quoted from the user's notes with numbered sources; a source opens the
// document scrolled to the quoted words, marked; a question the notes do not answer says 'Not found in your
// documents'. With an AI provider (a local server speaking the OpenAI streaming protocol) the checked sentences
// appear while the model writes, a sentence with an invented citation is left out with a notice. When the real
// papers of ../shared/eval/real are there, a PDF's figure is answered and opened at its page. Axe on every state,
// screenshots in both themes.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerResponse } from "../contract/answers.ts";
import {
  lastUserText,
  modelReply,
  startFakeLlmServer,
  streamReply,
  type FakeLlmServer,
  type RecordedRequest,
} from "../server/pipeline/llm/testing/fake-llm-server.ts";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { addNotes, graphNotes } from "./support/graph-notes.ts";
import { visible, waitForPath } from "./support/page.ts";
import { repoRoot } from "./support/paths.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

const realDir = join(repoRoot, "..", "shared", "eval", "real");
const realPapers = existsSync(join(realDir, "pdfs.jsonl"));

const main = (page: Page) => page.getByRole("main");
const panel = (page: Page) => main(page).getByTestId("answer-panel");

async function ask(page: Page, question: string): Promise<void> {
  await page.goto(`/search?q=${encodeURIComponent(question)}`);
}

/** Waits until the answer panel shows a finished answer (or 'not found'). */
async function finished(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector("[data-testid=answer-panel]")?.getAttribute("aria-busy") === "false",
  );
}

describe("answers (offline)", () => {
  let server: RunningServer;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await openApp());
    await signUp(page, newAccount("Hermann", "Ebbinghaus"));
    await addNotes(page, graphNotes);
  });
  afterAll(async () => {
    await closeApp(browser, server);
  });

  it("answers above the results with a sentence quoted from the notes and its numbered source", async () => {
    await ask(page, "What is spaced repetition?");
    await finished(page);
    const sentence = await visible(panel(page).getByTestId("answer-sentence").first());
    expect(await sentence.textContent()).toBe(
      "Spaced repetition is a learning technique that reviews material at increasing intervals.[1]",
    );
    expect(await panel(page).getByTestId("answer-source").first().textContent()).toContain("Learning and memory");
    await visible(main(page).getByTestId("search-result").first());
    expect(await main(page).getByTestId("result-count").textContent()).toMatch(/^Found \d+ result\(s\)$/);
    await snapshot(page, "answer-quoted");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens a source at the quoted words, marked and scrolled into view", async () => {
    await panel(page).getByTestId("answer-citation").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/documents/") && url.searchParams.has("from"));
    await visible(pageHeading(page, "Learning and memory"));
    const highlight = await visible(main(page).getByTestId("content-highlight"));
    expect(await highlight.textContent()).toBe(
      "Spaced repetition is a learning technique that reviews material at increasing intervals.",
    );
    const [box, mark] = [await main(page).getByTestId("document-content").boundingBox(), await highlight.boundingBox()];
    expect(mark!.y).toBeGreaterThanOrEqual(box!.y - 1);
    expect(mark!.y).toBeLessThan(box!.y + box!.height);
    await page.goBack();
    await waitForPath(page, "/search");
    await visible(panel(page).getByTestId("answer-sentence").first());
  });

  it("says 'Not found in your documents' when the notes do not answer, results still listed", async () => {
    await ask(page, "How many parameters does GPT-3 have?");
    await finished(page);
    await visible(panel(page).getByText("Not found in your documents"));
    expect(await panel(page).getByTestId("answer-sentence").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await startInTheme(page, "dark");
    await finished(page);
    await snapshot(page, "answer-not-found");
    await ask(page, "What is entropy?");
    await finished(page);
    await visible(panel(page).getByTestId("answer-sentence").first());
    await snapshot(page, "answer-quoted");
    expect(await axeViolations(page)).toEqual([]);
    await startInTheme(page, "light");
  });

  it.runIf(realPapers)("answers a figure from a real PDF and opens it at the page", async () => {
    const pdfs = readFileSync(join(realDir, "pdfs.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { file: string; fileName: string });
    const paper = pdfs.find((p) => p.file.includes("Attention_is_all_you_need"))!;
    const upload = await page.request.post("/api/documents/upload", {
      multipart: {
        file: { name: paper.fileName, mimeType: "application/pdf", buffer: readFileSync(join(realDir, paper.file)) },
      },
    });
    expect(upload.status()).toBe(201);
    const id = ((await upload.json()) as { id: string }).id;
    await addNotes(page, []);
    await ask(page, "What BLEU score did the big Transformer reach on the WMT 2014 English-to-German task?");
    await finished(page);
    const text = await panel(page).getByTestId("answer-text").textContent();
    expect(text).toContain("28.4");
    await snapshot(page, "answer-pdf");
    await panel(page).getByTestId("answer-citation").first().click();
    await page.waitForURL((url) => url.pathname === `/documents/${id}`);
    const highlight = await visible(main(page).getByTestId("content-highlight"));
    expect(await highlight.textContent()).toMatch(/BLEU/);
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});

describe("answers with an AI provider", () => {
  let fake: FakeLlmServer;
  let server: RunningServer;
  let browser: BrowserSession;
  let page: Page;

  /** The model: cites the passage with the definition twice, slowly, and once invents a citation. */
  const model = (request: RecordedRequest) => {
    const prompt = lastUserText(request);
    const passage = [...prompt.matchAll(/^\[(\d+)\] [^\n]*\n([\s\S]*?)(?=\n\n\[\d+\] |\n<\/untrusted-)/gm)].find((m) =>
      m[2]!.includes("increasing intervals"),
    );
    const n = Number(passage?.[1] ?? 1);
    const line = (sentence: string, quote: string, at = n) =>
      `${JSON.stringify({ sentence, citations: [{ passage: at, quote }] })}\n`;
    return streamReply(
      "openai",
      [
        line("Spaced repetition reviews material at increasing intervals.", "reviews material at increasing intervals"),
        line("It was invented in 1932 by Cecil Mace.", "invented in 1932 by Cecil Mace"),
        line("It improves long-term memory.", "Spaced repetition improves long-term memory"),
      ],
      1500,
    );
  };

  beforeAll(async () => {
    fake = await startFakeLlmServer((request) =>
      (request.body as { stream?: boolean }).stream
        ? model(request)
        : modelReply("openai", JSON.stringify({ concepts: [], relationships: [] })),
    );
    ({ server, browser, page } = await openApp({
      env: { MNEMO_LLM_PROVIDER: "openai", MNEMO_LLM_BASE_URL: `${fake.url}/v1`, MNEMO_LLM_MODEL: "test-model" },
    }));
    await signUp(page, newAccount("Cecil", "Mace"));
    await addNotes(page, graphNotes.slice(0, 1));
  });
  afterAll(async () => {
    await closeApp(browser, server);
    await fake?.close();
  });

  it("shows each checked sentence while the model writes, leaves out the invented one and says so", async () => {
    await ask(page, "What is spaced repetition?");
    const first = await visible(panel(page).getByTestId("answer-sentence").first());
    expect(await first.textContent()).toBe("Spaced repetition reviews material at increasing intervals.[1]");
    expect(await panel(page).getAttribute("aria-busy")).toBe("true");
    await snapshot(page, "answer-ai-streaming");
    await finished(page);
    const sentences = await panel(page).getByTestId("answer-sentence").allTextContents();
    expect(sentences).toEqual([
      "Spaced repetition reviews material at increasing intervals.[1]",
      " It improves long-term memory.[2]",
    ]);
    expect(await panel(page).getByTestId("answer-notice").textContent()).toBe(
      "One sentence of the AI answer was left out: its citation was not found in your documents.",
    );
    expect(await panel(page).getByText("AI, checked against your documents").count()).toBe(1);
    const api = (await (
      await page.request.post("/api/answer", { data: { question: "What is spaced repetition?" } })
    ).json()) as AnswerResponse;
    expect(api.mode).toBe("ai");
    await snapshot(page, "answer-ai");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
