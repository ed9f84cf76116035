// Documents end to end (issue 4 point 7, issue 5 point 8) in a real browser against the real server: upload a real
// PDF, a Markdown and a text file through the file chooser (they start at once) and write a note; all appear and
// show their status live until ready; the detail page shows the concepts and, on demand, their passages marked in the content; delete one;
// a project narrows the lists and the counts. Screenshots in both themes; axe on every screen.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { visible, waitForPath } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let fixtures: string;
const files = { pdf: "", md: "", txt: "", csv: "", brokenPdf: "" };

const pdfPages = [
  [
    "Memory consolidation",
    "Memory consolidation is the process by which the brain stabilises a memory trace after learning.",
    "Sleep supports memory consolidation, and the hippocampus replays recent experiences during slow-wave sleep.",
    "Systems consolidation theory holds that memories move from the hippocampus to the neocortex over time.",
  ],
  [
    "Retrieval practice",
    "Retrieval practice is a learning technique in which learners recall information from memory.",
    "The testing effect shows that retrieval practice strengthens long-term retention more than rereading.",
    "Memory consolidation and retrieval practice together explain why spaced study works so well.",
  ],
];

async function makePdf(path: string): Promise<void> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pdfPages) {
    const p = pdf.addPage([595, 842]);
    lines.forEach((line, i) => p.drawText(line, { x: 50, y: 780 - i * 24, size: i === 0 ? 18 : 11, font }));
  }
  await writeFile(path, await pdf.save());
}

beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), "mnemo-e2e-docs-"));
  Object.assign(files, {
    pdf: join(fixtures, "Memory consolidation.pdf"),
    md: join(fixtures, "spaced-repetition.md"),
    txt: join(fixtures, "forgetting-curve.txt"),
    csv: join(fixtures, "table.csv"),
    brokenPdf: join(fixtures, "broken.pdf"),
  });
  await makePdf(files.pdf);
  await writeFile(
    files.md,
    "# Spaced repetition\n\nSpaced repetition is a learning technique that schedules reviews at increasing intervals. " +
      "Active recall improves long-term memory, and spaced repetition builds on active recall. " +
      "The testing effect is the finding that retrieval practice strengthens memory more than rereading.\n",
  );
  await writeFile(
    files.txt,
    "The forgetting curve describes how memory retention declines over time when there is no attempt to retain it. " +
      "Hermann Ebbinghaus measured the forgetting curve with nonsense syllables. Spaced repetition flattens the forgetting curve.\n",
  );
  await writeFile(files.csv, "a,b\n1,2\n");
  await writeFile(files.brokenPdf, "this is not a PDF at all");
  ({ server, browser, page } = await openApp());
});

afterAll(async () => {
  await closeApp(browser, server);
  if (fixtures) await rm(fixtures, { recursive: true, force: true });
});

const main = () => page.getByRole("main");
const toast = () => page.locator('[role="region"][aria-label^="Notifications"] li');
const cards = () => main().getByTestId("document-card");
const card = (title: string) => cards().filter({ has: page.getByRole("link", { name: title, exact: true }) });
const stat = (key: string) => page.getByTestId(`stat-${key}`);
const projects = () => page.getByTestId("sidebar").getByRole("list", { name: "Projects" });

/** Picks files through the browser's file chooser, opened by clicking the drop zone. */
async function chooseFiles(paths: string[]): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await main().getByRole("button", { name: "Choose files to upload" }).click();
  await (await chooser).setFiles(paths);
}

/** Waits until no card shows a queued/processing status (the live stream updates them without a reload). */
async function waitUntilAllReady(): Promise<void> {
  await page.waitForFunction(
    () => {
      const cardsNow = document.querySelectorAll('[data-testid="document-card"]');
      return cardsNow.length > 0 && [...cardsNow].every((c) => !c.querySelector('[data-testid="status-chip"]'));
    },
    undefined,
    { timeout: 60_000 },
  );
}

async function waitForStat(key: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([k, v]) => document.querySelector(`[data-testid="stat-${k}"]`)?.textContent === v,
    [key, value] as const,
    { timeout: 30_000 },
  );
}

