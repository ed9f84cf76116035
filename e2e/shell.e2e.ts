// The signed-in app shell in a real browser against the real server: sidebar, navigation, projects, theme,
// Ctrl+B and its cookie, the mobile sheet, routing and sign-out. Screenshots in both themes go to e2e/screenshots.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { visible, waitForPath } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
const account = newAccount();

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
});

afterAll(async () => {
  await closeApp(browser, server);
});

const sidebar = () => page.getByTestId("sidebar");
const navigation = () => sidebar().getByRole("navigation", { name: "Navigation" });
const projects = () => sidebar().getByRole("list", { name: "Projects" });
// Radix renders each toast as a list item in the "Notifications (F8)" region and announces it through its own live
// region; while a modal dialog is open the region is aria-hidden, so find it with CSS rather than by role.
const toast = () => page.locator('[role="region"][aria-label^="Notifications"] li');
const sidebarCookie = async () => (await browser.context.cookies()).find((c) => c.name === "sidebar_state");

const pages: ReadonlyArray<[link: string, path: string, heading: string, emptyText?: string]> = [
  ["Home", "/", "Home", "Start Building Your Knowledge Base"],
  ["Upload", "/upload", "Upload Document"],
  ["Documents", "/documents", "Documents", "Upload your first document to get started"],
  [
    "Knowledge Graph",
    "/graph",
    "Knowledge Graph",
    "Upload documents to extract concepts and build your knowledge graph",
  ],
  ["Concepts", "/concepts", "Concepts", "Upload documents to extract concepts"],
  [
    "Timeline",
    "/timeline",
    "Concept Timeline",
    "Start uploading documents to track how your concepts evolve over time.",
  ],
  ["Analytics", "/analytics", "Graph Analytics", "Add more documents and concepts to see insights"],
  ["Search", "/search", "Search Your Knowledge"],
  ["Contradictions", "/contradictions", "Contradictions", "Your knowledge base is consistent"],
  ["Settings", "/settings", "Settings"],
];

