// The Concept Timeline in a real browser with history extracted from real notes: days with dates, a note's changes
// folded into one item, change-type badges, time, definition and previous definition, "From document", the filter
// by concept, project scope, the empty state, links to the graph. Screenshots in both themes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { VersionEntry } from "../contract/versions.ts";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { addNotes, addProject, entropyRevisited, graphNotes } from "./support/graph-notes.ts";
import { visible } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
  await signUp(page, newAccount("Marie", "Curie"));
});

afterAll(async () => {
  await closeApp(browser, server);
});

const entries = () => page.getByTestId("timeline-entry");
/** What the timeline lists: single changes and folded runs of one document's changes. */
const items = () => page.locator("[data-testid=timeline-entry], [data-testid=timeline-run]");
const today = () =>
  new Date().toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" });

describe("the Concept Timeline page", () => {
  it("shows 'No History Yet' before any document", async () => {
    await page.goto("/timeline");
    await visible(pageHeading(page, "Concept Timeline"));
    await visible(page.getByText("No History Yet"));
    await visible(page.getByText("Start uploading documents to track how your concepts evolve over time."));
  });

  it("lists every change of the extracted concepts under today's date, with badge, time and source", async () => {
    await addNotes(page, graphNotes);
    await addNotes(page, [entropyRevisited]);
    const versions = (await (await page.request.get("/api/versions")).json()) as VersionEntry[];
    await page.reload();
    await visible(page.getByRole("heading", { level: 2, name: today() }));
    // A note's concepts arrive together: folded into "N concepts created from “…”", every entry behind "Show all".
    const runs = page.getByTestId("timeline-run");
    expect(await runs.count()).toBeGreaterThan(0);
    expect(await runs.first().getByRole("heading").textContent()).toMatch(
      /^\d+ concepts created from “(Learning and memory|Neural networks|Thermodynamics|Entropy revisited)”$/,
    );
    const showAll = page.getByRole("button", { name: /^Show all \d+$/ });
    while ((await showAll.count()) > 0) await showAll.first().click();
    expect(await entries().count()).toBe(versions.length);
    const updated = entries()
      .filter({ hasText: "Definition Updated" })
      .filter({ has: page.getByRole("link", { name: "entropy", exact: true }) });
    await visible(updated);
    expect(await updated.textContent()).toContain(
      "Previous definition: Entropy is a measure of disorder in a thermodynamic system.",
    );
    expect(await updated.textContent()).toContain("From document: Entropy revisited");
    expect(await updated.locator("time").textContent()).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    const created = entries().filter({ hasText: "Created" }).first();
    expect(await created.textContent()).toMatch(
      /From document: (Learning and memory|Neural networks|Thermodynamics|Entropy revisited)/,
    );
    await snapshot(page, "timeline");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("filters by concept and links each concept to the graph", async () => {
    await page.getByRole("combobox", { name: "Filter by concept" }).fill("entropy");
    await page.getByRole("option", { name: /^entropy \(/ }).click();
    await visible(page.getByText(/Showing the history of entropy/));
    await page.waitForFunction(() => {
      const names = [...document.querySelectorAll("[data-testid=timeline-entry] h3")].map((h) => h.textContent);
      return names.length > 0 && names.every((name) => name === "entropy");
    });
    expect(await entries().count()).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).searchParams.get("concept")).toBeTruthy();
    await snapshot(page, "timeline-filtered");
    await page.getByRole("button", { name: "Show all concepts" }).click();
    await page.waitForFunction(
      () => document.querySelectorAll("[data-testid=timeline-entry], [data-testid=timeline-run]").length > 1,
    );
    await items().first().getByRole("link").first().click();
    await page.waitForURL(/\/graph\?concept=/);
    await visible(page.getByRole("complementary", { name: "Concept details" }));
  });

  it("follows the selected project", async () => {
    await addProject(page, "Nothing here");
    await page.goto("/timeline");
    await page.getByTestId("sidebar").getByRole("button", { name: "Nothing here" }).click();
    await visible(page.getByText("No History Yet"));
    await page.getByTestId("sidebar").getByRole("button", { name: "All Documents" }).click();
    await visible(items().first());
  });

  it("looks right in the dark theme", async () => {
    await startInTheme(page, "dark");
    await visible(items().first());
    await snapshot(page, "timeline");
    expect(await axeViolations(page)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
