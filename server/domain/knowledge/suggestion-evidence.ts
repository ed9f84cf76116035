/**
 * What the scope's documents say about the related pairs (issue 33): where each is named, its name vector, what a
 * passage writes between the two, and each side's first passage, definition and document titles.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { concepts, documentConcepts, documents } from "../../db/schema.ts";
import { rowsOf, type VectorSql } from "../../db/vectors.ts";
import { pairId } from "./suggestion-candidates.ts";
import type { NameVector } from "./suggestion-scoring.ts";

/**
 * The scope's documents that name each of some concepts, first read first: loaded only for the few concepts of
 * related names, not for the whole account.
 */
export async function loadDocumentIds(db: Db, scope: SQL, ids: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({
        conceptId: documentConcepts.conceptId,
        documentIds: sql<
          string[]
        >`array_agg(${documentConcepts.documentId} ORDER BY ${documents.uploadedAt}, ${documents.id})`,
      })
      .from(documentConcepts)
      .innerJoin(documents, eq(documents.id, documentConcepts.documentId))
      .where(and(inArray(documentConcepts.conceptId, ids.slice(i, i + 1000)), scope))
      .groupBy(documentConcepts.conceptId);
    for (const row of rows) found.set(row.conceptId, row.documentIds);
  }
  return found;
}

export async function loadNameVectors(db: Db, vectors: VectorSql, ids: string[]): Promise<Map<string, NameVector>> {
  const found = new Map<string, NameVector>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: concepts.id, model: concepts.embeddingModel, embedding: sql<unknown>`${concepts}.embedding` })
      .from(concepts)
      .where(inArray(concepts.id, ids.slice(i, i + 1000)));
    for (const row of rows) {
      const values = vectors.decode(row.embedding);
      if (values) found.set(row.id, { model: row.model, values });
    }
  }
  return found;
}

// ---- side by side: the text's own evidence ----

