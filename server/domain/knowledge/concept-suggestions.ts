/**
 * The queue of probable duplicates (issue 33): pairs of the user's concepts that are probably one thing named two
 * ways, for the user to merge or to keep apart. Reading merges only what is certainly the same (a defined
 * abbreviation, inflection, a class word); this finds what it could not be sure of: an acronym no document defines,
 * a spelling variant ("modelling"/"modeling", "haemoglobin"/"hemoglobin"), one word written as two, a plural the
 * normaliser missed, the same words in another order, a dictionary synonym.
 *
 * Precision comes first, since the user reads every suggestion: two names must account for each other's every
 * content word (same word, a variant of it, or a word that only names a class). A name that adds a content word
 * names a kind or a part of the other ("DNA methylation" of "DNA") and is never suggested.
 *
 * It scales by blocking, never by comparing all pairs: names meet when they share an uncommon content word, when
 * one is the initials of the other, when their spellings agree once variant spellings are undone or one letter
 * is dropped, or when the dictionary lists them as synonyms.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ConceptSuggestion, ConceptSuggestionsQuery, SuggestionSide } from "../../../contract/concept-changes.ts";
import type { Db } from "../../db/client.ts";
import { conceptChanges, concepts } from "../../db/schema.ts";
import type { VectorSql } from "../../db/vectors.ts";
import { notFound } from "../../errors.ts";
import { documentScope } from "../documents/queries.ts";
import { loadScopedConcepts, pairId, relatedPairs } from "./suggestion-candidates.ts";
import {
  loadDefinitions,
  loadDocumentIds,
  loadFirstPassages,
  loadNameVectors,
  loadSideBySide,
  loadTitles,
} from "./suggestion-evidence.ts";
import { nameShape, type NameShape } from "./suggestion-names.ts";
import { reasonFor } from "./suggestion-reason.ts";
import { scoreRelated, type Candidate } from "./suggestion-scoring.ts";

// ---- what the route calls ----

/**
 * Pairs of the user's concepts (in the project, when given) that are probably one concept, most likely first,
 * at most `query.limit`, each with the evidence the user decides on. Pairs the user kept apart never return.
 */
export async function listConceptSuggestions(
  db: Db,
  userId: string,
  query: ConceptSuggestionsQuery,
  vectors: VectorSql,
): Promise<ConceptSuggestion[]> {
  const scope = await documentScope(db, userId, query.projectId);
  const shapes = (await loadScopedConcepts(db, userId, scope)).map(nameShape);
  const related = relatedPairs(shapes, await loadKeptApart(db, userId));
  const ids = [...new Set(related.flatMap((r) => [r.a.concept.id, r.b.concept.id]))];
  const documentsOf = await loadDocumentIds(db, scope, ids);
  const nameVectors = await loadNameVectors(db, vectors, ids);
  const scored = scoreRelated(related, documentsOf, nameVectors);
  const shown = await withoutListedPairs(db, userId, scored);
  shown.sort(
    (x, y) =>
      y.score - x.score ||
      y.a.concept.mentionCount + y.b.concept.mentionCount - (x.a.concept.mentionCount + x.b.concept.mentionCount) ||
      x.a.concept.name.localeCompare(y.a.concept.name),
  );
  return presentSuggestions(db, userId, oneExpansionPerAcronym(shown).slice(0, query.limit));
}

/**
 * Drops the pairs a passage lists side by side as two things, and raises those it restates. Only names that share
 * a document can stand in one passage, so only those are looked up.
 */
async function withoutListedPairs(db: Db, userId: string, scored: Candidate[]): Promise<Candidate[]> {
  const together = scored.filter((c) => c.sharedDocumentIds.length > 0);
  const sideBySide = await loadSideBySide(
    db,
    userId,
    together.map((c) => [c.a.concept.id, c.b.concept.id]),
  );
  return scored.flatMap((c) => {
    const text = sideBySide.get(pairId(c.a.concept.id, c.b.concept.id));
    if (text?.listed && !text.restated) return [];
    return [{ ...c, score: Math.min(0.99, c.score + (text?.restated ? 0.05 : 0)) }];
  });
}

/**
 * An acronym that spells several names of a document means one of them: only its most likely pair is shown
 * (the user who merges it can still be shown the next).
 */
