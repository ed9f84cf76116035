import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { chunks, documentFiles, documents } from "../../db/schema.ts";
import { embeddingUpdates, type VectorSql } from "../../db/vectors.ts";
import { setDocumentState } from "../../domain/documents/document-state.ts";
import { detectContradictions, judgeWithProvider } from "../../domain/contradictions/detect.ts";
import { writeKnowledge } from "../../domain/knowledge/write-knowledge.ts";
import { findStatements } from "../../pipeline/contradictions/statements.ts";
import { chunkText } from "../../pipeline/chunking.ts";
import type { Embedder } from "../../pipeline/embeddings/types.ts";
import type { KnowledgeExtractor } from "../../pipeline/extract/types.ts";
import type { ContradictionJudge } from "../../pipeline/llm/judge.ts";
import { extractPdfText } from "../../pipeline/pdf-text.ts";
import type { ProcessDocumentJobData } from "../definitions.ts";

export interface ProcessDocumentDeps {
  db: Db;
  logger: Logger;
  extractor: KnowledgeExtractor;
  embedder: Embedder;
  vectors: VectorSql;
  judge?: ContradictionJudge | null;
}

const PAGE_SEPARATOR = "\n\n";

/**
 * A PDF's lines lose their layout: a heading ("Retrieval practice") runs into the sentence under it. A short line
 * without closing punctuation followed by a capitalised line is a heading or a list item, so it ends its own
 * paragraph (sentences, definitions and concepts then stop at it).
 */
export function separateHeadings(page: string): string {
  const lines = page.split("\n");
  return lines
    .map((line, i) => {
      const next = lines[i + 1];
      if (next === undefined) return line;
      const trimmed = line.trim();
      const heading = trimmed.length > 0 && trimmed.length < 80 && !/[.!?:;,\-–—]$/.test(trimmed) && /^\s*[A-Z0-9]/.test(next);
      return heading ? `${line}\n` : line;
    })
    .join("\n");
}

/** PDF pages joined into one text, with the offset where each page starts. */
export function joinPages(pages: string[]): { content: string; pageStarts: number[] } {
  const pageStarts: number[] = [];
  let content = "";
  pages.forEach((page, i) => {
    if (i > 0) content += PAGE_SEPARATOR;
    pageStarts.push(content.length);
    content += separateHeadings(page.replaceAll("\u0000", "").replace(/\r\n?/g, "\n")).trim();
  });
  return { content, pageStarts };
}

/** A warning when some or all pages have no text layer (scans), in words the reader can act on. */
export function missingTextWarning(pages: string[]): string | null {
  const empty = pages.filter((p) => p.replace(/\s/g, "").length < 3).length;
  if (pages.length === 0 || empty === pages.length) {
    return "This PDF has no text layer (it looks like scanned images), so no text or concepts could be extracted. Run it through OCR, or upload a PDF with selectable text.";
  }
  if (empty > 0) return `${empty} of ${pages.length} pages have no text layer (scanned pages?); their content is missing.`;
  return null;
}

const joinWarnings = (...warnings: Array<string | null | undefined>) => warnings.filter(Boolean).join(" ") || null;

/**
 * The document job: text (PDFs), passages, knowledge, vectors; then one transaction writes it all and marks the
 * document processed. Idempotent: a retry after that commit finds the mark and only finishes the status; a
 * retry before it starts from the stored input again. A document deleted meanwhile is skipped.
 */
