// "Add a web page" through the API against real HTTP servers on this machine: one allow-listed (as an intranet
// would be), one not. Everything that must be refused is refused before a byte of it is kept.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { lookup } from "node:dns/promises";
import { hostname } from "node:os";
import { gzipSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Document } from "../../../contract/documents.ts";
import { webPage } from "../../pipeline/sources/fixtures.ts";
import { waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let site: Server;
let other: Server;
let siteUrl: string;
let otherUrl: string;
let otherHits = 0;
let siteHits = 0;
const article = webPage("theverge1.html");
let pdf: Uint8Array;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.addPage().drawText("Moraines are ridges of glacial debris.", {
    x: 50,
    y: 700,
    size: 12,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  pdf = await doc.save();
  const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024));
  site = createServer((req, res) => {
    siteHits++;
    const url = new URL(req.url ?? "/", "http://x");
    const hops = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (url.pathname === "/2014/06/facebook-experiment")
      return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(article);
    if (url.pathname === "/paper") return res.writeHead(200, { "content-type": "application/pdf" }).end(pdf);
    if (url.pathname === "/image")
      return res
        .writeHead(200, { "content-type": "image/png" })
        .end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    if (url.pathname === "/redirect") return res.writeHead(302, { location: url.searchParams.get("to")! }).end();
    if (hops)
      return res
        .writeHead(301, {
          location: Number(hops[1]) > 1 ? `/chain/${Number(hops[1]) - 1}` : "/2014/06/facebook-experiment",
        })
        .end();
    if (url.pathname === "/never") return; // accepts the request, never answers
    if (url.pathname === "/big")
      return res.writeHead(200, { "content-type": "text/html" }).end(Buffer.alloc(3 * 1024 * 1024, "<p>words</p>"));
    if (url.pathname === "/bomb")
      return res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(bomb);
    res.writeHead(404, { "content-type": "text/plain" }).end("not here");
  });
  other = createServer((_req, res) => {
    otherHits++;
    res.writeHead(200, { "content-type": "text/html" }).end("<html><body><p>internal secret</p></body></html>");
  });
  const [sitePort, otherPort] = [await listen(site), await listen(other)];
  siteUrl = `http://127.0.0.1:${sitePort}`;
  otherUrl = `http://127.0.0.1:${otherPort}`;
  t = await createTestApp({
    MNEMO_URL_IMPORT_ALLOW: `127.0.0.1:${sitePort}`,
    MNEMO_URL_IMPORT_TIMEOUT_SECONDS: "2",
    MNEMO_MAX_UPLOAD_MB: "2",
  });
  alice = await signUpUser(t.app);
});
afterAll(async () => {
  await t?.close();
  site?.closeAllConnections();
  site?.close();
  other?.close();
});

const add = (url: string, projectId: string | null = null) =>
  asUser(t.app, alice, { method: "POST", url: "/api/documents/url", payload: { url, projectId } });
const count = async () =>
  Number(
    (
      await t.ctx.database.query<{ n: string }>("SELECT count(*) AS n FROM documents WHERE user_id = $1", [alice.id])
    )[0]!.n,
  );

