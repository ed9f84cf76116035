import { and, asc, desc, eq, exists, isNull, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { ConceptDetail, Passage } from "../../../contract/concepts.ts";
import type { VersionEntry, VersionsQuery } from "../../../contract/versions.ts";
import type { Db } from "../../db/client.ts";
import { chunks, conceptAliases, conceptVersions, documentConcepts, documents, mentions } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { documentScope } from "../documents/queries.ts";
import { ownConcepts } from "./concept-change-records.ts";

const PASSAGE_RADIUS = 160;
/** The timeline shows at most this many entries (newest). */
const MAX_VERSIONS = 5000;

/** A concept the user can see: one of theirs that a document links to (else 404). */
async function visibleConcept(db: Db, userId: string, conceptId: string) {
  const [concept] = await ownConcepts(db, userId, [conceptId]);
  return concept!;
}

export async function getConcept(db: Db, userId: string, conceptId: string): Promise<ConceptDetail> {
  const concept = await visibleConcept(db, userId, conceptId);
  const aliases = await db
    .select({ alias: conceptAliases.alias })
    .from(conceptAliases)
    .where(eq(conceptAliases.conceptId, conceptId))
    .orderBy(asc(conceptAliases.alias));
  const docs = await db
    .select({
      id: documents.id,
      title: documents.title,
      salience: documentConcepts.salience,
      mentionCount: documentConcepts.mentionCount,
    })
    .from(documentConcepts)
    .innerJoin(documents, eq(documents.id, documentConcepts.documentId))
    .where(
      and(eq(documentConcepts.userId, userId), eq(documentConcepts.conceptId, conceptId), isNull(documents.deletedAt)),
    )
    .orderBy(desc(documentConcepts.salience));
  const distinctAliases = [...new Set(aliases.map((a) => a.alias))].filter(
    (a) => a.toLowerCase() !== concept.name.toLowerCase(),
  );
  return {
    id: concept.id,
    name: concept.name,
    category: concept.category,
    definition: concept.definition,
    aliases: distinctAliases,
    // The places its documents hold (each document keeps at most MNEMO_MAX_MENTIONS_PER_CONCEPT of them).
    mentionCount: docs.reduce((sum, d) => sum + d.mentionCount, 0),
    documents: docs,
  };
}

/** Cuts a window around a span of `content` (which starts at `offset` of a text `total` long), at word boundaries. */
export function passageWindow(
  content: string,
  start: number,
  end: number,
  radius = PASSAGE_RADIUS,
  offset = 0,
  total = offset + content.length,
) {
  let from = Math.max(offset, start - radius);
  let to = Math.min(total, end + radius);
  const at = (i: number) => i - offset;
  // Cut at a word boundary, never inside the mention (it may open or close the passage the window comes from).
  const spaceAfter = content.indexOf(" ", at(from));
  if (from > offset && spaceAfter >= 0 && spaceAfter + offset < start) from = spaceAfter + 1 + offset;
  const spaceBefore = content.lastIndexOf(" ", at(to));
  if (to < total && spaceBefore >= 0 && spaceBefore + offset >= end) to = spaceBefore + offset;
  const text = `${from > 0 ? "…" : ""}${content.slice(at(from), at(to))}${to < total ? "…" : ""}`;
  const shift = from > 0 ? 1 : 0;
  return { text, highlightStart: start - from + shift, highlightEnd: end - from + shift };
}

/**
 * The passages where a concept occurs, optionally in one document, in document order, a page at a time (`limit`
 * from `offset`). Only the window around each mention is read from the database, never a whole document's text.
 */
export async function listPassages(
  db: Db,
  userId: string,
  conceptId: string,
  options: { documentId?: string; limit: number; offset?: number },
): Promise<Passage[]> {
  await visibleConcept(db, userId, conceptId);
  const where = [eq(mentions.userId, userId), eq(mentions.conceptId, conceptId), isNull(documents.deletedAt)];
  if (options.documentId) {
    const [doc] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.id, options.documentId), isNull(documents.deletedAt)));
    if (!doc) throw notFound("The document");
    where.push(eq(mentions.documentId, options.documentId));
  }
  // The window comes from the mention's passage (a row of a few hundred characters), not from the document's text:
  // cutting it out of a long text made the database unpack megabytes for every passage shown. A mention outside
  // every passage (past the passage limit) is cut from the text.
  const windowStart = sql<number>`coalesce(${chunks.charStart}, greatest(0, ${mentions.charStart} - ${PASSAGE_RADIUS}))`;
  const rows = await db
    .select({
      documentId: documents.id,
      documentTitle: documents.title,
      page: mentions.page,
      charStart: mentions.charStart,
      charEnd: mentions.charEnd,
      windowStart,
      windowEnd: sql<number>`${chunks.charEnd}`,
      window: sql<string>`coalesce(${chunks.text}, substr(${documents.content}, greatest(0, ${mentions.charStart} - ${PASSAGE_RADIUS}) + 1, ${mentions.charEnd} - greatest(0, ${mentions.charStart} - ${PASSAGE_RADIUS}) + ${PASSAGE_RADIUS}))`,
    })
    .from(mentions)
    .innerJoin(documents, eq(documents.id, mentions.documentId))
    .leftJoin(chunks, eq(chunks.id, mentions.chunkId))
    .where(and(...where))
    .orderBy(desc(documents.uploadedAt), desc(documents.id), asc(mentions.charStart))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map(({ window, windowStart: base, windowEnd, ...row }) => {
    const offset = Number(base);
    return {
      ...row,
      ...passageWindow(
        window,
        row.charStart,
        row.charEnd,
        PASSAGE_RADIUS,
        offset,
        windowEnd === null ? offset + window.length + 1 : Number(windowEnd),
      ),
    };
  });
}

