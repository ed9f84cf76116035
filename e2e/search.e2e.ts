// Search end to end (issue 6) in a real browser against the real server, over knowledge extracted from real notes:
// the empty page, a blank question ignored, a question answered with 'Found N result(s)', icons, badges, percent
// match and marked snippets; a document result opens the document scrolled to the passage, marked; Back returns to
// the results; a concept result opens the concept in the graph; a reload keeps the question; a refused question
// shows 'Search failed' and clears the results; the selected project narrows the results. Axe on every state,
// screenshots in both themes.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../contract/search.ts";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { addNotes, addProject, graphNotes } from "./support/graph-notes.ts";
import { visible, waitForPath } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

const question = "How does spaced repetition help long-term memory?";

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
  await signUp(page, newAccount("Hermann", "Ebbinghaus"));
  await addNotes(page, graphNotes.slice(0, 2));
  const physics = await addProject(page, "Physics");
  await addNotes(page, graphNotes.slice(2), physics);
});

afterAll(async () => {
  await closeApp(browser, server);
});

const main = () => page.getByRole("main");
const box = () => main().getByPlaceholder("Ask anything about your knowledge base...");
const results = () => main().getByTestId("search-result");
const count = () => main().getByTestId("result-count");
const toast = () => page.locator('[role="region"][aria-label^="Notifications"] li');

async function ask(text: string): Promise<void> {
  await box().fill(text);
  await box().press("Enter");
}

/** What the server answers for the question, to compare the page with. */
async function apiSearch(query: string): Promise<SearchResponse> {
  return (await (await page.request.post("/api/search", { data: { query } })).json()) as SearchResponse;
}

describe("search", () => {
  it("shows the empty page and ignores a blank question", async () => {
    await page.goto("/search");
    await visible(pageHeading(page, "Search Your Knowledge"));
    await visible(main().getByRole("heading", { name: "Ask your knowledge base" }));
    await ask("    ");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe("");
    expect(await count().count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("answers a question: 'Found N result(s)', icons, Document/Concept badges, percent match, marked snippets", async () => {
    await ask(question);
    await page.waitForURL((url) => url.searchParams.get("q") === question);
    await visible(count());
    const expected = await apiSearch(question);
    expect(expected.results.length).toBeGreaterThan(1);
    expect(await count().textContent()).toBe(`Found ${expected.results.length} result(s)`);
    expect(await results().count()).toBe(expected.results.length);

    const first = results().first();
    expect(await first.getAttribute("data-type")).toBe("document");
    expect(await first.getByRole("link").textContent()).toBe("Learning and memory");
    expect(await first.getByTestId("result-badge").textContent()).toBe("Document");
    expect(await first.getByTestId("result-match").textContent()).toBe(
      `${Math.round(expected.results[0]!.relevance * 100)}% match`,
    );
    expect(await first.getByTestId("result-icon").locator("svg").count()).toBe(1);
    const marked = await first.getByTestId("result-snippet").locator("mark").allTextContents();
    expect(marked.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(["spaced", "repetition"]));

    const concept = results().and(page.locator("[data-type=concept]")).first();
    await visible(concept);
    expect(await concept.getByTestId("result-badge").textContent()).toBe("Concept");
    expect(await concept.getByTestId("result-match").textContent()).toMatch(/^\d{1,3}% match$/);
    await snapshot(page, "search-results");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens a document result at its passage, marked, and Back returns to the results", async () => {
    const expected = (await apiSearch(question)).results[0]!;
    await results().first().getByRole("link").click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/documents/${expected.id}` &&
        url.searchParams.get("from") === String(expected.passage!.snippetStart),
    );
    await visible(pageHeading(page, "Learning and memory"));
    const highlight = await visible(main().getByTestId("content-highlight"));
    const shown = expected.snippet.replace(/^…|…$/g, "");
    expect((await highlight.textContent())!.replace(/\s+/g, " ")).toBe(shown);
    // Scrolled to: the marked passage is inside the visible part of the content box.
    const [boxRect, markRect] = [
      await main().getByTestId("document-content").boundingBox(),
      await highlight.boundingBox(),
    ];
    expect(markRect!.y).toBeLessThan(boxRect!.y + boxRect!.height);
    expect(markRect!.y + markRect!.height).toBeGreaterThan(boxRect!.y);
    await snapshot(page, "search-opened-passage");

    await page.goBack();
    await waitForPath(page, "/search");
    await visible(results().first());
    expect(await box().inputValue()).toBe(question);
  });

  it("opens a concept result in the graph with its panel", async () => {
    const concept = results().and(page.locator("[data-type=concept]")).first();
    const name = (await concept.getByRole("link").textContent())!;
    await concept.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === "/graph" && Boolean(url.searchParams.get("concept")));
    const panel = page.getByRole("complementary", { name: "Concept details" });
    await visible(panel.getByRole("heading", { name, exact: true }));
    await page.goBack();
    await waitForPath(page, "/search");
    await visible(results().first());
  });

  it("keeps the question on reload", async () => {
    await page.reload();
    await visible(count());
    expect(await box().inputValue()).toBe(question);
    expect(await results().count()).toBeGreaterThan(1);
  });

  it("shows 'Search failed' with the server's message and clears the results when the question is refused", async () => {
    await visible(results().first());
    await ask("memory ".repeat(3_000));
    await visible(toast().filter({ hasText: "Search failed" }));
    expect(await toast().textContent()).toMatch(/at most 20000 characters/);
    await results().first().waitFor({ state: "detached" });
    expect(await count().count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("searches only the selected project", async () => {
    const documentTitles = () =>
      results().and(page.locator("[data-type=document]")).getByRole("link").allTextContents();
    await ask("entropy, memory and neural networks");
    await visible(count());
    expect((await documentTitles()).sort()).toEqual(["Learning and memory", "Neural networks", "Thermodynamics"]);
    await page.getByTestId("sidebar").getByRole("button", { name: "Physics" }).click();
    await page.waitForFunction(() => {
      const titles = [...document.querySelectorAll("main [data-testid=search-result][data-type=document] a")].map(
        (a) => a.textContent,
      );
      return titles.length === 1 && titles[0] === "Thermodynamics";
    });
    await page.getByTestId("sidebar").getByRole("button", { name: "All Documents" }).click();
    await page.waitForFunction(
      () => document.querySelectorAll("main [data-testid=search-result][data-type=document]").length === 3,
    );
  });

  it("looks right in the dark theme, without accessibility violations", async () => {
    await startInTheme(page, "dark");
    await page.goto(`/search?q=${encodeURIComponent(question)}`);
    await visible(results().first());
    await snapshot(page, "search-results");
    expect(await axeViolations(page)).toEqual([]);
    await startInTheme(page, "light");
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
