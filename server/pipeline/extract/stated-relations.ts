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
import {
  abstractNoun,
  mentionsOfSentence,
  nonOverlapping,
  type PlacedMention,
  type SentenceMention,
} from "./stated-mentions.ts";
import {
  commaRelative,
  comparedQuantity,
  opensClause,
  qualifiesNext,
  readsAsVerb,
  SUBORDINATING,
} from "./stated-clauses.ts";
import { frontedRelation } from "./stated-fronted.ts";
import { statesNothing } from "./stated-sentences.ts";
import type { Span } from "./types.ts";
import type { AnalysedText, Token } from "./nlp.ts";
import { contrastPhrase, readJoint, type Joint } from "./stated-joints.ts";
import { INSTRUMENTAL, afterPreposition, deniesNext, hasComma, isPossessive, withoutAsides } from "./stated-words.ts";
import {
  anaphoricSubject,
  definiteReferences,
  opensSentence,
  proposedIn,
  remember,
  type Recent,
} from "./stated-referents.ts";

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
  /** Mentions of the last few sentences with their head nouns: what "the method" may take up again. */
  const recent: Recent[] = [];
  /** What the text's authors propose ("We present A"): "our method" stands for it. */
  let proposed: Recent | undefined;
  for (const [index, sentence] of sentences.entries()) {
    while (m < placed.length && placed[m]!.span.start < sentence.start) m++;
    const inSentence: SentenceMention[] = mentionsOfSentence(tokens, placed, m, sentence);
    const clause = tokens
      .slice(sentence.firstToken, sentence.lastToken)
      .some((t) => t.pos === "VERB" || t.pos === "AUX");
    // "We present KANAL, a tool for ... . It builds B": after a sentence that proposes A, "It" is A.
    const before =
      previous ??
      (proposed && proposed.sentenceIndex === index - 1
        ? { mention: { key: proposed.key, span: proposed.span }, sentence: proposed.sentence }
        : null);
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
    // "the method", "this model": the last mention of the sentences before whose head noun it repeats.
    for (const pseudo of definiteReferences(tokens, sentence, inSentence, recent, proposed)) {
      const at = inSentence.findIndex((x) => x.first > pseudo.first);
      inSentence.splice(at < 0 ? inSentence.length : at, 0, pseudo);
    }
    remember(recent, inSentence, tokens, sentence, index);
    proposed ??= proposedIn(tokens, sentence, inSentence, index);
    if (inSentence.length < 2) continue;
    const evidence = { start: sentence.start, end: sentence.end };
    const joints = inSentence.slice(1).map((b, i) => {
      // "take B's place", "retires B's jersey": B only qualifies the thing that follows it; but what is improved
      // in "improve a recognizer's performance" is the recognizer, as it is in "B's accuracy".
      const possessive = isPossessive(tokens[b.last]) ? b.last : isPossessive(tokens[b.last - 1]) ? b.last - 1 : -1;
      if (possessive >= 0 && !abstractNoun(tokens, possessive + 1)) return null;
      // "worm prevention education", "membrane tubes", "stimulus– response learning": B only qualifies the noun
      // after it, which names another thing.
      if (b.last < sentence.lastToken && qualifiesNext(tokens, b.last)) return null;
      const a = inSentence[i]!;
      if (deniesNext(tokens[a.first - 1])) return null;
      const joint = readJoint(withoutAsides(tokens.slice(a.last, b.first)));
      // "the change in imports per worker, which combines B": a clause after a comma speaks of the whole phrase.
      if (commaRelative(tokens, a.last) && afterPreposition(tokens, a.first, sentence.firstToken)) return null;
      // "an associative learning protocol, a cue", "campaign contact in": A qualifies the noun after it, unless that
      // noun is the joint's verb, which a plural subject or an -s or -ed form makes it ("backpropagation trains").
      if (joint && qualifiesNext(tokens, a.last) && !readsAsVerb(joint, tokens, a.last)) return null;
      // "participate in more A than B": the comparison is of the subject with B, in how much A each has.
      if (/^than\b/.test(joint?.label ?? "") && comparedQuantity(tokens, a.first, sentence.firstToken)) return null;
      // "showed Republicans need to ...": B is the subject of a clause of its own, not the verb's object.
      let after = b.last;
      while (tokens[after] && /^["'“”‘’]+$/.test(tokens[after]!.text)) after++;
      // After a preposition B is its object ("generated by B is ..."), so the verb that follows is not B's.
      const object = afterPreposition(tokens, b.first, sentence.firstToken);
      return joint?.kind === "verb" && !object && opensClause(tokens[after]) ? null : joint;
    });
    // A heading or a title line ("FOOD AND AGRICULTURE ORGANIZATION") names things; only a clause states.
    if (!clause && !joints.some((j) => j?.kind === "verb")) continue;
    if (statesNothing(analysed.text, tokens, sentence, inSentence)) continue;
    const subjects = new Map<number, number>();
    const opener = tokens[sentence.firstToken];
    const openingWords = tokens.slice(sentence.firstToken, sentence.firstToken + 3).map((t) => t.lower);
    const contrast = contrastPhrase(openingWords.join(" "));
    // A phrase before the subject: "In MT, ...", "Unlike A, ...", "To measure A, researchers ...", "Specifically,
    // to measure A, ..." (an adverb and its comma read past).
    let first = sentence.firstToken;
    const reads = (t: Token | undefined) => t?.pos === "ADV" && !SUBORDINATING.test(t.lower);
    while (reads(tokens[first]) || (first > sentence.firstToken && tokens[first]?.text === ",")) first++;
    const lead = tokens[first];
    const infinitive = lead?.lower === "to" && tokens[first + 1]?.pos === "VERB";
    // "Accordingly, when examining A in B, researchers ...": a clause of its own before the subject's.
    const opens = (t: Token | undefined) =>
      !!t && (t.pos === "ADP" || t.pos === "SCONJ" || SUBORDINATING.test(t.lower));
    const fronted = !!contrast || opens(opener) || opens(lead) || infinitive;
    joints.forEach((joint, i) => {
      // "In MT, the approach ...", "Unlike A, a B ...": the first comma closes a fronted phrase; it lists nothing
      // and names nothing, but after a contrast it sets what follows against what the phrase names.
      if (joint?.comma && fronted && !hasComma(tokens, first, inSentence[i]!.last))
        joints[i] = contrast ? { kind: "preposition", label: contrast, frontedContrast: true } : null;
      // "nodes representing A and edges representing B": two clauses side by side, not a list of A and edges.
      // But in "formalisms that combine A and B allow C", "allow" is the formalisms' verb: A and B are a list.
      const next = joints[i + 1];
      if (joint?.kind === "list" && joints[i - 1]?.kind === "verb" && next?.kind === "verb" && !next.opensWith)
        joints[i] = null;
      // "forests in the Amazon to mitigate B": a purpose belongs to what governs the phrase A ends, not to A.
      if (joint?.label.startsWith("to ") && afterPreposition(tokens, inSentence[i]!.first, sentence.firstToken))
        joints[i] = null;
      // "approaches to A collect B": the verb's subject is the phrase A qualifies, not A; when that phrase is a
      // mention ("the accuracy of A improves B"), it is the subject.
      // Likewise "a flow field generated by a crowd is treated as B": the subject heads the chain of prepositions
      // and participles that ends in A. "the market for a book is similar to B" relates no mention to B.
      // And in "formalisms that combine A and B allow C", the formalisms.
      if (joint?.opensWith) {
        const head = chainHead(joints, i);
        if (head < i) subjects.set(i, head);
        else if (afterPreposition(tokens, inSentence[i]!.first, sentence.firstToken)) joints[i] = null;
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
    joints.forEach((joint, i) => {
      if (joint?.bracketed && members(groupOf[i + 1]!).length < 2) joints[i] = null;
    });
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
      if (joint.coordinated) {
        // The subject of the verb before, when a mention's: "S identifies A and localizes B".
        const before = joints[i - 1];
        if (i === 0 || before?.kind !== "verb" || before.coordinated || !before.opensWith) return;
        return add(inSentence[subjects.get(i - 1) ?? i - 1]!, b, joint);
      }
      if (joint.frontedContrast) return add(b, a, joint);
      // "X, unlike B": the contrast is said of the sentence's subject.
      if (joint.contrast) {
        const subject = inSentence[0]!;
        return subject.referent || opensSentence(tokens, subject.first, sentence.firstToken)
          ? add(subject, b, joint)
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
    // "To deal with A, the parser is given B", "In A, B is ...": what the fronted phrase says of the clause.
    const frontedPhrase = frontedRelation(tokens, sentence, inSentence);
    if (frontedPhrase) add(frontedPhrase.subject, frontedPhrase.object, frontedPhrase);
  }
  return dedupe(out);
}

/**
 * The first mention of the noun phrase that mention `i` ends: back through the joints that qualify a noun, a
 * preposition ("the accuracy of A") or a participle ("a field generated by A"); `i` itself when none does.
 */
function chainHead(joints: ReadonlyArray<Joint | null>, i: number): number {
  let head = i;
  let found = i;
  while (head > 0) {
    const joint = joints[head - 1];
    // A list is read through: "a model that combines A and B" qualifies the model by both.
    const qualifies = joint?.kind === "preposition" || (joint?.kind === "verb" && !joint.opensWith && !joint.comma);
    if (joint?.kind !== "list" && (!qualifies || joint?.contrast)) break;
    head--;
    if (qualifies) found = head;
  }
  return found;
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
