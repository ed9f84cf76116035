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

/**
 * Sends files through the Upload page's file chooser as a user does, then waits on the Documents page until there are
 * `files.length` cards and none shows a status (every one ready).
 */
export async function uploadInBrowser(page: Page, files: string[], timeout: number): Promise<void> {
  await page.goto("/upload");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("main").getByRole("button", { name: "Choose files to upload" }).click();
  await (await chooser).setFiles(files);
  // Every file starts at once; the page moves on when the last one is saved.
  await waitForPath(page, "/documents", 300_000);
  await page.waitForFunction(
    (count) => {
      const cards = document.querySelectorAll('[data-testid="document-card"]');
      return cards.length === count && [...cards].every((c) => !c.querySelector('[data-testid="status-chip"]'));
    },
    files.length,
    { timeout, polling: 1000 },
  );
}
