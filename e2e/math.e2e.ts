// Mathematics end to end in a real browser against the real server: a note's TeX is typeset by KaTeX on the document
// page and in the answer quoted from it, with KaTeX's fonts served by Mnemo itself under its Content Security Policy
// (no CDN: the app works offline). Axe on the document page.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { addNotes } from "./support/graph-notes.ts";
import { visible } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot } from "./support/shell.ts";

const note = {
  title: "Binary black hole merger",
  content:
    "The binary black hole merger left a remnant black hole of $62 M_{\\odot}$ after the collision.\n\n" +
    "The energy radiated follows $$E = \\Delta m \\cdot c^2$$ as gravitational waves.\n\n" +
    "Tickets to the talk cost $5 and $10.",
};

describe("mathematics", () => {
  let server: RunningServer;
  let browser: BrowserSession;
  let page: Page;
  const refused: string[] = [];
  const fontResponses: Array<{ url: string; status: number }> = [];

  beforeAll(async () => {
    ({ server, browser, page } = await openApp());
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    page.on("response", (response) => {
      if (/KaTeX_.*\.(woff2?|ttf)$/.test(response.url()))
        fontResponses.push({ url: response.url(), status: response.status() });
    });
    await signUp(page, newAccount("Kip", "Thorne"));
    await addNotes(page, [note]);
  });
  afterAll(async () => {
    await closeApp(browser, server);
  });

  it("is typeset on the document page with Mnemo's own KaTeX fonts, prices left as text", async () => {
    const list = (await (await page.request.get("/api/documents")).json()) as Array<{ id: string }>;
    await page.goto(`/documents/${list[0]!.id}`);
    await visible(pageHeading(page, note.title));
    const content = page.getByTestId("document-content");
    await visible(content.locator(".katex").first());
    expect(await content.locator(".katex").count()).toBe(2);
    expect(await content.locator(".katex-display").count()).toBe(1);
    const seen = await content.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(".katex-mathml").forEach((node) => node.remove());
      return copy.textContent ?? "";
    });
    expect(seen).not.toContain("\\odot");
    expect(seen).toContain("Tickets to the talk cost $5 and $10.");
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((f) => f.family.includes("KaTeX") && f.status === "loaded")
        .map((f) => f.family);
    });
    expect(fonts).toContain("KaTeX_Main");
    expect(fontResponses.length).toBeGreaterThan(0);
    for (const response of fontResponses) {
      expect(new URL(response.url).origin).toBe(server.baseUrl);
      expect(response.status).toBe(200);
    }
    expect(refused).toEqual([]);
    await snapshot(page, "math-document");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("is typeset in an answer quoted from the note", async () => {
    await page.goto(`/search?q=${encodeURIComponent("What remnant did the black hole merger leave?")}`);
    const panel = page.getByRole("main").getByTestId("answer-panel");
    await page.waitForFunction(
      () => document.querySelector("[data-testid=answer-panel]")?.getAttribute("aria-busy") === "false",
    );
    await visible(panel.getByTestId("answer-sentence").first().locator(".katex"));
    expect(refused).toEqual([]);
  });
});
