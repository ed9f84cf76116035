import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VersionEntry } from "../../../contract/versions.ts";
import { createProcessedNote } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const docs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await signUpUser(t.app), await signUpUser(t.app)];
  const first = await createProcessedNote(
    t.app,
    alice,
    "Photosynthesis",
    "Photosynthesis turns light into chemical energy. Chlorophyll absorbs light in the chloroplast.",
  );
  const second = await createProcessedNote(
    t.app,
    alice,
    "Chlorophyll",
    "Chlorophyll is a green pigment that absorbs red and blue light. Chlorophyll sits in the thylakoid membrane.",
  );
  docs.first = first.id;
  docs.second = second.id;
});
afterAll(() => t?.close());

const versions = async (query: string) =>
  (await asUser(t.app, alice, { method: "GET", url: `/api/versions${query}` })).json<VersionEntry[]>();

describe("GET /api/versions filters", () => {
  it("narrows to the changes one document caused", async () => {
    const all = await versions("");
    const fromSecond = await versions(`?documentId=${docs.second}`);
    expect(fromSecond.length).toBeGreaterThan(0);
    expect(fromSecond.length).toBeLessThan(all.length);
    expect(fromSecond.every((v) => v.document?.id === docs.second)).toBe(true);
    expect(all.filter((v) => v.document?.id === docs.second)).toHaveLength(fromSecond.length);
  });

  it("narrows to one change type, alone or with a document", async () => {
    const created = await versions("?changeType=created");
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((v) => v.changeType === "created")).toBe(true);
    const both = await versions(`?changeType=created&documentId=${docs.first}`);
    expect(both.every((v) => v.changeType === "created" && v.document?.id === docs.first)).toBe(true);
    expect(both.length).toBeGreaterThan(0);
  });

  it("refuses an unknown change type with the API's error shape, and another user's document with 404", async () => {
    const bad = await asUser(t.app, alice, { method: "GET", url: "/api/versions?changeType=deleted" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining("changeType must be one of created") });
    expect(
      (await asUser(t.app, bob, { method: "GET", url: `/api/versions?documentId=${docs.first}` })).statusCode,
    ).toBe(404);
  });
});
