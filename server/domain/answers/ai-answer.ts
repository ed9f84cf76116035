/**
 * The answer written by the configured AI provider from the passages the offline answerer read. Nothing the model
 * writes is shown unchecked: each sentence must cite a passage it was given with a quote found in that passage, and
 * every figure of the sentence must be in its quotes; a sentence that fails is dropped. The quote shown is the
 * document's own text at the place found, so a citation always opens on the words it claims.
 */
import { answerLimits, type AnswerResponse, type AnswerSentence } from "../../../contract/answers.ts";
import type { LlmConfig } from "../../pipeline/llm/config.ts";
import { LlmError } from "../../pipeline/llm/errors.ts";
import { findQuote } from "../../pipeline/llm/grounding.ts";
import { streamChat } from "../../pipeline/llm/stream.ts";
import type { LlmLogger } from "../../pipeline/llm/types.ts";
import { AnswerLineReader, answerUserPrompt, type AnswerLine, type PromptPassage } from "./ai-format.ts";
import type { CandidateDocument } from "./candidates.ts";
import { documentInfo, type OfflineAnswer } from "./offline.ts";
import { presentAnswer, readable, type CitedSentence } from "./present.ts";
import { sectionAt } from "./units.ts";

/** Passages the model reads: those holding the best-ranked sentences, best first. */
export const promptPassageLimit = 6;

export interface SourcePassage extends PromptPassage {
  document: CandidateDocument;
  chunkId: string;
  charStart: number;
  charEnd: number;
}

export interface AiAnswerOptions {
  config: LlmConfig;
  onSentence?: (sentence: AnswerSentence) => void;
  onReset?: () => void;
  signal?: AbortSignal;
  logger?: LlmLogger;
  fetch?: typeof fetch;
}

/** The stored passages holding the offline ranking's best sentences, at most `promptPassageLimit`. */
export function promptPassages(offline: OfflineAnswer, limit = promptPassageLimit): SourcePassage[] {
  const passages: SourcePassage[] = [];
  for (const unit of offline.ranked) {
    if (passages.length >= limit) break;
    if (passages.some((p) => p.chunkId === unit.chunkId)) continue;
    const stored = unit.document.passages.find((p) => p.chunkId === unit.chunkId);
    if (!stored) continue;
    passages.push({
      number: passages.length + 1,
      title: unit.document.title,
      page: stored.page,
      text: unit.document.content.slice(stored.charStart, stored.charEnd),
      document: unit.document,
      chunkId: stored.chunkId,
      charStart: stored.charStart,
      charEnd: stored.charEnd,
    });
  }
  return passages;
}

const FIGURES = /\d+(?:[.,]\d+)*/g;
const figureKey = (f: string) => f.replace(/,/g, "");

/**
 * A model's sentence with its citations checked, or the reason it is dropped: a passage it was not given, a quote
 * not in the cited passage, no citation, or a figure of the sentence in none of its quotes.
 */
export function checkSentence(
  line: Extract<AnswerLine, { sentence: string }>,
  passages: readonly SourcePassage[],
): CitedSentence | { dropped: string } {
  if (line.citations.length === 0) return { dropped: "no citation" };
  const citations: CitedSentence["citations"] = [];
  for (const citation of line.citations) {
    const passage = passages.find((p) => p.number === citation.passage);
    if (!passage) return { dropped: `cites passage ${citation.passage}, which it was not given` };
    const [found] = findQuote(passage.text, citation.quote);
    if (!found) return { dropped: `its quote is not in passage ${citation.passage}` };
    const charStart = passage.charStart + found.start;
    const charEnd = passage.charStart + found.end;
    const { document } = passage;
    citations.push({
      documentId: document.id,
      chunkId: passage.chunkId,
      quote: document.content.slice(charStart, charEnd),
      charStart,
      charEnd,
      page: passage.page,
      section: sectionAt(document.content, document.blocks, charStart),
    });
  }
  const quoted = new Set(citations.flatMap((c) => (c.quote.match(FIGURES) ?? []).map(figureKey)));
  const unsupported = (line.sentence.match(FIGURES) ?? []).map(figureKey).filter((f) => !quoted.has(f));
  if (unsupported.length) return { dropped: `its figure ${unsupported[0]} is in none of its quotes` };
  return { text: readable(line.sentence), citations };
}

const sentencesLeftOut = (n: number) =>
  `${n === 1 ? "One sentence" : `${n} sentences`} of the AI answer ${n === 1 ? "was" : "were"} left out: ${n === 1 ? "its citation was" : "their citations were"} not found in your documents.`;

/**
 * Streams the model's answer, passing each checked sentence to `onSentence`. On a provider failure the offline
 * answer is returned with a notice (after `onReset` when sentences were already sent); so it is when every
 * sentence the model wrote failed its check.
 */
export async function aiAnswer(
  question: string,
  offline: OfflineAnswer,
  options: AiAnswerOptions,
): Promise<AnswerResponse> {
  const passages = promptPassages(offline);
  const fallback = (notice: string): AnswerResponse => ({ ...offline.response, notice });
  if (passages.length === 0) return { ...offline.response, mode: "ai" };
  const { system, user } = answerUserPrompt(question, passages);
  const kept: CitedSentence[] = [];
  let dropped = 0;
  let notFound = false;
  const take = (line: AnswerLine) => {
    if ("notFound" in line) {
      notFound = kept.length === 0;
      return;
    }
    if (kept.length >= answerLimits.sentences) return;
    const checked = checkSentence(line, passages);
    if ("dropped" in checked) {
      dropped++;
      options.logger?.warn({ reason: checked.dropped }, "AI answer sentence dropped");
      return;
    }
    kept.push(checked);
    options.onSentence?.({ text: checked.text, citations: checked.citations });
  };
  try {
    const reader = new AnswerLineReader();
    for await (const piece of streamChat(options.config, system, user, {
      signal: options.signal,
      logger: options.logger,
      fetch: options.fetch,
    })) {
      for (const line of reader.push(piece)) take(line);
    }
    for (const line of reader.end()) take(line);
  } catch (error) {
    if (kept.length) options.onReset?.();
    const reason = error instanceof LlmError ? error.reason : "it failed";
    options.logger?.warn(
      { kind: error instanceof LlmError ? error.kind : "unknown" },
      "AI answer failed; the offline answer is shown",
    );
    return fallback(
      `The AI provider could not answer (${reason}), so this answer was found offline in your documents.`,
    );
  }
  if (kept.length === 0 && dropped > 0)
    return fallback("The AI answer could not be checked against your documents, so this answer was found offline.");
  if (kept.length === 0 && !notFound)
    return fallback(
      "The AI provider gave no answer in the expected form, so this answer was found offline in your documents.",
    );
  return presentAnswer(kept, documentInfo(offline.documents), "ai", dropped ? sentencesLeftOut(dropped) : null);
}
