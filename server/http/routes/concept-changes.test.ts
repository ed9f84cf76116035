import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConceptChange, ConceptChangeResult, ConceptList } from "../../../contract/concept-changes.ts";
import type { ConceptDetail } from "../../../contract/concepts.ts";
import type { Graph } from "../../../contract/graph.ts";
import type { VersionEntry } from "../../../contract/versions.ts";
import { createProcessedNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const notes: Record<string, string> = {};

const call = (user: TestUser, method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
  asUser(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The user's concept whose name or alias is exactly `name` (any case). */
async function conceptNamed(user: TestUser, name: string) {
  const list = (
    await call(user, "GET", `/api/concepts?query=${encodeURIComponent(name)}&limit=200`)
  ).json<ConceptList>();
  return list.items.find(
    (c) => c.name.toLowerCase() === name.toLowerCase() || c.aliases.some((a) => a.toLowerCase() === name.toLowerCase()),
  );
}
const detail = async (user: TestUser, id: string) =>
  (await call(user, "GET", `/api/concepts/${id}`)).json<ConceptDetail>();
const reread = async (user: TestUser, documentId: string) => {
  expect((await call(user, "POST", `/api/documents/${documentId}/reread`)).statusCode).toBe(202);
  await waitUntilProcessed(t.app, user, documentId);
};
const versions = async (user: TestUser, conceptId: string) =>
  (await call(user, "GET", `/api/versions?conceptId=${conceptId}`)).json<VersionEntry[]>();

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
  const texts = {
    stars:
      "The equation of state (EOS) of dense matter sets the radius of a neutron star. The EOS is uncertain above " +
      "nuclear density, and the EOS decides the maximum mass. Gravitational waves constrain the EOS.",
    machine:
      "Machine translation converts text between languages. Machine translation relies on neural networks trained " +
      "on parallel corpora. Early machine translation used rules.",
    automatic:
      "Automatic translation of web pages became common. Automatic translation still fails on idioms, and automatic " +
      "translation needs parallel corpora.",
    brains:
      "Neural networks in the brain are formed by neurons and synapses. Neural networks of the cortex adapt through " +
      "synaptic plasticity.",
  };
  for (const [key, text] of Object.entries(texts)) notes[key] = (await createProcessedNote(t.app, alice, key, text)).id;
});
afterAll(() => t?.close());

describe("merge", () => {
  it("makes one concept of two, keeps the other's name as an alias through a re-reading, and undoes", async () => {
    const machine = (await conceptNamed(alice, "machine translation"))!;
    const automatic = (await conceptNamed(alice, "automatic translation"))!;
    expect(machine.id).not.toBe(automatic.id);
    const merged = await call(alice, "POST", "/api/concepts/merge", {
      conceptIds: [machine.id, automatic.id],
      intoId: machine.id,
    });
    expect(merged.statusCode).toBe(200);
    const result = merged.json<ConceptChangeResult>();
    expect(result.concept.aliases.map((a) => a.toLowerCase())).toContain("automatic translation");
    expect(result.concept.documents.map((d) => d.id).sort()).toEqual([notes.machine, notes.automatic].sort());
    expect(result.change).toMatchObject({ kind: "merge", undoable: true });
    expect((await call(alice, "GET", `/api/concepts/${automatic.id}`)).statusCode).toBe(404);
    const graph = (await call(alice, "GET", "/api/graph")).json<Graph>();
    expect(graph.nodes.filter((n) => /^(machine|automatic) translation$/i.test(n.label))).toHaveLength(1);
    const search = (await call(alice, "POST", "/api/search", { query: "automatic translation" })).json<{
      results: Array<{ type: string; id: string }>;
    }>();
    const found = search.results.filter((r) => r.type === "concept").map((r) => r.id);
    expect(found).toContain(machine.id);
    expect(found).not.toContain(automatic.id);
    const entries = await versions(alice, machine.id);
    expect(entries.find((e) => e.changeType === "merged" && e.changeId === result.change.id)?.mergedName).toMatch(
      /automatic translation/i,
    );

    // Reading the merged document again finds the kept concept by the alias.
    await reread(alice, notes.automatic!);
    expect((await conceptNamed(alice, "automatic translation"))?.id).toBe(machine.id);

    const undone = await call(alice, "POST", `/api/concept-changes/${result.change.id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<ConceptChange>()).toMatchObject({ undoable: false, undoneAt: expect.any(String) });
    const back = (await conceptNamed(alice, "automatic translation"))!;
    expect(back.id).not.toBe(machine.id);
    expect((await detail(alice, back.id)).documents.map((d) => d.id)).toEqual([notes.automatic]);
    expect((await detail(alice, machine.id)).documents.map((d) => d.id)).toEqual([notes.machine]);
    expect((await call(alice, "POST", `/api/concept-changes/${result.change.id}/undo`)).statusCode).toBe(409);
  });

  it("refuses what is not a merge: one concept, or a kept concept outside the list", async () => {
    const machine = (await conceptNamed(alice, "machine translation"))!;
    const one = await call(alice, "POST", "/api/concepts/merge", { conceptIds: [machine.id], intoId: machine.id });
    expect(one.statusCode).toBe(400);
    expect(one.json<{ message: string }>().message).toBeTruthy();
  });
});

describe("split", () => {
  it("takes a name merged by reading back out, and the split holds when the document is read again", async () => {
    const eos = (await conceptNamed(alice, "equation of state"))!;
    expect(eos.aliases.map((a) => a.toLowerCase())).toContain("eos");
    const split = await call(alice, "POST", `/api/concepts/${eos.id}/split`, { alias: "EOS" });
    expect(split.statusCode).toBe(200);
    const result = split.json<ConceptChangeResult>();
    expect(result.concept.name).toBe("EOS");
    expect(result.concept.mentionCount).toBeGreaterThanOrEqual(3);
    expect((await detail(alice, eos.id)).aliases.map((a) => a.toLowerCase())).not.toContain("eos");
    expect((await versions(alice, eos.id)).some((e) => e.changeType === "split")).toBe(true);

    await reread(alice, notes.stars!);
    const after = (await conceptNamed(alice, "EOS"))!;
    expect(after.id).toBe(result.concept.id);
    expect(after.mentionCount).toBeGreaterThanOrEqual(3);
    expect((await detail(alice, eos.id)).aliases.map((a) => a.toLowerCase())).not.toContain("eos");

    expect((await call(alice, "POST", `/api/concept-changes/${result.change.id}/undo`)).statusCode).toBe(200);
    expect((await detail(alice, eos.id)).aliases.map((a) => a.toLowerCase())).toContain("eos");
    expect((await call(alice, "GET", `/api/concepts/${result.concept.id}`)).statusCode).toBe(404);
  });

  it("gives the mentions of chosen documents to a new concept, also after a re-reading", async () => {
    const networks = (await conceptNamed(alice, "neural networks"))!;
    expect(networks.documentCount).toBe(2);
    const split = await call(alice, "POST", `/api/concepts/${networks.id}/split`, {
      documentIds: [notes.brains],
      name: "biological neural networks",
    });
    expect(split.statusCode).toBe(200);
    const created = split.json<ConceptChangeResult>().concept;
    expect(created.documents.map((d) => d.id)).toEqual([notes.brains]);
    expect((await detail(alice, networks.id)).documents.map((d) => d.id)).toEqual([notes.machine]);
    await reread(alice, notes.brains!);
    expect((await detail(alice, created.id)).documents.map((d) => d.id)).toEqual([notes.brains]);
    expect((await detail(alice, networks.id)).documents.map((d) => d.id)).toEqual([notes.machine]);

    const all = await call(alice, "POST", `/api/concepts/${networks.id}/split`, {
      documentIds: [notes.machine],
      name: "other networks",
    });
    expect(all.statusCode).toBe(409);
  });
});

describe("rename", () => {
  it("renames, refuses a name another concept has, and undoes", async () => {
    const machine = (await conceptNamed(alice, "machine translation"))!;
    const taken = await call(alice, "PATCH", `/api/concepts/${machine.id}`, { name: "Parallel corpora" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ code: string }>().code).toBe("CONCEPT_CONFLICT");
    const renamed = await call(alice, "PATCH", `/api/concepts/${machine.id}`, { name: "Machine translation (MT)" });
    expect(renamed.statusCode).toBe(200);
    const change = renamed.json<ConceptChangeResult>().change;
    expect((await detail(alice, machine.id)).name).toBe("Machine translation (MT)");
    await reread(alice, notes.machine!);
    expect((await detail(alice, machine.id)).name).toBe("Machine translation (MT)");
    expect((await call(alice, "POST", `/api/concept-changes/${change.id}/undo`)).statusCode).toBe(200);
    expect((await detail(alice, machine.id)).name).toBe(machine.name);
    const listed = (await call(alice, "GET", "/api/concept-changes")).json<ConceptChange[]>();
    expect(listed[0]).toMatchObject({ id: change.id, kind: "rename", undoable: false });
  });
});

describe("isolation", () => {
  it("answers 404 for another user's concepts and changes", async () => {
    const machine = (await conceptNamed(alice, "machine translation"))!;
    const network = (await conceptNamed(alice, "parallel corpora"))!;
    expect((await call(bob, "PATCH", `/api/concepts/${machine.id}`, { name: "Mine" })).statusCode).toBe(404);
    expect(
      (await call(bob, "POST", "/api/concepts/merge", { conceptIds: [machine.id, network.id], intoId: machine.id }))
        .statusCode,
    ).toBe(404);
    expect((await call(bob, "POST", `/api/concepts/${machine.id}/split`, { alias: "MT" })).statusCode).toBe(404);
    const [change] = (await call(alice, "GET", "/api/concept-changes")).json<ConceptChange[]>();
    expect((await call(bob, "POST", `/api/concept-changes/${change!.id}/undo`)).statusCode).toBe(404);
    expect((await call(bob, "GET", "/api/concept-changes")).json()).toEqual([]);
    expect((await call(bob, "GET", "/api/concepts")).json<ConceptList>()).toEqual({ total: 0, items: [] });
  });
});
