import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConceptSuggestion } from "../../../contract/concept-changes.ts";
import type { Database } from "../../db/client.ts";
import {
  chunks,
  conceptChanges,
  concepts,
  documentConcepts,
  documents,
  mentions,
  projects,
  users,
} from "../../db/schema.ts";
import { detectVectorMode, vectorSql, type VectorSql } from "../../db/vectors.ts";
import { normalizeConceptKey } from "../../pipeline/extract/normalize.ts";
import { openTestDatabase } from "../../testing/database.ts";
import { keepApart, listConceptSuggestions } from "./concept-suggestions.ts";
import { mentionWindow } from "./suggestion-evidence.ts";
import { acronymLetters } from "./suggestion-names.ts";
import { canonicalSpelling, derivationOf, inflectionOf } from "./suggestion-words.ts";

let database: Database;
let vectors: VectorSql;

beforeAll(async () => {
  database = await openTestDatabase();
  vectors = vectorSql(await detectVectorMode(database));
});
afterAll(() => database?.close());

async function newUser(id: string): Promise<string> {
  await database.db.insert(users).values({ id, name: id, email: `${id}@example.com` });
  return id;
}

/** A ready document of one passage, and for each name a concept (created once per key) with its every mention. */
async function documentWith(
  userId: string,
  title: string,
  content: string,
  names: string[],
  options: { projectId?: string; vectors?: Record<string, number[]> } = {},
): Promise<Record<string, string>> {
  const db = database.db;
  const [doc] = await db
    .insert(documents)
    .values({ userId, title, type: "note", content, status: "ready", projectId: options.projectId ?? null })
    .returning({ id: documents.id });
  const [chunk] = await db
    .insert(chunks)
    .values({ userId, documentId: doc!.id, ordinal: 0, charStart: 0, charEnd: content.length, text: content })
    .returning({ id: chunks.id });
  const ids: Record<string, string> = {};
  for (const name of names) {
    const key = normalizeConceptKey(name);
    await db.insert(concepts).values({ userId, name, normalizedKey: key }).onConflictDoNothing();
    const [concept] = await db
      .select({ id: concepts.id })
      .from(concepts)
      .where(and(eq(concepts.userId, userId), eq(concepts.normalizedKey, key)));
    const vector = options.vectors?.[name];
    if (vector)
      await db
        .update(concepts)
        .set({ embeddingModel: "test", embeddingDims: vector.length })
        .where(eq(concepts.id, concept!.id))
        .then(() =>
          database.query(`UPDATE concepts SET embedding = ${vectors.castParam(1)} WHERE id = $2`, [
            vectors.encode(vector),
            concept!.id,
          ]),
        );
    const spans = mentionSpans(content, name, names);
    expect(spans.length, `"${name}" is in the text`).toBeGreaterThan(0);
    await db.insert(documentConcepts).values({
      userId,
      documentId: doc!.id,
      conceptId: concept!.id,
      salience: 0.5,
      mentionCount: spans.length,
    });
    await db.insert(mentions).values(
      spans.map((s) => ({
        userId,
        conceptId: concept!.id,
        documentId: doc!.id,
        chunkId: chunk!.id,
        charStart: s.start,
        charEnd: s.end,
      })),
    );
    ids[name] = concept!.id;
  }
  return ids;
}

