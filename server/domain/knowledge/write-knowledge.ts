import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conceptAliases, concepts, conceptVersions, documentConcepts, mentions, relationshipEvidence, relationships } from "../../db/schema.ts";
import type { VectorSql } from "../../db/vectors.ts";
import { pageAt } from "../../pipeline/chunking.ts";
import { normalizeConceptKey } from "../../pipeline/extract/normalize.ts";
import type { ExtractedConcept, Extraction } from "../../pipeline/extract/types.ts";
import { resolveConcepts, type Resolution } from "./resolve-concepts.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StoredChunk {
  id: string;
  charStart: number;
  charEnd: number;
}

export interface KnowledgeToWrite {
  userId: string;
  document: { id: string; title: string; pageStarts: number[] | null };
  /** The document's chunks, in text order. */
  chunks: StoredChunk[];
  extraction: Extraction;
  /** Name vectors by extraction key, for resolution by meaning and for later lookups. */
  nameVectors?: Map<string, number[]>;
  vectors: VectorSql;
}

/** The chunk that contains an offset (chunks are in text order). */
export function chunkAt(chunks: readonly StoredChunk[], offset: number): StoredChunk | undefined {
  let low = 0;
  let high = chunks.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const chunk = chunks[mid]!;
    if (offset < chunk.charStart) high = mid - 1;
    else if (offset >= chunk.charEnd) low = mid + 1;
    else return chunk;
  }
  return chunks[Math.max(0, Math.min(low, chunks.length - 1))];
}

const sameText = (a: string | null, b: string | null) => (a ?? "").replace(/\s+/g, " ").trim().toLowerCase() === (b ?? "").replace(/\s+/g, " ").trim().toLowerCase();

/** Creates the concept or brings the existing one up to date, writing a version entry for each change. */
async function upsertConcept(tx: Tx, input: KnowledgeToWrite, concept: ExtractedConcept, resolution: Resolution): Promise<string> {
  const { userId, document } = input;
  const version = { userId, documentId: document.id, documentTitle: document.title };
  const existing = resolution.existing;
  if (!existing) {
    const inserted = await tx
      .insert(concepts)
      .values({ userId, name: concept.name, normalizedKey: concept.key, category: concept.category, definition: concept.definition })
      .onConflictDoNothing()
      .returning({ id: concepts.id });
    if (inserted[0]) {
      await tx.insert(conceptVersions).values({ ...version, conceptId: inserted[0].id, changeType: "created", name: concept.name, category: concept.category, definition: concept.definition });
      return inserted[0].id;
    }
    // Another document created the same concept meanwhile: join it like any existing one.
    const [row] = await tx.select().from(concepts).where(and(eq(concepts.userId, userId), eq(concepts.normalizedKey, concept.key)));
    return upsertConcept(tx, input, concept, { existing: row!, via: "key" });
  }

  let { category, definition } = existing;
  if (resolution.via !== "key") {
    await tx.insert(conceptVersions).values({
      ...version,
      conceptId: existing.id,
      changeType: "merged",
      name: existing.name,
      category,
      definition,
      detail: `"${concept.name}" was recognised as ${resolution.via === "vector" ? "meaning the same as" : "another name for"} "${existing.name}" and merged into it.`,
    });
  }
  if (concept.definition && !sameText(concept.definition, definition)) {
    await tx.insert(conceptVersions).values({ ...version, conceptId: existing.id, changeType: "definition_updated", name: existing.name, category, definition: concept.definition, previousDefinition: definition });
    definition = concept.definition;
  }
  // A specific category replaces "general"; two specific ones disagreeing keep the first (no flapping).
  if (category === "general" && concept.category !== "general") {
    category = concept.category;
    await tx.insert(conceptVersions).values({ ...version, conceptId: existing.id, changeType: "category_changed", name: existing.name, category, definition, detail: `Category changed from general to ${category}.` });
  }
  if (category !== existing.category || definition !== existing.definition) {
    await tx.update(concepts).set({ category, definition, updatedAt: new Date() }).where(eq(concepts.id, existing.id));
  }
  return existing.id;
}

/**
 * Writes one document's extracted knowledge inside the caller's transaction: concepts (created or joined, with
 * version entries), aliases, name vectors, mentions with chunk and page, per-document salience, relationships and
 * their evidence. Run once per document (the caller marks the document processed in the same transaction).
 */
