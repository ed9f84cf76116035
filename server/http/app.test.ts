import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../testing/harness.ts";
import { buildApp } from "./app.ts";

let t: TestApp;
let spa: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ MNEMO_SIGNIN_RATE_LIMIT: "3" });
  const webRoot = mkdtempSync(join(tmpdir(), "mnemo-web-"));
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Mnemo</title><div id=root></div>");
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "assets", "app-1234.js"), "console.log('mnemo')");
  writeFileSync(join(webRoot, "assets", "app-1234.js.br"), brotliCompressSync("console.log('mnemo')"));
  mkdirSync(join(webRoot, ".vite"));
  writeFileSync(join(webRoot, ".vite", "manifest.json"), "{}");
  spa = await buildApp(t.ctx, { webRoot });
});
afterAll(async () => {
  await spa?.close();
  await t?.close();
});

describe("GET /api/health", () => {
  it("reports the database and the queue", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      roles: ["web", "worker"],
      database: { status: "ok", driver: t.ctx.database.driver },
      queue: { status: "ok" },
    });
  });
});

describe("unknown paths", () => {
  it.each([
    ["GET", "/api/nothing-here"],
    ["POST", "/api/documents/not-yet"],
    ["DELETE", "/api"],
  ])("%s %s answers 404 in the API error shape", async (method, url) => {
    const response = await t.app.inject({ method: method as "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: expect.stringContaining(url), code: "NOT_FOUND" });
  });

  it.each(["/", "/graph", "/Documents/123/", "/no/such/page"])("GET %s serves the web app", async (url) => {
    const response = await spa.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("<div id=root>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("serves hashed assets with a long cache", async () => {
    const response = await spa.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("sends the precompressed asset when the browser accepts it", async () => {
    const response = await spa.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe("console.log('mnemo')");
  });

  it("does not serve the build manifest", async () => {
    const response = await spa.inject({ method: "GET", url: "/.vite/manifest.json" });
    expect(response.body).not.toBe("{}");
  });

  it("answers an unknown /api path with JSON even when the web app is served", async () => {
    const response = await spa.inject({ method: "GET", url: "/api/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });
});

describe("web security", () => {
  it("sends a content security policy and the usual hardening headers", async () => {
    const response = await spa.inject({ method: "GET", url: "/" });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeUndefined(); // plain http by default
  });

  it("refuses state-changing calls from another origin and allows same-origin ones", async () => {
    const payload = { email: "x@example.com", password: "whatever1" };
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: "CROSS_ORIGIN", message: expect.any(String) });

    const fetchMetadata = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(fetchMetadata.statusCode).toBe(403);

    const same = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload,
      headers: { origin: "http://localhost:5000" },
    });
    expect(same.statusCode).toBe(401);
  });

  it("lets cross-origin reads through (they carry no side effects and CORS keeps the answer from the other site)", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("rate-limits sign-in attempts with a readable 429", async () => {
    // An e-mail of its own: signing a user up would spend 2 of the account's 3 checks.
    const email = `guessed-${Date.now()}@example.com`;
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        payload: { email, password: "wrong-password" },
        remoteAddress: "203.0.113.7",
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[4]).toBe(429);
    const limited = await attempt();
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/Too many attempts/) });
  });
});

describe("upload rate limit", () => {
  it("answers 429 with the time to wait once a client uploads too fast", async () => {
    const limited = await createTestApp({ MNEMO_UPLOAD_RATE_LIMIT: "2" });
    try {
      const user = await signUpUser(limited.app);
      const upload = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/documents",
          headers: { cookie: user.cookie },
          payload: { title: "t", content: "c", type: "note", projectId: null },
          remoteAddress: "198.51.100.9",
        });
      expect((await upload()).statusCode).toBe(201);
      expect((await upload()).statusCode).toBe(201);
      const third = await upload();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        code: "RATE_LIMITED",
        message: expect.stringMatching(/Try again in \d+ seconds/),
      });
    } finally {
      await limited.close();
    }
  });
});