describe("the app shell", () => {
  it("signs up and shows the shell: sidebar, header and footer", async () => {
    await signUp(page, account);
    await visible(sidebar().getByText("AI Knowledge Platform"));
    await visible(sidebar().getByText("Mnemo", { exact: true }));
    await visible(projects().getByRole("button", { name: "All Documents", pressed: true }));
    expect(await navigation().getByRole("link").allTextContents()).toEqual(pages.map(([link]) => link));
    expect(await page.getByTestId("sidebar-user-name").textContent()).toBe("Grace Hopper");
    expect(await page.getByTestId("user-display-name").textContent()).toBe("Grace Hopper");
    expect(await page.getByRole("link", { name: "Sign out" }).getAttribute("href")).toBe("/api/logout");
    const footer = page.getByRole("contentinfo");
    for (const link of ["Privacy Policy", "Terms of Service", "Settings"])
      await visible(footer.getByRole("link", { name: link }));
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Mnemo. All rights reserved.`);
    for (const label of ["Documents", "Concepts", "Connections"])
      await visible(page.getByRole("main").getByText(label, { exact: true }));
    expect(await page.getByTestId("stat-documentCount").textContent()).toBe("0");
    expect(await page.getByRole("link", { name: /Explore Knowledge Graph/ }).getAttribute("href")).toBe("/graph");
    expect(await page.getByRole("link", { name: /Search Your Knowledge/ }).getAttribute("href")).toBe("/search");
    await snapshot(page, "home");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("visits every navigation item, marking the current one", async () => {
    for (const [link, path, heading, emptyText] of pages.toReversed()) {
      await navigation().getByRole("link", { name: link, exact: true }).click();
      await waitForPath(page, path);
      await visible(pageHeading(page, heading));
      if (emptyText) await visible(page.getByRole("main").getByText(emptyText, { exact: true }));
      expect(await navigation().locator('[aria-current="page"]').allTextContents()).toEqual([link]);
      await snapshot(page, `page-${path === "/" ? "home" : path.slice(1)}`);
    }
  });

  it("has the Profile, Privacy & Data and Terms & Policies tabs in Settings, with API tokens beside them, and no accessibility violations there", async () => {
    await page.goto("/settings");
    await visible(pageHeading(page, "Settings"));
    expect(await page.getByRole("tab").allTextContents()).toEqual([
      "Profile",
      "Privacy & Data",
      "API tokens",
      "Terms & Policies",
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Terms & Policies" }).click();
    expect(await page.getByLabel("Privacy Policy").inputValue()).toContain("October 31, 2025");
    await snapshot(page, "settings-policies");
  });

  it("routes case-insensitively with a trailing slash, and shows 404 for unknown paths", async () => {
    await page.goto("/GRAPH/");
    await visible(pageHeading(page, "Knowledge Graph"));
    expect(await navigation().locator('[aria-current="page"]').allTextContents()).toEqual(["Knowledge Graph"]);
    await page.goto("/documents/some-id");
    await visible(page.getByRole("heading", { name: "Document not found" }));
    await page.goto("/no/such/page");
    await visible(page.getByRole("heading", { name: "404 Page Not Found" }));
    await visible(page.getByText("Did you forget to add the page to the router?"));
    await snapshot(page, "not-found");
  });

  it("shows the policy pages inside the shell", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await waitForPath(page, "/terms-of-service");
    await visible(pageHeading(page, "Terms of Service"));
    await visible(sidebar());
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await visible(pageHeading(page, "Privacy Policy"));
    await snapshot(page, "privacy-policy", { fullPage: true });
  });

  it("creates a project: blank names are ignored, success selects it and confirms", async () => {
    await page.goto("/");
    await sidebar().getByRole("button", { name: "Create New Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Project" });
    await visible(dialog);
    await visible(dialog.getByPlaceholder("What is this project about?"));
    await dialog.getByPlaceholder("My Research Project").fill("   ");
    expect(await dialog.getByRole("button", { name: "Create Project" }).isDisabled()).toBe(true);
    await dialog.getByPlaceholder("My Research Project").fill("Memory research");
    await dialog.getByPlaceholder("What is this project about?").fill("Papers on spaced repetition");
    await snapshot(page, "create-project-dialog");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await dialog.waitFor({ state: "hidden" });
    await visible(toast().filter({ hasText: "Project created" }));
    expect(await toast().textContent()).toContain('"Memory research" has been created successfully.');
    await visible(projects().getByRole("button", { name: "Memory research", pressed: true }));
    await visible(page.getByTestId("project-scope").getByText("Memory research"));
    const stored = await page.evaluate(() => localStorage.getItem("selectedProjectId"));
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    await snapshot(page, "project-created");
  });

  it("keeps the dialog open and shows the server's message when creation fails", async () => {
    await page.route("**/api/projects", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({ message: "Project name is taken", code: "VALIDATION" }),
          })
        : route.fallback(),
    );
    await sidebar().getByRole("button", { name: "Create New Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Project" });
    await visible(dialog);
    expect(await dialog.getByPlaceholder("My Research Project").inputValue()).toBe("");
    await dialog.getByPlaceholder("My Research Project").fill("Duplicate");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await visible(toast().filter({ hasText: "Project name is taken" }));
    expect(await toast().textContent()).toContain("Error");
    expect(await dialog.isVisible()).toBe(true);
    await page.unroute("**/api/projects");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("choosing All Documents forgets the selected project", async () => {
    await projects().getByRole("button", { name: "All Documents" }).click();
    await visible(projects().getByRole("button", { name: "All Documents", pressed: true }));
    expect(await page.evaluate(() => localStorage.getItem("selectedProjectId"))).toBeNull();
  });

  it("switches to the dark theme and keeps it across a reload", async () => {
    await page.getByRole("banner").getByRole("button", { name: "Switch to dark theme" }).click();
    await page.reload();
    await visible(pageHeading(page, "Home"));
    expect(
      await page.evaluate(() => [document.documentElement.classList.contains("dark"), localStorage.getItem("theme")]),
    ).toEqual([true, "dark"]);
    await visible(page.getByRole("button", { name: "Switch to light theme" }));
    await snapshot(page, "home");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/settings");
    await visible(pageHeading(page, "Settings"));
    await snapshot(page, "settings");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/no-such-page");
    await visible(page.getByRole("heading", { name: "404 Page Not Found" }));
    await snapshot(page, "not-found");
    await sidebar().getByRole("button", { name: "Create New Project" }).click();
    await visible(page.getByRole("dialog", { name: "Create New Project" }));
    await snapshot(page, "create-project-dialog");
    await page.keyboard.press("Escape");
    await startInTheme(page, "light");
  });

  it("collapses the sidebar to icons with Ctrl+B, remembers it in the sidebar_state cookie", async () => {
    await page.goto("/");
    await visible(pageHeading(page, "Home"));
    expect(await sidebar().getAttribute("data-state")).toBe("expanded");
    await page.keyboard.press("Control+b");
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sidebar"]')?.getAttribute("data-state") === "collapsed",
    );
    const cookie = await sidebarCookie();
    expect(cookie?.value).toBe("false");
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604_800 - 120);
    expect(lifetime).toBeLessThanOrEqual(604_800 + 1);
    await page.reload();
    await visible(pageHeading(page, "Home"));
    expect(await sidebar().getAttribute("data-state")).toBe("collapsed");
    await snapshot(page, "sidebar-collapsed");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sidebar"]')?.getAttribute("data-state") === "expanded",
    );
    expect((await sidebarCookie())?.value).toBe("true");
  });

  it("shows the sidebar as a slide-in sheet on a 390 px screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await visible(pageHeading(page, "Home"));
    expect(await sidebar().count()).toBe(0);
    await snapshot(page, "mobile-home", { fullPage: true });
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const sheet = page.getByTestId("sidebar-sheet");
    await visible(sheet);
    await visible(sheet.getByText("AI Knowledge Platform"));
    await snapshot(page, "mobile-sheet");
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole("link", { name: "Timeline" }).click();
    await waitForPath(page, "/timeline");
    await sheet.waitFor({ state: "hidden" });
    await visible(pageHeading(page, "Concept Timeline"));
    await page.keyboard.press("Control+b");
    await visible(sheet);
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("signs out back to the landing page", async () => {
    await page.getByRole("link", { name: "Sign out" }).click();
    await waitForPath(page, "/");
    await visible(pageHeading(page, "Mnemo"));
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