/** Written between two names that a text lists as different things: "A and B", "A, B", "A vs B", "from A to B". */
const LISTED = /^\s*(?:,|;|&|\/|\+|and|,\s*and|vs\.?|versus|to|than|with|from|nor|plus)\s*$/i;
/** Written between two names for one thing: "A (B)", "A, i.e. B", "A, also called B". */
const RESTATED = /^\s*(?:\(|\)\s*\(|,?\s*(?:i\.\s?e\.|aka|a\.k\.a\.|also (?:called|known as)|or)\s*,?|=|–|—)\s*$/i;

interface SideBySide {
  listed: boolean;
  restated: boolean;
}

/**
 * What the text writes between the two names where a passage names both close together: a list of different
 * things is evidence against a merge, a restatement evidence for it.
 */
export async function loadSideBySide(
  db: Db,
  userId: string,
  pairs: Array<[string, string]>,
): Promise<Map<string, SideBySide>> {
  const found = new Map<string, SideBySide>();
  for (let i = 0; i < pairs.length; i += 500) {
    const slice = pairs.slice(i, i + 500);
    const rows = await rowsOf<{ a: string; b: string; gap: string }>(
      db,
      sql`SELECT p.a, p.b,
            substr(ch.text, least(ma.char_end, mb.char_end) - ch.char_start + 1,
                   greatest(ma.char_start, mb.char_start) - least(ma.char_end, mb.char_end)) AS gap
          FROM unnest(${sql.param(slice.map((p) => p[0]))}::uuid[], ${sql.param(slice.map((p) => p[1]))}::uuid[]) AS p(a, b)
          JOIN mentions ma ON ma.concept_id = p.a AND ma.user_id = ${userId}
          JOIN mentions mb ON mb.concept_id = p.b AND mb.chunk_id = ma.chunk_id
          JOIN chunks ch ON ch.id = ma.chunk_id
          WHERE (mb.char_start >= ma.char_end OR ma.char_start >= mb.char_end)
            AND greatest(ma.char_start, mb.char_start) - least(ma.char_end, mb.char_end) <= 24`,
    );
    for (const row of rows) {
      const entry = found.get(pairId(row.a, row.b)) ?? { listed: false, restated: false };
      if (LISTED.test(row.gap)) entry.listed = true;
      if (RESTATED.test(row.gap)) entry.restated = true;
      found.set(pairId(row.a, row.b), entry);
    }
  }
  return found;
}

// ---- the two sides as the user sees them ----

interface FirstPassage {
  documentId: string;
  documentTitle: string;
  text: string;
  highlightStart: number;
  highlightEnd: number;
}

const PASSAGE_RADIUS = 80;

/** The first mention of each (concept, document), as a window of about 160 characters. */
export async function loadFirstPassages(
  db: Db,
  userId: string,
  wanted: Array<[conceptId: string, documentId: string]>,
): Promise<Map<string, FirstPassage>> {
  if (wanted.length === 0) return new Map();
  const rows = await rowsOf<{
    concept_id: string;
    document_id: string;
    title: string;
    char_start: number;
    char_end: number;
    window_start: number;
    window_end: number | null;
    window: string;
  }>(
    db,
    sql`SELECT DISTINCT ON (m.concept_id, m.document_id) m.concept_id, m.document_id, d.title, m.char_start, m.char_end,
          coalesce(ch.char_start, greatest(0, m.char_start - ${PASSAGE_RADIUS})) AS window_start, ch.char_end AS window_end,
          coalesce(ch.text, substr(d.content, greatest(0, m.char_start - ${PASSAGE_RADIUS}) + 1,
                   m.char_end - greatest(0, m.char_start - ${PASSAGE_RADIUS}) + ${PASSAGE_RADIUS})) AS window
        FROM unnest(${sql.param(wanted.map((w) => w[0]))}::uuid[], ${sql.param(wanted.map((w) => w[1]))}::uuid[]) AS p(c, d)
        JOIN mentions m ON m.concept_id = p.c AND m.document_id = p.d AND m.user_id = ${userId}
        JOIN documents d ON d.id = m.document_id
        LEFT JOIN chunks ch ON ch.id = m.chunk_id
        ORDER BY m.concept_id, m.document_id, m.char_start`,
  );
  const found = new Map<string, FirstPassage>();
  for (const row of rows) {
    const offset = Number(row.window_start);
    const total = row.window_end === null ? offset + row.window.length + 1 : Number(row.window_end);
    const window = mentionWindow(row.window, offset, total, row.char_start, row.char_end);
    found.set(`${row.concept_id}:${row.document_id}`, {
      documentId: row.document_id,
      documentTitle: row.title,
      ...window,
    });
  }
  return found;
}

/**
 * About `PASSAGE_RADIUS` characters either side of a mention (at `start`..`end` of a text `total` long, of which
 * `text` starts at `offset`), cut at white space but never into the mention, with "…" where it was cut.
 * (concept-queries' passageWindow cuts only at a space, and past a mention that opens its passage.)
 */
export function mentionWindow(text: string, offset: number, total: number, start: number, end: number) {
  const at = (i: number) => i - offset;
  let from = Math.max(offset, start - PASSAGE_RADIUS);
  let to = Math.min(offset + text.length, total, end + PASSAGE_RADIUS);
  if (from > 0) {
    const space = text.slice(at(from), at(start)).search(/\s/u);
    if (space >= 0) from += space + 1;
  }
  if (to < total) {
    const tail = text.slice(at(end), at(to));
    const space = Math.max(tail.lastIndexOf(" "), tail.lastIndexOf("\n"));
    if (space >= 0) to = end + space;
  }
  const before = from > 0 ? "…" : "";
  return {
    text: `${before}${text.slice(at(from), at(to))}${to < total ? "…" : ""}`,
    highlightStart: before.length + start - from,
    highlightEnd: before.length + end - from,
  };
}

export async function loadDefinitions(db: Db, ids: string[]): Promise<Map<string, string | null>> {
  const rows = ids.length
    ? await db
        .select({ id: concepts.id, definition: concepts.definition })
        .from(concepts)
        .where(inArray(concepts.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, r.definition]));
}

export async function loadTitles(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = ids.length
    ? await db.select({ id: documents.id, title: documents.title }).from(documents).where(inArray(documents.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, r.title]));
}
