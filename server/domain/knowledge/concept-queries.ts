import { and, asc, count, desc, eq } from "drizzle-orm";
import type { ConceptDetail, Passage } from "../../../contract/concepts.ts";
import type { VersionEntry, VersionsQuery } from "../../../contract/versions.ts";
import type { Db } from "../../db/client.ts";
import { conceptAliases, concepts, conceptVersions, documentConcepts, documents, mentions } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { documentScope } from "../documents/queries.ts";

const PASSAGE_RADIUS = 160;
/** The timeline shows at most this many entries (newest). */
const MAX_VERSIONS = 5000;

export async function getConcept(db: Db, userId: string, conceptId: string): Promise<ConceptDetail> {
  const [concept] = await db.select().from(concepts).where(and(eq(concepts.userId, userId), eq(concepts.id, conceptId)));
  if (!concept) throw notFound("The concept");
  const aliases = await db.select({ alias: conceptAliases.alias }).from(conceptAliases).where(eq(conceptAliases.conceptId, conceptId)).orderBy(asc(conceptAliases.alias));
  const docs = await db
    .select({ id: documents.id, title: documents.title, salience: documentConcepts.salience, mentionCount: documentConcepts.mentionCount })
    .from(documentConcepts)
    .innerJoin(documents, eq(documents.id, documentConcepts.documentId))
    .where(and(eq(documentConcepts.userId, userId), eq(documentConcepts.conceptId, conceptId)))
    .orderBy(desc(documentConcepts.salience));
  const [mentionTotal] = await db.select({ n: count() }).from(mentions).where(eq(mentions.conceptId, conceptId));
  const distinctAliases = [...new Set(aliases.map((a) => a.alias))].filter((a) => a.toLowerCase() !== concept.name.toLowerCase());
  return {
    id: concept.id,
    name: concept.name,
    category: concept.category,
    definition: concept.definition,
    aliases: distinctAliases,
    mentionCount: Number(mentionTotal?.n ?? 0),
    documents: docs,
  };
}

/** Cuts a window around a span, at word boundaries, and says where the span is inside it. */
export function passageWindow(content: string, start: number, end: number, radius = PASSAGE_RADIUS) {
  let from = Math.max(0, start - radius);
  let to = Math.min(content.length, end + radius);
  if (from > 0) from = content.indexOf(" ", from) + 1 || from;
  if (to < content.length) to = content.lastIndexOf(" ", to) > end ? content.lastIndexOf(" ", to) : to;
  const text = `${from > 0 ? "…" : ""}${content.slice(from, to)}${to < content.length ? "…" : ""}`;
  const offset = from > 0 ? 1 : 0;
  return { text, highlightStart: start - from + offset, highlightEnd: end - from + offset };
}

/** The passages where a concept occurs, optionally in one document, in document order. */
export async function listPassages(db: Db, userId: string, conceptId: string, options: { documentId?: string; limit: number }): Promise<Passage[]> {
  const [concept] = await db.select({ id: concepts.id }).from(concepts).where(and(eq(concepts.userId, userId), eq(concepts.id, conceptId)));
  if (!concept) throw notFound("The concept");
  const where = [eq(mentions.userId, userId), eq(mentions.conceptId, conceptId)];
  if (options.documentId) {
    const [doc] = await db.select({ id: documents.id }).from(documents).where(and(eq(documents.userId, userId), eq(documents.id, options.documentId)));
    if (!doc) throw notFound("The document");
    where.push(eq(mentions.documentId, options.documentId));
  }
  const rows = await db
    .select({ documentId: documents.id, documentTitle: documents.title, content: documents.content, page: mentions.page, charStart: mentions.charStart, charEnd: mentions.charEnd })
    .from(mentions)
    .innerJoin(documents, eq(documents.id, mentions.documentId))
    .where(and(...where))
    .orderBy(desc(documents.uploadedAt), asc(mentions.charStart))
    .limit(options.limit);
  return rows.map(({ content, ...row }) => ({ ...row, ...passageWindow(content, row.charStart, row.charEnd) }));
}

/**
 * The concept history, newest first, narrowed to a project's documents, one concept, one change type and/or the
 * changes one document caused. A concept or document that is not the user's answers 404.
 */
export async function listVersions(db: Db, userId: string, options: VersionsQuery): Promise<VersionEntry[]> {
  const where = [eq(conceptVersions.userId, userId)];
  if (options.conceptId) {
    const [concept] = await db.select({ id: concepts.id }).from(concepts).where(and(eq(concepts.userId, userId), eq(concepts.id, options.conceptId)));
    if (!concept) throw notFound("The concept");
    where.push(eq(conceptVersions.conceptId, options.conceptId));
  }
  if (options.documentId) {
    const [document] = await db.select({ id: documents.id }).from(documents).where(and(eq(documents.userId, userId), eq(documents.id, options.documentId)));
    if (!document) throw notFound("The document");
    where.push(eq(conceptVersions.documentId, options.documentId));
  }
  if (options.changeType) where.push(eq(conceptVersions.changeType, options.changeType));
  const base = db.select({ v: conceptVersions }).from(conceptVersions);
  const rows = options.projectId
    ? await base
        .innerJoin(documents, eq(documents.id, conceptVersions.documentId))
        .where(and(...where, await documentScope(db, userId, options.projectId)))
        .orderBy(desc(conceptVersions.changedAt), desc(conceptVersions.id))
        .limit(MAX_VERSIONS)
    : await base.where(and(...where)).orderBy(desc(conceptVersions.changedAt), desc(conceptVersions.id)).limit(MAX_VERSIONS);
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
  }));
}
