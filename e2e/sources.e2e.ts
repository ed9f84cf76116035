// Word files, EPUBs, saved web pages and web addresses end to end (issue 20): real files of the source tests chosen
// through the browser's file chooser, a page added by its address from a web server on this machine (allow-listed
// as an intranet would be), each read and shown with its type; a file that is not what its name says and an
// address Mnemo must not fetch get their reason on screen. Screenshots; axe on the screens.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, webPage } from "../server/pipeline/sources/fixtures.ts";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { visible, waitForPath } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let site: Server;
let siteUrl: string;
let folder: string;
const files = { docx: "", epub: "", html: "", fake: "" };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "mnemo-e2e-sources-"));
  Object.assign(files, {
    docx: join(folder, "Walking on air.docx"),
    epub: join(folder, "alice.epub"),
    html: join(folder, "facebook-experiment.html"),
    fake: join(folder, "lecture notes.docx"),
  });
  await writeFile(files.docx, fixture("word/embedded-style-map.docx"));
  await writeFile(files.epub, fixture("books/alice-in-wonderland.epub"));
  await writeFile(files.html, webPage("theverge1.html"));
  await writeFile(files.fake, "Lecture notes saved as plain text.\n");
  site = createServer((req, res) => {
    if (req.url === "/reviews/shovel-knight")
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(webPage("polygon.html"));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const port = (site.address() as AddressInfo).port;
  siteUrl = `http://127.0.0.1:${port}`;
  ({ server, browser, page } = await openApp({ env: { MNEMO_URL_IMPORT_ALLOW: `127.0.0.1:${port}` } }));
});

afterAll(async () => {
  await closeApp(browser, server);
  site?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const main = () => page.getByRole("main");
const toast = () => page.locator('[role="region"][aria-label^="Notifications"] li');
const cards = () => main().getByTestId("document-card");
const card = (title: string) => cards().filter({ has: page.getByRole("link", { name: title, exact: true }) });

async function chooseFiles(paths: string[]): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await main().getByRole("button", { name: "Choose files to upload" }).click();
  await (await chooser).setFiles(paths);
}

async function waitUntilAllReady(count: number): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const now = document.querySelectorAll('[data-testid="document-card"]');
      return now.length === n && [...now].every((c) => !c.querySelector('[data-testid="status-chip"]'));
    },
    count,
    { timeout: 120_000 },
  );
}

describe("sources people have", () => {
  it("uploads a Word file, an EPUB and a saved web page through the file chooser; each is read with its own title and type", async () => {
    await signUp(page, newAccount("Rosalind", "Franklin"));
    await page.goto("/upload");
    await visible(pageHeading(page, "Upload Document"));
    await visible(main().getByText("PDF, TXT, MD, DOCX, HTML, EPUB files supported"));
    await visible(main().getByRole("heading", { name: "Add a web page" }));
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, "upload-with-web-page");

    // Chosen files are sent at once.
    await chooseFiles([files.docx, files.epub, files.html]);
    await visible(toast().filter({ hasText: "3 documents are saved." }));
    await waitForPath(page, "/documents");
    await waitUntilAllReady(3);
    expect(await card("Walking on imported air").locator("[data-type]").textContent()).toBe("Word");
    expect(await card("Alice's Adventures in Wonderland").locator("[data-type]").textContent()).toBe("EPUB");
    expect(
      await card("Facebook offers explanation for controversial News Feed psychology experiment")
        .locator("[data-type]")
        .textContent(),
    ).toBe("Web page");
    await snapshot(page, "documents-new-sources");
  }, 180_000);

  it("shows the book's chapters and its concepts", async () => {
    await main().getByRole("link", { name: "Alice's Adventures in Wonderland", exact: true }).click();
    await visible(main().getByRole("heading", { level: 1, name: "Alice's Adventures in Wonderland" }));
    const content = main().locator("#document-content");
    expect(await content.textContent()).toContain("Chapter 1 Down the Rabbit Hole");
    expect(await content.textContent()).toContain("Alice was beginning to get very tired of sitting by her sister");
    const concepts = main().getByTestId("concept");
    await visible(concepts.first());
    const names = (await concepts.getByRole("heading").allTextContents()).map((n) => n.toLowerCase());
    expect(names.slice(0, 10)).toContain("alice");
    await snapshot(page, "document-epub");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("adds a web page by its address: fetched by the server, its article read, where it came from shown", async () => {
    await page.goto("/upload");
    await main().getByLabel("Web address").fill(`${siteUrl}/reviews/shovel-knight`);
    await main().getByRole("button", { name: "Add page" }).click();
    await visible(toast().filter({ hasText: '"Shovel Knight review: rewrite history" is saved.' }));
    await waitForPath(page, "/documents");
    await waitUntilAllReady(4);
    await main().getByRole("link", { name: "Shovel Knight review: rewrite history", exact: true }).click();
    await visible(main().getByText("Saved from"));
    expect(
      await main()
        .getByRole("link", { name: siteUrl.replace("http://", "") })
        .getAttribute("href"),
    ).toBe(`${siteUrl}/reviews/shovel-knight`);
    const text = (await main().locator("#document-content").textContent()) ?? "";
    expect(text).toContain("Shovel Knight is inspired by the past in all the right");
    expect(text).not.toMatch(/All rights reserved/i);
    await snapshot(page, "document-web-page");
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);

  it("says why a renamed text file and a local address cannot be added", async () => {
    await page.goto("/upload");
    await chooseFiles([files.fake]);
    await visible(
      toast().filter({
        hasText: "This file is not a Word document (.docx): it is a text file. Rename it to .txt and upload it again.",
      }),
    );

    await main().getByLabel("Web address").fill(server.baseUrl);
    await main().getByRole("button", { name: "Add page" }).click();
    await visible(
      main()
        .getByRole("alert")
        .filter({ hasText: "is a local or private network address, which Mnemo does not fetch" }),
    );
    await snapshot(page, "upload-web-page-refused");
    expect(await axeViolations(page)).toEqual([]);
  });
});
