import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/vectors.ts";
import { stopWords } from "../../pipeline/extract/lexicon.ts";
import { normalizedWords, singularizeWord } from "../../pipeline/extract/normalize.ts";
import { relevanceOf } from "./fusion.ts";
import { anyLexemeQuery, type AnalyzedQuery } from "./query.ts";

/** Concept names are at most this many words long (the extractor's phrases have up to 4, long forms a few more). */
const MAX_NAME_WORDS = 6;
/** Definitions matched per query before scoring; the generating terms are the query's rarest content words. */
const DEFINITION_CANDIDATES = 50;

export interface ConceptMatch {
  id: string;
  name: string;
  category: string;
  definition: string | null;
  documentCount: number;
  relevance: number;
}

/**
 * Every phrase of up to MAX_NAME_WORDS consecutive words of the query, as concept keys: the same normalisation the
 * knowledge graph gives names and aliases (lower case, singular, hyphens as spaces), so "Transformers" finds the
 * concept "transformer" and "LLMs" the alias "llm" by index lookup. Phrases made only of stop words are left out.
 */
export function queryPhrases(text: string): Map<string, number> {
  const words = normalizedWords(text).map(singularizeWord);
  const phrases = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_NAME_WORDS && i + n <= words.length; n++) {
      const slice = words.slice(i, i + n);
      if (slice.every((w) => stopWords.has(w))) continue;
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
export async function conceptMatches(db: Db, userId: string, query: AnalyzedQuery, documentScope: SQL | undefined, limit: number): Promise<ConceptMatch[]> {
  const phrases = queryPhrases(query.text);
  const contentWords = normalizedWords(query.text).filter((w) => !stopWords.has(singularizeWord(w))).length;
  const inScope = documentScope
    ? sql` AND EXISTS (SELECT 1 FROM document_concepts dc JOIN documents ON documents.id = dc.document_id WHERE dc.concept_id = c.id AND ${documentScope})`
    : sql``;
  const content = query.terms.filter((t) => t.content && t.df > 0).sort((a, b) => a.df - b.df);
  const definitionQuery = content.length ? anyLexemeQuery(content.slice(0, 8).map((t) => t.lexeme)) : null;
  if (phrases.size === 0 && !definitionQuery) return [];

  const rows = await rowsOf<{ id: string; name: string; category: string; definition: string | null; key: string; via: "name" | "alias" | "definition"; lexemes: string[] | null; documents: number }>(
    db,
    sql`WITH found AS (
          SELECT c.id, c.normalized_key AS key, 'name' AS via FROM concepts c
           WHERE c.user_id = ${userId} AND c.normalized_key = ANY (${sql.param([...phrases.keys()])}::text[])${inScope}
          UNION ALL
          SELECT c.id, a.normalized_alias, 'alias' FROM concept_aliases a JOIN concepts c ON c.id = a.concept_id
           WHERE a.user_id = ${userId} AND a.normalized_alias = ANY (${sql.param([...phrases.keys()])}::text[])${inScope}
          UNION ALL
          (SELECT c.id, NULL, 'definition' FROM concepts c
            WHERE ${definitionQuery ? sql`c.user_id = ${userId} AND to_tsvector('mnemo_english'::regconfig, coalesce(c.definition, '')) @@ ${definitionQuery}::tsquery${inScope}` : sql`false`}
            LIMIT ${DEFINITION_CANDIDATES})
        )
        SELECT c.id, c.name, c.category, c.definition, f.key, f.via,
               CASE WHEN f.via = 'definition' THEN tsvector_to_array(to_tsvector('mnemo_english'::regconfig, c.definition)) END AS lexemes,
               (SELECT count(*)::int FROM document_concepts dc WHERE dc.concept_id = c.id) AS documents
          FROM found f JOIN concepts c ON c.id = f.id`,
  );

  const weights = new Map(content.map((t) => [t.lexeme, t.idf]));
  const totalWeight = [...weights.values()].reduce((a, b) => a + b, 0);
  const best = new Map<string, ConceptMatch>();
  for (const row of rows) {
    let relevance: number;
    if (row.via === "definition") {
      const shared = new Set(row.lexemes ?? []);
      const weight = [...weights].filter(([lexeme]) => shared.has(lexeme)).reduce((sum, [, idf]) => sum + idf, 0);
      relevance = totalWeight > 0 ? relevanceOf(weight / totalWeight) / 2 : 0;
    } else {
      const covered = Math.min(1, (phrases.get(row.key) ?? 0) / Math.max(1, contentWords));
      relevance = (0.45 + 0.55 * covered) * (row.via === "alias" ? 0.95 : 1);
    }
    relevance = Math.round(relevance * 1000) / 1000;
    const current = best.get(row.id);
    if (!current || relevance > current.relevance) {
      best.set(row.id, { id: row.id, name: row.name, category: row.category, definition: row.definition, documentCount: row.documents, relevance });
    }
  }
  return [...best.values()]
    .filter((c) => c.relevance >= 0.2)
    .sort((a, b) => b.relevance - a.relevance || a.name.localeCompare(b.name))
    .slice(0, limit);
}
