import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("OpenAPI document", () => {
  it("lists every API route of the server", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    const missing: string[] = [];
    for (const route of t.app.routeList) {
      if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs") || route.url === "/api/openapi.json")
        continue;
      // Better Auth's protocol endpoints (OIDC callbacks) are not part of the API clients call.
      if (route.url.startsWith("/api/identity/")) continue;
      if (route.method === "HEAD" || route.method === "OPTIONS") continue;
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      if (!document.paths[path]?.[route.method.toLowerCase()]) missing.push(`${route.method} ${path}`);
    }
    expect(missing).toEqual([]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(15);
  });

  it("describes requests and responses from the shared contract", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const create = document.paths["/api/documents"].post;
    expect(JSON.stringify(create.requestBody)).toContain("projectId");
    expect(JSON.stringify(create.responses["201"])).toContain("uploadedAt");
  });

  it("declares API tokens, and which calls need a session instead", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.security).toContainEqual({ apiToken: [] });
    expect(document.paths["/api/tokens"].post.security).toEqual([{ session: [] }]);
    expect(document.paths["/api/projects"].get.security).toBeUndefined();
    expect(JSON.stringify(document.paths["/api/tokens"].post.responses["201"])).toContain("lastFour");
  });

  it("serves a browsable reference with its assets, offline and without a session", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger");
    const bundle = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(bundle.statusCode).toBe(200);
  });
});
