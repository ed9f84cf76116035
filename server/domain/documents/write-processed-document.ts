import { and, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chunks, documents } from "../../db/schema.ts";
import { rowsOf, type VectorSql } from "../../db/vectors.ts";
import type { TextChunk } from "../../pipeline/chunking.ts";
import type { Claim } from "../../pipeline/contradictions/claims.ts";
import type { Extraction } from "../../pipeline/extract/types.ts";
import { DocumentLimitError } from "../../pipeline/limits.ts";
import type { ComparedPair, PartnerComparison } from "../../pipeline/contradictions/compare-partners.ts";
import { recordContradictions, storeClaimBatch, type ClaimBatch } from "../contradictions/detect.ts";
import type { PartnerClaim } from "../contradictions/claims-store.ts";
import { partnerComparison } from "../contradictions/find-pairs.ts";
import {
  clearDocumentKnowledge,
  dropStaleConceptLinks,
  reanchorResolved,
  removeOrphans,
  sweepOrphans,
} from "../knowledge/document-knowledge.ts";
import { replayConceptChanges } from "../knowledge/concept-change-replay.ts";
import type { StoredChunk } from "../knowledge/stored-chunks.ts";
import {
  mentionRows,
  relationshipPairs,
  writeConcepts,
  writeMentions,
  writeRelationships,
  type KnowledgeToWrite,
} from "../knowledge/write-knowledge.ts";
import { BatchRunner, type Tx } from "./batches.ts";
import { DocumentGone, requireMove } from "./lifecycle.ts";

export interface ProcessedDocument {
  userId: string;
  documentId: string;
  /** The document row's new state: what was read from it. */
  document: Pick<
    typeof documents.$inferInsert,
    | "title"
    | "titleSource"
    | "content"
    | "pageStarts"
    | "pageCount"
    | "structure"
    | "pipelineVersion"
    | "warning"
    | "extractor"
  >;
  passages: TextChunk[];
  passageVectors: number[][];
  extraction: Extraction;
  nameVectors: Map<string, number[]>;
  /** The claims contradiction detection compares, and the document's names (which work they speak of). */
  claims: Claim[];
  documentNames: string[];
  /** The works the document is or speaks of: their claims are compared with its claims first. */
  workKeys: string[];
  embedder: { model: string; dims: number };
  vectors: VectorSql;
  /** The local judge of claim pairs (comparePartners), run where it does not hold the database: a pipeline thread. */
  compareClaims: (comparison: PartnerComparison) => Promise<ComparedPair[]>;
}

export interface WriteControl {
  /** Epoch milliseconds after which the write stops (the job's time limit). */
  deadline: number;
}

// Rows per transaction to start from; each kind adapts to take a few tens of milliseconds (see batches.ts).
const PASSAGES = { initial: 25, min: 5, max: 500 };
const CONCEPTS = { initial: 100, min: 10, max: 2000 };
const MENTIONS = { initial: 500, min: 50, max: 10_000 };
const RELATIONSHIPS = { initial: 50, min: 10, max: 1000 };
const CLAIMS = { initial: 50, min: 10, max: 1000 };

/** Stops a step when the document is gone (deleted, also while it was being written) or its time is up. */
function documentCheck(userId: string, documentId: string, control: WriteControl) {
  return async (tx: Tx) => {
    if (Date.now() > control.deadline)
      throw new DocumentLimitError(
        "Processing took longer than the time limit per document (MNEMO_JOB_TIMEOUT_SECONDS).",
      );
    const [row] = await tx
      .select({ processedAt: documents.processedAt, deletedAt: documents.deletedAt })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
    if (!row || row.deletedAt) throw new DocumentGone();
    if (row.processedAt) throw new AlreadyWritten();
  };
}

/** Another run of this job wrote the document first (delivery is at least once). */
class AlreadyWritten extends Error {}

/**
 * Writes a processed document in short transactions (batches.ts), so the server keeps answering meanwhile: its new
 * passages with vectors, then (for a document read before) its earlier knowledge out, then the document row and its
 * concepts, mentions, relationships and claims with their contradictions, and last the lifecycle's `finish`, which
 * makes it ready. Concepts it shares with its earlier reading keep their identity and history; what only the earlier
 * reading supported goes once the new knowledge is in. A run that stops half-way (deleted document, time limit,
 * crash) leaves rows that the next run, or the discarding of a failed document (discardDocumentKnowledge), takes
 * out first. Returns "gone" when the document was deleted meanwhile.
 */
