import { aliasedTable, and, desc, eq, inArray, or } from "drizzle-orm";
import type {
  BulkDismiss,
  Contradiction,
  ContradictionsQuery,
  ResolveContradiction,
} from "../../../contract/contradictions.ts";
import type { Db } from "../../db/client.ts";
import { chunks, concepts, contradictions, documents } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { findProject } from "../projects/projects.ts";
import { removeContradictionEdge, restoreContradictionEdge } from "./edges.ts";

const doc1 = aliasedTable(documents, "doc1");
const doc2 = aliasedTable(documents, "doc2");
const chunk1 = aliasedTable(chunks, "chunk1");
const chunk2 = aliasedTable(chunks, "chunk2");

const severityRank: Record<string, number> = { high: 0, medium: 1, low: 2 };

/**
 * The user's contradictions: unresolved first, then by severity, confidence and newest. Under a project: those
 * where either statement comes from one of its documents (a claim in the project disputed anywhere is worth
 * seeing). Filters: status, kind, severity, and a document either statement comes from.
 */
export async function listContradictions(
  db: Db,
  userId: string,
  options: Partial<ContradictionsQuery> & { ids?: readonly string[]; documentIds?: readonly string[] },
): Promise<Contradiction[]> {
  const where = [eq(contradictions.userId, userId)];
  if (options.ids) where.push(inArray(contradictions.id, [...options.ids]));
  if (options.documentIds) {
    const ids = [...options.documentIds];
    where.push(or(inArray(contradictions.document1Id, ids), inArray(contradictions.document2Id, ids))!);
  }
  if (options.status === "unresolved") where.push(eq(contradictions.resolved, 0));
  if (options.status === "resolved") where.push(eq(contradictions.resolved, 1));
  if (options.kind) where.push(eq(contradictions.kind, options.kind));
  if (options.severity) where.push(eq(contradictions.severity, options.severity));
  if (options.projectId) {
    if (!(await findProject(db, userId, options.projectId))) throw notFound("The project");
    where.push(or(eq(doc1.projectId, options.projectId), eq(doc2.projectId, options.projectId))!);
  }
  if (options.documentId) {
    const [doc] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.id, options.documentId)));
    if (!doc) throw notFound("The document");
    where.push(
      or(eq(contradictions.document1Id, options.documentId), eq(contradictions.document2Id, options.documentId))!,
    );
  }
  const rows = await db
    .select({
      c: contradictions,
      title1: doc1.title,
      title2: doc2.title,
      page1: chunk1.page,
      page2: chunk2.page,
      conceptName: concepts.name,
    })
    .from(contradictions)
    .innerJoin(doc1, eq(doc1.id, contradictions.document1Id))
    .innerJoin(doc2, eq(doc2.id, contradictions.document2Id))
    .leftJoin(chunk1, eq(chunk1.id, contradictions.chunk1Id))
    .leftJoin(chunk2, eq(chunk2.id, contradictions.chunk2Id))
    .leftJoin(concepts, eq(concepts.id, contradictions.conceptId))
    .where(and(...where))
    .orderBy(contradictions.resolved, desc(contradictions.detectedAt))
    .limit(2000);
  return rows
    .map(({ c, title1, title2, page1, page2, conceptName }) => ({
      id: c.id,
      severity: c.severity as Contradiction["severity"],
      kind: c.kind as Contradiction["kind"],
      confidence: c.confidence,
      statement1: c.statement1,
      statement2: c.statement2,
      resolved: c.resolved,
      reason: c.reason,
      concept: c.conceptId && conceptName ? { id: c.conceptId, name: conceptName } : null,
      source1: {
        documentId: c.document1Id,
        documentTitle: title1,
        chunkId: c.chunk1Id,
        charStart: c.charStart1,
        charEnd: c.charEnd1,
        page: page1 ?? null,
      },
      source2: {
        documentId: c.document2Id,
        documentTitle: title2,
        chunkId: c.chunk2Id,
        charStart: c.charStart2,
        charEnd: c.charEnd2,
        page: page2 ?? null,
      },
      resolution: c.resolution as Contradiction["resolution"],
      resolutionNote: c.resolutionNote,
      dismissReason: c.dismissReason as Contradiction["dismissReason"],
      detectedAt: c.detectedAt.toISOString(),
      resolvedAt: c.resolvedAt?.toISOString() ?? null,
    }))
    .sort(
      (a, b) =>
        a.resolved - b.resolved ||
        (severityRank[a.severity] ?? 3) - (severityRank[b.severity] ?? 3) ||
        b.confidence - a.confidence,
    );
}

/**
 * Resolves (or reopens) one contradiction. Only unresolved contradictions draw a `contradicts` edge: resolving
 * takes it out of the graph, reopening puts it back. A dismissal keeps its reason; the pair is never flagged again.
 */
export async function resolveContradiction(
  db: Db,
  userId: string,
  id: string,
  input: ResolveContradiction,
): Promise<Contradiction> {
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ resolved: contradictions.resolved })
      .from(contradictions)
      .where(and(eq(contradictions.userId, userId), eq(contradictions.id, id)));
    if (!previous) throw notFound("The contradiction");
    await tx
      .update(contradictions)
      .set(
        input.resolution
          ? {
              resolved: 1,
              resolution: input.resolution,
              resolutionNote: input.note || null,
              dismissReason: input.resolution === "dismissed" ? (input.dismissReason ?? "not_a_contradiction") : null,
              resolvedAt: new Date(),
            }
          : { resolved: 0, resolution: null, resolutionNote: null, dismissReason: null, resolvedAt: null },
      )
      .where(and(eq(contradictions.userId, userId), eq(contradictions.id, id)));
    if (input.resolution && previous.resolved === 0) await removeContradictionEdge(tx, userId, [id]);
    if (!input.resolution && previous.resolved !== 0) await restoreContradictionEdge(tx, userId, id);
  });
  const [result] = await listContradictions(db, userId, { status: "all", ids: [id] });
  return result!;
}

/** Dismisses a selection with one reason, all or nothing: an id that is not the user's fails the whole request. */
export async function dismissContradictions(db: Db, userId: string, input: BulkDismiss): Promise<Contradiction[]> {
  const ids = [...new Set(input.ids)];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: contradictions.id, resolved: contradictions.resolved })
      .from(contradictions)
      .where(and(eq(contradictions.userId, userId), inArray(contradictions.id, ids)));
    if (found.length !== ids.length) throw notFound("A selected contradiction");
    await tx
      .update(contradictions)
      .set({
        resolved: 1,
        resolution: "dismissed",
        dismissReason: input.dismissReason,
        resolutionNote: input.note || null,
        resolvedAt: new Date(),
      })
      .where(and(eq(contradictions.userId, userId), inArray(contradictions.id, ids)));
    await removeContradictionEdge(
      tx,
      userId,
      found.filter((c) => c.resolved === 0).map((c) => c.id),
    );
  });
  return listContradictions(db, userId, { status: "all", ids });
}
