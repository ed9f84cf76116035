/**
 * Definitions come only from the user's documents: each source's defining sentence is kept with its passage, and
 * a concept shows the best-supported of its definitions (the one whose words the other sources share most). The
 * timeline gets "Definition Updated" when a new source defines a concept differently from every source before it.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conceptDefinitions, concepts, type conceptVersions } from "../../db/schema.ts";
import type { ExtractedConcept } from "../../pipeline/extract/types.ts";
import { chunkAt, type StoredChunk } from "./stored-chunks.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type VersionRow = typeof conceptVersions.$inferInsert;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

const contentWords = (text: string) => new Set(normalise(text).match(/\p{L}{4,}/gu) ?? []);

/** The definition the other definitions support most: highest mean word overlap with them; ties to the first. */
export function bestSupported(definitions: readonly string[]): string | null {
  if (definitions.length === 0) return null;
  const words = definitions.map(contentWords);
  let best = 0;
  let bestScore = -1;
  definitions.forEach((_, i) => {
    let score = 0;
    words.forEach((other, k) => {
      if (k === i) return;
      const shared = [...words[i]!].filter((w) => other.has(w)).length;
      score += shared / Math.max(1, Math.min(words[i]!.size, other.size));
    });
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return definitions[best]!;
}

export interface DefinitionsToWrite {
  userId: string;
  document: { id: string; title: string };
  chunks: readonly StoredChunk[];
  concepts: readonly ExtractedConcept[];
  conceptIds: ReadonlyMap<string, string>;
  /** Concepts this document created: their "created" entry already carries the definition. */
  createdIds: ReadonlySet<string>;
  /** False when a document is read again by a newer pipeline: the history should not fill with re-readings. */
  recordVersions: boolean;
}

/** Writes this document's definitions and brings each touched concept's shown definition up to date. */
export async function writeDefinitions(tx: Tx, input: DefinitionsToWrite): Promise<VersionRow[]> {
  const { userId, document } = input;
  const defined = input.concepts.filter((c) => c.definition && c.definitionSpan);
  const touched = [...new Set(input.concepts.map((c) => input.conceptIds.get(c.key)!))];
  if (touched.length === 0) return [];

  const earlier = await tx
    .select({ conceptId: conceptDefinitions.conceptId, text: conceptDefinitions.text })
    .from(conceptDefinitions)
    .where(
      and(
        eq(conceptDefinitions.userId, userId),
        inArray(conceptDefinitions.conceptId, touched),
        ne(conceptDefinitions.documentId, document.id),
      ),
    )
    .orderBy(conceptDefinitions.createdAt);
  const earlierByConcept = new Map<string, string[]>();
  for (const row of earlier)
    earlierByConcept.set(row.conceptId, [...(earlierByConcept.get(row.conceptId) ?? []), row.text]);

  const rows = defined.map((c) => ({
    userId,
    conceptId: input.conceptIds.get(c.key)!,
    documentId: document.id,
    chunkId: chunkAt(input.chunks, c.definitionSpan!.start)?.id ?? null,
    text: c.definition!,
    charStart: c.definitionSpan!.start,
    charEnd: c.definitionSpan!.end,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insert(conceptDefinitions)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();

  const current = await tx
    .select({ id: concepts.id, name: concepts.name, category: concepts.category, definition: concepts.definition })
    .from(concepts)
    .where(inArray(concepts.id, touched));
  const versions: VersionRow[] = [];
  for (const concept of current) {
    const before = earlierByConcept.get(concept.id) ?? [];
    const mine = rows.filter((r) => r.conceptId === concept.id).map((r) => r.text);
    const shown = bestSupported([...before, ...mine]);
    if (normalise(shown ?? "") !== normalise(concept.definition ?? "")) {
      await tx.update(concepts).set({ definition: shown, updatedAt: new Date() }).where(eq(concepts.id, concept.id));
    }
    const news = mine.find((text) => !before.some((old) => normalise(old) === normalise(text)));
    if (input.recordVersions && news && !input.createdIds.has(concept.id)) {
      versions.push({
        userId,
        conceptId: concept.id,
        documentId: document.id,
        documentTitle: document.title,
        changeType: "definition_updated",
        name: concept.name,
        category: concept.category,
        definition: news,
        previousDefinition: concept.definition,
      });
    }
  }
  return versions;
}

/** After a document's definitions are gone (it was deleted), its concepts show the best of the ones left. */
export async function refreshShownDefinitions(tx: Tx, userId: string, conceptIds: readonly string[]): Promise<void> {
  if (conceptIds.length === 0) return;
  const rows = await tx
    .select({ conceptId: conceptDefinitions.conceptId, text: conceptDefinitions.text })
    .from(conceptDefinitions)
    .where(and(eq(conceptDefinitions.userId, userId), inArray(conceptDefinitions.conceptId, [...conceptIds])))
    .orderBy(conceptDefinitions.createdAt);
  const byConcept = new Map<string, string[]>();
  for (const row of rows) byConcept.set(row.conceptId, [...(byConcept.get(row.conceptId) ?? []), row.text]);
  const current = await tx
    .select({ id: concepts.id, definition: concepts.definition })
    .from(concepts)
    .where(and(eq(concepts.userId, userId), inArray(concepts.id, [...conceptIds])));
  for (const concept of current) {
    const shown = bestSupported(byConcept.get(concept.id) ?? []);
    if (shown !== concept.definition)
      await tx.update(concepts).set({ definition: shown, updatedAt: new Date() }).where(eq(concepts.id, concept.id));
  }
}
