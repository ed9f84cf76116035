/**
 * What is measured of each candidate sentence: how much of the question's weight it carries (itself, and with its
 * headings and title around it), whether the question's names and figures are in it or its document, whether it
 * holds the kind of answer asked for, whether it says anything the question does not, how close its meaning is,
 * how well its passage ranked in the search. All of it from statistics of the user's own documents (IDF), the
 * reading layer's structure and English word vectors.
 */
import type { Db } from "../../db/client.ts";
import type { WordVectors } from "../../pipeline/embeddings/word-vectors.ts";
import { cosine } from "../../pipeline/embeddings/word-vectors.ts";
import { stopWords } from "../../pipeline/extract/lexicon.ts";
import { analyse } from "../../pipeline/extract/nlp.ts";
import type { Block, BlockKind } from "../../pipeline/reading/types.ts";
import type { AnalyzedQuery } from "../search/query.ts";
import { matchTexts } from "../search/snippets.ts";
import { isPlaceholder, typeFit, valuePart, withoutCitations } from "./answer-types.ts";
import {
  acronymLexemes,
  anchorPattern,
  gluedLexemes,
  isAcronymOfQuestion,
  questionWordLexemes,
} from "./word-matching.ts";
import type { CandidateDocument } from "./candidates.ts";
import { keyOf, type QuestionAnalysis } from "./question.ts";
import { answerUnits, type AnswerUnit } from "./units.ts";

export interface UnitFeatures {
  /** Share of the question's term weight (IDF) found in the sentence itself. */
  own: number;
  /** Share found in the sentence, its headings, the title and its block's other sentences together. */
  withContext: number;
  /** Share of the question's anchors (names, acronyms, figures) missing from the sentence's whole document (a gloss in parentheses counts half). */
  anchorsMissing: number;
  /** Share of the anchors found in the sentence or its headings and title. */
  anchorsNear: number;
  /** 0..1: holds the kind of answer the type asks for (0.5: no expectation). */
  type: number;
  /** Has the noun the question asks about ("function" of "Which activation function"); 0 when it asks about none. */
  asked: number;
  /** That noun is in the sentence, its headings or the title ("Number of participants" above "N = 120"). */
  askedNear: boolean;
  /** Share of the sentence's content words that the question does not have. */
  novelty: number;
  /** Word-vector cosine of sentence and question. */
  similarity: number;
  /** The search score of its best passage, over the best passage of all candidates. */
  retrieval: number;
  /** Words in the sentence. */
  words: number;
  /** Nothing after its label, or only a placeholder ("Original study: N/A"). */
  empty: boolean;
  /** Mostly figures: a table's rows that the reading layer left in a paragraph, not a sentence. */
  tableLike: boolean;
  /** A PDF sentence that starts in lower case: the tail of one cut by a page, column or figure ("coder with a big..."). */
  fragment: boolean;
  /** Ends with a colon: it announces what follows ("...in three different ways:") and does not stand alone. */
  leadIn: boolean;
  /** Ends with a question mark: it asks (a note's open question), it does not tell. */
  asks: boolean;
}

export interface ScoredUnit extends AnswerUnit {
  document: CandidateDocument;
  /** The stored passage holding the sentence's start (for the citation). */
  chunkId: string;
  page: number | null;
  features: UnitFeatures;
  score: number;
}

/** Weights of each block kind: text a reader reads as the document's own statements counts fully. */
const kindWeight: Partial<Record<BlockKind, number>> = { caption: 0.85, footnote: 0.6, quote: 0.9 };

