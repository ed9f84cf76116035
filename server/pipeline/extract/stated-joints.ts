// How the words between two mentions of a sentence join them (./stated-relations.ts): a verb group, a preposition
// or relational phrase, a list, a kind; or nothing a reader would quote, when a clause, a pronoun, a negation or a
// third thing stands between them.
import type { Token } from "./nlp.ts";
import { thirdPersonOfVerb } from "./phrase-tokens.ts";
import { isVerb } from "./wordnet.ts";
import type { StatedKind } from "./stated-relations.ts";
import {
  determiners,
  exampleOpeners,
  isParticiple,
  isPossessive,
  kindNouns,
  listWords,
  negations,
  relationalNouns,
  relativePronouns,
  subordinators,
  verbNegations,
} from "./stated-words.ts";

/** At most this many tokens stand between two mentions that a joint relates. */
const MAX_JOINT_TOKENS = 7;

export interface Joint {
  kind: StatedKind;
  label: string;
  /** Joined by a comma alone: a list ("A, B") or an apposition ("A, a B"). */
  comma?: boolean;
  /** "unlike", "in contrast to": said of the sentence's subject, not of the mention before it. */
  contrast?: boolean;
  /** "Unlike A, B ...": the comma after a fronted contrast sets B against A. */
  frontedContrast?: boolean;
  /** A verb joint that opens with the verb itself (no relative pronoun, no "to"), or with an auxiliary. */
  opensWith?: "verb" | "auxiliary";
  /** "X such as A": the second mention is the narrower one. */
  reversed?: boolean;
  /** "and localizes": a verb coordinated with the one before, whose subject it shares. */
  coordinated?: boolean;
  /** "X (A, B, C)": examples in brackets, which hold only as a list. */
  bracketed?: boolean;
}

/**
 * "unlike", "in contrast to", "contrary to", "as opposed to" at the start of `words` (the whole of them when
 * `whole`, after an optional comma), as the label of a contrast; null otherwise.
 */
export function contrastPhrase(words: string, whole = false): string | null {
  const found = /^(?:, )?(unlike|in contrast (?:to|with)|as opposed to|contrary to|instead of|rather than)(?: |$)/.exec(
    words,
  );
  if (!found || (whole && found[0].trimEnd().length !== words.length)) return null;
  return found[1]!;
}

/**
 * What the tokens between two mentions say about them, or null when they do not join the two. A negated verb
 * joins them with the negation in its label ("does not improve", "is not optimal for"); a negation of anything
 * else asserts nothing.
 */
export function readJoint(between: Token[]): Joint | null {
  const negated = between.some((t) => verbNegations.has(t.lower));
  const joint = readJointWords(between);
  return negated && joint?.kind !== "verb" ? null : joint;
}

