import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import { rowsOf, type QueryVector, type VectorSql } from "../../db/vectors.ts";
import type { Embedder } from "../../pipeline/embeddings/types.ts";
import type { Block, BlockKind } from "../../pipeline/reading/types.ts";
import { documentScope } from "../documents/queries.ts";
import { chunkScore, fuseDocuments, lexicalReference } from "../search/fusion.ts";
import { lexicalCandidates, substringCandidates, type ScoredChunk } from "../search/lexical.ts";
import { analyzeQuery, type AnalyzedQuery } from "../search/query.ts";
import { mergeChunks } from "../search/search.ts";
import { hasUnsegmentedScript, unsegmentedPieces } from "../search/snippets.ts";
import { embedQuery, vectorCandidates } from "../search/vector.ts";

export interface CandidateDeps {
  db: Db;
  vectors: VectorSql;
  embedder: Embedder;
  /** Where the word vectors' converted file is kept (MNEMO_MODEL_CACHE_DIR); by default beside the packages. */
  modelCacheDir?: string | undefined;
}

/**
 * How much of the hybrid search's ranking an answer reads: the best documents, and in each its best passages plus
 * any passage among the best overall, and the passages on either side of each document's best two. Wider than the
 * search page's one passage per document, because the sentence that answers is often not in the passage that matches
 * the question's words best, but next to it.
 */
export const candidateLimits = {
  documents: 8,
  passagesPerDocument: 4,
  passagesOverall: 16,
  withNeighbours: 2,
} as const;

export interface CandidatePassage {
  chunkId: string;
  charStart: number;
  charEnd: number;
  page: number | null;
  /** The fused search score of the passage (lexical + vector, as search ranks it). */
  score: number;
}

export interface CandidateDocument {
  id: string;
  title: string;
  type: string;
  content: string;
  blocks: Block[];
  /** The document's fused search score (its best passage, or its passages together). */
  score: number;
  /** The passages chosen to be read, in text order. */
  passages: CandidatePassage[];
  /** Every stored passage of the document (score 0 where search did not score it), in text order. */
  allPassages: CandidatePassage[];
}

export interface Candidates {
  query: AnalyzedQuery;
  queryVector: QueryVector | null;
  documents: CandidateDocument[];
}

type StoredBlock = [BlockKind, number, number, number?];

function blocksOf(structure: unknown, contentLength: number): Block[] {
  const stored = (structure as { blocks?: StoredBlock[] } | null)?.blocks;
  // A document read before the reading layer has no structure: all of it is one paragraph.
  if (!Array.isArray(stored) || stored.length === 0) return [{ kind: "paragraph", start: 0, end: contentLength }];
  return stored.map(([kind, start, end, level]) => (level ? { kind, start, end, level } : { kind, start, end }));
}

/** The passages of the ranked documents worth reading: each document's best, and the best overall. */
function choosePassages(
  chunks: readonly ScoredChunk[],
  reference: number,
  documentIds: readonly string[],
): Map<string, { chunkId: string; score: number }[]> {
  const scored = chunks
    .map((c) => ({ chunkId: c.chunkId, documentId: c.documentId, score: chunkScore(c, reference) }))
    .sort((a, b) => b.score - a.score || (a.chunkId < b.chunkId ? -1 : 1));
  const wanted = new Set(documentIds);
  const overall = new Set(
    scored
      .filter((c) => wanted.has(c.documentId))
      .slice(0, candidateLimits.passagesOverall)
      .map((c) => c.chunkId),
  );
  const byDocument = new Map<string, { chunkId: string; score: number }[]>();
  for (const chunk of scored) {
    if (!wanted.has(chunk.documentId)) continue;
    const list = byDocument.get(chunk.documentId) ?? [];
    if (list.length < candidateLimits.passagesPerDocument || overall.has(chunk.chunkId))
      list.push({ chunkId: chunk.chunkId, score: chunk.score });
    byDocument.set(chunk.documentId, list);
  }
  return byDocument;
}

