// Small waiting helpers: playwright-core has no auto-waiting `expect`, so wait on locators explicitly.
import type { Locator, Page } from "playwright-core";

/** Waits until the locator is visible and returns it. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: "visible" });
  return locator;
}

/** Waits until the page's path (ignoring query) is `path`. */
export async function waitForPath(page: Page, path: string, timeout?: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, timeout === undefined ? {} : { timeout });
}

/** Waits for a settled page: network idle and web fonts/animations done. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(250);
}
