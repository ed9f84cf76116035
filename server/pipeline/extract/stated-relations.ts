/**
 * Relationships a sentence states between two of its concepts, read from the words that join two neighbouring
 * mentions: a verb group ("uses", "is used for", "can be viewed as", "that minimizes"), a preposition ("spelling
 * correction for languages"), a relational phrase ("in the context of", "compared with"), a coordination ("A and B"),
 * a kind ("X such as A", "A is a kind of X", "A, a B"). The joining words become the relationship's label, read from
 * the first mention (its subject) to the second, as the sentence has them.
 *
 * Only neighbouring mentions are read, and only when nothing but such a joint stands between them: a pronoun, a
 * subordinate clause ("..., we propose"), a semicolon or another noun phrase means the sentence does not state the
 * two together, and nothing is asserted. A relation stated to one member of a list ("A uses B and C") holds for each
 * member.
 */
import type { Span } from "./types.ts";
import type { AnalysedText, Token } from "./nlp.ts";
import { thirdPersonOfVerb } from "./phrase-tokens.ts";
import { isVerb } from "./wordnet.ts";

export interface StatedRelation {
  /** The concept the label is said of (the sentence's first mention) and the other one. */
  subject: string;
  object: string;
  /** The joining words as a reader would quote them ("is used for", "in", "and", "is a kind of"). */
  label: string;
  kind: StatedKind;
  /** The sentence. */
  evidence: Span;
}

/** verb: a verb group; preposition/phrase: a relational preposition or phrase; list: coordination; kind: hyponymy. */
export type StatedKind = "verb" | "preposition" | "list" | "kind";

export interface PlacedMention {
  key: string;
  span: Span;
}

/** At most this many tokens stand between two mentions that a joint relates. */
const MAX_JOINT_TOKENS = 7;

// Not "that": after a verb it opens a clause ("believes that B ..."), which states nothing of B.
const determiners = new Set([
  "the",
  "a",
  "an",
  "this",
  "these",
  "those",
  "its",
  "their",
  "our",
  "his",
  "her",
  "each",
  "every",
  "all",
  "both",
  "some",
  "any",
  "such",
  "other",
  "various",
  "several",
  "many",
  "two",
  "three",
]);

const relativePronouns = new Set(["that", "which", "who", "whose", "whereby"]);

/** Nouns that make a preposition group relational rather than a new thing: "in the context of", "in terms of". */
const relationalNouns = new Set([
  "context",
  "terms",
  "term",
  "part",
  "respect",
  "combination",
  "basis",
  "means",
  "form",
  "presence",
  "absence",
  "case",
  "place",
  "addition",
  "contrast",
  "comparison",
  "favour",
  "favor",
  "spite",
  "front",
  "framework",
  "use",
  "help",
  "aid",
  "way",
  "kind",
  "type",
  "class",
  "family",
  "variant",
  "instance",
  "example",
  "subset",
  "member",
  "generalization",
  "generalisation",
  "extension",
  "component",
  "element",
  "application",
]);

/** Nouns of "A is a kind of B": the second mention is the first one's broader concept. */
const kindNouns = new Set([
  "kind",
  "kinds",
  "type",
  "types",
  "class",
  "classes",
  "family",
  "families",
  "form",
  "forms",
  "variant",
  "variants",
  "instance",
  "instances",
  "example",
  "examples",
  "subset",
  "subsets",
  "subclass",
  "subclasses",
  "special",
  "case",
  "cases",
  "member",
  "members",
  "branch",
  "branches",
  "subfield",
  "subfields",
  "sort",
  "sorts",
]);

const listWords = new Set(["and", "or", "and/or", ",", "as well as", "plus", "nor", "versus", "vs", "vs."]);
const exampleOpeners =
  /^(?:,\s*)?(?:such as|like|including|e\.g\.,?|for example,?|for instance,?|especially|particularly|in particular|namely|i\.e\.,?)$/i;

/** Prepositions of means: after a verb's object they say how the verb's subject acts. */
const INSTRUMENTAL = new Set(["by", "using", "via", "through", "by means of", "with the help of", "by using"]);

const negations = new Set(["not", "no", "never", "n't", "cannot", "neither", "nor", "without"]);