/** Where a name occurs, as a word; inside a longer name of the same list ("DNA" in "DNA methylation") it does not. */
function mentionSpans(content: string, name: string, names: string[]) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(?<![\\p{L}])${escaped}s?(?![\\p{L}])`, "giu");
  const longer = names.filter((other) => other !== name && other.includes(name));
  const inside = (start: number, end: number) =>
    longer.some((other) => {
      const at = content.toLowerCase().lastIndexOf(other.toLowerCase(), start);
      return at >= 0 && at + other.length >= end;
    });
  return [...content.matchAll(pattern)]
    .map((m) => ({ start: m.index, end: m.index + m[0].length }))
    .filter(({ start, end }) => !inside(start, end));
}

const pairNames = (s: ConceptSuggestion) => s.concepts.map((c) => c.name).sort();
const suggestedPairs = (list: ConceptSuggestion[]) => list.map((s) => pairNames(s).join(" | "));
const suggest = (userId: string, query: { projectId?: string; limit?: number } = {}) =>
  listConceptSuggestions(database.db, userId, { limit: 100, ...query }, vectors);

describe("name variants", () => {
  it("undoes regular spelling variants, inflection, adjectives and acronyms", () => {
    expect(canonicalSpelling("modelling")).toBe(canonicalSpelling("modeling"));
    expect(canonicalSpelling("haemoglobin")).toBe(canonicalSpelling("hemoglobin"));
    expect(canonicalSpelling("colour")).toBe(canonicalSpelling("color"));
    expect(canonicalSpelling("centre")).toBe(canonicalSpelling("center"));
    expect(canonicalSpelling("analyse")).toBe(canonicalSpelling("analyze"));
    expect(canonicalSpelling("reaction")).not.toBe(canonicalSpelling("relation"));
    expect(inflectionOf("taxon", "taxa")).toBe(true);
    expect(inflectionOf("datum", "data")).toBe(true);
    expect(inflectionOf("data", "date")).toBe(false);
    expect(derivationOf("convolution", "convolutional")).toBe(true);
    expect(derivationOf("biology", "biological")).toBe(true);
    expect(derivationOf("signal", "signalling")).toBe(false);
    expect(acronymLetters("EoS")).toBe("eos");
    expect(acronymLetters("GWs")).toBe("gw");
    expect(acronymLetters("Gravity")).toBeNull();
    expect(acronymLetters("mRNA")).toBeNull();
  });
});

describe("concept suggestions", () => {
  let alice: string;
  let bob: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    alice = await newUser("alice");
    bob = await newUser("bob");
    ids = {
      ...(await documentWith(
        alice,
        "Detecting gravitational waves",
        "Gravitational waves from merging black holes were detected. The GW signal of a binary black hole rises in " +
          "frequency; the signal power is highest at the merger. The equation of state of neutron stars shapes the " +
          "GW signal too, and the EoS is still uncertain.",
        [
          "gravitational waves",
          "GW",
          "black hole",
          "binary black hole",
          "signal",
          "signal power",
          "equation of state",
          "EoS",
        ],
      )),
      ...(await documentWith(
        alice,
        "Climate modelling",
        "Climate modelling couples the ocean and the atmosphere. DNA methylation is an epigenetic mark on DNA.",
        ["climate modelling", "DNA", "DNA methylation"],
      )),
      ...(await documentWith(alice, "Climate modeling in practice", "Climate modeling needs large computers.", [
        "climate modeling",
      ])),
      ...(await documentWith(
        alice,
        "Reactions",
        "A reaction is not a relation. The reaction rate depends on the relation between temperature and energy.",
        ["reaction", "relation"],
        { vectors: { reaction: [1, 0, 0], relation: [0, 1, 0] } },
      )),
      ...(await documentWith(
        alice,
        "Spectra",
        "We mask every PS and power spectrum estimates are computed after masking.",
        ["PS", "power spectrum"],
      )),
    };
    await documentWith(bob, "Blood", "Haemoglobin carries oxygen in the blood.", ["Haemoglobin"]);
    await documentWith(alice, "Blood too", "Hemoglobin binds oxygen.", ["Hemoglobin"]);
  });

  it("suggests an undefined acronym with the initials as its reason", async () => {
    const list = await suggest(alice);
    const gw = list.find((s) => pairNames(s).join("|") === "GW|gravitational waves");
    expect(gw?.reason).toBe("“GW” are the initials of “gravitational waves”, both in “Detecting gravitational waves”.");
    const eos = list.find((s) => pairNames(s).join("|") === "EoS|equation of state");
    expect(eos?.reason).toMatch(/^“EoS” are the initials of “equation of state”/);
    // Each side carries its evidence: counts and the passage of its first mention, highlighted.
    const side = gw!.concepts.find((c) => c.name === "GW")!;
    expect(side).toMatchObject({ mentionCount: 2, documentCount: 1 });
    expect(side.passage?.documentTitle).toBe("Detecting gravitational waves");
    expect(side.passage!.text.slice(side.passage!.highlightStart, side.passage!.highlightEnd)).toBe("GW");
    expect(gw!.score).toBeGreaterThan(0.5);
    expect(gw!.score).toBeLessThanOrEqual(1);
  });

  it("suggests spelling variants from different documents", async () => {
    const list = await suggest(alice);
    const pair = list.find((s) => pairNames(s).join("|") === "climate modeling|climate modelling");
    // The better-attested name first; here both once, so by name.
    expect(pair?.reason).toBe("Spelled differently: “climate modeling” and “climate modelling”.");
  });

  it("never suggests a specific name and its general term, or two different words one letter apart", async () => {
    const pairs = suggestedPairs(await suggest(alice));
    expect(pairs).not.toContain("DNA | DNA methylation");
    expect(pairs).not.toContain("signal | signal power");
    expect(pairs).not.toContain("binary black hole | black hole");
    expect(pairs).not.toContain("reaction | relation");
  });

  it("does not suggest two names the text lists side by side as different things", async () => {
    expect(suggestedPairs(await suggest(alice))).not.toContain("PS | power spectrum");
  });

  it("orders by score and keeps to the limit", async () => {
    const all = await suggest(alice);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.map((s) => s.score)).toEqual([...all.map((s) => s.score)].sort((a, b) => b - a));
    expect(await suggest(alice, { limit: 1 })).toHaveLength(1);
  });

  it("keeps a rejected pair apart, also after its concepts are made again with the same keys", async () => {
    await keepApart(database.db, alice, [ids.GW!, ids["gravitational waves"]!]);
    await keepApart(database.db, alice, [ids["gravitational waves"]!, ids.GW!]);
    const rows = await database.db
      .select()
      .from(conceptChanges)
      .where(and(eq(conceptChanges.userId, alice), eq(conceptChanges.kind, "kept_apart")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      conceptId: ids.GW,
      summary: 'Kept "GW" and "gravitational waves" apart.',
      detail: { keys: ["gravitational wave", "gw"] },
    });
    expect(suggestedPairs(await suggest(alice))).not.toContain("GW | gravitational waves");

    // Reading the document again deletes its concepts and makes new ones (new ids, same keys).
    await database.db.delete(concepts).where(inArray(concepts.id, [ids.GW!, ids["gravitational waves"]!]));
    await documentWith(alice, "Read again", "GW astronomy began when gravitational waves were first seen.", [
      "GW",
      "gravitational waves",
    ]);
    const again = await suggest(alice);
    expect(suggestedPairs(again)).not.toContain("GW | gravitational waves");
    // Other pairs are still suggested.
    expect(suggestedPairs(again)).toContain("EoS | equation of state");
  });

  it("never pairs one user's concepts with another's, and keepApart answers 404 for another user's concept", async () => {
    expect(suggestedPairs(await suggest(alice)).some((p) => p.includes("Haemoglobin"))).toBe(false);
    expect(await suggest(bob)).toEqual([]);
    const [bobs] = await database.db.select({ id: concepts.id }).from(concepts).where(eq(concepts.userId, bob));
    await expect(keepApart(database.db, alice, [ids.EoS!, bobs!.id])).rejects.toMatchObject({ statusCode: 404 });
    await expect(keepApart(database.db, bob, [bobs!.id, ids.EoS!])).rejects.toMatchObject({ statusCode: 404 });
  });

  it("looks only at the project's documents, and at documents not deleted", async () => {
    const [project] = await database.db
      .insert(projects)
      .values({ userId: alice, name: "Blood work" })
      .returning({ id: projects.id });
    await documentWith(alice, "Project note", "Haemoglobin levels were low.", ["Haemoglobin"], {
      projectId: project!.id,
    });
    await documentWith(alice, "Another project note", "Hemoglobin rose again.", ["Hemoglobin"], {
      projectId: project!.id,
    });
    const inProject = suggestedPairs(await suggest(alice, { projectId: project!.id }));
    expect(inProject).toEqual(["Haemoglobin | Hemoglobin"]);
    await database.db
      .update(documents)
      .set({ deletedAt: new Date() })
      .where(eq(documents.title, "Another project note"));
    // Alice's other "Hemoglobin" document is outside the project.
    expect(await suggest(alice, { projectId: project!.id })).toEqual([]);
    await expect(suggest(bob, { projectId: project!.id })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("the passage of a side", () => {
  it("keeps the mention whole where its passage opens with it or with a long word", () => {
    const opening = mentionWindow("E-mail is read daily by everyone.", 297, 2000, 297, 303);
    expect(opening.text.slice(opening.highlightStart, opening.highlightEnd)).toBe("E-mail");
    const text = `${"x".repeat(100)}/\n\nstomatal closure has hydrological effects`;
    const start = text.indexOf("stomatal");
    const afterUrl = mentionWindow(text, 0, text.length, start, start + "stomatal closure".length);
    expect(afterUrl.text.slice(afterUrl.highlightStart, afterUrl.highlightEnd)).toBe("stomatal closure");
    expect(afterUrl.text.startsWith("…")).toBe(true);
  });
});
