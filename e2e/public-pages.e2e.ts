// What a signed-out visitor can see, in a real browser against the real server: the landing page, the policy
// pages in their public layout and the not-found page, in both themes, checked with axe-core.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { visible, waitForPath } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { pageHeading, snapshot, startInTheme } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
});

afterAll(async () => {
  await closeApp(browser, server);
});

const featureTitles = [
  "Knowledge Graph",
  "Concept Timeline",
  "Advanced Analytics",
  "Semantic Search",
  "Contradiction Detection",
  "AI Extraction",
];

describe("signed-out pages", () => {
  it("shows the landing page with its six features and policy links", async () => {
    await page.goto("/");
    await visible(pageHeading(page, "Mnemo"));
    await visible(page.getByText(/remembers what you read/i).first());
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: /^Sign in with / })
        .getAttribute("href"),
    ).toBe("/api/login");
    const cards = page.getByRole("region", { name: "Features" }).getByRole("heading", { level: 3 });
    expect(await cards.allTextContents()).toEqual(featureTitles);
    await visible(page.getByText("Built for students, researchers, and knowledge workers"));
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms-of-service");
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Mnemo. All rights reserved.`);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`has no accessibility violations on the landing page (${theme})`, async () => {
      await page.goto("/");
      await startInTheme(page, theme);
      await visible(pageHeading(page, "Mnemo"));
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      await snapshot(page, "landing", { fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it("toggles the theme from the landing page and keeps it across a reload", async () => {
    await startInTheme(page, "light");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await page.evaluate(() => [document.documentElement.className, localStorage.getItem("theme")])).toEqual([
      "dark",
      "dark",
    ]);
    await page.reload();
    await visible(page.getByRole("button", { name: "Switch to light theme" }));
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  });

  it("opens the Privacy Policy from the footer, in a standalone layout with a way back", async () => {
    await startInTheme(page, "light");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await waitForPath(page, "/privacy-policy");
    await visible(pageHeading(page, "Privacy Policy"));
    const text = await page.getByRole("main").textContent();
    for (const fact of [
      "Last updated: October 31, 2025",
      "up to 30 days",
      "within 30 days",
      "sign-in provider",
      "payment provider",
      "AI provider",
      "under 13",
      "isolated",
    ]) {
      expect(text).toContain(fact);
    }
    await snapshot(page, "privacy-policy-public", { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Back to home" }).click();
    await waitForPath(page, "/");
    await visible(pageHeading(page, "Mnemo"));
  });

  it("shows the Terms of Service signed out, in both themes", async () => {
    await page.goto("/Terms-Of-Service/");
    await visible(pageHeading(page, "Terms of Service"));
    const text = await page.getByRole("main").textContent();
    for (const fact of [
      "Last updated: October 31, 2025",
      "30 days’ notice",
      "12 months",
      "at least 13 years old",
      "payment provider",
      "sign-in provider",
    ]) {
      expect(text).toContain(fact);
    }
    await snapshot(page, "terms-public", { fullPage: true });
    await startInTheme(page, "dark");
    await visible(pageHeading(page, "Terms of Service"));
    await snapshot(page, "terms-public", { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await startInTheme(page, "light");
  });

  it("shows the landing page on the app's routes and 404 on unknown paths", async () => {
    await page.goto("/graph");
    await visible(pageHeading(page, "Mnemo"));
    await page.goto("/definitely/not/here");
    await visible(page.getByRole("heading", { name: "404 Page Not Found" }));
    await visible(page.getByText("Did you forget to add the page to the router?"));
    await snapshot(page, "not-found-public");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