/** Relationships stated between neighbouring mentions of each sentence. `mentions` may overlap; the longest wins. */
export function statedRelations(
  analysed: AnalysedText,
  concepts: ReadonlyArray<{ key: string; mentions: Span[] }>,
): StatedRelation[] {
  const { tokens, sentences } = analysed;
  const placed = nonOverlapping(concepts.flatMap((c) => c.mentions.map((span) => ({ key: c.key, span }))));
  const out: StatedRelation[] = [];
  let m = 0;
  /** The previous sentence's subject, when it is a mention: what "It ..." or "This method ..." goes on about. */
  let previous = null as { mention: PlacedMention; sentence: Span } | null;
  for (const sentence of sentences) {
    while (m < placed.length && placed[m]!.span.start < sentence.start) m++;
    const inSentence: Array<PlacedMention & { first: number; last: number; referent?: Span }> = [];
    for (let k = m; k < placed.length && placed[k]!.span.end <= sentence.end; k++) {
      const range = tokenRange(tokens, placed[k]!.span, sentence.firstToken, sentence.lastToken);
      if (range) inSentence.push({ ...placed[k]!, ...range });
    }
    const clause = tokens
      .slice(sentence.firstToken, sentence.lastToken)
      .some((t) => t.pos === "VERB" || t.pos === "AUX");
    const before = previous;
    previous =
      inSentence[0] && opensSentence(tokens, inSentence[0].first, sentence.firstToken)
        ? { mention: inSentence[0], sentence: { start: sentence.start, end: sentence.end } }
        : null;
    const anaphor = before
      ? anaphoricSubject(tokens, sentence.firstToken, inSentence[0]?.first ?? sentence.lastToken)
      : 0;
    if (before && anaphor > 0) {
      const span = { start: tokens[sentence.firstToken]!.start, end: tokens[sentence.firstToken + anaphor - 1]!.end };
      inSentence.unshift({
        ...before.mention,
        span,
        first: sentence.firstToken,
        last: sentence.firstToken + anaphor,
        referent: before.sentence,
      });
      previous = { mention: before.mention, sentence: before.sentence };
    }
    if (inSentence.length < 2) continue;
    const evidence = { start: sentence.start, end: sentence.end };
    const joints = inSentence.slice(1).map((b, i) =>
      // "take B's place": B only qualifies the thing that follows it.
      isPossessive(tokens[b.last]) ? null : readJoint(withoutAsides(tokens.slice(inSentence[i]!.last, b.first))),
    );
    // A heading or a title line ("FOOD AND AGRICULTURE ORGANIZATION") names things; only a clause states.
    if (!clause && !joints.some((j) => j?.kind === "verb")) continue;
    const subjects = new Map<number, number>();
    const opener = tokens[sentence.firstToken];
    const fronted = !!opener && (opener.pos === "ADP" || opener.pos === "SCONJ");
    joints.forEach((joint, i) => {
      // "In MT, the approach ...", "Unlike A, B ...": the first comma closes a fronted phrase, it lists nothing.
      if (joint?.comma && fronted && !hasComma(tokens, sentence.firstToken, inSentence[i]!.last)) joints[i] = null;
      // "nodes representing A and edges representing B": two clauses side by side, not a list of A and edges.
      if (joint?.kind === "list" && joints[i - 1]?.kind === "verb" && joints[i + 1]?.kind === "verb") joints[i] = null;
      // "approaches to A collect B": the verb's subject is the phrase A qualifies, not A; when that phrase is a
      // mention ("the accuracy of A improves B"), it is the subject.
      if (joint?.opensWith === "verb" && afterPreposition(tokens, inSentence[i]!.first, sentence.firstToken)) {
        if (joints[i - 1]?.kind === "preposition") subjects.set(i, i - 1);
        else joints[i] = null;
      }
    });
    // Lists: runs of mentions joined by coordination. A joint stated to one member holds for each member.
    const groupOf: number[] = [];
    let group = 0;
    inSentence.forEach((_, i) => {
      if (i > 0 && joints[i - 1]?.kind !== "list") group++;
      groupOf.push(group);
    });
    const members = (g: number) => inSentence.filter((_, i) => groupOf[i] === g);
    const add = (a: (typeof inSentence)[number], b: (typeof inSentence)[number], joint: Joint) => {
      if (a.key === b.key) return;
      // "It computes B" is evidence only with the sentence that says what "it" is.
      const referent = a.referent ?? b.referent;
      const shown = referent ? { start: referent.start, end: sentence.end } : evidence;
      out.push({ subject: a.key, object: b.key, label: joint.label, kind: joint.kind, evidence: shown });
    };
    joints.forEach((joint, i) => {
      if (!joint) return;
      const a = inSentence[i]!;
      const b = inSentence[i + 1]!;
      // "A trains B by C": the means belongs to the verb, and so to its subject, not to B.
      const verb = joints[i - 1];
      if (i > 0 && verb?.kind === "verb" && INSTRUMENTAL.has(joint.label)) {
        return add(inSentence[i - 1]!, b, { kind: "verb", label: `${verb.label} … ${joint.label}` });
      }
      if (joint.kind === "list") return add(a, b, joint);
      // "X, unlike B": the contrast is said of the sentence's subject.
      if (joint.contrast) {
        const opener = inSentence[0]!;
        return opener.referent || opensSentence(tokens, opener.first, sentence.firstToken)
          ? add(opener, b, joint)
          : undefined;
      }
      // "A is a B inspired by C": what qualifies B, the kind A is, is said of A too.
      const kind = joints[i - 1];
      if (i > 0 && kind?.kind === "kind" && !kind.reversed && joint.kind === "verb" && !joint.opensWith)
        add(inSentence[i - 1]!, b, joint);
      const subject = subjects.get(i);
      if (subject !== undefined) return add(inSentence[subject]!, b, joint);
      // "A and B are used for C and D": every member of the left list with every member of the right one; the left
      // list only when an auxiliary agrees with it ("are used"), since "A and B representing C" relates B alone.
      const left = joint.kind !== "verb" || joint.opensWith === "auxiliary" ? members(groupOf[i]!) : [a];
      const right = members(groupOf[i + 1]!);
      for (const x of joint.kind === "kind" && joint.reversed ? right : left)
        for (const y of joint.kind === "kind" && joint.reversed ? left : right) add(x, y, joint);
    });
  }
  return dedupe(out);
}