function oneExpansionPerAcronym(sorted: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return sorted.filter((c) => {
    if (c.relation.kind !== "initials") return true;
    const short = (c.relation.side === 0 ? c.a : c.b).concept.id;
    if (seen.has(short)) return false;
    seen.add(short);
    return true;
  });
}

async function presentSuggestions(db: Db, userId: string, shown: Candidate[]): Promise<ConceptSuggestion[]> {
  // Each side's passage comes from a document both are named in when there is one: the user sees them side by side.
  const passageOf = (candidate: Candidate, side: NameShape): [string, string | null] => [
    side.concept.id,
    candidate.sharedDocumentIds[0] ?? candidate.firstDocumentIds[side === candidate.a ? 0 : 1],
  ];
  const wanted = shown
    .flatMap((c) => [passageOf(c, c.a), passageOf(c, c.b)])
    .filter((w): w is [string, string] => w[1] !== null);
  const [passages, definitions, titles] = await Promise.all([
    loadFirstPassages(db, userId, wanted),
    loadDefinitions(db, [...new Set(wanted.map((w) => w[0]))]),
    loadTitles(db, [...new Set(shown.flatMap((c) => c.sharedDocumentIds.slice(0, 1)))]),
  ]);
  const side = (candidate: Candidate, shape: NameShape): SuggestionSide => {
    const [conceptId, documentId] = passageOf(candidate, shape);
    return {
      id: shape.concept.id,
      name: shape.concept.name,
      category: shape.concept.category,
      definition: definitions.get(conceptId) ?? null,
      mentionCount: shape.concept.mentionCount,
      documentCount: shape.concept.documentCount,
      passage: passages.get(`${conceptId}:${documentId}`) ?? null,
    };
  };
  return shown.map((c) => ({
    concepts: [side(c, c.a), side(c, c.b)],
    reason: reasonFor(c, titles),
    score: Math.round(c.score * 1000) / 1000,
  }));
}

/**
 * The user's answer "these are two things": remembered by the two normalised keys (sorted), which a concept keeps
 * when its documents are read again and its id changes, so the pair is never suggested again. Either id not the
 * user's concept is 404.
 */
export async function keepApart(db: Db, userId: string, conceptIds: [string, string]): Promise<void> {
  const rows = await db
    .select({ id: concepts.id, name: concepts.name, key: concepts.normalizedKey })
    .from(concepts)
    .where(and(eq(concepts.userId, userId), inArray(concepts.id, conceptIds)));
  const [first, second] = conceptIds.map((id) => rows.find((r) => r.id === id));
  if (!first || !second || first.id === second.id) throw notFound("The concept");
  const keys = [first.key, second.key].sort();
  if ((await loadKeptApart(db, userId)).has(pairId(keys[0]!, keys[1]!))) return;
  await db.insert(conceptChanges).values({
    userId,
    kind: KEPT_APART,
    conceptId: first.id,
    summary: `Kept "${first.name}" and "${second.name}" apart.`,
    detail: { keys },
  });
}

/** The pairs of normalised keys the user kept apart: keys outlive concept ids when documents are read again. */
async function loadKeptApart(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ detail: conceptChanges.detail })
    .from(conceptChanges)
    .where(and(eq(conceptChanges.userId, userId), eq(conceptChanges.kind, KEPT_APART)));
  const pairs = new Set<string>();
  for (const { detail } of rows) {
    const keys = (detail as { keys?: unknown }).keys;
    if (Array.isArray(keys) && keys.length === 2) pairs.add(pairId(String(keys[0]), String(keys[1])));
  }
  // A name the user split out of a concept (and did not undo) is not proposed to merge back into it.
  const splits = await db
    .select({ key: concepts.normalizedKey, detail: conceptChanges.detail })
    .from(conceptChanges)
    .innerJoin(concepts, eq(concepts.id, conceptChanges.conceptId))
    .where(and(eq(conceptChanges.userId, userId), eq(conceptChanges.kind, "split"), isNull(conceptChanges.undoneAt)));
  for (const { key, detail } of splits) pairs.add(pairId(key, (detail as { key: string }).key));
  return pairs;
}

const KEPT_APART = "kept_apart";