describe("documents", () => {
  it("starts empty: the home empty state, zero counts, no accessibility violations", async () => {
    await signUp(page, newAccount("Ada", "Lovelace"));
    await visible(main().getByRole("heading", { name: "Start Building Your Knowledge Base" }));
    await visible(main().getByRole("heading", { name: "Upload Content" }));
    expect(await stat("documentCount").textContent()).toBe("0");
    expect(await main().getByRole("heading", { name: "Recent Documents" }).count()).toBe(0);
    await snapshot(page, "home-empty");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("uploads a PDF, a Markdown and a text file as soon as they are chosen, refusing other types", async () => {
    await page.goto("/upload");
    await visible(pageHeading(page, "Upload Document"));
    await visible(main().getByText("PDF, TXT, MD, DOCX, HTML, EPUB files supported"));
    expect(await axeViolations(page)).toEqual([]);

    const stream = page.waitForRequest((r) => r.url().includes("/api/documents/events?ids="), { timeout: 30_000 });
    await chooseFiles([files.pdf, files.md, files.txt, files.csv]);
    await visible(
      main()
        .getByRole("alert")
        .getByText(
          "File type must be PDF (.pdf), text (.txt), Markdown (.md), Word (.docx), web page (.html) or EPUB (.epub)",
        ),
    );
    // No second click: the three accepted files are sent at once.
    await visible(toast().filter({ hasText: "Document uploaded" }));
    expect(await toast().textContent()).toContain("3 documents are saved.");
    expect(await toast().getByRole("link", { name: "View documents" }).getAttribute("href")).toBe("/documents");
    expect(await main().getByTestId("pending-file").count()).toBe(0);
    await visible(main().getByTestId("upload-progress").getByText("3 files uploaded"));
    await snapshot(page, "upload-done");
    await stream;
    await waitForPath(page, "/documents");
    await visible(pageHeading(page, "Documents"));
    await visible(card("Memory consolidation"));
    await visible(card("Spaced repetition"));
    await visible(card("forgetting-curve"));
  });

  it("writes a note: Save Note waits for a title and content, then the form clears", async () => {
    await page.goto("/upload");
    await main().getByRole("tab", { name: "Write Note" }).click();
    const save = main().getByRole("button", { name: "Save Note" });
    expect(await save.isDisabled()).toBe(true);
    await main().getByLabel("Title").fill("Interleaving");
    await main().getByLabel("Content").fill("   ");
    expect(await save.isDisabled()).toBe(true);
    await main()
      .getByLabel("Content")
      .fill(
        "Interleaving is a study method that mixes different topics in one session. Interleaving improves transfer of learning.",
      );
    expect(await save.isDisabled()).toBe(false);
    await snapshot(page, "upload-note");
    await save.click();
    await visible(toast().filter({ hasText: '"Interleaving" is saved.' }));
    expect(await toast().getByRole("link", { name: "Open note" }).getAttribute("href")).toMatch(
      /^\/documents\/[0-9a-f-]{36}$/,
    );
    await waitForPath(page, "/documents");
    await visible(card("Interleaving"));
  });

  it("lists all four with type badges and live status until every one is ready", async () => {
    expect(await cards().count()).toBe(4);
    await waitUntilAllReady();
    expect(await card("Memory consolidation").locator("[data-type]").textContent()).toBe("PDF");
    expect(await card("Interleaving").locator("[data-type]").textContent()).toBe("Note");
    expect(await card("Spaced repetition").locator("[data-type]").textContent()).toBe("Markdown");
    expect(await card("forgetting-curve").getByTestId("document-preview").textContent()).toContain(
      "The forgetting curve describes",
    );
    await snapshot(page, "documents");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("filters by title or content, ignoring case, with the search empty state", async () => {
    const search = main().getByPlaceholder("Search documents...");
    await search.fill("EBBINGHAUS");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="document-card"]').length === 1);
    await visible(card("forgetting-curve"));
    await search.fill("interleav");
    await visible(card("Interleaving"));
    expect(await cards().count()).toBe(1);
    await search.fill("no such words anywhere");
    await visible(main().getByRole("heading", { name: "No documents found" }));
    await visible(main().getByText("Try a different search term"));
    await snapshot(page, "documents-no-match");
    await search.fill("");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="document-card"]').length === 4);
  });

  it("opens a document: concepts with categories, passages on demand, a passage marked in the content", async () => {
    await card("Spaced repetition").getByRole("link", { name: "Spaced repetition" }).click();
    await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/);
    await visible(pageHeading(page, "Spaced repetition"));
    expect(await main().getByTestId("document-status").getAttribute("data-status")).toBe("ready");
    await visible(main().getByRole("link", { name: /Download original/ }));
    const concepts = main().getByTestId("concept");
    await visible(concepts.first());
    expect(await concepts.count()).toBeGreaterThan(2);
    expect(await concepts.first().getByRole("heading").textContent()).toBe("spaced repetition");
    await visible(concepts.first().locator("[data-category]"));
    await concepts
      .first()
      .getByRole("button", { name: /Show passages/ })
      .click();
    const passage = concepts.first().getByTestId("passage").first();
    await visible(passage);
    expect((await passage.locator("mark").textContent())?.toLowerCase()).toBe("spaced repetition");
    await passage.click();
    const highlight = main().getByTestId("document-content").getByTestId("content-highlight");
    await visible(highlight);
    expect((await highlight.textContent())?.toLowerCase()).toBe("spaced repetition");
    await snapshot(page, "document-detail");
    expect(await axeViolations(page)).toEqual([]);
    await main().getByRole("link", { name: "Back to Documents" }).click();
    await waitForPath(page, "/documents");
  });

  it("shows a PDF's pages: page labels in the content and the page of each passage", async () => {
    await card("Memory consolidation").getByRole("link", { name: "Memory consolidation" }).click();
    await visible(pageHeading(page, "Memory consolidation"));
    await visible(main().getByText("2 pages"));
    const content = main().getByTestId("document-content");
    await visible(content.getByText("Page 2", { exact: true }));
    const concept = main()
      .getByTestId("concept")
      .filter({ has: page.getByRole("heading", { name: "memory consolidation", exact: true }) });
    await concept.getByRole("button", { name: /Show passages/ }).click();
    const passages = concept.getByTestId("passage");
    await visible(passages.first());
    expect(await passages.first().textContent()).toMatch(/^Page \d/);
    await passages.last().click();
    await visible(content.getByTestId("content-highlight"));
    await snapshot(page, "document-detail-pdf");
  });

  it("deletes a document after the exact confirmation, then refreshes the list and counts", async () => {
    await page.goto("/");
    await waitForStat("documentCount", "4");
    const recent = await visible(main().getByRole("list", { name: "Recent documents" }));
    expect(await recent.getByRole("listitem").count()).toBe(3);
    expect(await main().getByRole("link", { name: "View all" }).getAttribute("href")).toBe("/documents");
    expect(Number(await stat("conceptCount").textContent())).toBeGreaterThan(0);
    await snapshot(page, "home-documents");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/documents");
    await card("forgetting-curve").getByRole("button", { name: 'Delete "forgetting-curve"' }).click();
    const dialog = page.getByRole("alertdialog");
    await visible(dialog);
    expect(await dialog.textContent()).toContain('Are you sure you want to delete "forgetting-curve"?');
    await snapshot(page, "delete-confirm");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await visible(toast().filter({ hasText: "Document deleted" }));
    expect(await toast().textContent()).toContain('"forgetting-curve" has been removed.');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="document-card"]').length === 3);
    await page.goto("/");
    await waitForStat("documentCount", "3");
  });

  it("reports a failed upload with the server's message, keeps the file with its reason until removed", async () => {
    await page.goto("/upload");
    await chooseFiles([files.brokenPdf]);
    await visible(toast().filter({ hasText: "Upload failed" }));
    expect(await toast().textContent()).toMatch(/PDF/);
    const failed = main().getByTestId("pending-file");
    expect(await failed.count()).toBe(1);
    expect(await failed.getAttribute("data-state")).toBe("failed");
    expect(await failed.textContent()).toMatch(/PDF/);
    await visible(main().getByRole("button", { name: "Upload 1 file(s)" }));
    await main().getByRole("button", { name: "Remove broken.pdf" }).click();
    expect(await failed.count()).toBe(0);
    await waitForPath(page, "/upload");
  });

  it("narrows lists and counts to a new project; Home confirms when processing is done", async () => {
    await page.goto("/");
    await page.getByTestId("sidebar").getByRole("button", { name: "Create New Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Project" });
    await dialog.getByPlaceholder("My Research Project").fill("Sleep research");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await visible(projects().getByRole("button", { name: "Sleep research", pressed: true }));
    await waitForStat("documentCount", "0");
    await visible(main().getByRole("heading", { name: "Start Building Your Knowledge Base" }));
    await visible(main().getByText("Sleep research", { exact: true }));

    await chooseFiles([files.txt]);
    await visible(toast().filter({ hasText: "Document uploaded successfully" }));
    expect(await toast().textContent()).toContain("Your document has been processed and concepts have been extracted.");
    await waitForStat("documentCount", "1");
    await visible(main().getByRole("list", { name: "Recent documents" }).getByText("forgetting-curve"));
    await snapshot(page, "home-project");

    await page.getByRole("navigation", { name: "Navigation" }).getByRole("link", { name: "Documents" }).click();
    await waitForPath(page, "/documents");
    await visible(card("forgetting-curve"));
    expect(await cards().count()).toBe(1);

    await projects().getByRole("button", { name: "All Documents" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="document-card"]').length === 4);
    await page.goto("/");
    await waitForStat("documentCount", "4");
  });

  it("looks right in the dark theme, without accessibility violations", async () => {
    await startInTheme(page, "dark");
    await visible(pageHeading(page, "Home"));
    await waitForStat("documentCount", "4");
    await snapshot(page, "home-documents");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/documents");
    await waitUntilAllReady();
    await snapshot(page, "documents");
    expect(await axeViolations(page)).toEqual([]);
    await card("Spaced repetition").getByRole("link", { name: "Spaced repetition" }).click();
    const concept = main().getByTestId("concept").first();
    await concept.getByRole("button", { name: /Show passages/ }).click();
    await concept.getByTestId("passage").first().click();
    await visible(main().getByTestId("content-highlight"));
    await snapshot(page, "document-detail");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/upload");
    await chooseFiles([files.csv]);
    await visible(
      main()
        .getByRole("alert")
        .getByText(
          "File type must be PDF (.pdf), text (.txt), Markdown (.md), Word (.docx), web page (.html) or EPUB (.epub)",
        ),
    );
    await snapshot(page, "upload-rejected");
    expect(await axeViolations(page)).toEqual([]);
    await startInTheme(page, "light");
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
