import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contradiction } from "../../../contract/contradictions.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
});
afterAll(() => t?.close());

const list = async (user: TestUser, query = "") => (await asUser(t.app, user, { method: "GET", url: `/api/contradictions${query}` })).json<Contradiction[]>();
const contradictsEdges = async (user: TestUser) =>
  (await t.ctx.database.query<{ n: number }>("SELECT count(*)::int AS n FROM relationships WHERE user_id = $1 AND type = 'contradicts'", [user.id]))[0]!.n;

describe("contradictions", () => {
  it("finds a contradiction between two documents, with both passages, and resolves it", async () => {
    const project = (await asUser(t.app, alice, { method: "POST", url: "/api/projects", payload: { name: "Health" } })).json();
    const first = await createNote(t.app, alice, "Trial A", "Regular exercise increases cancer mortality rates among elderly adults in cities.", project.id);
    await waitUntilProcessed(t.app, alice, first.id);
    const second = await createNote(t.app, alice, "Trial B", "Regular exercise reduces cancer mortality rates among elderly adults in cities.");
    await waitUntilProcessed(t.app, alice, second.id);

    const found = await list(alice);
    expect(found).toHaveLength(1);
    const [c] = found;
    expect(c).toMatchObject({
      resolved: 0,
      statement1: "Regular exercise increases cancer mortality rates among elderly adults in cities.",
      statement2: "Regular exercise reduces cancer mortality rates among elderly adults in cities.",
      source1: { documentId: first.id, documentTitle: "Trial A", charStart: 0 },
      source2: { documentId: second.id, documentTitle: "Trial B" },
      reason: expect.stringContaining("increases"),
    });
    expect(["high", "medium"]).toContain(c!.severity);
    expect(await contradictsEdges(alice)).toBe(1);

    expect(await list(alice, `?projectId=${project.id}`)).toHaveLength(1);
    expect(await list(alice, "?status=resolved")).toHaveLength(0);

    const resolved = await asUser(t.app, alice, { method: "PATCH", url: `/api/contradictions/${c!.id}`, payload: { resolution: "second_holds", note: "B is the larger trial." } });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolved: 1, resolution: "second_holds", resolutionNote: "B is the larger trial.", resolvedAt: expect.any(String) });
    expect(await list(alice, "?status=unresolved")).toHaveLength(0);

    const reopened = await asUser(t.app, alice, { method: "PATCH", url: `/api/contradictions/${c!.id}`, payload: { resolution: null } });
    expect(reopened.json()).toMatchObject({ resolved: 0, resolution: null });

    await asUser(t.app, alice, { method: "PATCH", url: `/api/contradictions/${c!.id}`, payload: { resolution: "dismissed" } });
    expect(await contradictsEdges(alice)).toBe(0);
    await asUser(t.app, alice, { method: "PATCH", url: `/api/contradictions/${c!.id}`, payload: { resolution: null } });
    expect(await contradictsEdges(alice)).toBe(1);
    await asUser(t.app, alice, { method: "PATCH", url: `/api/contradictions/${c!.id}`, payload: { resolution: "dismissed" } });
    expect(await contradictsEdges(alice)).toBe(0);
  });

  it("keeps other users out (404) and refuses bad input (400)", async () => {
    const [c] = await list(alice);
    expect(await list(bob)).toEqual([]);
    expect((await asUser(t.app, bob, { method: "PATCH", url: `/api/contradictions/${c!.id}`, payload: { resolution: "dismissed" } })).statusCode).toBe(404);
    expect((await asUser(t.app, alice, { method: "PATCH", url: `/api/contradictions/${c!.id}`, payload: { resolution: "maybe" } })).statusCode).toBe(400);
    expect((await asUser(t.app, alice, { method: "PATCH", url: `/api/contradictions/${c!.id}`, payload: { resolution: "both_hold", note: "x".repeat(2001) } })).statusCode).toBe(400);
    expect((await asUser(t.app, alice, { method: "PATCH", url: "/api/contradictions/not-an-id", payload: { resolution: null } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/contradictions" })).statusCode).toBe(401);
  });

  it("goes away, with its edge, when either document is deleted", async () => {
    const a = await createNote(t.app, bob, "Old", "Coffee consumption raises blood pressure in healthy adults.");
    await waitUntilProcessed(t.app, bob, a.id);
    const b = await createNote(t.app, bob, "New", "Coffee consumption lowers blood pressure in healthy adults.");
    await waitUntilProcessed(t.app, bob, b.id);
    expect(await list(bob)).toHaveLength(1);
    await asUser(t.app, bob, { method: "DELETE", url: `/api/documents/${a.id}` });
    expect(await list(bob)).toHaveLength(0);
    expect(await contradictsEdges(bob)).toBe(0);
  });
});
