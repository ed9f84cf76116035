import { z } from "zod";
import { projectScopeField, typedTextField } from "./fields.ts";

/** Limits of `POST /api/answer`. */
export const answerLimits = {
  /** Characters a question may have (a question, not a document: longer ones are refused with 400). */
  questionMax: 2_000,
  /** Sentences in an answer at most. */
  sentences: 3,
  /** Disagreements shown under one answer at most. */
  disagreements: 3,
} as const;

/** `POST /api/answer` (and `/api/answer/stream`): a question about the user's documents, optionally in one project. */
export const answerRequestSchema = z.object({
  question: typedTextField({ name: "The question", max: answerLimits.questionMax, blank: "Enter a question" }),
  projectId: projectScopeField,
});
export type AnswerRequest = z.input<typeof answerRequestSchema>;

/**
 * Where a sentence of the answer comes from: `quote` is the cited text exactly as it stands in the document's
 * `content`, at [charStart, charEnd) (UTF-16 offsets), inside the stored passage `chunkId`. The web app opens
 * `/documents/{documentId}?from=charStart&to=charEnd` to show it highlighted.
 */
export const answerCitationSchema = z.object({
  documentId: z.uuid(),
  chunkId: z.uuid(),
  quote: z.string().min(1),
  charStart: z.number().int().min(0),
  charEnd: z.number().int().min(0),
  /** 1-based PDF page, null for other documents. */
  page: z.number().int().nullable(),
  /** The heading the quote sits under ("3.2 Attention", a note's "## Kco"), null when there is none. */
  section: z.string().nullable(),
});
export type AnswerCitation = z.infer<typeof answerCitationSchema>;

/** One sentence of the answer and the passages it stands on (at least one). */
export const answerSentenceSchema = z.object({
  text: z.string().min(1),
  citations: z.array(answerCitationSchema).min(1),
});
export type AnswerSentence = z.infer<typeof answerSentenceSchema>;

/** A document the answer cites, in the order of its first citation. */
export const answerDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** pdf | text | markdown | note */
  documentType: z.string(),
});
export type AnswerDocument = z.infer<typeof answerDocumentSchema>;

/** One side of a disagreement: a statement and where it stands (the document page opens at `?from=&to=`). */
export const disagreementSideSchema = answerCitationSchema
  .pick({ documentId: true, quote: true, charStart: true, charEnd: true, page: true })
  .extend({ documentTitle: z.string() });
export type DisagreementSide = z.infer<typeof disagreementSideSchema>;

/**
 * A passage the answer cites belongs to an unresolved contradiction: the answer shows both sides ("Your documents
 * disagree") instead of quoting one silently. `sides[0]` is the statement the answer quoted, `sides[1]` the other.
 */
export const answerDisagreementSchema = z.object({
  contradictionId: z.uuid(),
  /** Why the two statements clash, in words ("Different counts of the same thing: 222 in one, 1500 in the other."). */
  reason: z.string().nullable(),
  sides: z.tuple([disagreementSideSchema, disagreementSideSchema]),
});
export type AnswerDisagreement = z.infer<typeof answerDisagreementSchema>;

/** extractive: sentences of the documents, chosen offline (the default); ai: written by the configured AI provider. */
export const answerModes = ["extractive", "ai"] as const;
export type AnswerMode = (typeof answerModes)[number];

/**
 * The answer. `answer` is null and `sentences` empty when the documents do not answer the question ("Not found in
 * your documents"). Otherwise `answer` is the sentences' text joined, and every sentence cites at least one passage.
 */
export const answerResponseSchema = z.object({
  answer: z.string().nullable(),
  sentences: z.array(answerSentenceSchema).max(answerLimits.sentences),
  documents: z.array(answerDocumentSchema),
  mode: z.enum(answerModes),
  /**
   * Something the reader should know about how this answer was made, e.g. that the AI provider failed and the
   * offline answer is shown instead, or that sentences whose citation could not be found were left out. Null: none.
   */
  notice: z.string().nullable(),
  /** Unresolved contradictions that a cited passage is part of (at most 3); empty when the sources agree. */
  disagreements: z.array(answerDisagreementSchema).max(answerLimits.disagreements),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/**
 * `POST /api/answer/stream` answers with server-sent events, in this order:
 * - `sentence` (AI mode, zero or more): an AnswerSentence whose citations were checked, as soon as the model wrote it;
 * - `reset`: the sentences sent so far are withdrawn (the provider failed; the offline answer follows);
 * - `answer`: the complete AnswerResponse, which replaces whatever was streamed (always last, once);
 * - `error`: `{message}` instead of `answer` when the answer could not be made at all.
 */
export const answerStreamEvents = ["sentence", "reset", "answer", "error"] as const;
export type AnswerStreamEvent = (typeof answerStreamEvents)[number];
