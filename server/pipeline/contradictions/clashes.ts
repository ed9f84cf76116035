/**
 * Two clashes that word alignment misses because the claims are worded differently, each with its own test:
 *
 * - Quantity: both claims give a figure for the same named thing and the same attribute, and the figures differ
 *   ("BERT-base has 340 million parameters" / "BERTBASE contains 110M parameters and BERTLARGE contains 340M").
 *   Each figure belongs to the nearest name before it and to the noun it counts (after it, or before "=").
 * - Use: one claim says a work uses something, the other that it does without it ("The GAN paper trains its
 *   generator with Markov chains" / "There is no need for any Markov chains ...").
 *
 * Both need the claims to speak of the same work or name the same thing; the caller checks that.
 */
import type { ClaimText, ClaimToken } from "./claim-text.ts";
import { sameFigure } from "./numbers.ts";

export interface Quantity {
  /** The named thing, squeezed: "BERT-base", "BERT BASE" and "BERTBASE" are all "bertbase". */
  entity: string;
  /** The counted noun's dictionary form: "parameter". */
  attribute: string;
  figure: ClaimToken;
}

const NAME = /^(?:\p{Lu}[\p{L}\p{N}]*(?:[-.]\p{L}[\p{L}\p{N}]*)*|[\p{L}]+\d[\p{L}\p{N}-]*|\p{Lu}{2,}[\p{L}\p{N}-]*)$/u;
const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Name spans of a claim: runs of capitalised or digit-bearing words ("BERT BASE", "Mask R-CNN", "ResNet-50"). */
function names(text: string, tokens: readonly ClaimToken[]): Array<{ text: string; end: number }> {
  const out: Array<{ text: string; end: number }> = [];
  let run: ClaimToken[] = [];
  const flush = () => {
    // a lone capitalised word at the start of the sentence is no name
    if (run.length && !(run.length === 1 && run[0]!.start === 0 && !/\p{Lu}.*\p{Lu}|\d/u.test(run[0]!.text))) {
      out.push({ text: text.slice(run[0]!.start, run.at(-1)!.end), end: run.at(-1)!.end });
    }
    run = [];
  };
  for (const token of tokens) {
    const adjacent = run.length === 0 || /^[\s-]*$/.test(text.slice(run.at(-1)!.end, token.start));
    if (token.role === "content" && NAME.test(token.text) && adjacent) run.push(token);
    else {
      flush();
      if (token.role === "content" && NAME.test(token.text)) run.push(token);
    }
  }
  flush();
  return out;
}

/** A name that identifies one thing: an acronym, a coined word or a model name ("BERTBASE", "ResNet-50"), not "Tables" or "Web". */
const distinctiveName = (name: string) =>
  /\p{Lu}.*\p{Lu}|\d/u.test(name.replace(/^\p{Lu}/u, "")) || /^\p{Lu}{2,}/u.test(name);
/** Words a figure may stand away from the name it belongs to ("BERTBASE contains 110M"). */
const MAX_REACH = 3;

/**
 * Whether the figure belongs to the name: close after it with nothing closing in between ("BERTBASE contains 110M
 * parameters"), or inside a parenthesis opened right after it ("BERTBASE (L=12, ..., Total Parameters=110M)").
 */
function belongs(text: string, tokens: readonly ClaimToken[], owner: { end: number }, figure: ClaimToken): boolean {
  const between = text.slice(owner.end, figure.start);
  if (/^\s*\([^()]*$/.test(between)) return true;
  return (
    !/[),;:]/.test(between) && tokens.filter((t) => t.start >= owner.end && t.end <= figure.start).length <= MAX_REACH
  );
}

/**
 * What a claim alone yields, worked out once per reading: a claim is compared with every candidate it shares words
 * with, and reading it again for each pair was most of the cost of comparing.
 */
function oncePerClaim<T>(read: (claim: ClaimText) => T): (claim: ClaimText) => T {
  const known = new WeakMap<ClaimText, T>();
  return (claim) => {
    if (!known.has(claim)) known.set(claim, read(claim));
    return known.get(claim)!;
  };
}

/** The figures of a claim with the name and the counted noun (plural) each belongs to. */
export const quantities = oncePerClaim(readQuantities);

function readQuantities(claim: ClaimText): Quantity[] {
  const { text, tokens } = claim;
  const spans = names(text, tokens).filter((s) => distinctiveName(s.text));
  const out: Quantity[] = [];
  tokens.forEach((token, i) => {
    if (token.role !== "figure" || token.year || Number.isNaN(token.figure!.value)) return;
    const owner = [...spans]
      .reverse()
      .find((s) => s.end <= token.start && !/[.;]/.test(text.slice(s.end, token.start)));
    if (!owner || !belongs(text, tokens, owner, token)) return;
    // "340 million parameters", "110M parameters" / "Total Parameters=110M"
    const after = tokens
      .slice(i + 1, i + 3)
      .find(
        (t) =>
          t.role === "content" &&
          (t.pos === "NOUN" || t.pos === "PROPN") &&
          /^[\s\p{L}-]*$/u.test(text.slice(token.end, t.start)),
      );
    const before = /=\s*$/.test(text.slice(0, token.start)) ? tokens[i - 1] : undefined;
    const noun = after ?? (before?.role === "content" ? before : undefined);
    if (!noun || !/\p{Ll}s$/u.test(noun.text) || squeeze(noun.text) === squeeze(owner.text)) return;
    out.push({ entity: squeeze(owner.text), attribute: noun.lemma.toLowerCase().replace(/s$/, ""), figure: token });
  });
  return out;
}

