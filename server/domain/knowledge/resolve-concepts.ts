import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { distance } from "fastest-levenshtein";
import type { Db } from "../../db/client.ts";
import { conceptAliases, concepts } from "../../db/schema.ts";
import type { VectorSql } from "../../db/vectors.ts";
import type { ExtractedConcept } from "../../pipeline/extract/types.ts";
import { normalizeConceptKey } from "../../pipeline/extract/normalize.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Cosine similarity above which two spellings of a name are taken to mean the same thing (e.g. "colour"/"color"). */
export const SAME_CONCEPT_SIMILARITY = 0.97;

/**
 * Two keys that differ only as spellings do: the same words but for a letter or two in longer words ("colour" /
 * "color", "haemoglobin" / "hemoglobin", "modelling" / "modeling"), never in a figure. Name vectors alone merged
 * names whose differing word the vectors do not know ("Sentinel 1" / "Sentinel 2", "landsat data" / "landcover
 * data", "lung morphogenesis" / "lung"): they average to the same vector.
 */
export function isSpellingVariant(a: string, b: string): boolean {
  const left = a.split(" ");
  const right = b.split(" ");
  if (a === b || left.length !== right.length) return false;
  return left.every((word, i) => {
    const other = right[i]!;
    if (word === other) return true;
    if (/\d/.test(word) || /\d/.test(other) || Math.min(word.length, other.length) < 5) return false;
    const d = distance(word, other);
    return d <= 2 && d * 4 <= Math.max(word.length, other.length);
  });
}

export interface ExistingConcept {
  id: string;
  name: string;
  normalizedKey: string;
  category: string;
  definition: string | null;
}

export interface Resolution {
  existing: ExistingConcept | null;
  /** How it was found, when it was: a different key means a different surface form was merged in. */
  via: "key" | "alias" | "vector" | null;
}

/** Every key under which a concept may already be known: its key, its aliases' keys and its acronym's. */
export function lookupKeys(concept: ExtractedConcept): string[] {
  const keys = new Set([concept.key, ...concept.aliases.map(normalizeConceptKey)]);
  if (concept.acronym) keys.add(normalizeConceptKey(concept.acronym));
  keys.delete("");
  return [...keys];
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * (b[i] ?? 0);
  return sum;
}

/**
 * Finds the user's existing concept for each extracted one: same normalised key first, then an alias or acronym
 * known from another document ("LLM" → "large language model"), then another spelling of the name with a
 * near-identical name vector.
 */
export async function resolveConcepts(
  tx: Tx,
  userId: string,
  extracted: ExtractedConcept[],
  nameVectors: Map<string, number[]> | undefined,
  vectors: VectorSql,
  options: { besides?: ReadonlySet<string> } = {},
): Promise<Map<string, Resolution>> {
  // Concepts never matched by another name or by meaning (the same document's own, written in earlier batches).
  const besides = options.besides ?? new Set<string>();
  const allKeys = [...new Set(extracted.flatMap(lookupKeys))];
  const byKey = new Map<string, ExistingConcept>();
  const byAlias = new Map<string, ExistingConcept | null>();
  const columns = {
    id: concepts.id,
    name: concepts.name,
    normalizedKey: concepts.normalizedKey,
    category: concepts.category,
    definition: concepts.definition,
  };
  for (let i = 0; i < allKeys.length; i += 1000) {
    const keys = allKeys.slice(i, i + 1000);
    for (const row of await tx
      .select(columns)
      .from(concepts)
      .where(and(eq(concepts.userId, userId), inArray(concepts.normalizedKey, keys)))) {
      byKey.set(row.normalizedKey, row);
    }
    const aliased = await tx
      .select({ ...columns, alias: conceptAliases.normalizedAlias })
      .from(conceptAliases)
      .innerJoin(concepts, eq(concepts.id, conceptAliases.conceptId))
      .where(and(eq(conceptAliases.userId, userId), inArray(conceptAliases.normalizedAlias, keys)));
    // A name that is an alias of two concepts (one abbreviation of two long forms) finds neither.
    for (const row of aliased) {
      const known = byAlias.get(row.alias);
      byAlias.set(row.alias, known === undefined || known?.id === row.id ? row : null);
    }
  }

  let candidates: Array<ExistingConcept & { vector: number[] }> | undefined;
  const prefixes = [...new Set(extracted.map((c) => c.key.slice(0, 2)))];
  const result = new Map<string, Resolution>();
  for (const concept of extracted) {
    const direct = byKey.get(concept.key);
    if (direct) {
      result.set(concept.key, { existing: direct, via: "key" });
      continue;
    }
    const acronym = concept.acronym ? normalizeConceptKey(concept.acronym) : null;
    const viaAlias = lookupKeys(concept)
      .map((k) => {
        const found = byKey.get(k) ?? byAlias.get(k);
        // One abbreviation, two long forms ("ANN": approximate nearest neighbour, artificial neural network): the
        // abbreviation another document defined for its long form does not make this long form the same.
        if (found && k === acronym && found.normalizedKey !== k && concept.key !== k) return undefined;
        return found;
      })
      .find((found) => found && !besides.has(found.id));
    if (viaAlias) {
      result.set(concept.key, { existing: viaAlias, via: "alias" });
      continue;
    }
    const vector = nameVectors?.get(concept.key);
    if (vector && vector.some((v) => v !== 0)) {
      // Near-identical name vectors in practice mean spelling variants (colour/color, modelling/modeling), which
      // start alike: comparing only concepts with the same first two letters keeps this cheap at any size.
      candidates ??= (
        await tx
          .select({ ...columns, embedding: sql<unknown>`${concepts}.embedding` })
          .from(concepts)
          .where(
            and(
              eq(concepts.userId, userId),
              inArray(sql`left(${concepts.normalizedKey}, 2)`, prefixes),
              isNotNull(sql`${concepts}.embedding`),
              besides.size ? sql`NOT (${concepts.id} = ANY(${sql.param([...besides])}::uuid[]))` : undefined,
            ),
          )
      ).map((row) => ({ ...row, vector: vectors.decode(row.embedding) ?? [] }));
      let best: (ExistingConcept & { vector: number[] }) | undefined;
      let bestScore = SAME_CONCEPT_SIMILARITY;
      for (const candidate of candidates) {
        if (!isSpellingVariant(candidate.normalizedKey, concept.key) || besides.has(candidate.id)) continue;
        const score = dot(vector, candidate.vector);
        if (score >= bestScore) [best, bestScore] = [candidate, score];
      }
      if (best) {
        result.set(concept.key, { existing: best, via: "vector" });
        continue;
      }
    }
    result.set(concept.key, { existing: null, via: null });
  }
  return result;
}
