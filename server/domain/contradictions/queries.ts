import { aliasedTable, and, desc, eq, or } from "drizzle-orm";
import type { Contradiction, ResolveContradiction } from "../../../contract/contradictions.ts";
import type { Db } from "../../db/client.ts";
import { chunks, concepts, contradictions, documents } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { findProject } from "../projects/projects.ts";
import { removeContradictionEdge, restoreContradictionEdge } from "./detect.ts";

const doc1 = aliasedTable(documents, "doc1");
const doc2 = aliasedTable(documents, "doc2");
const chunk1 = aliasedTable(chunks, "chunk1");
const chunk2 = aliasedTable(chunks, "chunk2");

/**
 * The user's contradictions, high severity first, then newest. Under a project: those where either statement
 * comes from one of its documents (a claim in the project disputed anywhere is worth seeing).
 */
export async function listContradictions(db: Db, userId: string, options: { projectId?: string; status: "all" | "unresolved" | "resolved"; id?: string }): Promise<Contradiction[]> {
  const where = [eq(contradictions.userId, userId)];
  if (options.id) where.push(eq(contradictions.id, options.id));
  if (options.status === "unresolved") where.push(eq(contradictions.resolved, 0));
  if (options.status === "resolved") where.push(eq(contradictions.resolved, 1));
  if (options.projectId) {
    if (!(await findProject(db, userId, options.projectId))) throw notFound("The project");
    where.push(or(eq(doc1.projectId, options.projectId), eq(doc2.projectId, options.projectId))!);
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
  const rank = { high: 0, medium: 1, low: 2 } as Record<string, number>;
  return rows
    .map(({ c, title1, title2, page1, page2, conceptName }) => ({
      id: c.id,
      severity: c.severity as Contradiction["severity"],
      statement1: c.statement1,
      statement2: c.statement2,
      resolved: c.resolved,
      reason: c.reason,
      concept: c.conceptId && conceptName ? { id: c.conceptId, name: conceptName } : null,
      source1: { documentId: c.document1Id, documentTitle: title1, chunkId: c.chunk1Id, charStart: c.charStart1, charEnd: c.charEnd1, page: page1 ?? null },
      source2: { documentId: c.document2Id, documentTitle: title2, chunkId: c.chunk2Id, charStart: c.charStart2, charEnd: c.charEnd2, page: page2 ?? null },
      resolution: c.resolution as Contradiction["resolution"],
      resolutionNote: c.resolutionNote,
      detectedAt: c.detectedAt.toISOString(),
      resolvedAt: c.resolvedAt?.toISOString() ?? null,
    }))
    .sort((a, b) => a.resolved - b.resolved || (rank[a.severity] ?? 3) - (rank[b.severity] ?? 3));
}

/** Resolves (or reopens) one contradiction; dismissing it also takes its `contradicts` edge out of the graph. */
export async function resolveContradiction(db: Db, userId: string, id: string, input: ResolveContradiction): Promise<Contradiction> {
  const updated = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ resolution: contradictions.resolution })
      .from(contradictions)
      .where(and(eq(contradictions.userId, userId), eq(contradictions.id, id)));
    if (!previous) throw notFound("The contradiction");
    const [row] = await tx
      .update(contradictions)
      .set(
        input.resolution
          ? { resolved: 1, resolution: input.resolution, resolutionNote: input.note || null, resolvedAt: new Date() }
          : { resolved: 0, resolution: null, resolutionNote: null, resolvedAt: null },
      )
      .where(and(eq(contradictions.userId, userId), eq(contradictions.id, id)))
      .returning({ id: contradictions.id });
    if (!row) throw notFound("The contradiction");
    if (input.resolution === "dismissed" && previous.resolution !== "dismissed") await removeContradictionEdge(tx, userId, id);
    if (input.resolution !== "dismissed" && previous.resolution === "dismissed") await restoreContradictionEdge(tx, userId, id);
    return row;
  });
  const [result] = await listContradictions(db, userId, { status: "all", id: updated.id });
  return result!;
}