/**
 * The passages an answer may come from: the hybrid search's candidates (vector neighbours and lexical matches,
 * scored with both signals), the best documents, their best passages, and each document's text and structure (the
 * sentences, headings and title around a passage are read from it).
 */
export async function findCandidates(
  deps: CandidateDeps,
  userId: string,
  question: string,
  projectId: string | undefined,
): Promise<Candidates> {
  const { db, vectors, embedder } = deps;
  const scope = projectId ? await documentScope(db, userId, projectId) : undefined;
  const chunkScope = scope
    ? sql`c.document_id IN (SELECT ${documents.id} FROM ${documents} WHERE ${scope})`
    : undefined;
  const query = await analyzeQuery(db, userId, question);
  const queryVector = await embedQuery(embedder, query.text);
  const neighbours = queryVector
    ? await vectorCandidates(db, vectors, userId, queryVector, chunkScope, {
        userChunks: query.chunkCount,
        allChunks: query.allChunks,
      })
    : [];
  const scored = await lexicalCandidates(db, vectors, {
    userId,
    query,
    queryVector,
    scope: chunkScope,
    alsoChunkIds: neighbours.map((n) => n.id),
  });
  const substrings = hasUnsegmentedScript(query.text)
    ? await substringCandidates(db, userId, unsegmentedPieces(query.text), chunkScope)
    : [];
  const chunks = mergeChunks([scored, substrings]);
  const ranked = fuseDocuments(chunks, query, candidateLimits.documents);
  if (ranked.length === 0) return { query, queryVector, documents: [] };

  const chosen = choosePassages(
    chunks,
    lexicalReference(query),
    ranked.map((r) => r.documentId),
  );
  const chunkIds = [...chosen.values()].flat().map((c) => c.chunkId);
  const besides = [...chosen.values()].flatMap((list) =>
    list.slice(0, candidateLimits.withNeighbours).map((c) => c.chunkId),
  );
  const [docRows, chunkRows] = await Promise.all([
    rowsOf<{ id: string; title: string; type: string; content: string; structure: unknown }>(
      db,
      sql`SELECT id, title, type, content, structure FROM documents WHERE user_id = ${userId} AND id = ANY (${sql.param(ranked.map((r) => r.documentId))}::uuid[])`,
    ),
    rowsOf<{
      id: string;
      document_id: string;
      ordinal: number;
      char_start: number;
      char_end: number;
      page: number | null;
    }>(
      db,
      sql`SELECT id, document_id, ordinal, char_start, char_end, page FROM chunks WHERE user_id = ${userId} AND document_id = ANY (${sql.param(ranked.map((r) => r.documentId))}::uuid[])`,
    ),
  ]);
  const allScores = new Map(chunks.map((c) => [c.chunkId, chunkScore(c, lexicalReference(query))]));
  const rows = new Map(docRows.map((r) => [r.id, r]));
  const result: CandidateDocument[] = [];
  for (const doc of ranked) {
    const row = rows.get(doc.documentId);
    if (!row) continue; // deleted between the two reads
    const all = chunkRows
      .filter((r) => r.document_id === doc.documentId)
      .sort((a, b) => a.ordinal - b.ordinal)
      .map((r) => ({
        chunkId: r.id,
        charStart: r.char_start,
        charEnd: r.char_end,
        page: r.page,
        score: allScores.get(r.id) ?? 0,
      }));
    // The chosen passages, and the neighbours of the best two (scored when search scored them, else 0).
    const picked = new Set(chunkIds);
    const near = new Set(
      all.flatMap((p, i) => (besides.includes(p.chunkId) ? [all[i - 1]?.chunkId, p.chunkId, all[i + 1]?.chunkId] : [])),
    );
    const passages = all.filter((p) => picked.has(p.chunkId) || near.has(p.chunkId));
    result.push({
      id: row.id,
      title: row.title,
      type: row.type,
      content: row.content,
      blocks: blocksOf(row.structure, row.content.length),
      score: doc.score,
      passages,
      allPassages: all,
    });
  }
  return { query, queryVector, documents: result };
}