/** A figure of `x` for a named thing and attribute that `y` gives a different figure for, and never `x`'s. */
export function quantityClash(x: ClaimText, y: ClaimText): { a: string; b: string; entity: string } | null {
  const qx = quantities(x);
  const qy = quantities(y);
  for (const a of qx) {
    const same = qy.filter((b) => b.entity === a.entity && b.attribute === a.attribute);
    if (same.length === 0 || same.some((b) => sameFigure(a.figure.figure!, b.figure.figure!))) continue;
    return { a: a.figure.text, b: same[0]!.figure.text, entity: a.entity };
  }
  return null;
}

const DENIAL =
  /\b(?:no need for|not need(?:ed)?|not require(?:d)?|no longer use[sd]?|not use[sd]?|never use[sd]?|without|dispens\w* with|no)\s+(?:any |a |an |the )?([\p{L}][\p{L}\p{N}-]*(?: [\p{L}][\p{L}\p{N}-]*){0,5})/giu;
const DENIED_BEFORE =
  /\b([\p{L}][\p{L}\p{N}-]*(?: [\p{L}][\p{L}\p{N}-]*){0,3}) (?:is|are|was|were) (?:not|never) (?:necessary|needed|required|used)\b/giu;
const ASSERTION =
  /\b(?:use[sd]?|using|employ(?:s|ed|ing)?|rel(?:y|ies|ied|ying) on|requires?|required|needs?|with|via|based on)\s+(?:a |an |the |its |their )?([\p{L}][\p{L}\p{N}-]*(?: [\p{L}][\p{L}\p{N}-]*){0,5})/giu;
const STOP =
  /^(?:or|and|nor|to|for|in|on|of|during|either|at|by|from|that|which|is|are|was|were|be|the|a|an|its|their|as|than|when|while|but)$/i;

const plain = (phrase: string) => phrase.toLowerCase().replace(/s\b/g, "");

interface UseObject {
  /** Compared form: lower case, plurals folded, a list's items sorted ("convolution + recurrence"). */
  key: string;
  /** As the claim writes it ("recurrence and convolutions"). */
  text: string;
}

/**
 * Noun phrases after a pattern's keyword, split at "or" / "and" and cut at the first function word. A phrase of
 * one common word says too little ("uses attention"), so only phrases of two words or more count, an acronym, or
 * a coordination of two or more items taken as one list ("recurrence and convolutions").
 */
function objects(text: string, pattern: RegExp): UseObject[] {
  const out: UseObject[] = [];
  for (const match of text.matchAll(pattern)) {
    const items: string[][] = [[]];
    for (const word of match[1]!.split(" ")) {
      if (/ly$/i.test(word)) continue; // "entirely", "only"
      if (STOP.test(word)) {
        if (/^(?:or|and|nor)$/i.test(word) && items.at(-1)!.length) {
          items.push([]);
          continue;
        }
        break;
      }
      items.at(-1)!.push(word);
    }
    const phrases = items.filter((i) => i.length).map((i) => i.join(" "));
    out.push(
      ...phrases.filter((p) => p.includes(" ") || /\p{Lu}{2,}/u.test(p)).map((p) => ({ key: plain(p), text: p })),
    );
    if (phrases.length >= 2) out.push({ key: phrases.map(plain).sort().join(" + "), text: phrases.join(" and ") });
  }
  return out;
}

/** "uses X" in one claim, "no need for X" / "without X" / "X are not necessary" in the other (same X, 2+ words). */
export function usageClash(x: ClaimText, y: ClaimText): { object: string } | null {
  for (const [u, n] of [
    [x, y],
    [y, x],
  ] as const) {
    const refused = usesOf(n).denied;
    const object = usesOf(u).used.find((o) =>
      refused.some((r) => r === o.key || r.endsWith(` ${o.key}`) || o.key.endsWith(` ${r}`)),
    );
    if (object && !usesOf(n).asserted.some((o) => o.key === object.key)) return { object: object.text };
  }
  return null;
}

/** What a claim says it uses (asserted, and of those the ones it does not also deny) and does without (denied). */
const usesOf = oncePerClaim((c: ClaimText) => {
  const denied = [...objects(c.text, DENIAL), ...objects(c.text, DENIED_BEFORE)].map((o) => o.key);
  // what a denial says is not a use: "dispensing with X", "without X"
  const asserted = objects(
    c.text.replace(DENIAL, (m) => " ".repeat(m.length)),
    ASSERTION,
  );
  return { denied, asserted, used: asserted.filter((o) => !denied.includes(o.key)) };
});
