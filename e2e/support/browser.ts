// Debian chromium driven by playwright-core. `launch()` refuses --user-data-dir, so a persistent context on a
// fresh temporary profile is used instead (research/FRONTEND.md).
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";

export const chromiumPath = process.env.MNEMO_E2E_CHROMIUM ?? "/usr/bin/chromium";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown in pages. */
  pageErrors: Error[];
  close: () => Promise<void>;
}

export async function launchBrowser(options: {
  baseURL: string;
  colorScheme?: "light" | "dark";
}): Promise<BrowserSession> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath} (apt-get install -y chromium, or set MNEMO_E2E_CHROMIUM).`,
    );
  }
  const profileDir = await mkdtemp(join(tmpdir(), "mnemo-e2e-chromium-"));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    baseURL: options.baseURL,
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? "light",
    locale: "en-US",
  });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const pageErrors: Error[] = [];
  context.on("weberror", (webError) => pageErrors.push(webError.error()));
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    pageErrors,
    close: async () => {
      await context.close().catch(() => {});
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}
