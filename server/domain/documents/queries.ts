import type { GraphService } from "../graph/service.ts";
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { DocumentConcept, Stats } from "../../../contract/documents.ts";
import type { Db } from "../../db/client.ts";
import { concepts, documentConcepts, documentFiles, documents } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { findProject } from "../projects/projects.ts";
import { orderConcepts } from "../knowledge/concept-order.ts";
import { documentByteParts } from "./document-bytes.ts";
import type { DocumentRow, OriginalInfo, PresentedRow } from "./present.ts";
import { limits } from "../../../contract/constants.ts";

/**
 * The selected project narrows every read: `projectId` absent means all of the user's documents. A project id
 * that is not the user's answers 404, like any other foreign id.
 */
export async function documentScope(db: Db, userId: string, projectId: string | undefined): Promise<SQL> {
  // A document marked deleted is gone from every read at once (its rows follow in the background).
  if (!projectId) return and(eq(documents.userId, userId), isNull(documents.deletedAt))!;
  if (!(await findProject(db, userId, projectId))) throw notFound("The project");
  return and(eq(documents.userId, userId), eq(documents.projectId, projectId), isNull(documents.deletedAt))!;
}

/** The user's document that is not deleted. */
export const liveDocument = (userId: string, documentId: string) =>
  and(eq(documents.userId, userId), eq(documents.id, documentId), isNull(documents.deletedAt))!;

const originalColumns = {
  fileName: documentFiles.fileName,
  mimeType: documentFiles.mimeType,
  sizeBytes: documentFiles.sizeBytes,
  sourceUrl: documentFiles.sourceUrl,
};

/**
 * The user's documents, newest first, as a list shows them: the first `listContentChars` of each content and its
 * length, not the whole text, structure and page offsets (the list is polled while uploads are read).
 */
export async function listDocuments(
  db: Db,
  userId: string,
  projectId?: string,
): Promise<Array<{ row: PresentedRow; original: OriginalInfo | null }>> {
  const scope = await documentScope(db, userId, projectId);
  const rows = await db
    .select({
      row: {
        id: documents.id,
        status: documents.status,
        progress: documents.progress,
        warning: documents.warning,
        error: documents.error,
        title: documents.title,
        content: sql<string>`left(${documents.content}, ${limits.listContentChars})`,
        contentLength: sql<number>`char_length(${documents.content})`,
        type: documents.type,
        uploadedAt: documents.uploadedAt,
        projectId: documents.projectId,
        pageCount: documents.pageCount,
      },
      original: originalColumns,
    })
    .from(documents)
    .leftJoin(documentFiles, eq(documentFiles.documentId, documents.id))
    .where(scope)
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
  return rows.map((r) => ({ row: r.row, original: r.original?.fileName ? r.original : null }));
}

/** The user's document, or 404 (also for another user's id). */
export async function getDocument(
  db: Db,
  userId: string,
  documentId: string,
): Promise<{ row: DocumentRow; original: OriginalInfo | null }> {
  const [found] = await db
    .select({ row: documents, original: originalColumns })
    .from(documents)
    .leftJoin(documentFiles, eq(documentFiles.documentId, documents.id))
    .where(liveDocument(userId, documentId));
  if (!found) throw notFound("The document");
  return { row: found.row, original: found.original?.fileName ? found.original : null };
}

/** The concepts of one document, most central first (salience, with account-wide boilerplate pushed down). */
export async function listDocumentConcepts(
  db: Db,
  userId: string,
  documentId: string,
): Promise<Array<Omit<DocumentConcept, "firstMention">>> {
  const rows = await db
    .select({
      id: concepts.id,
      name: concepts.name,
      category: concepts.category,
      definition: concepts.definition,
      salience: documentConcepts.salience,
      mentionCount: documentConcepts.mentionCount,
      // In how many documents each concept occurs (one index lookup per concept of this document).
      documentCount: sql<number>`(SELECT count(*)::int FROM document_concepts spread WHERE spread.concept_id = ${documentConcepts.conceptId})`,
    })
    .from(documentConcepts)
    .innerJoin(concepts, eq(concepts.id, documentConcepts.conceptId))
    .where(and(eq(documentConcepts.userId, userId), eq(documentConcepts.documentId, documentId)))
    .orderBy(desc(documentConcepts.salience), concepts.name);
  const [total] = await db
    .select({ n: count })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.status, "ready"), isNull(documents.deletedAt)));
  return orderConcepts(rows, total?.n ?? 0).map(({ documentCount: _documentCount, ...concept }) => concept);
}

/** The uploaded file of the user's document: its name and type, and its bytes as parts to stream. */
export async function getOriginalFile(db: Db, userId: string, documentId: string) {
  const [found] = await db
    .select({ file: documentFiles })
    .from(documentFiles)
    .innerJoin(documents, eq(documents.id, documentFiles.documentId))
    .where(and(eq(documentFiles.userId, userId), liveDocument(userId, documentId)));
  if (!found) throw notFound("The original file");
  return { ...found.file, parts: documentByteParts(db, userId, documentId) };
}

/** The live state of the user's documents that are still in work, or that changed since `since`. */
export async function listDocumentStates(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: documents.id,
      status: documents.status,
      progress: documents.progress,
      warning: documents.warning,
      error: documents.error,
    })
    .from(documents)
    .where(and(eq(documents.userId, userId), inArray(documents.id, ids), isNull(documents.deletedAt)));
}

const count = sql<number>`count(*)::int`;
/**
 * The three numbers of the home page, narrowed to a project when one is selected: documents, and the concepts and
 * relationships the graph and analytics of the same scope show (one count everywhere).
 */
export async function getStats(
  db: Db,
  graph: Pick<GraphService, "totals">,
  userId: string,
  projectId?: string,
): Promise<Stats> {
  const scope = await documentScope(db, userId, projectId);
  const [[docs], shown] = await Promise.all([
    db.select({ n: count }).from(documents).where(scope),
    graph.totals(userId, projectId),
  ]);
  return { documentCount: docs!.n, conceptCount: shown.concepts, relationshipCount: shown.relationships };
}
