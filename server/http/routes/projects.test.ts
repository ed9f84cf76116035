import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const countProjects = async () =>
  (await t.ctx.database.query<{ n: number }>("SELECT count(*)::int AS n FROM projects"))[0]!.n;

describe("projects", () => {
  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/projects" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/projects", payload: { name: "X" } })).statusCode).toBe(401);
  });

  it("creates a project (trimmed, empty description absent) and lists only the user's own", async () => {
    const created = await asUser(t.app, alice, {
      method: "POST",
      url: "/api/projects",
      payload: { name: "  Thesis  ", description: "   " },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: "Thesis",
      description: null,
      createdAt: expect.any(String),
    });

    await asUser(t.app, bob, {
      method: "POST",
      url: "/api/projects",
      payload: { name: "Bob's", description: "private" },
    });
    const list = await asUser(t.app, alice, { method: "GET", url: "/api/projects" });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(["Thesis"]);
  });

  it.each([
    [{}, "name"],
    [{ name: "   " }, "name"],
    [{ name: 42 }, "name"],
    [{ name: "x".repeat(101) }, "name"],
    [{ name: "ok", description: ["no"] }, "description"],
  ])("refuses %j with 400 and writes nothing", async (payload, path) => {
    const before = await countProjects();
    const response = await asUser(t.app, alice, { method: "POST", url: "/api/projects", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await countProjects()).toBe(before);
  });
});