export async function processDocument(deps: ProcessDocumentDeps, data: ProcessDocumentJobData): Promise<"done" | "deleted"> {
  const { db, extractor, embedder, vectors } = deps;
  const { documentId, userId } = data;
  const [doc] = await db.select().from(documents).where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
  if (!doc) return "deleted";
  if (doc.processedAt) {
    await setDocumentState(db, userId, documentId, { status: "ready", progress: 100, error: null });
    return "done";
  }
  // Progress is written only where a document is big enough for it to be seen: each write costs a statement.
  const large = doc.type === "pdf" || doc.content.length > 20_000;
  const progress = async (value: number) => {
    if (!(await setDocumentState(db, userId, documentId, { status: "processing", progress: value, error: null }))) throw new DocumentGone();
  };

  try {
    await progress(5);
    let { content, pageStarts, pageCount } = doc;
    let pdfWarning: string | null = null;
    if (doc.type === "pdf") {
      const [file] = await db.select({ bytes: documentFiles.bytes }).from(documentFiles).where(and(eq(documentFiles.userId, userId), eq(documentFiles.documentId, documentId)));
      if (!file) throw new Error("The PDF's file is missing.");
      const pdf = await extractPdfText(file.bytes);
      ({ content, pageStarts } = joinPages(pdf.pages));
      pageCount = pdf.pageCount;
      pdfWarning = missingTextWarning(pdf.pages);
      await progress(20);
    }

    const passages = chunkText(content, pageStarts);
    const extraction = content.trim() ? await extractor.extract(content) : { concepts: [], relationships: [] };
    if (large) await progress(60);
    const chunkVectors = await embedder.embed(passages.map((p) => p.text));
    const nameVectors = await embedder.embed(extraction.concepts.map((c) => c.name));
    const sentences = findStatements(content, extraction);
    const sentenceVectors = await embedder.embed(sentences.map((s) => s.text));
    if (large) await progress(80);

    const written = await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: documents.id, processedAt: documents.processedAt }).from(documents).where(and(eq(documents.userId, userId), eq(documents.id, documentId))).for("update");
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
      await tx
        .update(documents)
        .set({
          content,
          pageStarts,
          pageCount,
          warning: joinWarnings(pdfWarning, extraction.warning),
          extractor: extractor.name,
          processedAt: new Date(),
          status: "ready",
          progress: 100,
          error: null,
          updatedAt: new Date(),
        })
        .where(eq(documents.id, documentId));
      await tx.delete(chunks).where(eq(chunks.documentId, documentId));
      const stored: Array<{ id: string; charStart: number; charEnd: number }> = [];
      for (let i = 0; i < passages.length; i += 500) {
        const batch = passages.slice(i, i + 500);
        stored.push(
          ...(await tx
            .insert(chunks)
            .values(batch.map((p) => ({ userId, documentId, ordinal: p.ordinal, charStart: p.charStart, charEnd: p.charEnd, page: p.page, text: p.text })))
            .returning({ id: chunks.id, charStart: chunks.charStart, charEnd: chunks.charEnd })),
        );
      }
      const chunkRows = stored.map((chunk, i) => ({ id: chunk.id, vector: Array.from(chunkVectors[i] ?? []) })).filter((r) => r.vector.length);
      for (const statement of embeddingUpdates(vectors, "chunks", chunkRows, embedder.model, embedder.dims)) await tx.execute(statement);
      const { conceptIds } = await writeKnowledge(tx, {
        userId,
        document: { id: documentId, title: doc.title, pageStarts },
        chunks: stored,
        extraction,
        nameVectors: new Map(extraction.concepts.map((c, i) => [c.key, Array.from(nameVectors[i] ?? [])])),
        vectors,
      });
      await detectContradictions(tx, {
        userId,
        documentId,
        chunks: stored,
        statements: sentences.map((s, i) => ({ ...s, vector: Array.from(sentenceVectors[i] ?? []) })),
        conceptIds,
        vectors,
        model: embedder.model,
        dims: embedder.dims,
      });
      return true;
    });
    if (!written) return "deleted";
    if (deps.judge && !doc.processedAt) {
      const second = await judgeWithProvider(db, deps.judge, vectors, userId, documentId);
      if (second.failed) {
        const note = "The AI provider could not be asked about contradictions; they were checked locally.";
        await db.update(documents).set({ warning: sql`coalesce(${documents.warning} || ' ', '') || ${note}` }).where(eq(documents.id, documentId));
      }
    }
    return "done";
  } catch (error) {
    if (error instanceof DocumentGone) return "deleted";
    throw error;
  }
}

class DocumentGone extends Error {}
