// The mentions a sentence's relationships are read between (./stated-relations.ts): one per stretch of text, with
// its tokens, and only where it names a thing.
import type { Token } from "./nlp.ts";
import { singularizeWord } from "./normalize.ts";
import type { Span } from "./types.ts";
import { nounSynsets } from "./wordnet.ts";

export interface PlacedMention {
  key: string;
  span: Span;
}

export type SentenceMention = PlacedMention & { first: number; last: number; referent?: Span };

/** The mentions of a sentence (from `placed[from]` on) that name a thing there, with their token ranges. */
export function mentionsOfSentence(
  tokens: Token[],
  placed: readonly PlacedMention[],
  from: number,
  sentence: { end: number; firstToken: number; lastToken: number },
): SentenceMention[] {
  const out: SentenceMention[] = [];
  for (let k = from; k < placed.length && placed[k]!.span.end <= sentence.end; k++) {
    const range = tokenRange(tokens, placed[k]!.span, sentence.firstToken, sentence.lastToken);
    if (!range) continue;
    // "the motivation to vote", "an incongruent word": a one-word mention used as a verb or an adjective names no
    // thing in this sentence; a gerund after a preposition or a determiner does ("a method for tagging").
    const only = range.last - range.first === 1 ? tokens[range.first]! : null;
    const gerund =
      !!only?.lower.endsWith("ing") && ["ADP", "SCONJ", "DET", "ADJ"].includes(tokens[range.first - 1]?.pos ?? "");
    if (only && !gerund && (only.pos === "VERB" || only.pos === "AUX" || only.pos === "ADJ")) continue;
    // "voice conversion (VC) for B": an abbreviation in brackets right after a mention is read past, as an aside.
    const previous = out[out.length - 1];
    const bracketed = tokens[range.first - 1]?.text === "(" && tokens[range.last]?.text === ")";
    if (previous && bracketed && previous.last === range.first - 1) continue;
    out.push({ ...placed[k]!, ...range });
  }
  return out;
}

const ABSTRACT_LEXNAMES = new Set([
  "noun.attribute",
  "noun.act",
  "noun.state",
  "noun.process",
  "noun.relation",
  "noun.event",
  "noun.time",
  "noun.phenomenon",
  "noun.quantity",
]);

/** The noun at token `at` (after its modifiers) names a property or an activity in one of its first two senses. */
export function abstractNoun(tokens: Token[], at: number): boolean {
  let k = at;
  while (tokens[k] && (tokens[k]!.pos === "ADJ" || tokens[k]!.pos === "NUM")) k++;
  const noun = tokens[k];
  if (!noun || noun.pos !== "NOUN") return false;
  return nounSynsets(singularizeWord(noun.lower), 2).some((s) => ABSTRACT_LEXNAMES.has(s.lexname));
}

/** Mentions in text order, a mention inside a longer one dropped (the longer phrase is what the sentence names). */
export function nonOverlapping(mentions: PlacedMention[]): PlacedMention[] {
  const sorted = [...mentions].sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const out: PlacedMention[] = [];
  for (const mention of sorted) {
    const last = out[out.length - 1];
    if (last && mention.span.start < last.span.end) continue;
    out.push(mention);
  }
  return out;
}

/** The tokens [first, last) a span covers, within a sentence's tokens. */
function tokenRange(tokens: Token[], span: Span, from: number, to: number): { first: number; last: number } | null {
  let first = -1;
  let last = -1;
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (token.end <= span.start) continue;
    if (token.start >= span.end) break;
    if (first < 0) first = i;
    last = i + 1;
  }
  return first < 0 ? null : { first, last };
}
