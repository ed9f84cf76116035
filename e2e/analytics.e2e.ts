// Graph Analytics in a real browser with knowledge extracted from real notes: the four cards of PRODUCT.md section 2 with their
// fields, surprising connections with reasons, communities, the charts, project scope and the empty state.
// Screenshots in both themes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Analytics } from "../contract/graph.ts";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { addNotes, addProject, graphNotes } from "./support/graph-notes.ts";
import { visible } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
  await signUp(page, newAccount("Alan", "Turing"));
});

afterAll(async () => {
  await closeApp(browser, server);
});

describe("the Graph Analytics page", () => {
  it("says 'No analytics available' before any document", async () => {
    await page.goto("/analytics");
    await visible(pageHeading(page, "Graph Analytics"));
    await visible(page.getByText("No analytics available"));
    await visible(page.getByText("Add more documents and concepts to see insights"));
  });

  it("shows the four cards, communities and charts from the extracted knowledge", async () => {
    await addNotes(page, graphNotes);
    const analytics = (await (await page.request.get("/api/analytics")).json()) as Analytics;
    await page.reload();
    const central = page.getByTestId("card-central");
    await visible(central.getByRole("heading", { name: "Central Concepts" }));
    const top = analytics.centralConcepts[0]!;
    expect(await central.getByRole("listitem").first().textContent()).toContain(`${top.name}`);
    expect(await central.getByRole("listitem").first().textContent()).toContain(`${top.connections} connection`);
    expect(await central.getByRole("listitem").count()).toBe(analytics.centralConcepts.length);
    const cross = page.getByTestId("card-cross-domain");
    expect(await cross.getByRole("listitem").count()).toBe(analytics.crossDomainConnections.length);
    const surprising = page.getByTestId("card-surprising");
    expect(analytics.surprisingConnections.length).toBeGreaterThan(0);
    expect(await surprising.textContent()).toContain(analytics.surprisingConnections[0]!.reason);
    const rows = page.getByTestId("card-clusters").getByRole("row");
    expect(await rows.count()).toBe(analytics.clusterAnalysis.length + 1);
    expect(await rows.nth(1).textContent()).toMatch(/\d+\.\d$/);
    await visible(page.getByTestId("card-communities").getByRole("heading", { name: analytics.communities[0]!.label }));
    expect(await page.getByTestId("chart-categories").getByRole("img").getAttribute("aria-label")).toContain(
      "Concepts per category:",
    );
    expect(await page.getByTestId("chart-growth").getByRole("img").getAttribute("aria-label")).toContain(
      `${analytics.totals.concepts} concepts by`,
    );
    await snapshot(page, "analytics", { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens a central concept in the graph", async () => {
    await page.getByTestId("card-central").getByRole("link").first().click();
    await page.waitForURL(/\/graph\?concept=/);
    await visible(page.getByRole("complementary", { name: "Concept details" }));
  });

  it("follows the selected project", async () => {
    await addProject(page, "Unread");
    await page.goto("/analytics");
    await page.getByTestId("sidebar").getByRole("button", { name: "Unread" }).click();
    await visible(page.getByText("No analytics available"));
    await page.getByTestId("sidebar").getByRole("button", { name: "All Documents" }).click();
    await visible(page.getByTestId("card-central"));
  });

  it("looks right in the dark theme", async () => {
    await startInTheme(page, "dark");
    await visible(page.getByTestId("card-central"));
    await snapshot(page, "analytics", { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