interface Joint {
  kind: StatedKind;
  label: string;
  /** A list joined by a comma alone ("A, B"). */
  comma?: boolean;
  /** "unlike", "in contrast to": said of the sentence's subject, not of the mention before it. */
  contrast?: boolean;
  /** A verb joint that opens with the verb itself (no relative pronoun, no "to"), or with an auxiliary. */
  opensWith?: "verb" | "auxiliary";
  /** "X such as A": the second mention is the narrower one. */
  reversed?: boolean;
}

/** What the tokens between two mentions say about them, or null when they do not join the two. */
export function readJoint(between: Token[]): Joint | null {
  if (between.length === 0 || between.length > MAX_JOINT_TOKENS) return null;
  const words = between.map((t) => t.lower);
  if (words.some((w) => negations.has(w))) return null;
  if (between.some((t) => t.pos === "PRON" && !relativePronouns.has(t.lower))) return null;
  if (words.some((w) => w === ";" || w === ":" || w === "(" || w === ")" || w === "[" || w === "]" || w === "?"))
    return null;

  // Lists: "A and B", "A, B", "A, and the B", "A as well as B".
  const bare = stripEnd(between);
  const contrast = /^(?:, )?(unlike|in contrast to|in contrast with|as opposed to|contrary to)$/.exec(
    stripEnd(between)
      .map((t) => t.lower)
      .join(" "),
  );
  if (contrast) return { kind: "preposition", label: contrast[1]!, contrast: true };
  // "..., each B": a quantifier opens a clause of its own.
  const quantified = between.some((t) => t.lower === "each" || t.lower === "every");
  if (
    !quantified &&
    bare.length > 0 &&
    bare.length <= 3 &&
    listWords.has(
      bare
        .map((t) => t.lower)
        .join(" ")
        .replace(/^, /, ""),
    )
  ) {
    return { kind: "list", label: bare.some((t) => t.lower === "or") ? "or" : "and" };
  }
  if (!quantified && bare.length === 1 && bare[0]!.lower === ",") return { kind: "list", label: "and", comma: true };
  if (!quantified && bare.length === 2 && bare[0]!.lower === "," && ["and", "or"].includes(bare[1]!.lower))
    return { kind: "list", label: bare[1]!.lower };
  // Examples of a kind: "X such as A", "X, including A", "X like A".
  if (
    exampleOpeners.test(
      bare
        .map((t) => t.text)
        .join(" ")
        .replace(/ ,/g, ","),
    )
  )
    return { kind: "kind", label: "is a kind of", reversed: true };
  // Apposition with an article: "A, a B" says what A is.
  if (between.length === 2 && between[0]!.lower === "," && ["a", "an"].includes(between[1]!.lower))
    return { kind: "kind", label: "is a kind of" };
  // "A is a (special) kind of B", "A is an example of B".
  const kind =
    /^(?:,\s*)?(?:which\s+|that\s+)?(?:is|are|was|were|be|being|becomes?)\s+(?:(?:a|an|one|the)\s+)?(?:(?:special|particular|common|simple)\s+)?(\w+)\s+of\s*(?:(?:the|a|an)\s+)?$/i.exec(
      words.join(" "),
    );
  if (kind && kindNouns.has(kind[1]!)) return { kind: "kind", label: "is a kind of" };
  // "A is a B": the copula with an article and nothing else names B as what A is.
  if (/^(?:is|are|was|were)\s+(?:a|an)$/.test(words.join(" "))) return { kind: "kind", label: "is a kind of" };

  // "the movie, insisting B": a clause after a comma speaks of the sentence's subject, unless "which" ties it to A.
  // A past participle after the comma qualifies A ("A, developed for B", "A, also called B").
  const afterComma = between.slice(1).find((t) => t.pos !== "ADV");
  const participle = afterComma?.pos === "VERB" && /(?:ed|en|wn|lt)$/.test(afterComma.lower);
  if (between[0]!.lower === "," && !relativePronouns.has(between[1]?.lower ?? "") && !participle) return null;
  // "Snyder's upcoming reboot of B": the possessive makes the next noun the thing related.
  if (between.some(isPossessive)) return null;
  const core = stripRelative(stripEnd(between));
  if (core.length === 0) return null;
  // "A and propose B", "A employs smoothing and B": a verb of a clause joined to A's, or a list left open.
  if (core[0]!.pos === "CCONJ" || core[core.length - 1]!.pos === "CCONJ") return null;
  // wink tags some verbs right after their subject as nouns ("backpropagation trains neural networks").
  const verbAsNoun = (t: Token, i: number) =>
    i === 0 &&
    core[0] === between[0] &&
    t.pos === "NOUN" &&
    t.text === t.lower &&
    (thirdPersonOfVerb(t.lower) || isVerb(t.lower));
  const tags = core.map((t, i) => (verbAsNoun(t, i) ? "VERB" : t.pos));
  // No new thing between them: a noun that is not part of a relational phrase means the sentence speaks of a third.
  if (core.some((t, i) => ["NOUN", "PROPN", "NUM"].includes(tags[i]!) && !relationalNouns.has(t.lower))) return null;
  if (core.some((t) => t.pos === "SCONJ" && !["as", "than", "like"].includes(t.lower))) return null;
  if (core.some((t) => t.type === "punctuation" && t.text !== "-")) return null;
  const label = labelOf(core);
  if (!label) return null;
  if (core.slice(1).some((t) => relativePronouns.has(t.lower))) return null; // "in which B ...": B starts a clause
  if (tags.some((tag) => tag === "VERB" || (tag === "AUX" && core.length > 1))) {
    const direct = core[0] === between[0];
    // A participle after a noun qualifies it ("a method for A based on B"); only a finite verb has a subject.
    const finite = tags[0] === "VERB" && !/(?:ed|ing|en)$/.test(core[0]!.lower);
    const opensWith = !direct ? undefined : tags[0] === "AUX" ? "auxiliary" : finite ? "verb" : undefined;
    return { kind: "verb", label, ...(opensWith ? { opensWith } : {}) };
  }
  // A preposition, or a relational phrase around one noun ("in the context of", "with respect to"); two
  // prepositions in a row ("in On the Origin") join nothing.
  const prepositions = core.filter((t) => t.pos === "ADP" || t.pos === "SCONJ" || t.lower === "to").length;
  const relational = core.some((t) => relationalNouns.has(t.lower));
  if (core[0]!.pos !== "ADP" && core[0]!.pos !== "SCONJ" && core[0]!.lower !== "to") return null;
  if (prepositions === 1 && !relational) return { kind: "preposition", label };
  if (prepositions === 2 && relational) return { kind: "preposition", label };
  return null;
}