export async function writeKnowledge(tx: Tx, input: KnowledgeToWrite): Promise<{ conceptIds: Map<string, string> }> {
  const { userId, document, chunks, extraction, vectors } = input;
  const resolutions = await resolveConcepts(tx, userId, extraction.concepts, input.nameVectors, vectors);
  const conceptIds = new Map<string, string>();
  for (const concept of extraction.concepts) {
    conceptIds.set(concept.key, await upsertConcept(tx, input, concept, resolutions.get(concept.key)!));
  }

  const aliasRows = extraction.concepts.flatMap((concept) => {
    const forms = new Set([concept.name, ...concept.aliases, ...(concept.acronym ? [concept.acronym] : [])]);
    return [...forms].map((alias) => ({ userId, conceptId: conceptIds.get(concept.key)!, alias, normalizedAlias: normalizeConceptKey(alias) }));
  }).filter((row) => row.normalizedAlias);
  for (let i = 0; i < aliasRows.length; i += 500) await tx.insert(conceptAliases).values(aliasRows.slice(i, i + 500)).onConflictDoNothing();

  for (const [key, vector] of input.nameVectors ?? []) {
    const id = conceptIds.get(key);
    // Only new concepts take this document's vector; a joined concept keeps the one it was created with.
    if (id && resolutions.get(key)?.existing === null) await tx.execute(sql`UPDATE concepts SET embedding = ${vectors.value(vector)} WHERE id = ${id}`);
  }

  const mentionRows = extraction.concepts.flatMap((concept) =>
    concept.mentions.map((span) => ({
      userId,
      conceptId: conceptIds.get(concept.key)!,
      documentId: document.id,
      chunkId: chunkAt(chunks, span.start)?.id ?? null,
      charStart: span.start,
      charEnd: span.end,
      page: pageAt(document.pageStarts, span.start),
    })),
  );
  for (let i = 0; i < mentionRows.length; i += 1000) await tx.insert(mentions).values(mentionRows.slice(i, i + 1000)).onConflictDoNothing();

  // Two extracted concepts may resolve to one stored concept: keep the higher salience, add the mentions.
  const perConcept = new Map<string, { salience: number; mentionCount: number }>();
  for (const concept of extraction.concepts) {
    const id = conceptIds.get(concept.key)!;
    const seen = perConcept.get(id);
    perConcept.set(id, { salience: Math.max(seen?.salience ?? 0, concept.salience), mentionCount: (seen?.mentionCount ?? 0) + concept.mentions.length });
  }
  const salienceRows = [...perConcept].map(([conceptId, v]) => ({ userId, documentId: document.id, conceptId, ...v }));
  for (let i = 0; i < salienceRows.length; i += 1000) await tx.insert(documentConcepts).values(salienceRows.slice(i, i + 1000)).onConflictDoNothing();

  const touched = new Set<string>();
  for (const rel of extraction.relationships) {
    let source = conceptIds.get(rel.source);
    let target = conceptIds.get(rel.target);
    if (!source || !target || source === target) continue;
    // "related" has no direction: store each pair once.
    if (rel.type === "related" && source > target) [source, target] = [target, source];
    const strength = Math.min(1, Math.max(0, rel.strength));
    const [row] = await tx
      .insert(relationships)
      .values({ userId, sourceConceptId: source, targetConceptId: target, type: rel.type, strength })
      .onConflictDoUpdate({ target: [relationships.userId, relationships.sourceConceptId, relationships.targetConceptId, relationships.type], set: { updatedAt: new Date() } })
      .returning({ id: relationships.id });
    await tx.insert(relationshipEvidence).values({ userId, relationshipId: row!.id, documentId: document.id, chunkId: chunkAt(chunks, rel.evidence.start)?.id ?? null, strength });
    touched.add(row!.id);
  }
  await recomputeRelationshipStrength(tx, [...touched]);
  return { conceptIds };
}

/** A relationship's strength combines its evidence like independent signals: 1 - Π(1 - s). */
export async function recomputeRelationshipStrength(tx: Tx, relationshipIds: string[]): Promise<void> {
  for (let i = 0; i < relationshipIds.length; i += 500) {
    const ids = relationshipIds.slice(i, i + 500);
    await tx
      .update(relationships)
      .set({
        strength: sql`(SELECT 1 - exp(sum(ln(1 - least(${relationshipEvidence.strength}, 0.999)))) FROM ${relationshipEvidence} WHERE ${relationshipEvidence.relationshipId} = ${relationships.id})`,
      })
      .where(inArray(relationships.id, ids));
  }
}
