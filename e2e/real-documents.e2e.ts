// Real papers and a real Obsidian vault, uploaded in the browser as a new user would (issue "Read real documents as
// a careful reader does", point 9): five research-paper PDFs and the vault's notes through the Upload page's file
// chooser, then the document pages, the graph, analytics and the timeline are read and photographed. The material
// lives in the evaluation folder next to the repository (../shared/eval/real); without it the suite is skipped.
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeApp, openApp } from "./support/app.ts";
import type { BrowserSession } from "./support/browser.ts";
import { uploadInBrowser, visible } from "./support/page.ts";
import { repoRoot } from "./support/paths.ts";
import type { RunningServer } from "./support/server.ts";
import type { ConceptList } from "../contract/concept-changes.ts";
import { newAccount, pageHeading, signUp, snapshot } from "./support/shell.ts";

const realDir = join(repoRoot, "..", "shared", "eval", "real");
const available = existsSync(join(realDir, "pdfs.jsonl")) && existsSync(join(realDir, "vault-zettelkasten.jsonl"));

const papers = [
  "Attention_is_all_you_need",
  "GAN",
  "1810.04805",
  "1512.03385",
  "word2vec_Parameter_Learning_Explained",
];

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let folder: string;
const uploads: string[] = [];

beforeAll(async () => {
  if (!available) return;
  folder = await mkdtemp(join(tmpdir(), "mnemo-e2e-real-"));
  const pdfs = readFileSync(join(realDir, "pdfs.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { file: string; fileName: string });
  for (const name of papers) {
    const record = pdfs.find((p) => p.file.includes(name))!;
    const path = join(folder, "papers", record.fileName);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, readFileSync(join(realDir, record.file)));
    uploads.push(path);
  }
  for (const line of readFileSync(join(realDir, "vault-zettelkasten.jsonl"), "utf8").split("\n").filter(Boolean)) {
    const note = JSON.parse(line) as { id: string; fileName: string; text: string };
    const path = join(folder, "vault", note.id.replace(/\//g, "__"));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, note.text);
    uploads.push(path);
  }
  ({ server, browser, page } = await openApp());
}, 120_000);

afterAll(async () => {
  await closeApp(browser, server);
  if (folder) await rm(folder, { recursive: true, force: true });
});

const main = () => page.getByRole("main");
const card = (title: string) =>
  main()
    .getByTestId("document-card")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });

async function openDocument(title: string): Promise<string[]> {
  await page.goto("/documents");
  await card(title).getByRole("link", { name: title, exact: true }).click();
  await visible(page.getByRole("heading", { level: 1, name: title }));
  await visible(main().getByTestId("document-content"));
  return main().getByTestId("concept").locator("h3").allTextContents();
}

describe.skipIf(!available)("real papers and a real vault, as a user sees them", () => {
  it("uploads five PDFs and the vault's notes in the browser and waits until every one is ready", async () => {
    await signUp(page, newAccount("Rosalind", "Franklin"));
    await uploadInBrowser(page, uploads, 600_000);
    await snapshot(page, "real-documents");
  }, 660_000);

  it("names each paper by its own title and lists its headline concepts first, with no bibliographic junk", async () => {
    const concepts = await openDocument("Attention Is All You Need");
    const first = concepts.slice(0, 20).map((c) => c.toLowerCase());
    expect(first).toEqual(expect.arrayContaining(["self-attention", "transformer"]));
    expect(first.some((c) => /arxiv|preprint|proceedings|@|\w- \w/.test(c))).toBe(false);
    const content = (await main().getByTestId("document-content").textContent()) ?? "";
    expect(content).not.toContain("arXiv:1706.03762");
    await snapshot(page, "real-attention-paper");
    await page.goto("/documents");
    for (const title of [
      "Generative Adversarial Nets",
      "BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding",
      "Deep Residual Learning for Image Recognition",
    ]) {
      await visible(card(title));
    }
    const gan = (await openDocument("Generative Adversarial Nets")).slice(0, 20).map((c) => c.toLowerCase());
    expect(gan).toEqual(expect.arrayContaining(["generative model", "discriminative model"]));
    expect(
      ((await main().getByTestId("document-content").textContent()) ?? "").includes("Département d’informatique"),
    ).toBe(true);
    await snapshot(page, "real-gan-paper");
  });

  it("shows a note by its title, without front matter, its own concept first", async () => {
    const concepts = await openDocument("FN1 - fibronectin 1");
    expect(concepts[0]).toBe("FN1");
    const content = (await main().getByTestId("document-content").textContent()) ?? "";
    expect(content).not.toMatch(/cssclass|publish: true|_durability/);
    expect(concepts.some((c) => /cssclass|fleeting|aliases|durability/i.test(c))).toBe(false);
    await snapshot(page, "real-vault-note");
  });

  it("draws the graph, analytics and the timeline from it", async () => {
    await page.goto("/graph");
    await visible(pageHeading(page, "Knowledge Graph"));
    await page.waitForTimeout(3000);
    await snapshot(page, "real-graph");
    await page.goto("/analytics");
    await visible(pageHeading(page, "Graph Analytics"));
    const central = (await main().getByTestId("card-central").textContent()) ?? "";
    expect(central).not.toMatch(/fleeting|aliases|cssclass/i);
    await snapshot(page, "real-analytics", { fullPage: true });
    await page.goto("/timeline");
    await visible(pageHeading(page, "Concept Timeline"));
    await snapshot(page, "real-timeline");
  });

  it("lets the user split a name out of a concept of the vault and undo it, on the concepts page and the panel", async () => {
    const list = (await (await page.request.get("/api/concepts?limit=200")).json()) as ConceptList;
    const merged = list.items.find((c) => c.aliases.length > 0 && c.documentCount > 0)!;
    expect(merged, "a concept of the papers and notes with another name").toBeTruthy();
    await page.goto("/concepts");
    await visible(pageHeading(page, "Concepts"));
    await snapshot(page, "real-concepts", { fullPage: true });

    const alias = merged.aliases[0]!;
    await page.goto(`/graph?concept=${merged.id}`);
    const panel = page.getByRole("complementary", { name: "Concept details" });
    await visible(panel.getByRole("heading", { name: merged.name }));
    await panel.getByRole("button", { name: `Split out “${alias}”` }).click();
    const toast = page.locator('[role="region"][aria-label^="Notifications"] li');
    await visible(toast.filter({ hasText: "Concept split" }));
    await snapshot(page, "real-concept-split");
    const after = (await (await page.request.get(`/api/concepts/${merged.id}`)).json()) as { aliases: string[] };
    expect(after.aliases).not.toContain(alias);

    await page.goto("/concepts");
    const change = main()
      .getByTestId("concept-change")
      .filter({ hasText: `Split "${alias}" out of` });
    await visible(change);
    await change.getByRole("button", { name: "Undo" }).click();
    await visible(toast.filter({ hasText: "Change undone" }));
    const undone = (await (await page.request.get(`/api/concepts/${merged.id}`)).json()) as { aliases: string[] };
    expect(undone.aliases).toContain(alias);
  });
});
