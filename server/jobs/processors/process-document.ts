import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import type { VectorSql } from "../../db/vectors.ts";
import { setDocumentState } from "../../domain/documents/document-state.ts";
import { reviewWithProvider } from "../../domain/contradictions/provider-review.ts";
import { writeProcessedDocument } from "../../domain/documents/write-processed-document.ts";
import { findClaims } from "../../pipeline/contradictions/claims.ts";
import { namesOfDocument } from "../../pipeline/contradictions/referents.ts";
import { chunkText } from "../../pipeline/chunking.ts";
import type { Embedder } from "../../pipeline/embeddings/types.ts";
import type { KnowledgeExtractor } from "../../pipeline/extract/types.ts";
import type { ContradictionJudge } from "../../pipeline/llm/judge.ts";
import { addNoteKnowledge } from "../../pipeline/extract/note-links.ts";
import { documentTitle } from "../../pipeline/reading/read-document.ts";
import { extractionView, storedStructure } from "../../pipeline/reading/views.ts";
import { readDocumentSource } from "../../domain/documents/document-source.ts";
import { isBinaryType } from "../../pipeline/sources/registry.ts";
import { SourceError } from "../../pipeline/sources/types.ts";
import { limits } from "../../../contract/constants.ts";
import { PIPELINE_VERSION } from "../../pipeline/version.ts";
import type { ProcessDocumentJobData } from "../definitions.ts";

export interface ProcessDocumentDeps {
  db: Db;
  logger: Logger;
  extractor: KnowledgeExtractor;
  embedder: Embedder;
  vectors: VectorSql;
  judge?: ContradictionJudge | null;
  /** Pages of one PDF that OCR reads at most (default 100; 0: none). */
  ocrMaxPages?: number;
}

const joinWarnings = (...warnings: Array<string | null | undefined>) => warnings.filter(Boolean).join(" ") || null;

/**
 * The document job: text (PDFs), passages, knowledge, vectors; then one transaction writes it all and marks the
 * document processed. Idempotent: a retry after that commit finds the mark and only finishes the status; a
 * retry before it starts from the stored input again. A document deleted meanwhile is skipped.
 */
export async function processDocument(deps: ProcessDocumentDeps, data: ProcessDocumentJobData): Promise<"done" | "deleted" | "failed"> {
  const { db, extractor, embedder, vectors } = deps;
  const { documentId, userId } = data;
  const [doc] = await db.select().from(documents).where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
  if (!doc) return "deleted";
  if (doc.processedAt) {
    await setDocumentState(db, userId, documentId, { status: "ready", progress: 100, error: null });
    return "done";
  }
  // Progress is written only where a document is big enough for it to be seen: each write costs a statement.
  const large = isBinaryType(doc.type) || doc.content.length > 20_000;
  let reached = 0;
  const progress = async (value: number) => {
    if (value <= reached && value < 100) return;
    reached = value;
    if (!(await setDocumentState(db, userId, documentId, { status: "processing", progress: value, error: null }))) throw new DocumentGone();
  };

  try {
    await progress(5);
    // The source registry reads the document by its type; a scanned PDF's OCR reports page by page (5 to 50 %).
    const source = await readDocumentSource(db, doc, { ocrMaxPages: deps.ocrMaxPages ?? 100, onProgress: (f) => progress(5 + Math.round(45 * f)) });
    const read = source.document;
    const sourceWarning = source.warnings.join(" ") || null;
    const pageCount = source.pageCount ?? doc.pageCount;
    const { content, pageStarts } = read;
    const title = doc.titleSource === "user" ? doc.title : (documentTitle(read.title, source.fileName, limits.documentTitleMax) ?? doc.title);
    const titleSource = doc.titleSource === "user" ? "user" : read.title ? "document" : "file";
    if (large) await progress(20);

    const view = extractionView(read);
    const passages = chunkText(content, pageStarts);
    const extracted = view.text.trim()
      ? await extractor.extract(view.text, { headline: view.headline, headings: view.headings, authorWords: read.metadata.authors })
      : { concepts: [], relationships: [] };
    // A Markdown note is the concept its title names, linked to the notes it links to.
    const extraction = doc.type === "markdown" || doc.type === "note" ? addNoteKnowledge(extracted, view.text, { title, metadata: read.metadata }) : extracted;
    if (large) await progress(60);
    const chunkVectors = await embedder.embed(passages.map((p) => p.text));
    const nameVectors = await embedder.embed(extraction.concepts.map((c) => c.name));
    const claims = findClaims(read, extraction);
    if (large) await progress(80);

    const written = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: documents.id, processedAt: documents.processedAt, title: documents.title, titleSource: documents.titleSource })
        .from(documents)
        .where(and(eq(documents.userId, userId), eq(documents.id, documentId)))
        .for("update");
      if (!locked) return false;
      if (locked.processedAt) {
        // Another run of this job committed first (delivery is at least once); this run's progress writes may have
        // come after that commit, so finish the status as the early return above does.
        await setDocumentState(tx, userId, documentId, { status: "ready", progress: 100, error: null });
        return true;
      }
      // One user's documents are written one at a time, so two documents processed at once still see each
      // other's statements when looking for contradictions.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${userId}))`);
      await writeProcessedDocument(tx, {
        userId,
        documentId,
        document: {
          // Renamed while it was being read: the user's name stands.
          ...(locked.titleSource === "user" ? { title: locked.title, titleSource: "user" } : { title, titleSource }),
          content,
          pageStarts,
          pageCount,
          structure: storedStructure(read),
          pipelineVersion: PIPELINE_VERSION,
          warning: joinWarnings(sourceWarning, extraction.warning),
          extractor: extractor.name,
        },
        passages,
        passageVectors: chunkVectors.map((v) => Array.from(v ?? [])),
        extraction,
        nameVectors: new Map(extraction.concepts.map((c, i) => [c.key, Array.from(nameVectors[i] ?? [])])),
        claims,
        documentNames: namesOfDocument(read, title),
        embedder: { model: embedder.model, dims: embedder.dims },
        vectors,
      });
      return true;
    });
    if (!written) return "deleted";
    if (deps.judge && !doc.processedAt) {
      const second = await reviewWithProvider(db, deps.judge, userId, documentId);
      if (second.failed) {
        const note = "The AI provider could not be asked about contradictions; they were checked locally.";
        await db.update(documents).set({ warning: sql`coalesce(${documents.warning} || ' ', '') || ${note}` }).where(eq(documents.id, documentId));
      }
    }
    return "done";
  } catch (error) {
    if (error instanceof DocumentGone) return "deleted";
    // A file that cannot be read will not be read by a retry either: the document fails at once, with the reason.
    if (error instanceof SourceError) {
      await setDocumentState(db, userId, documentId, { status: "failed", error: error.message });
      return "failed";
    }
    throw error;
  }
}

class DocumentGone extends Error {}
