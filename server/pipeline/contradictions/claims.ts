/**
 * Claims: what contradiction detection compares. Only declarative sentences of body text (paragraphs, the
 * abstract, quotations), captions (after their "Figure 2:" label) and list items (every bullet its own unit) of the
 * structured document are claims; headings, front matter, metadata lines ("**Year**: 2015"), references, tables,
 * figures, formulas, footnotes and code never are (the reading layer labels them). Within those blocks, a sentence
 * is a claim when it reads as a statement: enough words, not a question, not a label ending in a colon, not a
 * "Key: value" field of a note's header, not a link or a list of names.
 */
import type { Extraction, Span } from "../extract/types.ts";
import { trimSpan } from "../text-spans.ts";
import { isSectionName } from "../reading/line-shapes.ts";
import { claimKinds, type ReadDocument } from "../reading/types.ts";
import { readClaims, type ClaimText } from "./claim-text.ts";

export interface Claim extends Span {
  text: string;
  /** The sentence as the judge reads it (claim-text.ts). */
  reading: ClaimText;
  /** Specific headings above the claim, nearest first (generic section names such as "Results" left out). */
  headings: string[];
  /** Keys of the extracted concepts the claim mentions. */
  conceptKeys: string[];
}

const ABBREVIATIONS =
  /\b(?:e\.g|i\.e|et al|etc|vs|fig|figs|eq|eqs|no|dr|mr|mrs|ms|prof|approx|ca|cf|resp|sec|tab|perf|w)\.$/i;

/**
 * The labels of a structured abstract, run into the text when a PDF's lines are joined ("... with HTN Results: A
 * total of 32,289 participants ..."): each ends one sentence, and is no part of the next.
 */
const ABSTRACT_LABEL =
  /(?:^|\s)((?:Background|(?:Study )?Objectives?|Aims?|Purpose|Methods?|Design|Setting|Participants|Results?|Findings|Conclusions?|Interpretation|Limitations)\s*:)\s+(?=\p{Lu})/gu;

