import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  conceptAliases,
  concepts,
  conceptVersions,
  documentConcepts,
  mentions,
  relationshipEvidence,
  relationships,
} from "../../db/schema.ts";
import { embeddingUpdates, type VectorSql } from "../../db/vectors.ts";
import { pageAt } from "../../pipeline/chunking.ts";
import { normalizeConceptKey } from "../../pipeline/extract/normalize.ts";
import type { ExtractedConcept, Extraction } from "../../pipeline/extract/types.ts";
import { resolveConcepts, type ExistingConcept, type Resolution } from "./resolve-concepts.ts";
import { chunkAt, type StoredChunk } from "./stored-chunks.ts";
import { writeDefinitions } from "./write-definitions.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface KnowledgeToWrite {
  userId: string;
  document: { id: string; title: string; pageStarts: number[] | null };
  /** The document's chunks, in text order. */
  chunks: StoredChunk[];
  extraction: Extraction;
  /**
   * The document is being read again by a newer pipeline: its concepts take the new categories, and no history
   * entries are written for what only the re-reading changed.
   */
  rereading?: boolean;
  /** Name vectors by extraction key, for resolution by meaning and for later lookups. */
  nameVectors?: Map<string, number[]>;
  vectors: VectorSql;
}

type VersionRow = typeof conceptVersions.$inferInsert;

/**
 * Brings an existing concept up to date with what this document says, collecting a version entry per change.
 * Definitions are kept per source and chosen in write-definitions.ts.
 */
async function joinConcept(
  tx: Tx,
  concept: ExtractedConcept,
  existing: ExistingConcept,
  via: Resolution["via"],
  version: Omit<VersionRow, "conceptId" | "changeType" | "name" | "category">,
  rereading: boolean,
): Promise<VersionRow[]> {
  const versions: VersionRow[] = [];
  let { category } = existing;
  const entry = (changeType: string, extra: Partial<VersionRow> = {}): VersionRow => ({
    ...version,
    conceptId: existing.id,
    changeType,
    name: existing.name,
    category,
    definition: existing.definition,
    ...extra,
  });
  if (via !== "key" && !rereading) {
    const how = via === "vector" ? "meaning the same as" : "another name for";
    versions.push(
      entry("merged", {
        detail: `"${concept.name}" was recognised as ${how} "${existing.name}" and merged into it.`,
        mergedName: concept.name,
      }),
    );
  }
  if (rereading) {
    // A newer reading of the same document corrects the category it gave before.
    if (concept.category !== "general") category = concept.category;
  } else if (category === "general" && concept.category !== "general") {
    // A specific category replaces "general"; two specific ones disagreeing keep the first (no flapping).
    category = concept.category;
    versions.push(entry("category_changed", { category, detail: `Category changed from general to ${category}.` }));
  }
  if (category !== existing.category) {
    await tx.update(concepts).set({ category, updatedAt: new Date() }).where(eq(concepts.id, existing.id));
  }
  return versions;
}

