// `npm run look -- reader`: a look, not a test. PDFs of three fields and 30 notes of a tropical-ecology vault
// (../shared/eval/domains/) uploaded through the Upload page's file chooser, then every screen read as a reader would:
// each document page's title and the concepts it lists first (category, definition or naming sentence), the
// timeline, the contradictions and one question per field on the search page. Prints what the browser shows;
// screenshots go to the e2e artifacts.
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, it } from "vitest";
import { closeApp, openApp } from "../../e2e/support/app.ts";
import type { BrowserSession } from "../../e2e/support/browser.ts";
import { uploadInBrowser } from "../../e2e/support/page.ts";
import type { RunningServer } from "../../e2e/support/server.ts";
import { newAccount, signUp, snapshot } from "../../e2e/support/shell.ts";
import { domainRecords, domainsDir } from "./domains.ts";

/** Two papers of each of three fields, by a part of their file name. */
const wanted = ["Dell_Temperature", "Autor_The_China", "takatori", "vigolo-stone", "rothman_greenland", "Jamieson"];
const questions = [
  "How does temperature affect economic growth in poor countries?",
  "What is the swim pressure of active particles?",
  "What is a sufficient cause?",
  "What drives the regrowth of secondary forests?",
];

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "mnemo-look-reader-"));
  ({ server, browser, page } = await openApp());
});
afterAll(async () => {
  await closeApp(browser, server);
  await rm(folder, { recursive: true, force: true });
});

const main = () => page.getByRole("main");
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

async function uploadFiles(): Promise<number> {
  const files: string[] = [];
  const pdfs = domainRecords<{ file: string; fileName: string }>("pdfs.jsonl");
  for (const part of wanted) {
    const pdf = pdfs.find((p) => p.file.includes(part))!;
    files.push(join(folder, pdf.fileName));
    await writeFile(files.at(-1)!, readFileSync(join(domainsDir, pdf.file)));
  }
  await mkdir(join(folder, "vault"));
  for (const note of domainRecords<{ fileName: string; text: string }>("vault-anazonia-moon-notes.jsonl").slice(
    0,
    30,
  )) {
    files.push(join(folder, "vault", note.fileName.replace(/\//g, "__")));
    await writeFile(files.at(-1)!, note.text);
  }
  await uploadInBrowser(page, files, 1_500_000);
  return files.length;
}

async function printDocumentPage(href: string, shots: boolean): Promise<void> {
  await page.goto(href);
  await main().getByTestId("document-content").waitFor();
  const concepts = main().getByTestId("concept");
  await concepts
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  console.log(`\n##### ${squash(await main().locator("h1").first().textContent())}  (${href})`);
  const count = Math.min(20, await concepts.count());
  for (let i = 0; i < count; i++) {
    const item = concepts.nth(i);
    const name = squash(await item.locator("h3").textContent());
    const rest = squash(await item.textContent()).slice(name.length, name.length + 130);
    console.log(`${i + 1}. ${name} — ${rest}`);
  }
  if (shots) await snapshot(page, `look-reader-${href.split("/").pop()}`, { fullPage: true });
}

it("shows what a reader of three fields and an ecology vault sees on every screen", async () => {
  await signUp(page, newAccount("Field", "Reader"));
  const total = await uploadFiles();
  console.log(`${total} documents ready`);
  const documents = (await (await page.request.get("/api/documents")).json()) as { id: string; type: string }[];
  const pdfs = documents.filter((d) => d.type === "pdf");
  const notes = documents.filter((d) => d.type !== "pdf").filter((_, i) => i % 5 === 0);
  for (const d of pdfs) await printDocumentPage(`/documents/${d.id}`, true);
  for (const d of notes) await printDocumentPage(`/documents/${d.id}`, false);
  await page.goto("/timeline");
  await page.waitForTimeout(2000);
  const entries = await page.locator("[data-testid=timeline-entry], [data-testid=timeline-run]").allTextContents();
  console.log(`\n##### TIMELINE (${entries.length})`);
  for (const e of entries.slice(0, 15)) console.log(`- ${squash(e).slice(0, 200)}`);
  await page.goto("/contradictions");
  await page.waitForTimeout(2000);
  const contradictions = await main().getByTestId("contradiction").allTextContents();
  console.log(`\n##### CONTRADICTIONS (${contradictions.length})`);
  for (const c of contradictions.slice(0, 10)) console.log(`- ${squash(c).slice(0, 500)}`);
  for (const question of questions) {
    await page.goto(`/search?q=${encodeURIComponent(question)}`);
    const panel = main().getByTestId("answer-panel");
    await panel.waitFor();
    await page.waitForTimeout(4000);
    console.log(`\n##### Q: ${question}\n${squash(await panel.textContent()).slice(0, 1200)}`);
    const results = await main().getByTestId("search-result").allTextContents();
    for (const r of results.slice(0, 3)) console.log(`  result: ${squash(r).slice(0, 200)}`);
    await snapshot(page, `look-reader-answer-${questions.indexOf(question)}`);
  }
}, 1_800_000);
