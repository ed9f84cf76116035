// What every browser test starts with: the real server on its own port and data folder, and a browser pointed at it.
import type { Page } from "playwright-core";
import { launchBrowser, type BrowserSession } from "./browser.ts";
import { startServer, type RunningServer } from "./server.ts";

export interface BrowserApp {
  server: RunningServer;
  browser: BrowserSession;
  page: Page;
}

/** Starts the server (with `env` added to its environment) and a browser on it; the server stops if the browser fails. */
export async function openApp(options: { env?: Record<string, string> } = {}): Promise<BrowserApp> {
  const server = await startServer(options);
  try {
    const browser = await launchBrowser({ baseURL: server.baseUrl });
    return { server, browser, page: browser.page };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Closes the browser, then stops the server; either may be missing when the start failed. */
export async function closeApp(browser: BrowserSession | undefined, server: RunningServer | undefined): Promise<void> {
  await browser?.close();
  await server?.stop();
}
