/**
 * Definitions: the sentence of the source that defines a concept, found by cue patterns around one of its mentions.
 *
 *   X is a/an/the ... | X are ... | X (ACR) is the ... | X refers to ... | X is defined as ... | X, defined as ...
 *   we define X as ... | X, a/an ... (apposition) | X means/denotes ... | ... is called/known as/termed X
 *
 * X must be the whole subject: nothing but a determiner may stand before it in its sentence (for the forward
 * patterns), and the cue must follow the mention directly (after an optional bracket).
 */
import type { Span } from "./types.ts";
import type { Sentence } from "./nlp.ts";

/** What follows the subject in a defining sentence. */
const forwardCue =
  /^\s*(?:\([^()]{1,80}\)\s*)?(?:,\s*(?:also\s+)?(?:defined|known|called|referred\s+to)\s+as\s+|,\s*(?:an?|the)\s+\S|(?:is|are)\s+(?:(?:an?|the|one|any)\s|defined\s+as|known\s+as|called|a\s+(?:kind|type|form|class|family)\s+of|used\s+to\s+(?:describe|denote|refer))|refers?\s+to\s|means\s|denotes\s|describes\s+(?:an?|the)\s|(?:can|may)\s+be\s+defined\s+as\s)/i;

/** Things that make "X is a ..." a statement about X rather than a definition of it. */
const notDefinitional = /^\s*(?:\([^()]{1,80}\)\s*)?(?:is|are)\s+(?:an?|the)\s+(?:problem|issue|challenge|result|consequence|step|part|key|major|main|good|bad|big|great|common|first|second|third|new|better|best|way|need|lot|number|case|example|reason|factor)\b/i;

/** Words that may precede the subject of a defining sentence. */
const leadIn = /^(?:(?:the|a|an|in\s+(?:short|brief|general)|formally|informally|simply\s+put|put\s+simply|essentially|basically)[\s,]*)*$/i;

/** Cues where the concept comes after the cue: "we define X as", "is called X", "known as X", "termed X". */
const backwardCueBefore = /(?:\bwe\s+define\s+(?:an?\s+|the\s+)?|\b(?:is|are)\s+(?:called|termed|known\s+as|referred\s+to\s+as)\s+(?:an?\s+|the\s+)?["“']?|\bcalled\s+(?:an?\s+)?["“']?)$/i;

export interface DefinitionMatch {
  text: string;
  span: Span;
}

function trimSpan(text: string, start: number, end: number): Span {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s] ?? "")) s++;
  while (e > s && /\s/.test(text[e - 1] ?? "")) e--;
  return { start: s, end: e };
}

/**
 * The first sentence that defines the concept whose mentions are given (sorted spans), or null.
 * `sentenceOf(offset)` gives the sentence containing an offset.
 */
export function findDefinition(
  text: string,
  mentions: Span[],
  sentenceOf: (offset: number) => Sentence | undefined,
): DefinitionMatch | null {
  for (const mention of mentions) {
    const sentence = sentenceOf(mention.start);
    if (!sentence) continue;
    const before = text.slice(sentence.start, mention.start);
    const after = text.slice(mention.end, Math.min(sentence.end, mention.end + 200));
    // The sentence should be long enough to say something, and not a title fragment.
    if (sentence.end - sentence.start < 25 || sentence.end - sentence.start > 600) continue;
    let defining = false;
    if (leadIn.test(before.trim()) && forwardCue.test(after) && !notDefinitional.test(after)) defining = true;
    else if (/^\s*,?\s*as\s/i.test(after) && /\bwe\s+define\s+(?:an?\s+|the\s+)?$/i.test(before)) defining = true;
    else if (backwardCueBefore.test(before)) defining = true;
    if (!defining) continue;
    const span = trimSpan(text, sentence.start, sentence.end);
    return { text: text.slice(span.start, span.end), span };
  }
  return null;
}

/** A WordNet gloss without its quoted usage examples. */
export function cleanGloss(gloss: string): string {
  const cut = gloss.search(/;\s*["“]/);
  const core = (cut >= 0 ? gloss.slice(0, cut) : gloss).trim();
  return core.length > 0 ? core.charAt(0).toUpperCase() + core.slice(1) : core;
}