/** Sentence spans inside `text`: ends at . ! ? before a space and a capital, digit or quote, and at a label. */
export function sentenceSpans(text: string, offset = 0): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const push = (end: number, next = end) => {
    const span = trimSpan(text, start, end);
    if (span) spans.push({ start: span.start + offset, end: span.end + offset });
    start = next;
  };
  const ends: Array<{ end: number; next: number }> = [];
  for (const match of text.matchAll(/([.!?;]["')\]]*)\s+(?=["'([]?[\p{Lu}\d])|\n\s*\n/gu)) {
    const end = match.index + (match[1]?.length ?? 0);
    if (match[1] && ABBREVIATIONS.test(text.slice(Math.max(0, end - 8), end))) continue;
    ends.push({ end: match[1] ? end : match.index, next: match[1] ? end : match.index });
  }
  for (const match of text.matchAll(ABSTRACT_LABEL))
    ends.push({ end: match.index, next: match.index + match[0].length });
  for (const { end, next } of ends.sort((a, b) => a.end - b.end)) if (end >= start) push(end, next);
  push(text.length);
  return spans;
}

/** Field names of a note's or paper's header: "Title:", "Authors:", "Link:" lines say where, not what. */
const FIELD =
  /^(?:title|authors?|by|link|links|url|pdf|code|github|website|project page|tags?|keywords?|year|date|published|venue|conference|journal|doi|arxiv|source|status|type|category|categories|citation|cite|bibtex|rating|read|reviewed|summary by)\s*:/i;

/** "Figure 3: ...", "Table 2.", "Fig. 4 -": a label for a figure or table, wherever the reader put it. */
const FIGURE_LABEL =
  /^(?:fig(?:ure)?s?\.?|tables?|tab\.|algorithm|listing|eq(?:uation)?\.?)\s*\(?[\dIVX]+[a-z]?\)?\s*[:.\-–—]/i;

/** The label a caption starts with: "Figure 3:", "Fig. 4.", "Table 2 –", "Figure S1 |". */
const CAPTION_LABEL = /^\s*(?:fig(?:ure)?s?\.?|tables?|tab\.)\s*\(?S?[\dIVX]+[a-z]?\)?\s*[:.\-–—|]?\s*/i;

const MIN_WORDS = 4;
const MAX_CHARS = 600;

/** Whether a sentence of a claim block states something (see the module comment). */
export function isClaimText(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > MAX_CHARS || /[?:]$/.test(trimmed) || FIELD.test(trimmed) || FIGURE_LABEL.test(trimmed))
    return false;
  const words = trimmed.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (words.length < MIN_WORDS) return false;
  // code, formulas, link lists: mostly not words
  const letters = trimmed.replace(/[^\p{L}\s]/gu, "").length;
  if (letters < trimmed.length * 0.55) return false;
  if (
    /^(?:https?:\/\/|www\.)\S+$/.test(trimmed) ||
    /[{};]\s*$|^\s*(?:import|def|function|return|const|let|var)\b/.test(trimmed)
  )
    return false;
  return true;
}

/** The claims of a document, with the concepts each mentions and the specific headings above it. */
export function findClaims(document: ReadDocument, extraction: Pick<Extraction, "concepts">): Claim[] {
  const { content, blocks } = document;
  const found: Array<Omit<Claim, "reading"> & { listItem: boolean }> = [];
  const headingPath: Array<{ level: number; text: string }> = [];
  for (const block of blocks) {
    if (block.kind === "heading" || block.kind === "title") {
      const level = block.kind === "title" ? 0 : (block.level ?? 1);
      while (headingPath.length && headingPath.at(-1)!.level >= level) headingPath.pop();
      headingPath.push({ level, text: content.slice(block.start, block.end).replace(/\s+/g, " ").trim() });
      continue;
    }
    if (!claimKinds.has(block.kind)) continue;
    // a caption states its finding after the label: "Fig. 4. Mortality was higher among enforcers ..."
    const from =
      block.kind === "caption"
        ? block.start + (CAPTION_LABEL.exec(content.slice(block.start, block.end))?.[0].length ?? 0)
        : block.start;
    const headings = headingPath
      .filter((h) => h.level > 0 && !isSectionName(h.text))
      .map((h) => h.text)
      .reverse();
    for (const span of sentenceSpans(content.slice(from, block.end), from)) {
      const text = content.slice(span.start, span.end);
      if (isClaimText(text))
        found.push({ ...span, text, headings, conceptKeys: [], listItem: block.kind === "list-item" });
    }
  }
  const furniture = repeatedRuns(found.map((c) => c.text));
  const readings = readClaims(found.map((c) => c.text));
  // A note's bullet may be a verbless fragment ("Their model: 87.9% mean accuracy"); running text needs a verb
  // ("Joint Conf. on Autonomous Agents (AAMAS 07) 235" is a page header caught in a paragraph).
  const claims = found.flatMap(({ listItem, ...claim }, i) =>
    (listItem || readings[i]!.hasVerb) && !furniture[i] ? [{ ...claim, reading: readings[i]! }] : [],
  );
  attachConcepts(claims, extraction);
  return claims;
}

const RUN = 8;

/**
 * Sentences holding a run of words that the document repeats three times or more, figures aside: a running
 * header or footer caught in the text ("The Sixth Intl. Joint Conf. on Autonomous Agents ... (AAMAS 07) 235"). Such
 * a line is set like a title, most of its words capitalised; a finding the paper restates in its abstract, results
 * and conclusion ("with average MAPE varying from 10.90 to 14.39 percent") is not, and stays a claim.
 */
function repeatedRuns(texts: readonly string[]): boolean[] {
  const runsOf = (text: string) => {
    const words = text.replace(/\d+(?:[.,]\d+)*/g, "#").match(/[\p{L}#]+/gu) ?? [];
    const runs = new Set<string>();
    for (let i = 0; i + RUN <= words.length; i++) {
      const run = words.slice(i, i + RUN);
      if (run.filter((word) => /^\p{Lu}/u.test(word)).length * 2 >= RUN) runs.add(run.join(" ").toLowerCase());
    }
    return runs;
  };
  const all = texts.map(runsOf);
  const counts = new Map<string, number>();
  for (const runs of all) for (const run of runs) counts.set(run, (counts.get(run) ?? 0) + 1);
  return all.map((runs) => [...runs].some((run) => (counts.get(run) ?? 0) >= 3));
}

/** Each claim's concepts, in the order the claim mentions them. */
function attachConcepts(claims: Claim[], extraction: Pick<Extraction, "concepts">): void {
  const firstMention = new Map<Claim, Map<string, number>>();
  for (const concept of extraction.concepts) {
    for (const mention of concept.mentions) {
      let low = 0;
      let high = claims.length - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        const claim = claims[mid]!;
        if (mention.start < claim.start) high = mid - 1;
        else if (mention.start >= claim.end) low = mid + 1;
        else {
          const seen = firstMention.get(claim) ?? new Map<string, number>();
          seen.set(concept.key, Math.min(seen.get(concept.key) ?? Infinity, mention.start));
          firstMention.set(claim, seen);
          break;
        }
      }
    }
  }
  for (const [claim, seen] of firstMention)
    claim.conceptKeys = [...seen].sort((a, b) => a[1] - b[1]).map(([key]) => key);
}
