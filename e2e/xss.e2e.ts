// Titles, contents and file names holding HTML or script are shown as text, never run (issue 10, web security):
// a note, a PDF whose text carries a payload, and a text file whose name is one. Any dialog, any injected element,
// or any page error fails the test.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeApp, openApp } from "./support/app.ts";
import type { BrowserSession } from "./support/browser.ts";
import { visible } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, signUp } from "./support/shell.ts";

const PAYLOAD = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let dir: string;
const dialogs: string[] = [];
/** What the browser said about the content security policy: any report is a script, style or eval it refused. */
const policyReports: string[] = [];

async function api(path: string, init: RequestInit = {}) {
  const cookies = await browser.context.cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return fetch(`${server.baseUrl}${path}`, { ...init, headers: { ...init.headers, cookie, origin: server.baseUrl } });
}

async function waitUntilProcessed() {
  for (let i = 0; i < 120; i++) {
    const docs = (await (await api("/api/documents")).json()) as Array<{ status: string }>;
    if (docs.length && docs.every((d) => d.status === "ready" || d.status === "failed")) return docs;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("documents not processed");
}

async function assertInert() {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator("img[src='x']").count()).toBe(0);
  expect(await page.locator("body script:not([src])").count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(browser.pageErrors.map(String)).toEqual([]);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "mnemo-xss-"));
  ({ server, browser, page } = await openApp());
  // The browser reports what the policy refused as an event on the page, not always in the console.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.warn(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on("console", (message) => {
    if (message.text().startsWith("CSP violation")) policyReports.push(message.text());
  });
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUp(page, newAccount("Mallory"));

  await api("/api/documents", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      title: `Note ${PAYLOAD}`,
      content: `Photosynthesis ${PAYLOAD} converts light energy into chemical energy.`,
      type: "note",
      projectId: null,
    }),
  });
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(`Chlorophyll absorbs light. <script>alert(1)</script> <b onmouseover=alert(2)>x</b>`, {
    x: 40,
    y: 700,
    size: 10,
    font,
  });
  const form = new FormData();
  form.append(
    "file",
    new Blob([Buffer.from(await pdf.save())], { type: "application/pdf" }),
    `report <img src=x onerror=alert(3)>.pdf`,
  );
  await api("/api/documents/upload", { method: "POST", body: form });
  const text = new FormData();
  text.append("file", new Blob(["Mitochondria produce ATP."], { type: "text/plain" }), `"><svg onload=alert(4)>.txt`);
  await api("/api/documents/upload", { method: "POST", body: text });
  await waitUntilProcessed();
});

afterAll(async () => {
  await closeApp(browser, server);
  await rm(dir, { recursive: true, force: true });
});

describe("HTML and script in user content", () => {
  it("are shown as text in the documents list", async () => {
    const titles = ((await (await api("/api/documents")).json()) as Array<{ title: string }>).map((d) => d.title);
    expect(titles).toHaveLength(3);
    expect(titles.filter((t) => t.includes("<")).length).toBe(3); // the markup reached the server as text
    await page.goto("/documents");
    for (const title of titles) await visible(page.getByText(title, { exact: true }));
    await assertInert();
  });

  it("are shown as text on each document's page, with its concepts and passages", async () => {
    const docs = (await (await api("/api/documents")).json()) as Array<{ id: string }>;
    for (const doc of docs) {
      await page.goto(`/documents/${doc.id}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const buttons = page.getByRole("button", { name: /Show passages/ });
      if (await buttons.count()) await buttons.first().click();
      await page.waitForTimeout(300);
      await assertInert();
    }
    await page.goto(`/documents/${docs.find(() => true)!.id}`);
    expect(await page.content()).not.toContain("<script>window.__pwned");
  });

  it("are shown as text on the home page, in search and in the graph panel", async () => {
    for (const path of ["/", "/timeline", "/contradictions", "/graph"]) {
      await page.goto(path);
      await page.waitForTimeout(800);
      await assertInert();
    }
  });
});

describe("the content security policy", () => {
  it("is met by every page: nothing is refused, not even a library's probe for eval", async () => {
    // Signing up (in beforeAll) ran the forms' validation; these pages run the rest of the app.
    for (const path of ["/", "/documents", "/search", "/settings", "/upload"]) {
      await page.goto(path);
      await page.waitForTimeout(500);
    }
    expect(policyReports).toEqual([]);
  });
});
