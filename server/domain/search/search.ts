import { sql } from "drizzle-orm";
import { searchLimits, type SearchResponse, type SearchResult } from "../../../contract/search.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import type { VectorSql } from "../../db/vectors.ts";
import type { Embedder } from "../../pipeline/embeddings/types.ts";
import { documentScope } from "../documents/queries.ts";
import { conceptMatches } from "./concepts.ts";
import { fuseDocuments, type FusionOptions } from "./fusion.ts";
import { lexicalCandidates, substringCandidates, type ScoredChunk } from "./lexical.ts";
import { analyzeQuery } from "./query.ts";
import { documentSnippets, hasUnsegmentedScript, unsegmentedPieces } from "./snippets.ts";
import { embedQuery, vectorCandidates } from "./vector.ts";

export interface SearchDeps {
  db: Db;
  vectors: VectorSql;
  embedder: Embedder;
}

export interface SearchInput {
  query: string;
  projectId?: string | null;
}

export interface SearchOptions extends FusionOptions {
  /** Leave out the vector ranking (evaluation: the lexical ranking alone). */
  lexicalOnly?: boolean;
  /** Leave out the lexical ranking (evaluation: the vector ranking alone). */
  vectorOnly?: boolean;
}

/** The same chunk found twice (lexically and as a substring) keeps its best signals. */
export function mergeChunks(lists: ScoredChunk[][]): ScoredChunk[] {
  const byId = new Map<string, ScoredChunk>();
  for (const chunk of lists.flat()) {
    const seen = byId.get(chunk.chunkId);
    byId.set(
      chunk.chunkId,
      seen
        ? {
            ...seen,
            bm25: Math.max(seen.bm25, chunk.bm25),
            share: Math.max(seen.share ?? 0, chunk.share ?? 0),
            similarity: seen.similarity ?? chunk.similarity,
          }
        : chunk,
    );
  }
  return [...byId.values()];
}

/**
 * Natural-language search over the user's documents (one result per document, from its best passage) and concepts,
 * optionally within one project (a project that is not the user's answers 404). Steps: analyse the query (lexemes
 * and their statistics), vector neighbours, lexical candidates scored with both signals, fusion, concepts, snippets.
 */
export async function searchKnowledge(
  deps: SearchDeps,
  userId: string,
  input: SearchInput,
  options: SearchOptions = {},
): Promise<SearchResponse> {
  const { db, vectors, embedder } = deps;
  const projectId = input.projectId ?? undefined;
  const scope = projectId ? await documentScope(db, userId, projectId) : undefined;
  const chunkScope = scope
    ? sql`c.document_id IN (SELECT ${documents.id} FROM ${documents} WHERE ${scope})`
    : undefined;

  const query = await analyzeQuery(db, userId, input.query);
  const queryVector = options.lexicalOnly ? null : await embedQuery(embedder, query.text);
  const neighbours = queryVector
    ? await vectorCandidates(db, vectors, userId, queryVector, chunkScope, {
        userChunks: query.chunkCount,
        allChunks: query.allChunks,
      })
    : [];
  const lexicalQuery = options.vectorOnly ? { ...query, terms: [] } : query;
  const scored = await lexicalCandidates(db, vectors, {
    userId,
    query: lexicalQuery,
    queryVector,
    scope: chunkScope,
    alsoChunkIds: neighbours.map((n) => n.id),
  });
  const substrings =
    hasUnsegmentedScript(query.text) && !options.vectorOnly
      ? await substringCandidates(db, userId, unsegmentedPieces(query.text), chunkScope)
      : [];
  const ranked = fuseDocuments(mergeChunks([scored, substrings]), lexicalQuery, searchLimits.documents, options);

  const snippets = await documentSnippets(db, userId, ranked, query);
  const results: SearchResult[] = [];
  for (const doc of ranked) {
    const snippet = snippets.get(doc.documentId);
    if (!snippet) continue; // deleted between the two reads
    results.push({
      id: doc.documentId,
      type: "document",
      title: snippet.title,
      snippet: snippet.snippet,
      relevance: doc.relevance,
      highlights: snippet.highlights,
      passage: snippet.passage,
      documentType: snippet.documentType,
      category: null,
    });
  }

  for (const concept of await conceptMatches(db, userId, query, scope, searchLimits.concepts)) {
    const mentioned = `Mentioned in ${concept.documentCount} document${concept.documentCount === 1 ? "" : "s"}.`;
    results.push({
      id: concept.id,
      type: "concept",
      title: concept.name,
      snippet: concept.snippet?.snippet ?? mentioned,
      relevance: concept.relevance,
      highlights: concept.snippet?.highlights ?? [],
      passage: null,
      documentType: null,
      category: concept.category,
    });
  }

  // Documents and concepts share the 0..1 scale; on ties a document (the passage itself) comes first.
  results.sort((a, b) => b.relevance - a.relevance || (a.type === b.type ? 0 : a.type === "document" ? -1 : 1));
  return { results, queryTruncated: query.truncated };
}
