/**
 * Relationships between the concepts of one document.
 *
 * - stated (stated-relations.ts): the words that join two neighbouring mentions of a sentence ("uses", "is used
 *   for", "for", "and", "such as"), kept as the relationship's label. "supports" only where those words say so
 *   ("confirms", "is consistent with", "improves", "is based on"); every other stated relationship is "related".
 *   A contrast ("Unlike X, Y ...", label "unlike") is never "contradicts": a red edge in the graph means the user's
 *   own statements disagree (contradiction detection draws those).
 * - related, co-occurring: sentence co-occurrence of a pair no sentence states. Strength = max(0, NPMI) *
 *   (1 - e^(-n/2)), n = sentences shared, kept as `cooccurrences`: the graph shows such an edge only when it is
 *   significant against the account's own counts (server/domain/graph/significance.ts).
 * Every relationship carries the sentence that shows it. Only the strongest few co-occurrence edges per concept are
 * kept (see RelationOptions) so the graph stays readable.
 */
import type { ExtractedRelationship, Span } from "./types.ts";
import { sentenceIndexAt, type AnalysedText } from "./nlp.ts";
import { statedRelations, type StatedRelation } from "./stated-relations.ts";

export interface ConceptMentions {
  key: string;
  mentions: Span[];
}

export interface RelationOptions {
  /** `related` edges kept per concept (an edge stays if it is among the strongest of either end). */
  relatedPerConcept: number;
  /** Upper bound on co-occurrence relationships, as a multiple of the number of concepts. */
  maxPerConcept: number;
}

/** Sentences kept as evidence of one stated relationship per document: enough to read, few enough to write. */
const MAX_STATED_SENTENCES = 10;

export const defaultRelationOptions: RelationOptions = { relatedPerConcept: 3, maxPerConcept: 2 };

/** Labels that say the subject backs the object ("X confirms Y"), or, passive, the object backs the subject. */
const SUPPORTS =
  /^(?:supports?|supported|confirms?|confirmed|corroborates?|corroborated|validates?|validated|justifies|justified|explains?|explained|strengthens?|strengthened|improves?(?: on| upon)?|improved(?: on| upon)?|enhances?|enhanced|enables?|enabled|facilitates?|facilitated|underpins?|underpinned|(?:is|are|was|were) consistent with|agrees? with|(?:is|are|was|were) in (?:line|agreement) with|(?:provides?|provided|gives?|gave) (?:strong )?(?:support|evidence) (?:for|to))$/;
const SUPPORTED_BY =
  /^(?:(?:is|are|was|were) )?(?:supported|confirmed|corroborated|validated|justified|explained|enabled|facilitated|underpinned|(?:largely |mainly |partly )?(?:based|built|founded|grounded) (?:on|upon)|builds? (?:on|upon)|relies on|rely on|depends? on|draws? on)(?: by)?$/;

/** Strength of a stated relationship by what states it: a verb most, a list least. */
const STATED_STRENGTH: Record<StatedRelation["kind"], number> = { verb: 0.8, kind: 0.8, preposition: 0.7, list: 0.6 };

function asRelationship(stated: StatedRelation): ExtractedRelationship {
  const label = stated.label;
  const base = {
    strength: STATED_STRENGTH[stated.kind],
    evidence: stated.evidence,
    label,
    labelSubject: stated.subject,
  };
  if (SUPPORTS.test(label)) return { ...base, source: stated.subject, target: stated.object, type: "supports" };
  if (SUPPORTED_BY.test(label)) return { ...base, source: stated.object, target: stated.subject, type: "supports" };
  return { ...base, source: stated.subject, target: stated.object, type: "related" };
}

interface Placed {
  key: string;
  span: Span;
}