describe("POST /api/documents/url", () => {
  it("fetches a page, keeps it as the original with its address, and reads its article", async () => {
    const response = await add(`${siteUrl}/chain/2`);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Document>();
    expect(created).toMatchObject({
      type: "html",
      title: "Facebook offers explanation for controversial News Feed psychology experiment",
    });
    expect(created.original).toEqual({
      fileName: "127.0.0.1-2014-06-facebook-experiment.html",
      mimeType: "text/html; charset=utf-8",
      sizeBytes: article.length,
      sourceUrl: `${siteUrl}/2014/06/facebook-experiment`,
    });
    const doc = await waitUntilProcessed(t.app, alice, created.id);
    expect(doc.status).toBe("ready");
    expect(doc.content).toContain("Facebook caused a stir over the weekend");
    expect(doc.content).not.toMatch(/All rights reserved/i);
    const original = await asUser(t.app, alice, { method: "GET", url: `/api/documents/${doc.id}/original` });
    expect(Buffer.compare(original.rawPayload, article)).toBe(0);
  });

  it("makes a linked PDF a PDF document", async () => {
    const response = await add(`${siteUrl}/paper`);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Document>()).toMatchObject({
      type: "pdf",
      pageCount: 1,
      original: { fileName: "127.0.0.1-paper.pdf" },
    });
    expect((await waitUntilProcessed(t.app, alice, response.json<Document>().id)).content).toContain(
      "Moraines are ridges of glacial debris.",
    );
  });

  it("refuses loopback, private, link-local and metadata addresses, literal or by name, before and after redirects", async () => {
    const before = await count();
    for (const url of [
      `${otherUrl}/`,
      otherUrl.replace("127.0.0.1", "localhost"),
      otherUrl.replace("127.0.0.1", "[::1]"),
      otherUrl.replace("127.0.0.1", "2130706433"),
      otherUrl.replace("127.0.0.1", "127.1"),
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:169.254.169.254]/",
      "http://10.0.0.1/",
      `${siteUrl}/redirect?to=${encodeURIComponent(`${otherUrl}/`)}`,
      `${siteUrl}/redirect?to=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`,
    ]) {
      const response = await add(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json<{ code: string; message: string }>(), url).toMatchObject({
        code: "URL_NOT_ALLOWED",
        message: expect.stringMatching(/local or private network address/),
      });
    }
    expect(otherHits).toBe(0);
    expect(await count()).toBe(before);
  });

  it("answers a host name that resolves to a private address exactly like one that does not resolve", async () => {
    const port = new URL(otherUrl).port;
    // A name of this machine that resolves to a loopback address (/etc/hosts); the other resolves nowhere.
    let local: string | undefined;
    for (const name of [hostname(), "ip6-localhost", "ip6-loopback"]) {
      const found = await lookup(name).catch(() => null);
      if (found && /^(?:127\.|::1$)/.test(found.address)) {
        local = name;
        break;
      }
    }
    expect(local, "a name of this machine that resolves to a loopback address").toBeDefined();
    const [inside, nowhere] = await Promise.all([
      add(`http://${local}:${port}/`),
      add(`http://no-such-host-${Date.now()}.invalid:${port}/`),
    ]);
    for (const response of [inside, nowhere]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        code: "URL_FETCH_FAILED",
        message: "The page could not be fetched: its host name was not found on the public internet.",
      });
    }
    expect(otherHits).toBe(0);
  });

  it("checks the project before it fetches anything", async () => {
    const bob = await signUpUser(t.app);
    const bobs = (await asUser(t.app, bob, { method: "POST", url: "/api/projects", payload: { name: "B" } })).json();
    const before = siteHits;
    const response = await add(`${siteUrl}/paper`, bobs.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(siteHits).toBe(before);
  });

  it("refuses other schemes, and too many redirects", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.org/x", "javascript:alert(1)", "gopher://x"]) {
      const response = await add(url);
      expect(response.statusCode, url).toBe(400);
    }
    const toFile = await add(`${siteUrl}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`);
    expect(toFile.json<{ message: string }>().message).toMatch(/Only http:\/\/ and https:\/\//);
    expect((await add(`${siteUrl}/chain/5`)).statusCode).toBe(201);
    const six = await add(`${siteUrl}/chain/6`);
    expect(six.statusCode).toBe(422);
    expect(six.json<{ message: string }>().message).toBe("The page redirected more than 5 times.");
  });

  it("gives up on a page that never answers, and keeps serving", async () => {
    const started = Date.now();
    const response = await add(`${siteUrl}/never`);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe("The page did not answer within 2 seconds.");
    expect(Date.now() - started).toBeLessThan(6000);
    expect((await asUser(t.app, alice, { method: "GET", url: "/api/documents" })).statusCode).toBe(200);
  });

  it("caps the size, also of a compressed answer, and names what it does not read", async () => {
    const big = await add(`${siteUrl}/big`);
    expect(big.statusCode).toBe(413);
    expect(big.json<{ message: string }>().message).toBe("The page is larger than the limit of 2 MB.");
    const bomb = await add(`${siteUrl}/bomb`);
    expect(bomb.statusCode).toBe(413);
    const image = await add(`${siteUrl}/image`);
    expect(image.statusCode).toBe(415);
    expect(image.json<{ message: string }>().message).toBe(
      "This address leads to an image (image/png), which Mnemo does not read.",
    );
    const missing = await add(`${siteUrl}/nothing-here`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ message: string }>().message).toBe(
      "The page could not be fetched: the server answered 404 Not Found.",
    );
  });

  it("validates the body", async () => {
    expect((await add("")).json<{ message: string }>().message).toMatch(/Web address is required/);
    expect((await add("example.org/page")).statusCode).toBe(400);
    expect(
      (
        await asUser(t.app, alice, {
          method: "POST",
          url: "/api/documents/url",
          payload: { url: `${siteUrl}/paper`, projectId: "nope" },
        })
      ).statusCode,
    ).toBe(400);
  });
});