export async function writeProcessedDocument(
  db: Db,
  input: ProcessedDocument,
  control: WriteControl,
): Promise<"written" | "gone"> {
  const { userId, documentId } = input;
  const runner = new BatchRunner(db, { lockUser: userId, check: documentCheck(userId, documentId, control) });
  try {
    // New passages go after whatever the document holds (an earlier reading, or what a stopped run left). A read
    // outside any step: only this run writes the document's passages.
    const [last] = await db
      .select({ ordinal: max(chunks.ordinal) })
      .from(chunks)
      .where(eq(chunks.documentId, documentId));
    const base = last?.ordinal === null || last?.ordinal === undefined ? null : last.ordinal + 1;
    // A short document read for the first time is written in two transactions, before and after the judge: one per
    // kind of row, each with its lock and check, cost a short note more than its rows.
    const steps = <T>(work: () => Promise<T>) => (base === null && fitsOneStep(input) ? runner.together(work) : work());
    const written = await steps(() => writeKnowledge(runner, input, base));
    // The judge reads outside any transaction: other documents are written meanwhile.
    const judged = await Promise.all(
      written.claimBatches.map((batch) =>
        batch.found.others.length ? input.compareClaims(partnerComparison(batch.own, batch.found)) : [],
      ),
    );
    await steps(() => finishWrite(runner, input, written, judged));
    return "written";
  } catch (error) {
    if (error instanceof AlreadyWritten) return "written";
    if (error instanceof DocumentGone) return "gone";
    throw error;
  }
}

/** Every kind of row fits the first step of its kind. */
const fitsOneStep = (input: ProcessedDocument) =>
  input.passages.length <= PASSAGES.initial &&
  input.extraction.concepts.length <= CONCEPTS.initial &&
  input.extraction.relationships.length <= RELATIONSHIPS.initial &&
  input.claims.length <= CLAIMS.initial;

interface WrittenKnowledge {
  stored: StoredChunk[];
  earlier: Awaited<ReturnType<typeof clearDocumentKnowledge>> | null;
  claimBatches: ClaimBatch[];
}

/**
 * The passages with their vectors, then (for a document read before) its earlier knowledge out, then the document
 * row and its concepts, mentions, relationships and claims (with the partners the judge will compare them with).
 */
