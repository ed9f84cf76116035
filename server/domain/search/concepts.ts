import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { searchLexemes } from "../../db/search-text.ts";
import { rowsOf } from "../../db/vectors.ts";
import { stopWords } from "../../pipeline/extract/lexicon.ts";
import { normalizedWords, singularizeWord } from "../../pipeline/extract/normalize.ts";
import { relevanceOf } from "./fusion.ts";
import { anyLexemeQuery, type AnalyzedQuery } from "./query.ts";
import { chooseSnippet, matchTexts, type Snippet } from "./snippets.ts";

/** Concept names are at most this many words long (the extractor's phrases have up to 4, long forms a few more). */
const MAX_NAME_WORDS = 6;
/** Definitions matched per query before scoring; the generating terms are the query's rarest content words. */
const DEFINITION_CANDIDATES = 20;

export interface ConceptMatch {
  id: string;
  name: string;
  category: string;
  definition: string | null;
  documentCount: number;
  relevance: number;
  /** The definition with the query's words marked (null without a definition). */
  snippet: Snippet | null;
}

/**
 * Past this many words a query is a passage or a long question, and each phrase is an index lookup (a 40-word claim
 * has ~200): its phrases that start or end with a stop word are not looked up, which halves them. Names are noun
 * phrases, and under 0.5 % of the names and aliases extracted from the search evaluation corpus start or end with a
 * stop word ("all cause mortality"); a short query still finds those.
 */
const LONG_QUERY_WORDS = 12;

/**
 * Every phrase of up to MAX_NAME_WORDS consecutive words of the query, as concept keys: the same normalisation the
 * knowledge graph gives names and aliases (lower case, singular, hyphens as spaces), so "Transformers" finds the
 * concept "transformer" and "LLMs" the alias "llm" by index lookup. Phrases made only of stop words are left out,
 * and in a long query those that start or end with one.
 */
export function queryPhrases(text: string): Map<string, number> {
  const words = normalizedWords(text).map(singularizeWord);
  const long = words.length > LONG_QUERY_WORDS;
  const phrases = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_NAME_WORDS && i + n <= words.length; n++) {
      const slice = words.slice(i, i + n);
      if (slice.every((w) => stopWords.has(w))) continue;
      if (long && (stopWords.has(slice[0]!) || stopWords.has(slice[n - 1]!))) continue;
      phrases.set(slice.join(" "), slice.filter((w) => !stopWords.has(w)).length);
    }
  }
  return phrases;
}

/**
 * Concepts for the query, found three ways: their name or an alias is a phrase of the query, or their definition
 * shares the query's rarer words. Relevance is on the documents' scale:
 * - a name (alias) match scores by how much of the query it covers: the query being just the name gives 1 (0.95
 *   for an alias), a concept named inside a long question about half;
 * - a definition match scores like a document: its share of the query's term weight, at half the weight.
 * Scoped to a project, only concepts mentioned in its documents count.
 */
export async function conceptMatches(
  db: Db,
  userId: string,
  query: AnalyzedQuery,
  documentScope: SQL | undefined,
  limit: number,
): Promise<ConceptMatch[]> {
  const phrases = queryPhrases(query.text);
  const contentWords = normalizedWords(query.text).filter((w) => !stopWords.has(singularizeWord(w))).length;
  // A concept no document links to any more (its only document was just deleted) is not found.
  const inScope = documentScope
    ? sql` AND EXISTS (SELECT 1 FROM document_concepts dc JOIN documents ON documents.id = dc.document_id WHERE dc.concept_id = c.id AND ${documentScope})`
    : sql` AND EXISTS (SELECT 1 FROM document_concepts dc WHERE dc.concept_id = c.id)`;
  const content = query.terms.filter((t) => t.content && t.df > 0).sort((a, b) => a.df - b.df);
  const definitionQuery = content.length ? anyLexemeQuery(content.slice(0, 8).map((t) => t.lexeme)) : null;
  if (phrases.size === 0 && !definitionQuery) return [];

  // Each phrase is one index lookup (LATERAL ... LIMIT 1; keys and aliases are unique per user): given the set,
  // the planner preferred hashing the whole concepts table, and `= ANY (array)` cost ~9 ms of planning on PGlite.
  const rows = await rowsOf<{
    id: string;
    name: string;
    category: string;
    definition: string | null;
    key: string;
    via: "name" | "alias" | "definition";
    documents: number;
  }>(
    db,
    sql`WITH phrase AS (SELECT DISTINCT k FROM unnest(${sql.param([...phrases.keys()])}::text[]) AS k)
        SELECT f.*, (SELECT count(*)::int FROM document_concepts dc WHERE dc.concept_id = f.id) AS documents FROM (
          SELECT c.* FROM phrase p CROSS JOIN LATERAL (
            SELECT c.id, c.name, c.category, c.definition, c.normalized_key AS key, 'name' AS via FROM concepts c
             WHERE c.user_id = ${userId} AND c.normalized_key = p.k${inScope} LIMIT 1) AS c
          UNION ALL
          SELECT c.* FROM phrase p CROSS JOIN LATERAL (
            SELECT c.id, c.name, c.category, c.definition, a.normalized_alias AS key, 'alias' AS via FROM concept_aliases a JOIN concepts c ON c.id = a.concept_id
             WHERE a.user_id = ${userId} AND a.normalized_alias = p.k${inScope} LIMIT 1) AS c
          UNION ALL
          (SELECT c.id, c.name, c.category, c.definition, NULL, 'definition' FROM concepts c
            WHERE ${definitionQuery ? sql`c.user_id = ${userId} AND ${searchLexemes(sql`coalesce(c.definition, '')`)} @@ ${definitionQuery}::tsquery${inScope}` : sql`false`}
            LIMIT ${DEFINITION_CANDIDATES})
        ) AS f`,
  );

  // Definitions are matched word by word (the same stemming as the index), which also gives their snippets.
  const unique = [...new Map(rows.filter((r) => r.definition).map((r) => [r.id, r.definition!])).entries()];
  const matched = await matchTexts(
    db,
    unique.map(([, text]) => text),
    query,
  );
  const definitionMatches = new Map(unique.map(([id], i) => [id, matched[i]!]));
  const totalWeight = content.reduce((sum, t) => sum + t.idf, 0);
  const best = new Map<string, ConceptMatch>();
  for (const row of rows) {
    let relevance: number;
    const matches = definitionMatches.get(row.id) ?? [];
    if (row.via === "definition") {
      const weight = [...new Map(matches.map((m) => [m.key, m.weight])).values()].reduce((a, b) => a + b, 0);
      relevance = totalWeight > 0 ? relevanceOf(weight / totalWeight) / 2 : 0;
    } else {
      const covered = Math.min(1, (phrases.get(row.key) ?? 0) / Math.max(1, contentWords));
      relevance = (0.45 + 0.55 * covered) * (row.via === "alias" ? 0.95 : 1);
    }
    relevance = Math.round(relevance * 1000) / 1000;
    const current = best.get(row.id);
    if (!current || relevance > current.relevance) {
      const snippet = row.definition ? chooseSnippet(row.definition, matches) : null;
      best.set(row.id, {
        id: row.id,
        name: row.name,
        category: row.category,
        definition: row.definition,
        documentCount: row.documents,
        relevance,
        snippet,
      });
    }
  }
  return [...best.values()]
    .filter((c) => c.relevance >= 0.2)
    .sort((a, b) => b.relevance - a.relevance || a.name.localeCompare(b.name))
    .slice(0, limit);
}
