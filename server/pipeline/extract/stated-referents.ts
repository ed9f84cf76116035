// Who "It", "They" and "This method" at the start of a sentence are (./stated-relations.ts): the previous sentence's
// subject, when it is a mention.
import { singularizeWord } from "./normalize.ts";
import type { Token } from "./nlp.ts";
import type { Span } from "./types.ts";
import { determiners, isParticiple, words } from "./stated-words.ts";

/** Nouns that name a method or a thing already spoken of when "this" or "the" stands before them. */
const anaphoricNouns = words(
  "method approach model system algorithm technique framework process procedure tool scheme architecture theory mechanism concept idea principle strategy",
);

/**
 * How many tokens at the start of a sentence stand for the previous sentence's subject ("It", "They", "This method",
 * "The new approach"), followed by the verb that says something of it; 0 when the sentence opens otherwise.
 */
export function anaphoricSubject(tokens: Token[], from: number, firstMention: number): number {
  const first = tokens[from];
  if (!first) return 0;
  let length = 0;
  if (first.lower === "it" || first.lower === "they") length = 1;
  else if (["this", "these", "the", "such"].includes(first.lower)) {
    let k = from + 1;
    while (k < firstMention && tokens[k]!.pos === "ADJ") k++;
    if (k < firstMention && anaphoricNouns.has(tokens[k]!.lower.replace(/s$/, ""))) length = k + 1 - from;
  }
  const verb = tokens[from + length];
  if (length === 0 || !verb || from + length >= firstMention) return 0;
  return verb.pos === "VERB" || verb.pos === "AUX" || (verb.pos === "ADV" && tokens[from + length + 1]?.pos === "VERB")
    ? length
    : 0;
}

/** Only determiners and modifiers stand before the mention at token `first`: it opens the sentence as its subject. */
export function opensSentence(tokens: Token[], first: number, sentenceStart: number): boolean {
  for (let k = first - 1; k >= sentenceStart; k--) {
    const t = tokens[k]!;
    if (!(
      t.pos === "DET" ||
      t.pos === "ADJ" ||
      (t.pos === "ADV" && t.lower.endsWith("ly")) ||
      determiners.has(t.lower)
    ))
      return false;
  }
  return true;
}

/** A mention of the last few sentences, with its head noun: what "the method" may take up again. */
export interface Recent {
  key: string;
  span: Span;
  head: string;
  sentenceIndex: number;
  sentence: Span;
}

/** Sentences back that "the method" may reach. */
const REACH = 5;

/** Keeps the sentence's own mentions (not its references) as what later sentences may refer to. */
export function remember(
  recent: Recent[],
  mentions: ReadonlyArray<{ key: string; span: Span; last: number; referent?: Span }>,
  tokens: Token[],
  sentence: Span,
  index: number,
): void {
  for (const mention of mentions) {
    if (mention.referent) continue;
    const heads = [tokens[mention.last - 1]!.lower, classNounAfter(tokens, mention.last)];
    for (const head of heads)
      if (head)
        recent.push({
          key: mention.key,
          span: mention.span,
          head: singularizeWord(head),
          sentenceIndex: index,
          sentence: { start: sentence.start, end: sentence.end },
        });
  }
  while (recent.length > 0 && recent[0]!.sentenceIndex < index + 1 - REACH) recent.shift();
}

/**
 * The noun an apposition or a copula gives a mention ("ONTOSCORE, a system for ...", "CARE is a new concordancer"):
 * "our system" may then stand for it.
 */
function classNounAfter(tokens: Token[], last: number): string | null {
  let k = last;
  const opener = tokens[k]?.lower;
  if (opener !== "," && opener !== "is" && opener !== "are") return null;
  k++;
  if (tokens[k]?.lower !== "a" && tokens[k]?.lower !== "an") return null;
  k++;
  while (tokens[k] && (tokens[k]!.pos === "ADJ" || tokens[k]!.pos === "ADV" || tokens[k]!.text === "-")) k++;
  const noun = tokens[k];
  const after = tokens[k + 1];
  if (!noun || noun.pos !== "NOUN" || noun.text !== noun.lower || (after && after.pos === "NOUN")) return null;
  return noun.lower;
}

const definite = words("the this these our such");

/**
 * "The method", "this proposed model", "these networks": a definite noun phrase that is not itself a mention, whose
 * head noun repeats the head of a mention of the last sentences ("a corpus-based method"), stands for that mention.
 * Each comes back as a mention of the referred concept at the phrase's tokens, with the earlier sentence as its
 * referent (the evidence then reads from there).
 */
export function definiteReferences(
  tokens: Token[],
  sentence: { firstToken: number; lastToken: number },
  mentions: ReadonlyArray<{ first: number; last: number }>,
  recent: readonly Recent[],
  proposed?: Recent,
): Array<{ key: string; span: Span; first: number; last: number; referent: Span }> {
  const out: Array<{ key: string; span: Span; first: number; last: number; referent: Span }> = [];
  const covered = (k: number) => mentions.some((m) => k >= m.first && k < m.last);
  for (let i = sentence.firstToken; i < sentence.lastToken; i++) {
    if (!definite.has(tokens[i]!.lower) || covered(i)) continue;
    let k = i + 1;
    while (
      k < sentence.lastToken &&
      (tokens[k]!.pos === "ADJ" || isParticiple(tokens[k]!.lower, "past")) &&
      !covered(k)
    )
      k++;
    const head = tokens[k];
    const after = tokens[k + 1];
    if (!head || k >= sentence.lastToken || head.pos !== "NOUN" || head.lower.length < 3 || covered(k)) continue;
    if (after && k + 1 < sentence.lastToken && (after.pos === "NOUN" || after.pos === "PROPN" || covered(k + 1)))
      continue;
    // "our method", "the proposed approach": the paper's own, what its authors proposed, whatever they named it.
    const own =
      (tokens[i]!.lower === "our" || tokens.slice(i + 1, k).some((t) => t.lower === "proposed")) &&
      anaphoricNouns.has(singularizeWord(head.lower));
    const antecedent =
      [...recent].reverse().find((r) => r.head === singularizeWord(head.lower)) ?? (own ? proposed : undefined);
    if (!antecedent) continue;
    out.push({
      key: antecedent.key,
      span: { start: tokens[i]!.start, end: head.end },
      first: i,
      last: k + 1,
      referent: antecedent.sentence,
    });
    i = k;
  }
  return out;
}

const proposing = words("propose proposes present presents introduce introduces develop develops describe describes");

/** "We propose A", "this paper presents A": A is what "our method" later stands for. */
export function proposedIn(
  tokens: Token[],
  sentence: { start: number; end: number; firstToken: number },
  mentions: ReadonlyArray<{ key: string; span: Span; first: number; referent?: Span }>,
  index: number,
): Recent | undefined {
  for (const mention of mentions) {
    if (mention.referent) continue;
    let k = mention.first - 1;
    while (
      k >= sentence.firstToken &&
      (tokens[k]!.pos === "ADJ" || tokens[k]!.pos === "DET" || determiners.has(tokens[k]!.lower))
    )
      k--;
    if (
      k > sentence.firstToken &&
      proposing.has(tokens[k]!.lower) &&
      /^(?:we|paper|article|study|work)$/.test(tokens[k - 1]!.lower)
    )
      return {
        key: mention.key,
        span: mention.span,
        head: "",
        sentenceIndex: index,
        sentence: { start: sentence.start, end: sentence.end },
      };
  }
  return undefined;
}
