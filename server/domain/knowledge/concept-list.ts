import { sql } from "drizzle-orm";
import type { ConceptList, ConceptListQuery } from "../../../contract/concept-changes.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/vectors.ts";
import { notFound } from "../../errors.ts";
import { findProject } from "../projects/projects.ts";

const ORDER = {
  mentions: sql`mention_count DESC, lower(c.name)`,
  documents: sql`document_count DESC, mention_count DESC, lower(c.name)`,
  name: sql`lower(c.name), c.id`,
  recent: sql`c.updated_at DESC, c.id`,
} as const;

/**
 * The concepts page: the user's concepts that a document (of the project, when given) links to, with their aliases
 * and counts, filtered by a name or alias containing the query, a page at a time.
 */
export async function listConcepts(db: Db, userId: string, query: ConceptListQuery): Promise<ConceptList> {
  if (query.projectId && !(await findProject(db, userId, query.projectId))) throw notFound("The project");
  const project = query.projectId ? sql`AND d.project_id = ${query.projectId}` : sql``;
  const words = query.query ? `%${query.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const matches = words
    ? sql`AND (c.name ILIKE ${words} OR EXISTS (
        SELECT 1 FROM concept_aliases a WHERE a.concept_id = c.id AND a.alias ILIKE ${words}))`
    : sql``;
  const list = await rowsOf<{
    id: string;
    name: string;
    category: string;
    updated_at: string | Date;
    mention_count: number;
    document_count: number;
    aliases: string[] | null;
    total: number;
  }>(
    db,
    sql`
    WITH shown AS (
      SELECT c.id, c.name, c.category, c.updated_at,
             sum(dc.mention_count)::int AS mention_count, count(*)::int AS document_count
      FROM concepts c
      JOIN document_concepts dc ON dc.concept_id = c.id
      JOIN documents d ON d.id = dc.document_id AND d.deleted_at IS NULL ${project}
      WHERE c.user_id = ${userId} ${matches}
      GROUP BY c.id)
    SELECT c.*, count(*) OVER ()::int AS total,
           (SELECT array_agg(a.alias ORDER BY a.alias) FROM concept_aliases a
             WHERE a.concept_id = c.id AND lower(a.alias) <> lower(c.name)) AS aliases
    FROM shown c
    ORDER BY ${ORDER[query.sort]}
    LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  return {
    total: list[0]?.total ?? (query.offset > 0 ? await countShown() : 0),
    items: list.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.category,
      aliases: [...new Set(r.aliases ?? [])],
      mentionCount: r.mention_count,
      documentCount: r.document_count,
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
  };

  async function countShown(): Promise<number> {
    const counted = await rowsOf<{ total: number }>(
      db,
      sql`
        SELECT count(DISTINCT c.id)::int AS total FROM concepts c
        JOIN document_concepts dc ON dc.concept_id = c.id
        JOIN documents d ON d.id = dc.document_id AND d.deleted_at IS NULL ${project}
        WHERE c.user_id = ${userId} ${matches}`,
    );
    return counted[0]?.total ?? 0;
  }
}
