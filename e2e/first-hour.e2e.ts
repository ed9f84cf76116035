// The first hour of a new user (issue "The first hour of a new user"), in a real browser against the real server:
// the landing page and its two ways in, the theme following the system, the first-visit welcome, uploads that start
// at once with one summary, cards with their status, the document page set as a document, the timeline's folded
// imports and filters, the graph's opening view, and every page in both themes and at 390 px: axe finds no
// violation, nothing overflows sideways. Screenshots go to e2e/screenshots.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { subjectCount, writePaperPdf, writeSubjectNotes } from "./support/first-hour-notes.ts";
import { cameraAtRest } from "./support/graph.ts";
import { visible, waitForPath } from "./support/page.ts";
import { screenshotPath } from "./support/paths.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, snapshot, submitSignUp } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let folder: string;
let notes: string[] = [];
let paper = "";
const account = newAccount("Grace", "Hopper");

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "mnemo-e2e-first-hour-"));
  notes = await writeSubjectNotes(folder);
  paper = join(folder, "sleep-and-memory.pdf");
  await writePaperPdf(paper);
  await writeFile(join(folder, "table.csv"), "a,b\n1,2\n");
  ({ server, browser, page } = await openApp());
});

afterAll(async () => {
  await closeApp(browser, server);
  if (folder) await rm(folder, { recursive: true, force: true });
});

const main = () => page.getByRole("main");
const toast = () => page.locator('[role="region"][aria-label^="Notifications"] li');
const cards = () => main().getByTestId("document-card");
const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

async function chooseFiles(paths: string[]): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await main().getByRole("button", { name: "Choose files to upload" }).click();
  await (await chooser).setFiles(paths);
}

/** Waits for a page to be loaded enough to judge: its h1, and no loading status left in the main area. */
async function openPage(path: string): Promise<void> {
  await page.goto(path);
  await page.locator("h1").first().waitFor();
  await page.waitForFunction(
    () => ![...document.querySelectorAll("main [role=status]")].some((s) => /Loading/.test(s.textContent ?? "")),
    undefined,
    { timeout: 30_000 },
  );
}