/**
 * The concept history, newest first, narrowed to a project's documents, one concept, one change type and/or the
 * changes one document caused. A concept or document that is not the user's answers 404.
 */
export async function listVersions(db: Db, userId: string, options: VersionsQuery): Promise<VersionEntry[]> {
  // Only concepts the user can see: one that only a deleted document supported is on its way out.
  const where = [
    eq(conceptVersions.userId, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(documentConcepts)
        .where(eq(documentConcepts.conceptId, conceptVersions.conceptId)),
    ),
  ];
  if (options.conceptId) {
    await visibleConcept(db, userId, options.conceptId);
    where.push(eq(conceptVersions.conceptId, options.conceptId));
  }
  if (options.documentId) {
    const [document] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.id, options.documentId)));
    if (!document) throw notFound("The document");
    where.push(eq(conceptVersions.documentId, options.documentId));
  }
  if (options.changeType) where.push(eq(conceptVersions.changeType, options.changeType));
  if (options.projectId) {
    // A document's change belongs to the project of the document; the user's own change (no document) to every
    // project whose documents name the concept.
    const scope = await documentScope(db, userId, options.projectId);
    const inScope = (documentId: SQL | AnyColumn) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(documents)
          .where(and(eq(documents.id, documentId), scope)),
      );
    const conceptInScope = exists(
      db
        .select({ one: sql`1` })
        .from(documentConcepts)
        .where(and(eq(documentConcepts.conceptId, conceptVersions.conceptId), inScope(documentConcepts.documentId))),
    );
    where.push(
      or(
        inScope(conceptVersions.documentId),
        and(isNull(conceptVersions.documentId), isNull(conceptVersions.documentTitle), conceptInScope),
      )!,
    );
  }
  const rows = await db
    .select({ v: conceptVersions })
    .from(conceptVersions)
    .where(and(...where))
    .orderBy(desc(conceptVersions.changedAt), desc(conceptVersions.id))
    .limit(MAX_VERSIONS);
  return rows.map(({ v }) => ({
    id: v.id,
    conceptId: v.conceptId,
    name: v.name,
    changeType: v.changeType as VersionEntry["changeType"],
    category: v.category,
    definition: v.definition,
    previousDefinition: v.previousDefinition,
    detail: v.detail,
    changedAt: v.changedAt.toISOString(),
    document: v.documentTitle ? { id: v.documentId, title: v.documentTitle } : null,
    mergedName: v.mergedName,
    changeId: v.changeId,
  }));
}
