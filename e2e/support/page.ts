// Small waiting helpers: playwright-core has no auto-waiting `expect`, so wait on locators explicitly.
import type { Locator, Page } from "playwright-core";
import type { Document } from "../../contract/documents.ts";

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

/** Polls `GET /api/documents` with the page's session until `count` documents are all ready; a failed one throws. */
export async function waitUntilDocumentsReady(page: Page, count: number, timeout = 90_000): Promise<Document[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const documents = (await (await page.request.get("/api/documents")).json()) as Document[];
    if (documents.some((d) => d.status === "failed"))
      throw new Error(`Processing failed: ${JSON.stringify(documents)}`);
    if (documents.length === count && documents.every((d) => d.status === "ready")) return documents;
    if (Date.now() > deadline)
      throw new Error(`Documents not processed in time: ${JSON.stringify(documents.map((d) => d.status))}`);
    await page.waitForTimeout(500);
  }
}