async function writeKnowledge(
  runner: BatchRunner,
  input: ProcessedDocument,
  base: number | null,
): Promise<WrittenKnowledge> {
  const { userId, documentId, vectors } = input;
  const stored: StoredChunk[] = [];
  const { model, dims } = input.embedder;
  await runner.forEach(input.passages, PASSAGES, async (tx, batch, offset) => {
    // Each passage with its vector in one statement: an update after the insert wrote every row twice.
    const values = batch.map((p, i) => {
      const vector = input.passageVectors[offset + i] ?? [];
      const embedding = vector.length ? sql`${vectors.value(vector)}, ${model}, ${dims}` : sql`NULL, NULL, NULL`;
      return sql`(${userId}, ${documentId}, ${(base ?? 0) + p.ordinal}, ${p.charStart}, ${p.charEnd}, ${p.page}, ${p.text}, ${embedding})`;
    });
    const rows = await rowsOf<StoredChunk>(
      tx,
      sql`INSERT INTO ${chunks} (user_id, document_id, ordinal, char_start, char_end, page, text, embedding, embedding_model, embedding_dims)
          VALUES ${sql.join(values, sql`, `)}
          RETURNING id, char_start AS "charStart", char_end AS "charEnd"`,
    );
    stored.push(...rows);
  });

  // A document read for the first time has nothing to take out: spare it the statements.
  const earlier =
    base === null
      ? null
      : await clearDocumentKnowledge(runner, userId, documentId, { chunksBefore: base, keepConceptLinks: true });

  const knowledge: KnowledgeToWrite = {
    userId,
    document: { id: documentId, title: input.document.title!, pageStarts: input.document.pageStarts ?? null },
    chunks: stored,
    extraction: input.extraction,
    rereading: earlier?.hadKnowledge ?? false,
    nameVectors: input.nameVectors,
    vectors,
  };
  const title = await runner.step(async (tx) => {
    const [locked] = await tx
      .select({ title: documents.title, titleSource: documents.titleSource })
      .from(documents)
      .where(eq(documents.id, documentId));
    // Renamed while it was being read: the user's name stands.
    const named = locked?.titleSource === "user" ? { title: locked.title, titleSource: "user" } : {};
    await tx
      .update(documents)
      .set({ ...input.document, ...named, progress: 90, updatedAt: new Date() })
      .where(eq(documents.id, documentId));
    return locked?.titleSource === "user" ? locked.title : knowledge.document.title;
  });
  // Concepts in batches too: a note of thousands of links is thousands of concepts.
  const conceptIds = new Map<string, string>();
  const createdHere = new Set<string>();
  await runner.forEach(input.extraction.concepts, CONCEPTS, async (tx, batch) => {
    const written = await writeConcepts(
      tx,
      {
        ...knowledge,
        document: { ...knowledge.document, title },
        extraction: { ...input.extraction, concepts: batch },
      },
      createdHere,
    );
    for (const [key, id] of written.conceptIds) conceptIds.set(key, id);
    for (const id of written.created) createdHere.add(id);
  });
  await runner.forEach(mentionRows(knowledge, conceptIds), MENTIONS, (tx, batch) => writeMentions(tx, batch));
  await runner.forEach(relationshipPairs(knowledge, conceptIds), RELATIONSHIPS, (tx, batch) =>
    writeRelationships(tx, userId, documentId, batch),
  );
  // Claims of one document are never compared with each other, so batches find what one pass would.
  const claimBatches: ClaimBatch[] = [];
  const partnerClaims = new Map<string, PartnerClaim>();
  await runner.forEach(input.claims, CLAIMS, async (tx, batch) => {
    claimBatches.push(
      await storeClaimBatch(
        tx,
        {
          userId,
          documentId,
          chunks: stored,
          claims: batch,
          conceptIds,
          documentNames: input.documentNames,
          workKeys: input.workKeys,
        },
        partnerClaims,
      ),
    );
  });
  return { stored, earlier, claimBatches };
}

/**
 * What the judge flagged, the user's concept changes replayed, for a document read before what only the earlier
 * reading supported taken out, and last the lifecycle's `finish`, which makes the document ready.
 */
async function finishWrite(
  runner: BatchRunner,
  input: ProcessedDocument,
  { stored, earlier, claimBatches }: WrittenKnowledge,
  judged: ComparedPair[][],
): Promise<void> {
  const { userId, documentId } = input;
  // Most documents contradict nothing: a step only when the judge flagged a pair.
  if (judged.some((pairs) => pairs.some((pair) => pair.verdict)))
    await runner.step(async (tx) => {
      for (const [i, batch] of claimBatches.entries())
        await recordContradictions(tx, userId, documentId, batch, judged[i]!);
    });

  // The user's splits hold for what this reading found (their merges hold through the aliases it resolved by); a
  // document read again first lets go of the links its new reading did not make again.
  await runner.step(async (tx) => {
    if (earlier) await dropStaleConceptLinks(tx, userId, documentId);
    await replayConceptChanges(tx, userId, documentId);
  });
  if (earlier) {
    await runner.step(async (tx) => {
      if (earlier.hadKnowledge) await reanchorResolved(tx, userId, documentId, input.document.content!, stored);
      await removeOrphans(tx, userId, earlier);
    });
    // A run that stopped half-way may have orphaned what it had taken out before: nothing is left behind.
    await sweepOrphans(runner, userId);
  }
  await runner.step((tx) =>
    requireMove(tx, "finish", userId, documentId, { processedAt: new Date(), progress: 100, error: null }),
  );
}

/**
 * Takes out whatever a document's unfinished processing wrote (its document stays, failed): nothing half-written
 * remains in any view. Also a failed reading again: the document then shows no knowledge, and says why.
 */
export async function discardDocumentKnowledge(db: Db, userId: string, documentId: string): Promise<void> {
  const runner = new BatchRunner(db, { lockUser: userId });
  const touched = await clearDocumentKnowledge(runner, userId, documentId);
  await runner.step((tx) => removeOrphans(tx, userId, touched));
  await sweepOrphans(runner, userId);
}