const clauseOpeners = new Set([
  "although",
  "though",
  "because",
  "while",
  "whereas",
  "if",
  "since",
  "once",
  "unless",
  "when",
]);

/** Nouns that name a method or a thing already spoken of when "this" or "the" stands before them. */
const anaphoricNouns = new Set([
  "method",
  "approach",
  "model",
  "system",
  "algorithm",
  "technique",
  "framework",
  "process",
  "procedure",
  "tool",
  "scheme",
  "architecture",
  "theory",
  "mechanism",
  "concept",
  "idea",
  "principle",
  "strategy",
]);

/**
 * How many tokens at the start of a sentence stand for the previous sentence's subject ("It", "They", "This method",
 * "The new approach"), followed by the verb that says something of it; 0 when the sentence opens otherwise.
 */
function anaphoricSubject(tokens: Token[], from: number, firstMention: number): number {
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
function opensSentence(tokens: Token[], first: number, sentenceStart: number): boolean {
  for (let k = first - 1; k >= sentenceStart; k--) {
    const t = tokens[k]!;
    if (!(t.pos === "DET" || t.pos === "ADJ" || determiners.has(t.lower))) return false;
  }
  return true;
}

function hasComma(tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (tokens[k]!.text === ",") return true;
  return false;
}

/** A short aside in brackets ("(NCA)", "(Smith, 1993)") is read past, as a reader does. */
function withoutAsides(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.text === "(") {
      const close = tokens.findIndex((t, k) => k > i && t.text === ")");
      // A citation ("(Biber, 1993; Nagao, 1993)") may be long; any other aside is a few words.
      const cited = close > i && tokens.slice(i, close).some((t) => /^(?:1[89]|20)\d\d[a-z]?$/.test(t.text));
      if (close > i && (close - i <= 6 || (cited && close - i <= 30))) {
        i = close;
        continue;
      }
    }
    out.push(tokens[i]!);
  }
  return out;
}