/** Creates the concepts no stored one matches, in one statement; a key created meanwhile by another document is joined instead. */
async function createConcepts(
  tx: Tx,
  input: KnowledgeToWrite,
  fresh: ExtractedConcept[],
  conceptIds: Map<string, string>,
  version: Omit<VersionRow, "conceptId" | "changeType" | "name" | "category">,
): Promise<VersionRow[]> {
  const { userId } = input;
  const versions: VersionRow[] = [];
  for (let i = 0; i < fresh.length; i += 500) {
    const batch = fresh.slice(i, i + 500);
    const inserted = await tx
      .insert(concepts)
      .values(
        batch.map((c) => ({
          userId,
          name: c.name,
          normalizedKey: c.key,
          category: c.category,
          definition: c.definition,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: concepts.id, key: concepts.normalizedKey });
    const created = new Map(inserted.map((row) => [row.key, row.id]));
    for (const concept of batch) {
      const id = created.get(concept.key);
      if (id) {
        conceptIds.set(concept.key, id);
        versions.push({
          ...version,
          conceptId: id,
          changeType: "created",
          name: concept.name,
          category: concept.category,
          definition: concept.definition,
        });
        continue;
      }
      const [row] = await tx
        .select()
        .from(concepts)
        .where(and(eq(concepts.userId, userId), eq(concepts.normalizedKey, concept.key)));
      conceptIds.set(concept.key, row!.id);
      versions.push(...(await joinConcept(tx, concept, row!, "key", version, input.rereading ?? false)));
    }
  }
  const vectorRows = fresh
    .map((c) => ({ id: conceptIds.get(c.key)!, vector: input.nameVectors?.get(c.key) ?? [] }))
    .filter((row) => row.vector.some((v) => v !== 0));
  for (const statement of embeddingUpdates(input.vectors, "concepts", vectorRows, "", 0)) await tx.execute(statement);
  return versions;
}

/** Inserts rows in batches of `size` (statements have a parameter limit). */
async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * A document's concepts (or a batch of them), inside the caller's transaction: each created or joined (with version
 * entries), their definitions, aliases and name vectors, and the document's link to each (salience, mention count). A
 * concept is shown from the moment it has such a link, so the two are written together. Mentions and relationships
 * follow (writeMentions, writeRelationships): apart, they can go in batches of their own transactions. `createdBefore`
 * holds the concepts this document's earlier batches created: the extraction told them apart, so no later concept of
 * the same document is merged into one of them by another name or by meaning.
 */
export async function writeConcepts(
  tx: Tx,
  input: KnowledgeToWrite,
  createdBefore: ReadonlySet<string> = new Set(),
): Promise<{ conceptIds: Map<string, string>; created: Set<string> }> {
  const { userId, document, chunks, extraction } = input;
  const resolutions = await resolveConcepts(tx, userId, extraction.concepts, input.nameVectors, input.vectors, {
    besides: createdBefore,
  });
  const conceptIds = new Map<string, string>();
  const version = { userId, documentId: document.id, documentTitle: document.title };
  const versions: VersionRow[] = [];
  const fresh: ExtractedConcept[] = [];
  for (const concept of extraction.concepts) {
    const resolution = resolutions.get(concept.key)!;
    if (!resolution.existing) {
      fresh.push(concept);
      continue;
    }
    conceptIds.set(concept.key, resolution.existing.id);
    versions.push(
      ...(await joinConcept(tx, concept, resolution.existing, resolution.via, version, input.rereading ?? false)),
    );
  }
  const createdVersions = await createConcepts(tx, input, fresh, conceptIds, version);
  const created = new Set(createdVersions.filter((v) => v.changeType === "created").map((v) => v.conceptId));
  versions.push(...createdVersions);
  versions.push(
    ...(await writeDefinitions(tx, {
      userId,
      document,
      chunks,
      concepts: extraction.concepts,
      conceptIds,
      createdIds: created,
      recordVersions: !input.rereading,
    })),
  );
  await insertInBatches(versions, 300, (batch) => tx.insert(conceptVersions).values(batch));

  const aliasRows = extraction.concepts
    .flatMap((concept) => {
      const forms = new Set([
        concept.name,
        ...concept.aliases,
        ...(concept.variants ?? []),
        ...(concept.acronym ? [concept.acronym] : []),
      ]);
      return [...forms].map((alias) => ({
        userId,
        conceptId: conceptIds.get(concept.key)!,
        alias,
        normalizedAlias: normalizeConceptKey(alias),
      }));
    })
    .filter((row) => row.normalizedAlias);
  await insertInBatches(aliasRows, 500, (batch) => tx.insert(conceptAliases).values(batch).onConflictDoNothing());

  // Two extracted concepts may resolve to one stored concept: keep the higher salience, add the mentions.
  const perConcept = new Map<string, { salience: number; mentionCount: number }>();
  for (const concept of extraction.concepts) {
    const id = conceptIds.get(concept.key)!;
    const seen = perConcept.get(id);
    perConcept.set(id, {
      salience: Math.max(seen?.salience ?? 0, concept.salience),
      mentionCount: (seen?.mentionCount ?? 0) + concept.mentions.length,
    });
  }
  const salienceRows = [...perConcept].map(([conceptId, v]) => ({ userId, documentId: document.id, conceptId, ...v }));
  // A concept an earlier batch of this document linked already (two names of one stored concept): combined likewise.
  await insertInBatches(salienceRows, 1000, (batch) =>
    tx
      .insert(documentConcepts)
      .values(batch)
      .onConflictDoUpdate({
        target: [documentConcepts.documentId, documentConcepts.conceptId],
        set: {
          salience: sql`greatest(${documentConcepts.salience}, excluded.salience)`,
          mentionCount: sql`${documentConcepts.mentionCount} + excluded.mention_count`,
        },
      }),
  );
  return { conceptIds, created };
}

export type MentionRow = typeof mentions.$inferInsert;

/** Every mention of the document's concepts, with its chunk and page. */
export function mentionRows(
  input: Pick<KnowledgeToWrite, "userId" | "document" | "chunks" | "extraction">,
  conceptIds: ReadonlyMap<string, string>,
): MentionRow[] {
  const { userId, document, chunks } = input;
  return input.extraction.concepts.flatMap((concept) =>
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
}

export async function writeMentions(tx: Tx, rows: readonly MentionRow[]): Promise<void> {
  await insertInBatches([...rows], 1000, (batch) => tx.insert(mentions).values(batch).onConflictDoNothing());
}

export interface RelationshipPair {
  source: string;
  target: string;
  type: string;
  strength: number;
  evidence: Array<{
    chunkId: string | null;
    strength: number;
    charStart: number;
    charEnd: number;
    fromLink: boolean;
    cooccurrences: number | null;
    label: string | null;
    labelReversed: boolean;
  }>;
}

/** The document's relationships between stored concepts, one per pair and type, each with its evidence sentences. */
export function relationshipPairs(
  input: Pick<KnowledgeToWrite, "chunks" | "extraction">,
  conceptIds: ReadonlyMap<string, string>,
): RelationshipPair[] {
  const pairs = new Map<string, RelationshipPair>();
  for (const rel of input.extraction.relationships) {
    let source = conceptIds.get(rel.source);
    let target = conceptIds.get(rel.target);
    if (!source || !target || source === target) continue;
    // A contradicts edge means the user's statements disagree; contradiction detection alone draws those. What an
    // extractor calls contradictory (an AI provider's reading of "X contradicts Y") relates the two.
    const type = rel.type === "contradicts" ? "related" : rel.type;
    // "related" has no direction: store each pair once.
    if (type === "related" && source > target) [source, target] = [target, source];
    const labelSubject = rel.labelSubject ? conceptIds.get(rel.labelSubject) : undefined;
    const strength = Math.min(1, Math.max(0, rel.strength));
    const key = `${source}|${target}|${type}`;
    const pair = pairs.get(key) ?? { source, target, type, strength, evidence: [] };
    pair.strength = Math.max(pair.strength, strength);
    pair.evidence.push({
      chunkId: chunkAt(input.chunks, rel.evidence.start)?.id ?? null,
      strength,
      charStart: rel.evidence.start,
      charEnd: rel.evidence.end,
      fromLink: rel.fromLink ?? false,
      cooccurrences: rel.cooccurrences ?? null,
      label: rel.label ?? null,
      labelReversed: !!rel.label && labelSubject === target,
    });
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

/** Upserts relationships, adds this document's evidence and recomputes their strength. */
export async function writeRelationships(
  tx: Tx,
  userId: string,
  documentId: string,
  list: readonly RelationshipPair[],
): Promise<void> {
  const touched: string[] = [];
  await insertInBatches([...list], 300, async (batch) => {
    const rows = await tx
      .insert(relationships)
      .values(
        batch.map(({ source, target, type, strength }) => ({
          userId,
          sourceConceptId: source,
          targetConceptId: target,
          type,
          strength,
        })),
      )
      .onConflictDoUpdate({
        target: [
          relationships.userId,
          relationships.sourceConceptId,
          relationships.targetConceptId,
          relationships.type,
        ],
        set: { updatedAt: new Date() },
      })
      .returning({
        id: relationships.id,
        source: relationships.sourceConceptId,
        target: relationships.targetConceptId,
        type: relationships.type,
      });
    const ids = new Map(rows.map((r) => [`${r.source}|${r.target}|${r.type}`, r.id]));
    const evidence = batch.flatMap((pair) => {
      const relationshipId = ids.get(`${pair.source}|${pair.target}|${pair.type}`)!;
      touched.push(relationshipId);
      return pair.evidence.map((e) => ({ userId, relationshipId, documentId, ...e }));
    });
    await insertInBatches(evidence, 500, (rowsBatch) => tx.insert(relationshipEvidence).values(rowsBatch));
  });
  await recomputeRelationshipStrength(tx, touched);
}

/**
 * Writes one document's extracted knowledge inside the caller's transaction: concepts, mentions, relationships.
 * Run once per document (the document writer runs the same parts in batches of their own transactions).
 */
export async function writeKnowledge(tx: Tx, input: KnowledgeToWrite): Promise<{ conceptIds: Map<string, string> }> {
  const { conceptIds } = await writeConcepts(tx, input);
  await writeMentions(tx, mentionRows(input, conceptIds));
  await writeRelationships(tx, input.userId, input.document.id, relationshipPairs(input, conceptIds));
  return { conceptIds };
}

/**
 * SQL of a relationship's strength from its evidence rows' strengths (`column`), combined like independent signals:
 * 1 - Π(1 - s), by the aggregate of migration 0020_noisy_or (a running product that stays in [0, 1] over any number
 * of rows; the exp(sum(ln(...))) it replaces underflowed once a relationship collected hundreds of rows).
 */
export function combinedStrengthSql(column: string): string {
  return `mnemo_noisy_or(${column})`;
}

/**
 * A relationship's label from its evidence: the label most of its sentences state, then the strongest (the same
 * ordering picks the label and its direction).
 */
function labelSql(column: "label" | "label_reversed"): string {
  return `SELECT e.${column} FROM relationship_evidence e WHERE e.relationship_id = relationships.id AND e.label IS NOT NULL
           GROUP BY e.label, e.label_reversed ORDER BY count(*) DESC, max(e.strength) DESC, e.label LIMIT 1`;
}

/**
 * Recomputes what relationships keep from their evidence: the combined strength, the sentences of co-occurrence
 * (summed), whether any evidence states the relationship outright (no count: a cue phrase, a link), and its label.
 */
export async function recomputeRelationshipStrength(tx: Tx, relationshipIds: string[]): Promise<void> {
  for (let i = 0; i < relationshipIds.length; i += 500) {
    const ids = relationshipIds.slice(i, i + 500);
    await tx
      .update(relationships)
      .set({
        strength: sql`(SELECT ${sql.raw(combinedStrengthSql("e.strength"))} FROM ${relationshipEvidence} e WHERE e.relationship_id = ${relationships.id})`,
        cooccurrences: sql`(SELECT coalesce(sum(e.cooccurrences), 0)::int FROM ${relationshipEvidence} e WHERE e.relationship_id = ${relationships.id})`,
        explicit: sql`(SELECT coalesce(bool_or(e.cooccurrences IS NULL), false) FROM ${relationshipEvidence} e WHERE e.relationship_id = ${relationships.id})`,
        label: sql.raw(`(${labelSql("label")})`),
        labelReversed: sql.raw(`coalesce((${labelSql("label_reversed")}), false)`),
      })
      .where(inArray(relationships.id, ids));
  }
}
