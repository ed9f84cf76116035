// A paper and a note that misstates it, end to end in a real browser (issue 31): a research paper's PDF uploaded
// through the Upload page, a reading note written through Write Note that cites the paper by its authors ("Gupta et
// al. show that ... 1,500 isolates") where the paper says 222. The contradictions page shows both passages, the
// PDF's with its page, and opens the PDF at the marked statement; the answer to a question on it shows both sides
// ("Your documents disagree"). Screenshots in both themes; axe on each state.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contradiction } from "../contract/contradictions.ts";
import { axeViolations } from "./support/a11y.ts";
import { closeApp, openApp } from "./support/app.ts";
import type { BrowserSession } from "./support/browser.ts";
import { visible, waitForPath, waitUntilDocumentsReady } from "./support/page.ts";
import { paperClaim, writePaperPdf } from "./support/paper-pdf.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

const paperTitle = "Immune selection and the population structure of Neisseria meningitidis";
const noteClaim =
  "Gupta et al. show that by analysing 1,500 isolates of Neisseria meningitidis, two highly polymorphic epitopes of the outer membrane protein PorA exist in nonoverlapping combinations.";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let folder: string;
let pdfPath: string;

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
  folder = await mkdtemp(join(tmpdir(), "mnemo-paper-"));
  pdfPath = join(folder, "gupta-1996.pdf");
  await writePaperPdf(pdfPath);
});

afterAll(async () => {
  await closeApp(browser, server);
  if (folder) await rm(folder, { recursive: true, force: true });
});

const main = () => page.getByRole("main");
const cards = () => main().getByTestId("contradiction");

describe("a note that misstates a paper", () => {
  it("uploads the paper's PDF and writes the note in the browser", async () => {
    await signUp(page, newAccount("Sunetra", "Reader"));
    await page.goto("/upload");
    const chooser = page.waitForEvent("filechooser");
    await main().getByRole("button", { name: "Choose files to upload" }).click();
    await (await chooser).setFiles([pdfPath]);
    await waitForPath(page, "/documents", 60_000);
    await waitUntilDocumentsReady(page, 1, 120_000);
    const created = await page.request.post("/api/documents", {
      data: { title: "Reading notes: meningococcus", content: noteClaim, type: "note", projectId: null },
    });
    expect(created.status(), await created.text()).toBe(201);
    await waitUntilDocumentsReady(page, 2, 120_000);
  }, 240_000);

  it("shows the contradiction with both passages, the PDF's on its page, and opens the PDF at the statement", async () => {
    const [c] = (await (await page.request.get("/api/contradictions")).json()) as Contradiction[];
    expect(c).toBeDefined();
    expect(c!.kind).toBe("count");
    await page.goto("/contradictions");
    await visible(pageHeading(page, "Contradictions"));
    const card = cards().first();
    await visible(card);
    const blocks = await card.locator("blockquote").allTextContents();
    expect(blocks.some((b) => b.includes("222 isolates"))).toBe(true);
    expect(blocks.some((b) => b.includes("1,500 isolates"))).toBe(true);
    const link = card.getByRole("link", { name: new RegExp(`Open the passage in ${paperTitle}`) });
    expect(await link.textContent()).toContain("page 2");
    await snapshot(page, "paper-note-contradiction");
    expect(await axeViolations(page)).toEqual([]);

    await link.click();
    await visible(pageHeading(page, paperTitle));
    const highlight = main().getByTestId("content-highlight");
    await visible(highlight);
    expect((await highlight.textContent())?.replace(/\s+/g, " ")).toContain(paperClaim.slice(0, 60));
    await snapshot(page, "paper-note-contradiction-pdf");
  });

  it("answers a question on it with both sides: 'Your documents disagree'", async () => {
    await page.goto(`/search?q=${encodeURIComponent("How many isolates of Neisseria meningitidis were analysed?")}`);
    const panel = main().getByTestId("answer-panel");
    await page.waitForFunction(
      () => document.querySelector("[data-testid=answer-panel]")?.getAttribute("aria-busy") === "false",
      undefined,
      { timeout: 60_000 },
    );
    const box = panel.getByTestId("answer-disagreements");
    await visible(box);
    await visible(box.getByRole("heading", { name: "Your documents disagree" }));
    const sides = (await box.getByTestId("disagreement-side").allTextContents()).join(" ");
    expect(sides).toContain("222 isolates");
    expect(sides).toContain("1,500 isolates");
    await snapshot(page, "answer-disagree");
    expect(await axeViolations(page)).toEqual([]);
    await startInTheme(page, "dark");
    await page.goto(`/search?q=${encodeURIComponent("How many isolates of Neisseria meningitidis were analysed?")}`);
    await visible(main().getByTestId("answer-disagreements"));
    await snapshot(page, "answer-disagree");
  });
});