describe("a new user's first hour", () => {
  it("lands on a page with 'Get started' beside the sign-in link and honest copy on what runs offline", async () => {
    await page.goto("/");
    const hero = main();
    const getStarted = hero.getByRole("link", { name: "Get started" });
    await visible(getStarted);
    expect(await getStarted.getAttribute("href")).toBe("/sign-up");
    expect(await hero.getByRole("link", { name: /^Sign in with / }).getAttribute("href")).toBe("/api/login");
    await visible(hero.getByRole("heading", { name: "Runs offline, with no account anywhere else" }));
    await visible(hero.getByRole("heading", { name: "Optional: connect an AI provider" }));
    expect(await page.getByText(/on-device language models/).count()).toBe(0);
    expect(await page.getByText("Other social providers and e-mail sign-in are also supported.").count()).toBe(0);
    await visible(hero.getByText("Built for students, researchers, and knowledge workers"));
  });

  it("follows the system's colour scheme until the user chooses, on the landing and sign-in screens", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    expect(await isDark()).toBe(true);
    await snapshot(page, "first-landing", { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    await snapshot(page, "first-landing", { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    // A choice wins over the system from then on, across reloads.
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    expect(await isDark()).toBe(true);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.evaluate(() => localStorage.removeItem("theme"));

    await page.goto("/sign-in");
    await visible(page.getByRole("heading", { level: 1, name: "Sign in to Mnemo" }));
    expect(await page.title()).toBe("Sign in · Mnemo");
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.reload();
      await visible(page.getByRole("heading", { level: 1, name: "Sign in to Mnemo" }));
      await snapshot(page, "first-sign-in");
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: "light" });
  });

  it("creates the account from 'Get started' on a screen that names itself, then says 'Welcome', later 'Welcome back'", async () => {
    await page.goto("/");
    await main().getByRole("link", { name: "Get started" }).click();
    await waitForPath(page, "/sign-up");
    await visible(page.getByRole("heading", { level: 1, name: "Create your Mnemo account" }));
    expect(await page.title()).toBe("Create account · Mnemo");
    await snapshot(page, "first-sign-up");
    expect(await axeViolations(page)).toEqual([]);
    await submitSignUp(page, account);
    await waitForPath(page, "/");
    await visible(pageHeading(page, "Home"));
    await visible(main().getByText(`Welcome, ${account.firstName}. Add your first document`, { exact: false }));
    await visible(main().getByRole("heading", { name: "Start Building Your Knowledge Base" }));
    await snapshot(page, "first-home-welcome");
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await visible(main().getByText(`Welcome back, ${account.firstName}.`, { exact: false }));
  });

  it("uploads chosen files at once: one summary for the batch, the file list folded, a link in the toast", async () => {
    await page.goto("/upload");
    await visible(pageHeading(page, "Upload Document"));
    // Each upload is sent a little later than it would be, so the batch can be seen while it runs.
    await page.route("**/api/documents/upload", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await chooseFiles([...notes, paper, join(folder, "table.csv")]);
    const total = subjectCount + 1;
    await visible(
      main()
        .getByRole("alert")
        .getByText(
          "File type must be PDF (.pdf), text (.txt), Markdown (.md), Word (.docx), web page (.html) or EPUB (.epub)",
        ),
    );
    const summary = main().getByTestId("upload-progress");
    await visible(summary.getByText(new RegExp(`Uploading: \\d+ of ${total} files done`)));
    const showFiles = main().getByRole("button", { name: `Show files (${total})` });
    await visible(showFiles);
    expect(await showFiles.getAttribute("aria-expanded")).toBe("false");
    expect(await main().getByTestId("pending-file").count()).toBe(0);
    await visible(main().getByRole("progressbar", { name: "Upload progress" }));
    await visible(main().getByRole("button", { name: "Processing..." }));
    await showFiles.click();
    expect(await main().getByTestId("pending-file").count()).toBeGreaterThan(0);
    // Three at a time.
    expect(await main().locator('[data-testid="pending-file"][data-state="uploading"]').count()).toBeLessThanOrEqual(3);
    await main().getByRole("button", { name: "Hide files" }).click();
    // Not snapshot(): it waits for the network to go quiet, which is when the batch is over.
    await page.screenshot({ path: screenshotPath(`first-upload-batch-${(await isDark()) ? "dark" : "light"}`) });
    expect(await axeViolations(page)).toEqual([]);
    await toast()
      .filter({ hasText: `${total} documents are saved.` })
      .waitFor({ timeout: 120_000 });
    expect(await toast().getByRole("link", { name: "View documents" }).getAttribute("href")).toBe("/documents");
    await page.unroute("**/api/documents/upload");
    await waitForPath(page, "/documents", 60_000);
  });

  it("shows every card's status until each is ready, and a summary while the batch is read", async () => {
    await visible(pageHeading(page, "Documents"));
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="document-card"]').length === n,
      subjectCount + 1,
    );
    // Every card carries a status: queued, processing (with its share), or ready.
    const statuses = await cards().evaluateAll((list) =>
      list.map((c) => c.querySelector('[data-testid^="status-"]')?.textContent ?? ""),
    );
    expect(statuses.every((s) => /^(Queued|Processing \d+%|Ready|Failed)$/.test(s))).toBe(true);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="document-card"]')].every((c) =>
          c.querySelector('[data-testid="status-ready"]'),
        ),
      undefined,
      {
        timeout: 180_000,
        polling: 500,
      },
    );
    expect(await main().getByTestId("reading-summary").count()).toBe(0);
    await snapshot(page, "first-documents");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("saves a note and links to it from the toast", async () => {
    await page.goto("/upload");
    await main().getByRole("tab", { name: "Write Note" }).click();
    await main().getByLabel("Title").fill("Interleaving");
    await main()
      .getByLabel("Content")
      .fill(
        "Interleaving is a study method that mixes different topics in one session. Interleaving improves transfer.",
      );
    await main().getByRole("button", { name: "Save Note" }).click();
    const link = toast().getByRole("link", { name: "Open note" });
    await visible(link);
    await link.click();
    await visible(pageHeading(page, "Interleaving"));
    await page.waitForTimeout(1800); // the Upload page's move to /documents was cancelled when it was left
    expect(new URL(page.url()).pathname).toMatch(/^\/documents\/[0-9a-f-]{36}$/);
  });

  it("sets a PDF as a document: headings, pages, concepts beside it with a definition or the sentence that names them", async () => {
    await page.goto("/documents");
    await cards().filter({ hasText: "Sleep and Memory" }).getByRole("link").first().click();
    await visible(pageHeading(page, "Sleep and Memory"));
    const text = main().getByRole("region", { name: "Document content" });
    await visible(text);
    expect(await text.getByRole("heading", { name: "1 Introduction" }).count()).toBe(1);
    expect(await text.getByRole("heading", { name: "3 Results" }).count()).toBe(1);
    await visible(text.getByText("Page 2", { exact: true }));
    const concepts = main().getByTestId("concept");
    await visible(concepts.first());
    const explained = await concepts.evaluateAll(
      (list) =>
        list.filter((c) => c.querySelector('[data-testid="concept-definition"], [data-testid="concept-context"]'))
          .length,
    );
    expect(explained).toBeGreaterThan(0);
    // Wide screen: the concepts sit beside the text.
    const textBox = (await text.boundingBox())!;
    const asideBox = (await main().locator("aside#concepts").boundingBox())!;
    expect(asideBox.x).toBeGreaterThan(textBox.x + textBox.width - 1);
    const context = main().getByTestId("concept-context").first();
    if ((await context.count()) > 0) {
      await context.click();
      await visible(text.getByTestId("content-highlight"));
    }
    await snapshot(page, "first-document");
    expect(await axeViolations(page)).toEqual([]);
    // A passage link (search results, contradictions and answers use it) marks the passage and brings it into view.
    const url = new URL(page.url());
    const content = (await text.textContent()) ?? "";
    expect(content).toContain("Sleep spindles predicted recall");
    const detail = (await (
      await page.request.get(`/api/documents${url.pathname.slice("/documents".length)}`)
    ).json()) as { content: string };
    const from = detail.content.indexOf("Sleep spindles predicted recall");
    await page.goto(`${url.pathname}?from=${from}&to=${from + 31}`);
    const mark = text.getByTestId("content-highlight");
    await visible(mark);
    expect(await mark.textContent()).toBe("Sleep spindles predicted recall");
    await page.waitForFunction(() => {
      const r = document.querySelector("[data-testid=content-highlight]")?.getBoundingClientRect();
      return r !== undefined && r.top >= 0 && r.bottom <= window.innerHeight;
    });
  });

  it("folds a bulk import in the timeline and filters it by change type and document", async () => {
    await openPage("/timeline");
    const runs = main().getByTestId("timeline-run");
    await visible(runs.first());
    expect(await runs.first().getByRole("heading").textContent()).toMatch(/^\d+ concepts created from “.+”$/);
    await runs
      .first()
      .getByRole("button", { name: /^Show all \d+$/ })
      .click();
    expect(await runs.first().getByTestId("timeline-entry").count()).toBeGreaterThanOrEqual(3);
    await snapshot(page, "first-timeline");
    expect(await axeViolations(page)).toEqual([]);
    await main().getByRole("combobox", { name: "Change type" }).selectOption("created");
    await main().getByRole("combobox", { name: "Document" }).selectOption({ label: "Sleep and Memory" });
    await page.waitForURL((u) => u.searchParams.get("type") === "created" && u.searchParams.has("document"));
    await visible(main().getByText(/Showing \d+ of \d+ changes/));
    await visible(main().getByTestId("timeline-run").or(main().getByTestId("timeline-entry")).first());
    const sources = await main()
      .getByTestId("timeline-run")
      .or(main().getByTestId("timeline-entry"))
      .evaluateAll((list) => list.map((item) => item.textContent ?? ""));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((t) => t.includes("Sleep and Memory"))).toBe(true);
    await main().getByRole("button", { name: "Clear filters" }).click();
  });

  it("opens the graph on its most central concepts, labelled and framed, and centres a chosen one among its neighbours", async () => {
    await openPage("/graph");
    const canvas = page.getByTestId("graph-canvas");
    await visible(canvas);
    expect(await canvas.getAttribute("data-layout")).toBe("force");
    await visible(page.getByText(/The 16 most central are framed/));
    await page.waitForFunction(() => !document.querySelector("[data-testid=graph-canvas][data-settling]"), undefined, {
      timeout: 30_000,
    });
    // The opening view frames the central concepts, no further out than the whole graph; "Fit to screen" shows
    // everything and "Most central concepts" returns to the opening.
    const zoom = () =>
      page
        .getByTestId("zoom-level")
        .textContent()
        .then((t) => Number(t!.replace("%", "")));
    await page.getByRole("button", { name: "Most central concepts" }).click();
    await cameraAtRest(page);
    const opening = await zoom();
    await page.getByRole("button", { name: "Fit to screen" }).click();
    await cameraAtRest(page);
    expect(await zoom()).toBeLessThanOrEqual(opening);
    await page.getByRole("button", { name: "Most central concepts" }).click();
    await cameraAtRest(page);
    expect(await zoom()).toBe(opening);
    expect(await labelPixels()).toBeGreaterThan(500);
    await visible(page.getByRole("button", { name: "Legend", expanded: true }));
    await snapshot(page, "first-graph");
    expect(await axeViolations(page)).toEqual([]);
    const search = page.getByRole("combobox", { name: "Find a concept" });
    await search.fill("entropy");
    await visible(page.getByRole("option", { name: /^entropy \(/ }));
    await page.keyboard.press("Enter");
    await visible(
      page.getByRole("complementary", { name: "Concept details" }).getByRole("heading", { name: "entropy" }),
    );
    expect(new URL(page.url()).searchParams.get("concept")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("passes axe and never overflows sideways on any page, in both themes, at 1280 and 390 px", async () => {
    const documentPath = await firstDocumentPath();
    const paths = [
      "/",
      "/upload",
      "/documents",
      documentPath,
      "/graph",
      "/concepts",
      "/timeline",
      "/analytics",
      "/search",
      "/contradictions",
      "/settings",
      "/privacy-policy",
      "/terms-of-service",
    ];
    const problems: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const path of paths) {
          await openPage(path);
          const overflow = await pageWidth();
          if (overflow > width) problems.push(`${path} at ${width} px (${scheme}) is ${overflow} px wide`);
          for (const v of await axeViolations(page)) problems.push(`${path} at ${width} px (${scheme}): ${v}`);
          if (width < 500)
            await snapshot(
              page,
              `first-390${path === "/" ? "-home" : path.replace(/\//g, "-").replace(/-[0-9a-f-]{36}$/, "-detail")}`,
            );
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light" });
    expect(problems).toEqual([]);
  }, 600_000);

  it("folds the graph's legend on a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage("/graph");
    const legend = page.getByRole("button", { name: "Legend" });
    await visible(legend);
    expect(await legend.getAttribute("aria-expanded")).toBe("false");
    await legend.click();
    await visible(page.getByRole("list", { name: "Concept categories" }));
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});

/** Pixels drawn on sigma's labels layer (the framed names of the central concepts among them). */
function labelPixels(): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>("[data-testid=graph-stage] canvas.sigma-labels");
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return -1;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  });
}

/** The path of the first document in the list. */
async function firstDocumentPath(): Promise<string> {
  const list = (await (await page.request.get("/api/documents")).json()) as Array<{ id: string }>;
  return `/documents/${list[0]!.id}`;
}