function readJointWords(between: Token[]): Joint | null {
  // A phrase qualifying the first mention may stand before the joint proper (see subjectModifier).
  if (between.length === 0 || between.length > MAX_JOINT_TOKENS + 4) return null;
  const words = between.map((t) => t.lower);
  if (words.some((w) => negations.has(w))) return null;
  // "the time complexity of our parser": a possessive determiner belongs to the mention it precedes.
  const pronoun = (t: Token, i: number) =>
    t.pos === "PRON" && !relativePronouns.has(t.lower) && !(determiners.has(t.lower) && i === between.length - 1);
  if (between.some(pronoun)) return null;
  // "among those induced to B": a demonstrative with no noun after it stands for one.
  const standsAlone = (t: Token, i: number) =>
    /^(?:these|those)$/.test(t.lower) && ["VERB", "AUX", "ADP"].includes(between[i + 1]?.pos ?? "");
  if (between.some(standsAlone)) return null;
  // "evaluation methods (BLEU, NIST and WER)": a bracket that opens on a list names examples of the kind before it
  // (./stated-relations.ts keeps it only when a list follows; one name in brackets is an abbreviation or an aside).
  if (
    words[0] === "(" &&
    (words.length === 1 ||
      exampleOpeners.test(
        between
          .slice(1)
          .map((t) => t.text)
          .join(" "),
      ))
  )
    return { kind: "kind", label: "is a kind of", reversed: true, bracketed: true };
  if (words.some((w) => w === ";" || w === ":" || w === "(" || w === ")" || w === "[" || w === "]" || w === "?"))
    return null;

  const bare = stripEnd(between);
  // "X, unlike B" and "It evolves solutions by mutation and crossover, unlike B" set the sentence's subject against
  // B, whatever stands before the comma; "using A as opposed to B" sets A against B.
  const lastComma = Math.max(0, bare.map((t) => t.lower).lastIndexOf(","));
  const contrast = contrastPhrase(
    bare
      .slice(lastComma)
      .map((t) => t.lower)
      .join(" "),
    true,
  );
  if (contrast) return { kind: "preposition", label: contrast, contrast: bare[0]!.lower === "," || lastComma > 0 };
  // Lists: "A and B", "A, B", "A, and the B", "A as well as B".
  // Apposition with an article: "A, a B" says what A is.
  if (between.length === 2 && between[0]!.lower === "," && ["a", "an"].includes(between[1]!.lower))
    return { kind: "kind", label: "is a kind of", comma: true };
  // "Dictionary construction, one of the most difficult tasks": the apposition names what A is one of.
  if (/^, one of (?:the |many |several )?(?:most )?$/.test(words.join(" ") + " "))
    return { kind: "kind", label: "is a kind of", comma: true };
  // "..., each B": a quantifier opens a clause of its own.
  const quantified = between.some((t) => t.lower === "each" || t.lower === "every");
  const listed = bare.map((t) => t.lower).join(" ");
  if (!quantified && bare.length > 0 && bare.length <= 3 && listWords.has(listed.replace(/^, /, ""))) {
    return { kind: "list", label: bare.some((t) => t.lower === "or") ? "or" : "and", comma: listed === "," };
  }
  // "A, transcription, and B": a list goes on past a member that names no concept.
  if (!quantified && listed.startsWith(", ") && /(?:^|\s)(?:,|and|or|, and|, or)$/.test(listed)) {
    const inner = bare.slice(1, bare[bare.length - 2]?.lower === "," ? -2 : -1);
    const plain = (t: Token) =>
      (t.pos === "NOUN" || t.pos === "ADJ") && t.text === t.lower && /^\p{L}[\p{L}-]*$/u.test(t.text);
    if (inner.length >= 1 && inner.length <= 2 && inner.every(plain) && bare[bare.length - 1]!.lower !== ",")
      return { kind: "list", label: bare.some((t) => t.lower === "or") ? "or" : "and" };
  }
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
  // "sources, such as the Web or B": the examples go on past one that names no concept.
  if (examplesPastOthers(bare)) return { kind: "kind", label: "is a kind of", reversed: true };
  // "A is a (special) kind of B", "A is an example of B".
  const kind =
    /^(?:,\s*)?(?:which\s+|that\s+)?(?:is|are|was|were|be|being|becomes?)\s+(?:one of\s+)?(?:(?:a|an|one|the)\s+)?(?:(?:special|particular|common|simple|typical|main|major|new|different)\s+)?(\w+)\s+of\s*(?:(?:the|a|an)\s+)?$/i.exec(
      words.join(" "),
    );
  if (kind && kindNouns.has(kind[1]!)) return { kind: "kind", label: "is a kind of" };
  // "A is a B": the copula with an article and nothing else names B as what A is.
  if (/^(?:is|are|was|were)\s+(?:a|an)$/.test(words.join(" "))) return { kind: "kind", label: "is a kind of" };
  // "A is B" without an article: what A is, though not as a kind ("the local algorithm is tensor voting").
  if (/^(?:is|are)$/.test(words.join(" "))) return { kind: "verb", label: "is", opensWith: "auxiliary" };

  // "ONTOSCORE, a system for scoring B": an apposition says what A is, and its preposition what for.
  const apposition = appositionJoint(bare);
  if (apposition) return apposition;
  // "the movie, insisting B": a clause after a comma speaks of the sentence's subject, unless "which" ties it to A.
  // A past participle after the comma qualifies A ("A, developed for B", "A, also called B").
  // "not the level of A, that can strengthen B": a restrictive "that" never follows a comma; this one ends a cleft.
  if (between[0]!.lower === "," && between[1]?.lower === "that") return null;
  const afterComma = between.slice(1).find((t) => t.pos !== "ADV");
  const participle = afterComma?.pos === "VERB" && isParticiple(afterComma.lower, "past");
  if (between[0]!.lower === "," && !relativePronouns.has(between[1]?.lower ?? "") && !participle) return null;
  // "Snyder's upcoming reboot of B": the possessive makes the next noun the thing related.
  if (between.some(isPossessive)) return null;
  const core = stripRelative(bare);
  if (core.length === 0) return null;
  // "to which A pertain is weighted toward B": a finite verb, then another's auxiliary; A's clause ends between them.
  const finite = core.findIndex((t) => t.pos === "VERB" && !/(?:ing|ed)$/.test(t.lower));
  if (finite >= 0 && core.some((t, i) => i > finite && t.pos === "AUX" && core[i - 1]!.lower !== "to")) return null;
  // "informed voters that after the election": "that" before anything but a verb opens a clause, relates nothing.
  const relative = between.findIndex((t) => relativePronouns.has(t.lower));
  const afterRelative = between.slice(relative + 1).find((t) => t.pos !== "ADV");
  if (relative >= 0 && afterRelative && !["VERB", "AUX", "NOUN"].includes(afterRelative.pos)) return null;
  // "labor markets by sending fictitious resumes to B": B belongs to the means, not to A.
  if (core[0]!.pos === "ADP" && core[1]?.pos === "VERB" && core[1].lower.endsWith("ing") && core.length > 2)
    return null;
  // "the specification in (4) produces": a preposition whose object was an aside joins nothing.
  if (
    core.some(
      (t, i) =>
        t.pos === "ADP" && ["VERB", "AUX"].includes(core[i + 1]?.pos ?? "") && !core[i + 1]!.lower.endsWith("ing"),
    )
  )
    return null;
  // "S identifies A and localizes B": a second verb of S's (./stated-relations.ts relates it to S, when S is a mention).
  if (core[0]!.pos === "CCONJ" && core.length > 1 && core[0] === between[0]) {
    const joint = readJoint(between.slice(1));
    return joint?.kind === "verb" && joint.opensWith === "verb" ? { ...joint, coordinated: true } : null;
  }
  // "A employs smoothing and B": a list left open.
  if (core[0]!.pos === "CCONJ" || core[core.length - 1]!.pos === "CCONJ") return null;
  // wink tags some verbs right after their subject as nouns ("backpropagation trains neural networks").
  const verbAsNoun = (t: Token, i: number) =>
    i === 0 &&
    (core[0] === between[0] || relativePronouns.has(between[between.indexOf(core[0]!) - 1]?.lower ?? "")) &&
    t.pos === "NOUN" &&
    t.text === t.lower &&
    (thirdPersonOfVerb(t.lower) || isVerb(t.lower));
  const tags = core.map((t, i) => (verbAsNoun(t, i) ? "VERB" : t.pos));
  const modifier = subjectModifier(core);
  if (modifier > 0 && core[0] === between[0]) {
    const joint = readJoint(between.slice(modifier));
    return joint?.kind === "verb" && joint.opensWith ? joint : null;
  }
  if (between.length > MAX_JOINT_TOKENS) {
    // "are a powerful and widely used tool to interpret B": read without what only describes the tool.
    const reduced = withoutDescription(between);
    return reduced.length < between.length && reduced.length <= MAX_JOINT_TOKENS ? readJoint(reduced) : null;
  }
  // No new thing between them: a noun that is not part of a relational phrase means the sentence speaks of a third.
  const nounAt = (t: Token, i: number) => ["NOUN", "PROPN", "NUM"].includes(tags[i]!) && !relationalNouns.has(t.lower);
  if (core.some(nounAt) && !verbObject(core, tags)) return null;
  // A subordinator opens a clause of its own; "for", "as", "than" before a gerund or a noun are prepositions.
  if (core.some((t) => (t.pos === "SCONJ" || t.pos === "ADV") && subordinators.has(t.lower))) return null;
  if (core.some((t) => t.type === "punctuation" && t.text !== "-")) return null;
  // "is building * B": markup or a symbol is no word of a relationship.
  if (core.some((t) => !/^[\p{L}\p{N}'’-]+$/u.test(t.text))) return null;
  const label = labelOf(core);
  if (!label) return null;
  if (core.slice(1).some((t) => relativePronouns.has(t.lower))) return null; // "in which B ...": B starts a clause
  // "A has leads B": two finite verbs in a row belong to two clauses.
  const finiteVerb = (i: number) => tags[i] === "VERB" && !isParticiple(core[i]!.lower);
  if (
    core.some(
      (_, i) =>
        i > 0 &&
        finiteVerb(i) &&
        (tags[i - 1] === "VERB" || core[i - 1]!.pos === "AUX") &&
        core[i - 1]!.lower !== "to" &&
        !/^(?:do|does|did|can|could|may|might|must|shall|should|will|would)$/.test(core[i - 1]!.lower),
    )
  )
    return null;
  if (tags.some((tag) => tag === "VERB" || (tag === "AUX" && core.length > 1))) {
    const direct = core[0] === between[0];
    // A participle after a noun qualifies it ("a method for A based on B"); only a finite verb has a subject.
    const finite = tags[0] === "VERB" && !isParticiple(core[0]!.lower);
    const opensWith = !direct ? undefined : tags[0] === "AUX" ? "auxiliary" : finite ? "verb" : undefined;
    return { kind: "verb", label, ...(opensWith ? { opensWith } : {}) };
  }
  // A preposition, or a relational phrase around one noun ("in the context of", "with respect to"); two
  // prepositions in a row ("in On the Origin") join nothing.
  const prepositions = core.filter((t) => t.pos === "ADP" || t.pos === "SCONJ" || t.lower === "to").length;
  const relational = core.some((t) => relationalNouns.has(t.lower));
  // An adjective and its preposition: "distributions compatible with B", "A is robust to B".
  const adjective = core.filter((t) => t.pos === "ADJ");
  const last = core[core.length - 1]!;
  if (adjective.length === 1 && prepositions === 1 && (last.pos === "ADP" || last.lower === "to")) {
    const copula = core[0]!.pos === "AUX";
    if (core.every((t) => t === last || t.pos === "ADJ" || t.pos === "AUX" || t.pos === "ADV"))
      return copula ? { kind: "verb", label, opensWith: "auxiliary" } : { kind: "preposition", label };
  }
  if (core[0]!.pos !== "ADP" && core[0]!.pos !== "SCONJ" && core[0]!.lower !== "to") return null;
  if (prepositions === 1 && !relational) return { kind: "preposition", label };
  if (prepositions === 2 && relational) return { kind: "preposition", label };
  return null;
}

/**
 * The tokens without what describes a noun among them: the adjectives, adverbs, participles and conjunctions
 * between its determiner or preposition and it ("a powerful and widely used tool" → "a tool"), and adverbs that
 * modify no adjective. A predicate ("were higher for") is kept.
 */
function withoutDescription(tokens: Token[]): Token[] {
  const describing = (t: Token) =>
    t.pos === "ADJ" || t.pos === "ADV" || t.pos === "CCONJ" || (t.pos === "VERB" && isParticiple(t.lower, "past"));
  const dropped = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "is currently one of": an adverb that modifies no adjective after it says nothing of the relation.
    if (t.pos === "ADV" && tokens[i + 1]?.pos !== "ADJ" && tokens[i + 1]?.pos !== "ADV") {
      dropped.add(i);
      continue;
    }
    const opener = tokens[i - 1]?.pos;
    if (!describing(t) || t.pos === "CCONJ" || (opener !== "DET" && opener !== "ADP")) continue;
    let k = i;
    while (k < tokens.length && describing(tokens[k]!)) k++;
    if (tokens[k]?.pos !== "NOUN") continue;
    for (let d = i; d < k; d++) dropped.add(d);
    i = k;
  }
  return tokens.filter((_, i) => !dropped.has(i));
}

/** ", a (new) system for", ", an approach to": A is such a thing, for B. Null for any other joint. */
function appositionJoint(tokens: Token[]): Joint | null {
  if (tokens[0]?.lower !== "," || !["a", "an"].includes(tokens[1]?.lower ?? "")) return null;
  let k = 2;
  while (tokens[k]?.pos === "ADJ" || tokens[k]?.pos === "ADV") k++;
  const nouns = k;
  while (tokens[k]?.pos === "NOUN" && tokens[k]!.text === tokens[k]!.lower) k++;
  const preposition = tokens[k];
  if (k === nouns || k - nouns > 2 || k !== tokens.length - 1) return null;
  if (preposition?.pos !== "ADP" && preposition?.pos !== "SCONJ") return null;
  if (subordinators.has(preposition.lower) || preposition.lower === "of") return null;
  const noun = tokens
    .slice(nouns, k)
    .map((t) => t.lower)
    .join(" ");
  return { kind: "verb", label: `is ${tokens[1]!.lower} ${noun} ${preposition.lower}` };
}

/**
 * How many tokens open `core` as a phrase qualifying the first mention before its verb ("A with different poses are
 * used to train B"): a preposition, determiners and adjectives, one or two common nouns, then a verb group; 0 when
 * the joint does not open so.
 */
function subjectModifier(core: Token[]): number {
  if (core[0]?.pos !== "ADP" || subordinators.has(core[0].lower)) return 0;
  let k = 1;
  while (core[k] && (core[k]!.pos === "DET" || core[k]!.pos === "ADJ" || determiners.has(core[k]!.lower))) k++;
  const nouns = k;
  while (core[k] && core[k]!.pos === "NOUN" && core[k]!.text === core[k]!.lower && /^\p{L}+$/u.test(core[k]!.text)) k++;
  if (k === nouns || k - nouns > 2) return 0;
  const verb = core[k];
  return verb && (verb.pos === "AUX" || (verb.pos === "VERB" && !isParticiple(verb.lower))) ? k : 0;
}

/**
 * "produce useful features for B", "has positive effects on B": a verb, its object (a common noun or two, not a
 * concept), one preposition to the second mention.
 */
function verbObject(core: Token[], tags: string[]): boolean {
  // "is a natural criterion for B", "are the key techniques in B": the copula's complement, when it is no concept.
  const v = tags.findIndex(
    (tag, i) => tag === "VERB" || (tag === "AUX" && /^(?:is|are|was|were)$/.test(core[i]!.lower)),
  );
  // The verb opens the joint: in "by sending resumes to B" it is a means, not a verb said of A.
  if (v < 0 || core.slice(0, v).some((t) => t.pos !== "AUX" && t.pos !== "PART" && t.pos !== "ADV")) return false;
  let rest = core.slice(v + 1);
  // "is a widely used tool to interpret B": the purpose ends the joint as a preposition would.
  // "are common tools for representing B": likewise the gerund after a preposition.
  const end = rest[rest.length - 1];
  const before = rest[rest.length - 2];
  const purpose =
    !!end &&
    end.pos === "VERB" &&
    !!before &&
    (before.lower === "to" || (before.pos === "ADP" && end.lower.endsWith("ing")));
  if (purpose) rest = rest.slice(0, -1);
  const last = rest[rest.length - 1];
  if (!last || (last.pos !== "ADP" && last.lower !== "to") || subordinators.has(last.lower)) return false;
  const object = rest
    .slice(0, -1)
    .filter(
      (t, i) => !determiners.has(t.lower) && t.pos !== "DET" && t.pos !== "ADJ" && !(i === 0 && t.lower === "one"),
    )
    .filter((t) => t.lower !== "of" || rest[0]?.lower !== "one");
  if (object.length < 1 || object.length > 2) return false;
  if (!object.every((t) => t.pos === "NOUN" && t.text === t.lower && /^\p{L}+$/u.test(t.text))) return false;
  // "builds a table of B": "of" makes B part of a third thing, the verb's object, unless the verb is a copula ("is
  // the task of B") or the object only names a kind ("represents types of B").
  const head = object[object.length - 1]!.lower;
  return last.lower !== "of" || tags[v] === "AUX" || kindNouns.has(head) || relationalNouns.has(head);
}

/** Determiners, numbers and adjectives before the second mention belong to it ("uses a new B"). */
/** An example opener, then a few words naming other examples and the "or", "and" or comma before the mention. */
function examplesPastOthers(bare: Token[]): boolean {
  const last = bare[bare.length - 1];
  if (!last || !["or", "and", ","].includes(last.lower)) return false;
  for (let n = 1; n <= 4 && n < bare.length - 1; n++) {
    const opener = bare
      .slice(0, n)
      .map((t) => t.text)
      .join(" ")
      .replace(/ ,/g, ",");
    if (!exampleOpeners.test(opener)) continue;
    const others = bare.slice(n, -1);
    const plain = (t: Token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(t.pos) || t.text === ",";
    return others.length <= 4 && others.some((t) => t.pos === "NOUN" || t.pos === "PROPN") && others.every(plain);
  }
  return false;
}

function stripEnd(tokens: Token[]): Token[] {
  let end = tokens.length;
  while (end > 0) {
    const t = tokens[end - 1]!;
    const before = tokens[end - 2];
    // "in developed countries", "of the learned model": a participle before the mention modifies it.
    const modifier =
      t.pos === "ADJ" || (t.pos === "VERB" && isParticiple(t.lower) && !!before && ["ADP", "DET"].includes(before.pos));
    // "channels through which B may ...": a relative word is no determiner; B opens a clause of its own.
    if (relativePronouns.has(t.lower)) break;
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
  // A comparative before "than" is the comparison itself ("is faster than"); other adverbs only shade the verb.
  const kept = core
    .filter((t, i) => t.pos !== "ADV" || verbNegations.has(t.lower) || core[i + 1]?.lower === "than")
    .filter((t) => !determiners.has(t.lower) || t.lower === "such");
  if (kept.length === 0 || kept.length > 6) return null;
  return kept
    .map((t) => t.lower)
    .join(" ")
    .replace(/ - /g, "-")
    .replace(/ n't\b/g, "n't")
    .replace(/\bcan not\b/g, "cannot");
}
