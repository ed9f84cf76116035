// Contradictions end to end in a real browser against the real server: a fresh user sees the empty state; two notes
// that disagree are written through the API and processed; the page shows the badge, the card (kind, confidence)
// and both statements with links to their passages; one is resolved with a note, shown under Resolved, reopened,
// then dismissed with a reason using the keyboard alone (which takes its edge out of the graph). Then review at
// scale: more notes, filters by kind and document, a selection dismissed at once, and dismissed pairs that stay
// dismissed when every document is read again. Screenshots in both themes; axe on every state.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contradiction } from "../contract/contradictions.ts";
import type { Document } from "../contract/documents.ts";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { visible, waitForPath, waitUntilDocumentsReady } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

const claimA = "Regular exercise increases cancer mortality rates among elderly adults in cities.";
const claimB = "Regular exercise reduces cancer mortality rates among elderly adults in cities.";

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
});

afterAll(async () => {
  await closeApp(browser, server);
});

const main = () => page.getByRole("main");
const toast = () => page.locator('[role="region"][aria-label^="Notifications"] li');
const badge = () => page.getByTestId("unresolved-badge");
const cards = () => main().getByTestId("contradiction");

/** Writes a note through the API with the browser's session (the same call as the Write Note form). */
async function createNote(title: string, content: string): Promise<Document> {
  const res = await page.request.post("/api/documents", { data: { title, content, type: "note", projectId: null } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Document;
}

async function openContradictions(search = ""): Promise<void> {
  await page.goto(`/contradictions${search}`);
  await visible(pageHeading(page, "Contradictions"));
  await page.getByRole("status").filter({ hasText: "Loading contradictions..." }).waitFor({ state: "detached" });
}

describe("contradictions", () => {
  it("shows the empty state to a fresh user, without a badge or accessibility violations", async () => {
    await signUp(page, newAccount("Rosalind", "Franklin"));
    await openContradictions();
    await visible(main().getByRole("heading", { name: "No contradictions detected" }));
    await visible(main().getByText("Your knowledge base is consistent"));
    expect(await badge().count()).toBe(0);
    await snapshot(page, "contradictions-empty");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("finds the contradiction between two notes and shows it with its badge, statements and sources", async () => {
    await createNote("Exercise trial A", claimA);
    await waitUntilDocumentsReady(page, 1);
    await createNote("Exercise trial B", claimB);
    await waitUntilDocumentsReady(page, 2);

    await openContradictions();
    expect(await badge().textContent()).toBe("1 unresolved");
    expect(await cards().count()).toBe(1);
    const card = cards().first();
    await visible(card.getByRole("heading", { name: "Contradiction Detected" }));
    await visible(card.getByRole("heading", { name: "Statement 1" }));
    await visible(card.getByRole("heading", { name: "Statement 2" }));
    expect(await card.getByTestId("statement-1").locator("blockquote").textContent()).toBe(claimA);
    expect(await card.getByTestId("statement-2").locator("blockquote").textContent()).toBe(claimB);
    expect(await card.getByTestId("statement-1").locator("mark").textContent()).toBe("increases");
    expect(await card.locator("[data-severity]").textContent()).toMatch(/^(High|Medium) severity$/);
    expect(await card.getByTestId("contradiction-reason").textContent()).toContain('"increases"');
    expect(await card.getByTestId("contradiction-kind").textContent()).toBe("Opposite claims");
    expect(await card.getByTestId("contradiction-confidence").textContent()).toMatch(/^\d+ % confident$/);
    expect(await main().getByRole("tab", { name: "Unresolved 1" }).getAttribute("aria-selected")).toBe("true");
    await snapshot(page, "contradictions");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens the source document at the statement's passage", async () => {
    const [c] = (await (await page.request.get("/api/contradictions")).json()) as Contradiction[];
    const link = cards().first().getByRole("link", { name: "Open the passage in Exercise trial B" });
    expect(await link.getAttribute("href")).toBe(
      `/documents/${c!.source2.documentId}?from=${c!.source2.charStart}&to=${c!.source2.charEnd}`,
    );
    await link.click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/documents/${c!.source2.documentId}` &&
        url.searchParams.get("from") === String(c!.source2.charStart),
    );
    await visible(pageHeading(page, "Exercise trial B"));
    await visible(main().getByTestId("document-content"));
    // Whether the detail page marks the passage is up to the documents feature; report it either way.
    const highlight = main().getByTestId("content-highlight");
    const marked = await highlight.waitFor({ state: "visible", timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    console.log(`document detail marks the passage from the URL: ${marked ? "yes" : "no"}`);
    if (marked) expect(await highlight.textContent()).toBe(claimB);
    await page.goBack();
    await waitForPath(page, "/contradictions");
    await visible(cards().first());
  });

  it("resolves it with a note: the badge goes, the card moves to Resolved with its note", async () => {
    await cards().first().getByRole("button", { name: "Statement 2 holds" }).click();
    const dialog = page.getByRole("dialog", { name: "Statement 2 holds" });
    await visible(dialog);
    await dialog.getByLabel(/Note/).fill("Trial B followed ten times more people.");
    await snapshot(page, "contradictions-resolve-dialog");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await visible(toast().filter({ hasText: "Contradiction resolved" }));
    expect(await toast().textContent()).toContain("Resolved as: Statement 2 holds.");
    await badge().waitFor({ state: "detached" });
    await visible(main().getByRole("heading", { name: "Every contradiction is resolved" }));

    await main()
      .getByRole("tab", { name: /Resolved/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get("status") === "resolved");
    const resolution = cards().first().getByTestId("resolution");
    await visible(resolution.getByText("Resolved: Statement 2 holds"));
    expect(await resolution.getByTestId("resolution-note").textContent()).toBe(
      "Note: Trial B followed ten times more people.",
    );
    await visible(cards().first().getByTestId("statement-2").getByText("Holds", { exact: true }));
    expect(await cards().first().getByTestId("statement-1").getByText("Holds", { exact: true }).count()).toBe(0);
    await snapshot(page, "contradictions-resolved");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("keeps the Resolved tab on reload and reopens the contradiction", async () => {
    await page.reload();
    await visible(cards().first().getByTestId("resolution"));
    await cards().first().getByRole("button", { name: "Reopen" }).click();
    await visible(toast().filter({ hasText: "Contradiction reopened" }));
    await visible(badge());
    expect(await badge().textContent()).toBe("1 unresolved");
    await visible(main().getByRole("heading", { name: "Nothing resolved yet" }));
    await main()
      .getByRole("tab", { name: /Unresolved/ })
      .click();
    await visible(cards().first().getByRole("button", { name: "Dismiss" }));
  });

  it("looks right in the dark theme, without accessibility violations", async () => {
    await startInTheme(page, "dark");
    await openContradictions();
    await visible(cards().first());
    await snapshot(page, "contradictions");
    expect(await axeViolations(page)).toEqual([]);
    await cards().first().getByRole("button", { name: "Dismiss" }).click();
    await visible(page.getByRole("dialog", { name: "Dismiss this contradiction" }));
    await snapshot(page, "contradictions-dismiss-dialog");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // Escape returns the focus to the button that opened the dialog.
    // The dialog gives it back in the frame after it closes, so wait for it rather than read it at once.
    await page.waitForFunction(() => document.activeElement?.textContent === "Dismiss", undefined, { timeout: 5000 });
    await openContradictions("?status=resolved");
    await visible(main().getByRole("heading", { name: "Nothing resolved yet" }));
    await snapshot(page, "contradictions-resolved-empty");
    expect(await axeViolations(page)).toEqual([]);
    await startInTheme(page, "light");
  });

  it("dismisses it with a reason, with the keyboard alone, which takes its edge out of the graph", async () => {
    const contradicts = async () => {
      const graph = (await (await page.request.get("/api/graph")).json()) as { edges: { type: string }[] };
      return graph.edges.filter((e) => e.type === "contradicts").length;
    };
    expect(await contradicts()).toBe(1);
    await openContradictions();
    await cards().first().getByRole("button", { name: "Dismiss" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Dismiss this contradiction" });
    await visible(dialog);
    // The reason comes first: arrow keys choose it, Tab goes on to the note.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      "not_a_contradiction",
    );
    await page.keyboard.press("ArrowDown");
    expect(await dialog.getByRole("radio", { name: "Both hold in different contexts" }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await page.keyboard.type("Different age groups.");
    await page.keyboard.press("Control+Enter");
    await visible(toast().filter({ hasText: "Contradiction dismissed" }));
    await badge().waitFor({ state: "detached" });
    // With no card left, the focus lands on the open tab rather than the page body.
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "tab");
    expect(await contradicts()).toBe(0);
    await main()
      .getByRole("tab", { name: /Resolved/ })
      .click();
    await visible(cards().first().getByText("Dismissed: Both hold in different contexts", { exact: true }));
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, "contradictions-mobile", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("reviews many at once: filters by kind and document, dismisses a selection, and keeps it dismissed", async () => {
    await createNote("Detector benchmark", "The YOLO detector processes 45 images per second on a Titan X GPU.");
    await createNote("Detector review", "The YOLO detector processes 155 images per second on a Titan X GPU.");
    await createNote("Coffee study A", "Regular coffee consumption raises blood pressure in healthy adults.");
    await createNote("Coffee study B", "Regular coffee consumption lowers blood pressure in healthy adults.");
    await waitUntilDocumentsReady(page, 6);
    await openContradictions();
    expect(await badge().textContent()).toBe("2 unresolved");
    const kind = main().getByLabel("Kind");
    await kind.selectOption("figure");
    await page.waitForURL((url) => url.searchParams.get("kind") === "figure");
    expect(await cards().count()).toBe(1);
    expect(await cards().first().textContent()).toContain("155 images per second");
    expect(await cards().first().getByTestId("contradiction-kind").textContent()).toBe("Different figures");
    await main()
      .getByRole("button", { name: /Clear filters/ })
      .click();
    await main().getByLabel("Document").selectOption({ label: "Coffee study B (1)" });
    expect(await cards().count()).toBe(1);
    await main()
      .getByRole("button", { name: /Clear filters/ })
      .click();
    await snapshot(page, "contradictions-filters");
    expect(await axeViolations(page)).toEqual([]);

    await main().getByRole("checkbox", { name: "Select all 2 shown" }).check();
    await visible(main().getByTestId("bulk-bar").getByText("2 selected"));
    await main().getByRole("button", { name: "Dismiss selected (2)" }).click();
    const dialog = page.getByRole("dialog", { name: "Dismiss 2 contradictions" });
    await visible(dialog);
    await dialog.getByRole("button", { name: "Dismiss" }).click();
    await visible(toast().filter({ hasText: "2 contradictions dismissed" }));
    await badge().waitFor({ state: "detached" });

    // Reading every document again finds the same pairs: they stay dismissed.
    const reread = await page.request.post("/api/documents/reread", { data: {} });
    expect(reread.status()).toBe(202);
    const deadline = Date.now() + 120_000;
    while (((await (await page.request.get("/api/documents/reading")).json()) as { inWork: number }).inWork > 0) {
      if (Date.now() > deadline) throw new Error("documents still being read");
      await page.waitForTimeout(500);
    }
    const all = (await (await page.request.get("/api/contradictions")).json()) as Contradiction[];
    expect(all).toHaveLength(3);
    expect(all.every((c) => c.resolution === "dismissed")).toBe(true);
    await openContradictions("?status=resolved");
    expect(await cards().count()).toBe(3);
    expect(await badge().count()).toBe(0);
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
