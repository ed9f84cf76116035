/**
 * Every route that takes an id, called by one user with another user's ids, answers 404 and shows nothing of the
 * other's data. The routes come from the server's own route table: a new route is covered without editing this
 * test (it fails until the new kind of id has a provider below).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Contradiction } from "../../contract/contradictions.ts";
import { createNote, createProcessedNote } from "../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};
const secrets = [
  "Regular exercise increases cancer mortality",
  "Alice's private project",
  "Trial A",
  "Alice's importer",
];

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
  const project = (
    await asUser(t.app, alice, { method: "POST", url: "/api/projects", payload: { name: "Alice's private project" } })
  ).json();
  const a = await createProcessedNote(
    t.app,
    alice,
    "Trial A",
    "Regular exercise increases cancer mortality rates among elderly adults in cities.",
    project.id,
  );
  await createProcessedNote(
    t.app,
    alice,
    "Trial B",
    "Regular exercise reduces cancer mortality rates among elderly adults in cities.",
  );
  const detail = (await asUser(t.app, alice, { method: "GET", url: `/api/documents/${a.id}` })).json();
  const contradiction = (await asUser(t.app, alice, { method: "GET", url: "/api/contradictions" })).json<
    Contradiction[]
  >()[0]!;
  const token = (
    await asUser(t.app, alice, { method: "POST", url: "/api/tokens", payload: { name: "Alice's importer" } })
  ).json();
  const renamed = (
    await asUser(t.app, alice, {
      method: "PATCH",
      url: `/api/concepts/${detail.concepts[1].id}`,
      payload: { name: "Alice's own name" },
    })
  ).json();
  Object.assign(ids, {
    project: project.id,
    document: a.id,
    concept: detail.concepts[0].id,
    change: renamed.change.id,
    contradiction: contradiction.id,
    token: token.id,
  });
  // Bob has data of his own, so "empty because Bob has nothing" cannot pass for isolation.
  await createNote(t.app, bob, "Bob's note", "Bob writes about gardening and tomatoes.");
});
afterAll(() => t?.close());

/** Which of Alice's ids a path parameter takes, by the resource the route belongs to. */
function pathId(url: string): string {
  const resource = url.split("/")[2];
  const byResource: Record<string, string | undefined> = {
    documents: ids.document,
    concepts: ids.concept,
    contradictions: ids.contradiction,
    projects: ids.project,
    tokens: ids.token,
    "concept-changes": ids.change,
  };
  const id = byResource[resource ?? ""];
  if (!id) throw new Error(`No id provider for ${url}: add one to the isolation test.`);
  return id;
}

/** Query parameters that name an object, and the id of Alice's to put there. */
const queryIds: Record<string, () => string> = {
  projectId: () => ids.project!,
  conceptId: () => ids.concept!,
  documentId: () => ids.document!,
  ids: () => ids.document!,
};

/** A valid body for routes that need one, so validation passes and ownership is what is tested. */
const bodies: Record<string, unknown> = {
  "PATCH /api/contradictions/:id": { resolution: "dismissed" },
  "PATCH /api/documents/:id": { title: "Renamed by someone else" },
  "PATCH /api/concepts/:id": { name: "Renamed by someone else" },
  "POST /api/concepts/:id/split": { alias: "exercise" },
};

function queryKeys(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

describe("isolation between users", () => {
  it("answers 404 with nothing of the other user's data on every route that takes an id", async () => {
    const routes = t.app.routeList.filter(
      (r) => r.url.startsWith("/api/") && !r.public && !["HEAD", "OPTIONS"].includes(r.method),
    );
    const checked: string[] = [];
    for (const route of routes) {
      const params = route.url.includes("/:") ? route.url.replace(/:(\w+)/g, () => pathId(route.url)) : null;
      const named = queryKeys(route.querystring).filter((key) => key in queryIds);
      const calls: string[] = [];
      if (params) calls.push(params);
      for (const key of named)
        calls.push(`${route.url.replace(/:(\w+)/g, () => pathId(route.url))}?${key}=${queryIds[key]!()}`);
      for (const url of calls) {
        const key = `${route.method} ${route.url}`;
        const response = await asUser(t.app, bob, {
          method: route.method as "GET",
          url,
          payload: bodies[key] as object | undefined,
        });
        expect(
          [403, 404],
          `${route.method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
        ).toContain(response.statusCode);
        for (const secret of secrets) expect(response.body, `${route.method} ${url}`).not.toContain(secret);
        checked.push(`${route.method} ${url}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });

  it("refuses ids of another user in a request body (bulk dismiss), changing nothing", async () => {
    const response = await asUser(t.app, bob, {
      method: "POST",
      url: "/api/contradictions/dismiss",
      payload: { ids: [ids.contradiction], dismissReason: "not_a_contradiction" },
    });
    expect(response.statusCode).toBe(404);
    for (const secret of secrets) expect(response.body).not.toContain(secret);
  });

  it("left Alice's data as it was", async () => {
    expect((await asUser(t.app, alice, { method: "GET", url: `/api/documents/${ids.document}` })).statusCode).toBe(200);
    const contradictions = (await asUser(t.app, alice, { method: "GET", url: "/api/contradictions" })).json<
      Contradiction[]
    >();
    expect(contradictions[0]).toMatchObject({ id: ids.contradiction, resolved: 0 });
    expect((await asUser(t.app, alice, { method: "GET", url: "/api/tokens" })).json()).toEqual([
      expect.objectContaining({ id: ids.token }),
    ]);
  });

  it("lists only the user's own objects", async () => {
    for (const url of [
      "/api/documents",
      "/api/projects",
      "/api/versions",
      "/api/contradictions",
      "/api/stats",
      "/api/tokens",
    ]) {
      const response = await asUser(t.app, bob, { method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      for (const secret of secrets) expect(response.body, url).not.toContain(secret);
    }
  });
});
