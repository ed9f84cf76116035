import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contradiction } from "../../../contract/contradictions.ts";
import { createNote, createProcessedNote, waitUntilProcessed } from "../../testing/documents.ts";
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

const list = async (user: TestUser, query = "") =>
  (await asUser(t.app, user, { method: "GET", url: `/api/contradictions${query}` })).json<Contradiction[]>();
const contradictsEdges = async (user: TestUser) =>
  (
    await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM relationships WHERE user_id = $1 AND type = 'contradicts'",
      [user.id],
    )
  )[0]!.n;

describe("contradictions", () => {
  it("finds a contradiction between two documents, with both passages, and resolves it", async () => {
    const project = (
      await asUser(t.app, alice, { method: "POST", url: "/api/projects", payload: { name: "Health" } })
    ).json();
    const first = await createProcessedNote(
      t.app,
      alice,
      "Trial A",
      "Regular exercise increases cancer mortality rates among elderly adults in cities.",
      project.id,
    );
    const second = await createProcessedNote(
      t.app,
      alice,
      "Trial B",
      "Regular exercise reduces cancer mortality rates among elderly adults in cities.",
    );

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

    const resolved = await asUser(t.app, alice, {
      method: "PATCH",
      url: `/api/contradictions/${c!.id}`,
      payload: { resolution: "second_holds", note: "B is the larger trial." },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      resolved: 1,
      resolution: "second_holds",
      resolutionNote: "B is the larger trial.",
      resolvedAt: expect.any(String),
    });
    expect(await list(alice, "?status=unresolved")).toHaveLength(0);

    const reopened = await asUser(t.app, alice, {
      method: "PATCH",
      url: `/api/contradictions/${c!.id}`,
      payload: { resolution: null },
    });
    expect(reopened.json()).toMatchObject({ resolved: 0, resolution: null });

    await asUser(t.app, alice, {
      method: "PATCH",
      url: `/api/contradictions/${c!.id}`,
      payload: { resolution: "dismissed" },
    });
    expect(await contradictsEdges(alice)).toBe(0);
    await asUser(t.app, alice, { method: "PATCH", url: `/api/contradictions/${c!.id}`, payload: { resolution: null } });
    expect(await contradictsEdges(alice)).toBe(1);
    await asUser(t.app, alice, {
      method: "PATCH",
      url: `/api/contradictions/${c!.id}`,
      payload: { resolution: "dismissed" },
    });
    expect(await contradictsEdges(alice)).toBe(0);
  });

  it("keeps other users out (404) and refuses bad input (400)", async () => {
    const [c] = await list(alice);
    expect(await list(bob)).toEqual([]);
    expect(
      (
        await asUser(t.app, bob, {
          method: "PATCH",
          url: `/api/contradictions/${c!.id}`,
          payload: { resolution: "dismissed" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await asUser(t.app, alice, {
          method: "PATCH",
          url: `/api/contradictions/${c!.id}`,
          payload: { resolution: "maybe" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await asUser(t.app, alice, {
          method: "PATCH",
          url: `/api/contradictions/${c!.id}`,
          payload: { resolution: "both_hold", note: "x".repeat(2001) },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await asUser(t.app, alice, {
          method: "PATCH",
          url: "/api/contradictions/not-an-id",
          payload: { resolution: null },
        })
      ).statusCode,
    ).toBe(400);
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

describe("review at scale", () => {
  let carol: TestUser;
  const waitAllRead = async (user: TestUser) => {
    for (let i = 0; i < 600; i++) {
      if (
        (await asUser(t.app, user, { method: "GET", url: "/api/documents/reading" })).json<{ inWork: number }>()
          .inWork === 0
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("documents still being read");
  };
  const docs: Record<string, string> = {};
  beforeAll(async () => {
    carol = await signUpUser(t.app);
    const notes: Array<[string, string]> = [
      [
        "Exercise trial",
        "Regular exercise increases cancer mortality rates among elderly adults in cities.\n\nThe YOLO detector processes 45 images per second on a Titan X.",
      ],
      ["Exercise review", "Regular exercise reduces cancer mortality rates among elderly adults in cities."],
      ["Detector notes", "The YOLO detector processes 155 images per second on a Titan X."],
    ];
    for (const [title, text] of notes) {
      const doc = await createNote(t.app, carol, title, text);
      docs[title] = doc.id;
      await waitUntilProcessed(t.app, carol, doc.id);
    }
  });

  it("filters by kind, severity and document, and refuses unknown values", async () => {
    const all = await list(carol);
    expect(all.map((c) => c.kind).sort()).toEqual(["antonym", "figure"]);
    // ordered: unresolved first, then severity, then confidence
    expect(all.map((c) => c.severity)).toEqual(
      [...all.map((c) => c.severity)].sort(
        (a, b) => ["high", "medium", "low"].indexOf(a) - ["high", "medium", "low"].indexOf(b),
      ),
    );
    expect(all.every((c) => c.confidence > 0 && c.confidence <= 1)).toBe(true);
    expect((await list(carol, "?kind=figure")).map((c) => c.statement2)).toEqual([
      "The YOLO detector processes 155 images per second on a Titan X.",
    ]);
    const figure = all.find((c) => c.kind === "figure")!;
    expect(await list(carol, `?severity=${figure.severity}&kind=figure`)).toHaveLength(1);
    expect((await list(carol, `?documentId=${docs["Exercise review"]}`)).map((c) => c.kind)).toEqual(["antonym"]);
    expect(await list(carol, `?documentId=${docs["Exercise trial"]}`)).toHaveLength(2);
    expect((await asUser(t.app, carol, { method: "GET", url: "/api/contradictions?kind=vibes" })).statusCode).toBe(400);
    expect(
      (await asUser(t.app, carol, { method: "GET", url: "/api/contradictions?severity=extreme" })).statusCode,
    ).toBe(400);
    const bobsDoc = await createNote(t.app, bob, "Bob's", "Bob writes about something else entirely here.");
    expect(
      (await asUser(t.app, carol, { method: "GET", url: `/api/contradictions?documentId=${bobsDoc.id}` })).statusCode,
    ).toBe(404);
  });

  it("draws contradicts edges only while a contradiction is unresolved", async () => {
    const [antonym] = await list(carol, "?kind=antonym");
    expect(await contradictsEdges(carol)).toBeGreaterThan(0);
    const before = await contradictsEdges(carol);
    await asUser(t.app, carol, {
      method: "PATCH",
      url: `/api/contradictions/${antonym!.id}`,
      payload: { resolution: "first_holds" },
    });
    expect(await contradictsEdges(carol)).toBe(before - 1);
    await asUser(t.app, carol, {
      method: "PATCH",
      url: `/api/contradictions/${antonym!.id}`,
      payload: { resolution: null },
    });
    expect(await contradictsEdges(carol)).toBe(before);
  });

  it("dismisses with a reason, one or a selection at once, all or nothing", async () => {
    const all = await list(carol);
    const [one] = all;
    const withReason = await asUser(t.app, carol, {
      method: "PATCH",
      url: `/api/contradictions/${one!.id}`,
      payload: { resolution: "dismissed", dismissReason: "different_contexts", note: "Different cohorts." },
    });
    expect(withReason.json()).toMatchObject({
      resolved: 1,
      resolution: "dismissed",
      dismissReason: "different_contexts",
      resolutionNote: "Different cohorts.",
    });
    expect(
      (
        await asUser(t.app, carol, {
          method: "PATCH",
          url: `/api/contradictions/${one!.id}`,
          payload: { resolution: "first_holds", dismissReason: "different_contexts" },
        })
      ).statusCode,
    ).toBe(400);
    await asUser(t.app, carol, {
      method: "PATCH",
      url: `/api/contradictions/${one!.id}`,
      payload: { resolution: null },
    });

    const [alices] = await list(alice);
    const mixed = await asUser(t.app, carol, {
      method: "POST",
      url: "/api/contradictions/dismiss",
      payload: { ids: [all[0]!.id, alices!.id], dismissReason: "not_a_contradiction" },
    });
    expect(mixed.statusCode).toBe(404);
    expect(await list(carol, "?status=resolved")).toHaveLength(0);
    expect(
      (
        await asUser(t.app, carol, {
          method: "POST",
          url: "/api/contradictions/dismiss",
          payload: { ids: [], dismissReason: "not_a_contradiction" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await asUser(t.app, carol, {
          method: "POST",
          url: "/api/contradictions/dismiss",
          payload: { ids: [all[0]!.id], dismissReason: "because" },
        })
      ).statusCode,
    ).toBe(400);

    const bulk = await asUser(t.app, carol, {
      method: "POST",
      url: "/api/contradictions/dismiss",
      payload: { ids: all.map((c) => c.id), dismissReason: "not_a_contradiction" },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json<{ dismissed: Contradiction[] }>().dismissed.map((c) => [c.resolution, c.dismissReason])).toEqual(
      all.map(() => ["dismissed", "not_a_contradiction"]),
    );
    expect(await list(carol, "?status=unresolved")).toHaveLength(0);
    expect(await contradictsEdges(carol)).toBe(0);
  });

  it("keeps a dismissed pair dismissed when its documents are read again", async () => {
    const response = await asUser(t.app, carol, { method: "POST", url: "/api/documents/reread", payload: {} });
    expect(response.statusCode).toBe(202);
    await waitAllRead(carol);
    const after = await list(carol);
    expect(after).toHaveLength(2);
    expect(after.every((c) => c.resolution === "dismissed" && c.dismissReason === "not_a_contradiction")).toBe(true);
    expect(await contradictsEdges(carol)).toBe(0);
  });
});
