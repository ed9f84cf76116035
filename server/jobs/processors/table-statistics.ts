import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/vectors.ts";

/**
 * Tables that grow with every upload and that ingest and the views query by selective keys (the search tables have
 * their own, count-based refresh in reembed.ts). PGlite never runs autovacuum, so without this their statistics
 * stay those of an empty table: the planner then read every claim of the account through the owner index to find
 * a few hundred by id (measured on 40 papers: 12,447 rows scanned for 25 kept, per document).
 */
const GROWING_TABLES = [
  "statements",
  "statement_terms",
  "statement_concepts",
  "statement_term_counts",
  "mentions",
  "document_concepts",
  "relationships",
  "relationship_evidence",
  "concept_definitions",
] as const;

/** A table is analysed again when its size moved by this share since the last time (and at least `minPages`). */
const GROWTH = 0.2;
const MIN_PAGES = 64;

/**
 * Refreshes the planner's statistics of the tables whose size on disk moved by a fifth since they were last
 * analysed (`relpages` is the size ANALYZE saw). Size, not a row count: PGlite keeps no activity counters, and the
 * size costs one catalogue read. One table a statement, other requests between them. Returns the tables analysed.
 */
export async function analyzeGrownTables(db: Db, options: { minPages?: number } = {}): Promise<string[]> {
  const minPages = options.minPages ?? MIN_PAGES;
  const rows = await rowsOf<{ name: string; pages: number; analyzed: number }>(
    db,
    sql`SELECT c.relname AS name, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages,
               c.relpages AS analyzed
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relkind = 'r'
           AND c.relname IN (${sql.join(
             GROWING_TABLES.map((t) => sql`${t}`),
             sql`, `,
           )})`,
  );
  const grown = rows
    .filter((r) => Math.abs(r.pages - r.analyzed) >= Math.max(minPages, GROWTH * Math.max(r.pages, r.analyzed)))
    .map((r) => r.name);
  for (const table of grown) {
    await nextTurn();
    await db.execute(sql`ANALYZE ${sql.identifier(table)}`);
  }
  return grown;
}
