import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await signUpUser(t.app), await signUpUser(t.app)];
});
afterAll(() => t?.close());

describe("PATCH /api/documents/{id}", () => {
  it("renames, trims, and refuses an empty or over-long title with the API's error shape", async () => {
    const note = await createNote(t.app, alice, "Draft", "Photosynthesis turns light into sugar.");
    const renamed = await asUser(t.app, alice, {
      method: "PATCH",
      url: `/api/documents/${note.id}`,
      payload: { title: "  Photosynthesis  " },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: note.id, title: "Photosynthesis" });
    const empty = await asUser(t.app, alice, {
      method: "PATCH",
      url: `/api/documents/${note.id}`,
      payload: { title: "   " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: expect.stringContaining("Title is required") });
    const long = await asUser(t.app, alice, {
      method: "PATCH",
      url: `/api/documents/${note.id}`,
      payload: { title: "x".repeat(301) },
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await asUser(t.app, bob, { method: "PATCH", url: `/api/documents/${note.id}`, payload: { title: "Mine now" } }))
        .statusCode,
    ).toBe(404);
    const detail = (await asUser(t.app, alice, { method: "GET", url: `/api/documents/${note.id}` })).json();
    expect(detail.title).toBe("Photosynthesis");
  });
});

describe("POST /api/documents/reread", () => {
  it("queues only the user's own documents, and answers 404 for another user's project", async () => {
    const project = (
      await asUser(t.app, alice, { method: "POST", url: "/api/projects", payload: { name: "Biology" } })
    ).json<{ id: string }>();
    const inProject = await createNote(t.app, alice, "Cells", "Mitochondria produce ATP.", project.id);
    await waitUntilProcessed(t.app, alice, inProject.id);
    const foreign = await asUser(t.app, bob, {
      method: "POST",
      url: "/api/documents/reread",
      payload: { projectId: project.id },
    });
    expect(foreign.statusCode).toBe(404);
    const bobs = await asUser(t.app, bob, { method: "POST", url: "/api/documents/reread", payload: {} });
    expect(bobs.json()).toEqual({ queued: 0 });
    const scoped = await asUser(t.app, alice, {
      method: "POST",
      url: "/api/documents/reread",
      payload: { projectId: project.id },
    });
    expect(scoped.statusCode).toBe(202);
    expect(scoped.json()).toEqual({ queued: 1 });
    expect((await waitUntilProcessed(t.app, alice, inProject.id)).status).toBe("ready");
  });
});
