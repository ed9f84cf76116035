// The Knowledge Graph at 5,000 concepts and 20,000 relationships in headless chromium: the first frame within 2 s,
// and no main-thread task over 50 ms (Long Tasks API) while panning and zooming for 3 s. `GET /api/graph` answers
// with the server's own graph builder run on a synthetic clustered graph (bench/graph-synthetic.ts), through
// Playwright's routing, so this measures the browser alone (the API has bench/graph.bench.ts).
//
// The GPU here is software (SwiftShader), so main-thread time counts, not frames. Chromium is started with GPU
// compositing on that software GPU, as a desktop browser composites WebGL: with --disable-gpu (the other browser
// tests' flag) Chromium composites in software and reads every WebGL frame back on the main thread, so the software
// GPU's drawing time shows up there as long tasks (traced: GLES2::ReadPixels in the compositor commit, ~30 ms per
// canvas per frame on this machine even for an empty graph). Those figures are printed too, not asserted.
//
// Gestures are dispatched inside the page, a mouse move or wheel notch every 16 ms for 3 s: Playwright's
// own input waits for each event's acknowledgement, which waits for the (slow) GPU process, so it would send a
// handful of events in 3 s instead of a continuous gesture.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syntheticGraphResponse } from "../bench/graph-synthetic.ts";
import { chromiumPath } from "./support/browser.ts";
import { visible } from "./support/page.ts";
import { screenshotPath } from "./support/paths.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp } from "./support/shell.ts";

const NODES = 5000;
const EDGES = 20_000;
const common = ["--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const modes = {
  "GPU compositing on SwiftShader": [...common, "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
  "software compositing (--disable-gpu)": [...common, "--disable-gpu"],
} as const;

let server: RunningServer;
const body = JSON.stringify(syntheticGraphResponse(NODES, EDGES));

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function openBrowser(args: readonly string[]): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), "mnemo-e2e-perf-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, headless: true, args: [...args], baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(60_000);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }> };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  await signUp(page, newAccount("Ada", "Lovelace"));
  await page.route("**/api/graph*", (route) => route.fulfill({ status: 200, contentType: "application/json", body }));
  return { context, page, close: async () => (await context.close(), await rm(profile, { recursive: true, force: true })) };
}

/** Drags and wheel-zooms the graph for `ms`, an event every 16 ms; answers how many events were sent. */
function gesture(page: Page, ms: number) {
  return page.evaluate((duration) => {
    const target = document.querySelector<HTMLElement>("[data-testid=graph-stage] canvas:last-of-type")!;
    const box = target.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const mouse = (type: string, x: number, y: number) => target.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, cancelable: true, button: 0, buttons: type === "mouseup" ? 0 : 1 }));
    return new Promise<number>((resolve) => {
      const start = performance.now();
      let events = 0;
      let down = false;
      // A timer, not animation frames: frames come as slowly as the software GPU draws them, but a person's mouse
      // keeps sending ~60 events a second regardless, and each one runs on the main thread.
      const timer = setInterval(() => {
        const t = performance.now() - start;
        if (t >= duration) {
          clearInterval(timer);
          if (down) mouse("mouseup", cx, cy);
          resolve(events);
          return;
        }
        // Alternate half-second phases: a circular drag, then zooming in and out around the pointer.
        const x = cx + 150 * Math.cos(t / 200);
        const y = cy + 100 * Math.sin(t / 200);
        if (Math.floor(t / 500) % 2 === 0) {
          if (!down) {
            mouse("mousedown", x, y);
            down = true;
          }
          mouse("mousemove", x, y);
        } else {
          if (down) {
            mouse("mouseup", x, y);
            down = false;
          }
          target.dispatchEvent(new WheelEvent("wheel", { clientX: x, clientY: y, deltaY: Math.floor(t / 1000) % 2 ? 100 : -100, bubbles: true, cancelable: true }));
        }
        events++;
      }, 16);
    });
  }, ms);
}

for (const [mode, args] of Object.entries(modes)) {
  const asserted = mode.startsWith("GPU");
  describe(`the graph at ${NODES.toLocaleString("en-US")} concepts and ${EDGES.toLocaleString("en-US")} relationships, ${mode}`, () => {
    let browser: Awaited<ReturnType<typeof openBrowser>>;
    beforeAll(async () => {
      browser = await openBrowser(args);
    });
    afterAll(() => browser?.close());

    it("draws its first frame within 2 s", async () => {
      const { page } = browser;
      await page.goto("/graph");
      await visible(pageHeading(page, "Knowledge Graph"));
      await page.waitForFunction(() => performance.getEntriesByName("mnemo:graph-first-render").length > 0);
      const [data, rendered] = await page.evaluate(() => ["mnemo:graph-data", "mnemo:graph-first-render"].map((n) => performance.getEntriesByName(n)[0]!.startTime));
      console.log(`[${mode}] data parsed ${Math.round(data!)} ms after navigation; first frame ${Math.round(rendered!)} ms after navigation, ${Math.round(rendered! - data!)} ms after the data`);
      expect(await page.getByTestId("graph-summary").textContent()).toContain("5,000 concepts · 20,000 relationships");
      if (asserted) expect(rendered!).toBeLessThan(2000);
    });

    it("keeps main-thread tasks under 50 ms while panning and zooming for 3 s", async () => {
      const { page } = browser;
      // The force layout settles first (its worker posts a few position updates); this measures interaction.
      await page.waitForFunction(() => !document.querySelector("[data-settling]"), undefined, { timeout: 60_000 });
      await page.waitForTimeout(1500);
      const start = await page.evaluate(() => performance.now());
      const events = await gesture(page, 3000);
      const end = await page.evaluate(() => performance.now());
      const tasks = await page.evaluate(
        ([a, b]) => (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks.filter((t) => t.start >= a! && t.start <= b!),
        [start, end],
      );
      const longest = Math.max(0, ...tasks.map((t) => t.duration));
      console.log(`[${mode}] ${events} gesture events in ${Math.round(end - start)} ms; ${tasks.length} tasks over 50 ms (longest ${Math.round(longest)} ms)`);
      if (asserted) {
        await page.screenshot({ path: screenshotPath("graph-5000-light") });
        expect(tasks).toEqual([]);
      }
    });
  });
}