/** A preposition stands before the mention that starts at token `first` (its determiners and modifiers skipped). */
function afterPreposition(tokens: Token[], first: number, sentenceStart: number): boolean {
  for (let k = first - 1; k >= sentenceStart; k--) {
    const t = tokens[k]!;
    if (t.pos === "DET" || t.pos === "ADJ" || t.pos === "NUM" || determiners.has(t.lower)) continue;
    return t.pos === "ADP" && !clauseOpeners.has(t.lower);
  }
  return false;
}

function isPossessive(token: Token | undefined): boolean {
  return !!token && /^['’]s?$/.test(token.text);
}

/** Determiners, numbers and adjectives before the second mention belong to it ("uses a new B"). */
function stripEnd(tokens: Token[]): Token[] {
  let end = tokens.length;
  while (end > 0) {
    const t = tokens[end - 1]!;
    const before = tokens[end - 2];
    // "in developed countries", "of the learned model": a participle before the mention modifies it.
    const modifier =
      t.pos === "ADJ" ||
      (t.pos === "VERB" && /(?:ed|ing)$/.test(t.lower) && !!before && ["ADP", "DET"].includes(before.pos));
    if (determiners.has(t.lower) || t.pos === "DET" || (modifier && end > 1 && before!.pos !== "AUX")) end--;
    else break;
  }
  return tokens.slice(0, end);
}

/** ", which", "that": a relative clause says its verb of the mention before it. */
function stripRelative(tokens: Token[]): Token[] {
  let start = 0;
  while (start < tokens.length && (tokens[start]!.lower === "," || relativePronouns.has(tokens[start]!.lower))) start++;
  return tokens.slice(start);
}

/** The joint as a label: its words without adverbs and determiners ("also uses the" → "uses"). */
function labelOf(core: Token[]): string | null {
  const kept = core
    .filter((t) => t.pos !== "ADV" || t.lower === "not")
    .filter((t) => !determiners.has(t.lower) || t.lower === "such");
  if (kept.length === 0 || kept.length > 5) return null;
  return kept
    .map((t) => t.lower)
    .join(" ")
    .replace(/ - /g, "-");
}

/** Mentions in text order, a mention inside a longer one dropped (the longer phrase is what the sentence names). */
function nonOverlapping(mentions: PlacedMention[]): PlacedMention[] {
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

function dedupe(relations: StatedRelation[]): StatedRelation[] {
  const seen = new Set<string>();
  return relations.filter((r) => {
    const id = `${r.subject}\u0000${r.object}\u0000${r.label}\u0000${r.evidence.start}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