const CONTENT_WORD = /[\p{L}][\p{L}\p{N}]*(?:[-'’][\p{L}\p{N}]+)*/gu;

/**
 * A table's row left in a paragraph, not a sentence: six or more tokens of which over a third are figures ("28.23
 * pre-norm Transformer-Base 27.11 + big encoder 27.59"), or three or more figures, over a sixth of it, and no verb
 * at all (the tagger is asked only then: it is the slow part).
 */
export function isTableLike(text: string): boolean {
  const tokens = withoutCitations(text).match(/[\p{L}\p{N}][\p{L}\p{N}.,%−-]*/gu) ?? [];
  const figures = tokens.filter((t) => /^[\d.,%−-]+$/.test(t) && /\d/.test(t)).length;
  if (tokens.length >= 6 && figures / tokens.length > 1 / 3) return true;
  return (
    figures >= 3 &&
    figures / tokens.length > 0.15 &&
    !analyse(text).tokens.some((t) => t.pos === "VERB" || t.pos === "AUX")
  );
}

/** A crude stem for novelty: the first five letters ("trained" and "training" alike). */
const stem = (word: string) => word.slice(0, 5);
const FIGURE_WORD = /\d+(?:[.,]\d+)*%?/g;
/** Is a word among the 20,000 most frequent of English (the word-vector vocabulary is in frequency order)? */
const commonIn = (vectors: WordVectors) => (lower: string) => {
  const rank = vectors.rank(lower);
  return rank >= 0 && rank < 20_000;
};

interface DocumentContext {
  /** Heading blocks above each block, nearest last. */
  headings: Map<number, Block[]>;
  titles: string[];
  /** Paragraphs that open a section (the first block after a heading or the title): where a note says what it is about. */
  openers: Set<number>;
}

function documentContext(doc: CandidateDocument): DocumentContext {
  const headings = new Map<number, Block[]>();
  const openers = new Set<number>();
  const path: Block[] = [];
  doc.blocks.forEach((block, index) => {
    headings.set(index, [...path]);
    const previous = doc.blocks[index - 1]?.kind;
    if ((block.kind === "paragraph" || block.kind === "abstract") && (previous === "heading" || previous === "title"))
      openers.add(index);
    if (block.kind !== "heading") return;
    const level = block.level ?? 1;
    while (path.length && (path.at(-1)!.level ?? 1) >= level) path.pop();
    path.push(block);
  });
  const title = doc.blocks.find((b) => b.kind === "title");
  const titles = [doc.title, ...(title ? [doc.content.slice(title.start, title.end)] : [])];
  return { headings, titles, openers };
}

/**
 * The document's title and content as keys (see keyOf), padded with spaces, for anchor lookups. Keying a long paper
 * is the slowest step of scoring (~50 ms for 100 KB), and the same documents come back question after question:
 * the last few are kept, by id and length (a re-read document changes length, or rarely keeps it: then an anchor
 * lookup may be off until it leaves the cache).
 */
function contentKeyOf(doc: CandidateDocument): string {
  const id = `${doc.id}:${doc.content.length}:${doc.title}`;
  let key = contentKeys.get(id);
  if (key === undefined) {
    key = ` ${keyOf(`${doc.title}\n${doc.content}`)} `;
    if (contentKeys.size >= contentKeyCacheSize) contentKeys.delete(contentKeys.keys().next().value!);
    contentKeys.set(id, key);
  }
  return key;
}
const contentKeys = new Map<string, string>();
const contentKeyCacheSize = 64;

/**
 * Where a definition question's term occurs in a document, wherever that is: the sentence that introduces a term
 * ("... dynamic linear combination of layers (DLCL) ...") is often far from the passages that use it most.
 */
function subjectSpans(content: string, question: QuestionAnalysis): Array<{ start: number; end: number }> {
  if (question.type !== "definition" || !question.subject || question.subject.length < 2) return [];
  const lower = content.toLowerCase();
  const subject = question.subject.toLowerCase();
  const spans: Array<{ start: number; end: number }> = [];
  for (
    let at = lower.indexOf(subject);
    at >= 0 && spans.length < maxSubjectSpans;
    at = lower.indexOf(subject, at + subject.length)
  )
    spans.push({ start: at, end: at + subject.length });
  return spans;
}
const maxSubjectSpans = 20;

const share = (lexemes: Iterable<string>, weights: ReadonlyMap<string, number>, total: number) => {
  let sum = 0;
  for (const lexeme of new Set(lexemes)) sum += weights.get(lexeme) ?? 0;
  return total > 0 ? Math.min(1, sum / total) : 0;
};

/**
 * Every candidate sentence of the candidate documents with its features. One round trip to the database (the
 * lexemes of the words, for matching them to the question's terms as search does); the rest is in memory.
 */
export async function unitFeatures(
  db: Db,
  question: QuestionAnalysis,
  query: AnalyzedQuery,
  documents: readonly CandidateDocument[],
  vectors: WordVectors,
): Promise<Omit<ScoredUnit, "score">[]> {
  const content = query.terms.filter((t) => t.content && t.df > 0);
  const weights = new Map(
    (content.length ? content : query.terms.filter((t) => t.df > 0)).map((t) => [t.lexeme, Math.max(t.idf, 0.1)]),
  );
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const questionVector = vectors.embedText(question.text);
  const questionStems = new Set(question.words.flatMap((w) => w.split("-")).map(stem));
  const common = commonIn(vectors);
  const bestPassage = Math.max(1e-9, ...documents.flatMap((d) => d.passages.map((p) => p.score)));

  // Every text whose words are matched: the question, then per document its titles, headings and sentences.
  const texts: string[] = [question.text];
  const perDocument = documents.map((doc) => {
    const context = documentContext(doc);
    const read = [
      ...doc.passages.map((p) => ({ start: p.charStart, end: p.charEnd })),
      ...subjectSpans(doc.content, question),
    ];
    const units = answerUnits(doc.content, doc.blocks, read);
    const headingIndex = new Map<Block, number>();
    const titleIndex = texts.length;
    texts.push(...context.titles);
    for (const unit of units) {
      for (const heading of context.headings.get(unit.block) ?? []) {
        if (!headingIndex.has(heading)) {
          headingIndex.set(heading, texts.length);
          texts.push(doc.content.slice(heading.start, heading.end));
        }
      }
    }
    const unitIndex = texts.length;
    texts.push(...units.map((u) => u.text));
    return { doc, context, units, headingIndex, titleIndex, unitIndex };
  });
  const matches = await matchTexts(db, texts, query, { everyLexeme: true });
  const lexemesAt = (i: number) => matches[i]!.map((m) => m.key);
  const questionWords = questionWordLexemes(question.text, matches[0]!);
  const anchorPatterns = question.anchors.map((a) => anchorPattern(a.key));
  const anchorWeights = question.anchors.map((a) => (a.aside ? 0.5 : 1));
  const anchorTotal = anchorWeights.reduce((a, b) => a + b, 0);
  const askedAt = question.asked ? question.text.toLowerCase().indexOf(question.asked) : -1;
  const askedLexemes = new Set(
    askedAt < 0 ? [] : matches[0]!.filter((m) => m.start <= askedAt && askedAt < m.end).map((m) => m.key),
  );
  // A definition question's own words are its term: "in the deep Transformer paper" says where to look, and is
  // matched by the sentence's document and headings, not by the sentence.
  const subjectAt = question.subject ? question.text.indexOf(question.subject) : -1;
  // A word of the term that no document has ("capital" of "the capital of France") still counts: nothing defines it.
  const idf = new Map(query.terms.filter((t) => t.content).map((t) => [t.lexeme, Math.max(t.idf, 0.1)]));
  const subjectWeights = new Map(
    subjectAt < 0
      ? []
      : matches[0]!
          .filter((m) => m.start >= subjectAt && m.end <= subjectAt + question.subject!.length && idf.has(m.key))
          .map((m) => [m.key, idf.get(m.key)!]),
  );
  const ownWeights = subjectWeights.size ? subjectWeights : weights;
  const ownTotal = [...ownWeights.values()].reduce((a, b) => a + b, 0);

  const result: Omit<ScoredUnit, "score">[] = [];
  for (const { doc, context, units, headingIndex, titleIndex, unitIndex } of perDocument) {
    const titleLexemes = context.titles.flatMap((_, i) => lexemesAt(titleIndex + i));
    const contentKey = anchorPatterns.length ? contentKeyOf(doc) : "";
    const anchorsInDocument = anchorPatterns.map((p) => p.test(contentKey));
    const titleKeys = context.titles.map(keyOf);
    const titleKey = ` ${titleKeys.join(" ")} `;
    units.forEach((unit, i) => {
      const acronyms = acronymLexemes(unit.text, questionWords);
      const own = [...lexemesAt(unitIndex + i), ...acronyms, ...gluedLexemes(unit.text, questionWords)];
      const headings = context.headings.get(unit.block) ?? [];
      const headingLexemes = headings.flatMap((h) => lexemesAt(headingIndex.get(h)!));
      const blockmates = units.flatMap((other, j) =>
        other.block === unit.block && j !== i && Math.abs(other.inBlock - unit.inBlock) <= 2
          ? lexemesAt(unitIndex + j)
          : [],
      );
      const headingKeys = headings.map((h) => keyOf(doc.content.slice(h.start, h.end)));
      const unitKey = ` ${keyOf(unit.text)} `;
      const nearKey = `${unitKey}${headingKeys.join(" ")} ${titleKey} `;
      const words = unit.text.match(CONTENT_WORD) ?? [];
      // Figures count as content: "between 0.7 and 0.8" answers "What are normal values of FEV1/FVC?".
      const contentWords = [
        ...words.filter((w) => w.length > 1 && !stopWords.has(w.toLowerCase())),
        ...(unit.text.match(FIGURE_WORD) ?? []),
      ];
      const novel = contentWords.filter(
        (w) => !questionStems.has(stem(w.toLowerCase())) && !(acronyms.length && isAcronymOfQuestion(w, questionWords)),
      ).length;
      const passages = doc.allPassages.filter((p) => p.charStart < unit.end && unit.start < p.charEnd);
      const overlap = (p: { charStart: number; charEnd: number }) =>
        Math.min(p.charEnd, unit.end) - Math.max(p.charStart, unit.start);
      if (passages.length === 0) return; // text outside every stored passage cannot be cited
      const holder = passages.reduce((best, p) => (overlap(p) > overlap(best) ? p : best), passages[0]!);
      const retrieval = Math.max(0, ...passages.map((p) => p.score)) / bestPassage;
      const anchors = question.anchors.length;
      result.push({
        ...unit,
        document: doc,
        chunkId: holder.chunkId,
        page: holder.page,
        features: {
          own: share(own, ownWeights, ownTotal),
          withContext: share([...own, ...headingLexemes, ...titleLexemes, ...blockmates], weights, total),
          anchorsMissing: anchors
            ? anchorsInDocument.reduce((sum, found, k) => sum + (found ? 0 : anchorWeights[k]!), 0) / anchorTotal
            : 0,
          anchorsNear: anchors ? anchorPatterns.filter((p) => p.test(nearKey) || p.test(unitKey)).length / anchors : 1,
          // A definition may be a section's opening sentence, in the words of a note under its term's heading.
          type:
            typeFit(
              unit.text,
              question,
              context.openers.has(unit.block) && unit.inBlock === 0 ? [...headingKeys, ...titleKeys] : [],
              common,
            ) * (kindWeight[unit.kind] ?? 1),
          asked: askedLexemes.size && lexemesAt(unitIndex + i).some((l) => askedLexemes.has(l)) ? 1 : 0,
          askedNear: [...lexemesAt(unitIndex + i), ...headingLexemes, ...titleLexemes].some((l) => askedLexemes.has(l)),
          novelty: contentWords.length ? novel / contentWords.length : 0,
          similarity: cosine(questionVector, vectors.embedText(unit.text)),
          retrieval,
          words: words.length,
          empty: isPlaceholder(valuePart(unit.text)),
          tableLike: isTableLike(unit.text),
          fragment: doc.type === "pdf" && /^\p{Ll}/u.test(unit.text) && !/^(?:e\.g|i\.e|et al|etc)\b/.test(unit.text),
          leadIn: /:\s*$/.test(unit.text),
          asks: /\?\s*\)?\s*$/.test(unit.text),
        },
      });
    });
  }
  return result;
}
