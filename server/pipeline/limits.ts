/**
 * What one document may grow into while it is processed. Every bound is a setting (server/config/env.ts, README);
 * a document past one is truncated with a warning the user sees, or fails with the reason (never half-written).
 * Pure functions: the pipeline thread applies them before anything reaches the database.
 */
import type { Extraction } from "./extract/types.ts";

export interface ProcessingLimits {
  /** Characters of text read from one document (MNEMO_MAX_DOCUMENT_CHARS). */
  documentChars: number;
  /** Pages read from one PDF (MNEMO_MAX_PDF_PAGES). */
  pdfPages: number;
  /** Bytes one compressed PDF stream may expand to (MNEMO_MAX_PDF_STREAM_MB): beyond it the PDF is refused. */
  pdfStreamBytes: number;
  /** Passages of one document (MNEMO_MAX_CHUNKS_PER_DOCUMENT). */
  chunks: number;
  /** Places kept per concept in one document, spread over it (MNEMO_MAX_MENTIONS_PER_CONCEPT). */
  mentionsPerConcept: number;
  /** Evidence sentences kept per relationship in one document, the strongest (MNEMO_MAX_EVIDENCE_PER_RELATIONSHIP). */
  evidencePerRelationship: number;
  /** Statements of one document compared for contradictions, spread over it (MNEMO_MAX_STATEMENTS_PER_DOCUMENT). */
  statements: number;
  /** Pages without a text layer that OCR reads in one PDF (MNEMO_OCR_MAX_PAGES; 0: OCR off). */
  ocrPages: number;
  /** Different notes one Markdown note's links make concepts of (MNEMO_MAX_LINKS_PER_NOTE); the rest stay text. */
  linksPerNote: number;
}

export const defaultProcessingLimits: ProcessingLimits = {
  documentChars: 3_000_000,
  pdfPages: 2000,
  pdfStreamBytes: 64 * 1024 * 1024,
  chunks: 5000,
  mentionsPerConcept: 500,
  evidencePerRelationship: 5,
  statements: 1000,
  ocrPages: 100,
  linksPerNote: 5000,
};

/** A limit that a document went past: a deliberate refusal, so the job fails at once instead of being retried. */
export class DocumentLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DocumentLimitError";
  }
}

const formatCount = (n: number) => n.toLocaleString("en-US");

/**
 * The first `maxChars` characters of a text, cut at the last paragraph or line break before the limit when there
 * is one in its last tenth (else at the last space, else at the limit), with the warning to show.
 */
export function truncateText(text: string, maxChars: number): { text: string; warning: string | null } {
  if (text.length <= maxChars) return { text, warning: null };
  const floor = Math.floor(maxChars * 0.9);
  const head = text.slice(0, maxChars);
  const cut =
    [head.lastIndexOf("\n\n"), head.lastIndexOf("\n"), head.lastIndexOf(" ")].find((at) => at >= floor) ?? maxChars;
  return { text: head.slice(0, cut), warning: textWarning(maxChars, text.length) };
}

export function textWarning(maxChars: number, totalChars?: number): string {
  const of = totalChars ? ` of ${formatCount(totalChars)}` : "";
  return `Only the first ${formatCount(maxChars)}${of} characters of this document were read (the limit per document); the rest is not searchable and gave no concepts.`;
}

export function pagesWarning(read: number, total: number): string {
  return `Only the first ${formatCount(read)} of ${formatCount(total)} pages were read (the limit per PDF); the rest is not searchable and gave no concepts.`;
}

export function chunksWarning(maxChunks: number): string {
  return `Only the first ${formatCount(maxChunks)} passages of this document were kept (the limit per document); the text after them is not searchable and gave no concepts.`;
}

/** `max` items spread evenly over the list (first and last included), in their order; the list itself when shorter. */
export function sampleEvenly<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  if (max <= 1) return items.slice(0, Math.max(0, max));
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)]!);
}

/**
 * Mentions per concept spread over the document, and per relationship the strongest evidence sentences: what a
 * pathological text (one word repeated a million times) would otherwise turn into millions of rows.
 */
export function capExtraction(
  extraction: Extraction,
  limits: Pick<ProcessingLimits, "mentionsPerConcept" | "evidencePerRelationship">,
): { extraction: Extraction; warning: string | null } {
  let capped = false;
  const concepts = extraction.concepts.map((concept) => {
    if (concept.mentions.length <= limits.mentionsPerConcept) return concept;
    capped = true;
    return { ...concept, mentions: sampleEvenly(concept.mentions, limits.mentionsPerConcept) };
  });
  // The strongest sentences of each relationship, in the extractor's order.
  const perPair = new Map<string, number>();
  const keep = new Set(
    extraction.relationships
      .map((rel, index) => ({ rel, index }))
      .sort((a, b) => b.rel.strength - a.rel.strength || a.index - b.index)
      .filter(({ rel }) => {
        const key = `${rel.source}|${rel.target}|${rel.type}`;
        perPair.set(key, (perPair.get(key) ?? 0) + 1);
        return perPair.get(key)! <= limits.evidencePerRelationship;
      })
      .map(({ index }) => index),
  );
  const relationships = extraction.relationships.filter((_, index) => keep.has(index));
  const warning = capped
    ? `Some concepts occur very often here; up to ${formatCount(limits.mentionsPerConcept)} places per concept, spread over the document, are kept.`
    : null;
  return { extraction: { ...extraction, concepts, relationships }, warning };
}

/** The claims compared for contradictions, spread over the document. */
export function capClaims<T>(claims: readonly T[], max: number): T[] {
  return sampleEvenly(claims, max);
}