const pairKey = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** Relationships among the given concepts (keys must be unique). */
export function findRelationships(
  analysed: AnalysedText,
  concepts: ConceptMentions[],
  options: RelationOptions = defaultRelationOptions,
): ExtractedRelationship[] {
  const { sentences } = analysed;
  if (concepts.length < 2 || sentences.length === 0) return [];
  // One relationship per pair and sentence, the strongest reading (a verb or a kind before a preposition, a list).
  const stated = new Map<string, ExtractedRelationship>();
  const sentencesOf = new Map<string, number>();
  const found = statedRelations(analysed, concepts).map(asRelationship);
  for (const relation of found.sort((a, b) => b.strength - a.strength)) {
    const pair = pairKey(relation.source, relation.target);
    const sentence = `${pair}\u0000${relation.evidence.start}`;
    if (stated.has(sentence) || (sentencesOf.get(pair) ?? 0) >= MAX_STATED_SENTENCES) continue;
    sentencesOf.set(pair, (sentencesOf.get(pair) ?? 0) + 1);
    stated.set(sentence, relation);
  }
  const statedPairs = new Set([...stated.values()].map((r) => pairKey(r.source, r.target)));
  const related = cooccurring(analysed, concepts, statedPairs);
  const kept = new Map<string, number>();
  const keptRelated: ExtractedRelationship[] = [];
  for (const relationship of related) {
    const ks = kept.get(relationship.source) ?? 0;
    const kt = kept.get(relationship.target) ?? 0;
    if (ks >= options.relatedPerConcept && kt >= options.relatedPerConcept) continue;
    kept.set(relationship.source, ks + 1);
    kept.set(relationship.target, kt + 1);
    keptRelated.push(relationship);
  }
  return [...stated.values(), ...keptRelated.slice(0, Math.max(10, concepts.length * options.maxPerConcept))];
}

/**
 * related by co-occurrence: NPMI over sentences, damped by the number of shared sentences, for the pairs no
 * sentence states; strongest first.
 */
function cooccurring(
  analysed: AnalysedText,
  concepts: ConceptMentions[],
  statedPairs: ReadonlySet<string>,
): ExtractedRelationship[] {
  const { sentences } = analysed;
  const bySentence = new Map<number, Placed[]>();
  for (const concept of concepts) {
    for (const span of concept.mentions) {
      const index = sentenceIndexAt(sentences, span.start);
      if (index < 0) continue;
      let list = bySentence.get(index);
      if (!list) {
        list = [];
        bySentence.set(index, list);
      }
      list.push({ key: concept.key, span });
    }
  }
  const sentenceCount = new Map<string, number>();
  const pairCount = new Map<string, { count: number; evidence: Span }>();
  for (const [index, placed] of bySentence) {
    const sentence = sentences[index]!;
    const evidence = { start: sentence.start, end: sentence.end };
    // Per concept, its earliest mention end and latest mention start: two concepts have a pair of mentions that do
    // not overlap (a phrase and its own sub-phrase are not evidence of a relationship) when one's earliest end comes
    // before the other's latest start. Linear in the mentions: a sentence of 100,000 of them (one word repeated)
    // made the pairwise loop quadratic.
    const reach = new Map<string, { minEnd: number; maxStart: number }>();
    for (const { key, span } of placed) {
      const r = reach.get(key);
      if (!r) reach.set(key, { minEnd: span.end, maxStart: span.start });
      else {
        r.minEnd = Math.min(r.minEnd, span.end);
        r.maxStart = Math.max(r.maxStart, span.start);
      }
    }
    const keys = [...reach.keys()];
    for (const key of keys) sentenceCount.set(key, (sentenceCount.get(key) ?? 0) + 1);
    for (let i = 0; i < keys.length; i++) {
      for (let j = i + 1; j < keys.length; j++) {
        const a = reach.get(keys[i]!)!;
        const b = reach.get(keys[j]!)!;
        if (a.minEnd > b.maxStart && b.minEnd > a.maxStart) continue;
        const key = pairKey(keys[i]!, keys[j]!);
        const entry = pairCount.get(key);
        if (entry) entry.count++;
        else pairCount.set(key, { count: 1, evidence });
      }
    }
  }
  const total = sentences.length;
  const related: ExtractedRelationship[] = [];
  for (const [key, { count, evidence }] of pairCount) {
    if (statedPairs.has(key)) continue;
    const [a, b] = key.split("\u0000") as [string, string];
    const pa = (sentenceCount.get(a) ?? 1) / total;
    const pb = (sentenceCount.get(b) ?? 1) / total;
    const pab = count / total;
    const npmi = pab >= 1 ? 1 : Math.log(pab / (pa * pb)) / -Math.log(pab);
    const strength = Math.max(0, Math.min(1, npmi)) * (1 - Math.exp(-count / 2));
    if (strength <= 0.05) continue;
    related.push({ source: a, target: b, type: "related", strength: round(strength), evidence, cooccurrences: count });
  }
  return related.sort((x, y) => y.strength - x.strength || x.evidence.start - y.evidence.start);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
