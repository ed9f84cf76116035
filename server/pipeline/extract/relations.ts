/**
 * Relationships between the concepts of one document.
 *
 * - supports: a cue phrase between two concept mentions of the same sentence ("X improves / outperforms / builds
 *   on Y", "X is a type of Y", "X is based on Y"), not negated. Strength 0.8-0.9 (explicit text).
 * - related, stated: the sentence sets them against each other ("X contradicts Y", "unlike X, Y ..."). Not
 *   "contradicts": a red edge in the graph means the user's own statements disagree (contradiction detection draws
 *   those); a text contrasting two ideas relates them.
 * - related, co-occurring: sentence co-occurrence. Strength = max(0, NPMI) * (1 - e^(-n/2)), n = sentences shared,
 *   with n kept as `cooccurrences`: the graph shows such an edge only when it is significant against the account's
 *   own counts (server/domain/graph/significance.ts).
 * Every relationship carries the sentence that shows it. Only the strongest few co-occurrence edges per concept are
 * kept (see RelationOptions) so the graph stays readable.
 */
import type { ExtractedRelationship, Span } from "./types.ts";
import { sentenceIndexAt, type Sentence } from "./nlp.ts";

export interface ConceptMentions {
  key: string;
  mentions: Span[];
}

export interface RelationOptions {
  /** `related` edges kept per concept (an edge stays if it is among the strongest of either end). */
  relatedPerConcept: number;
  /** Upper bound on all relationships, as a multiple of the number of concepts. */
  maxPerConcept: number;
}

export const defaultRelationOptions: RelationOptions = { relatedPerConcept: 3, maxPerConcept: 2 };

interface Cue {
  pattern: RegExp;
  type: "supports" | "related";
  /** The later concept in the sentence is the source ("Y is supported by X"). */
  reversed: boolean;
  strength: number;
}

// Each pattern must match the whole text between the two mentions (a few words at most).
const cues: Cue[] = [
  {
    pattern:
      /^\s*(?:,\s*)?(?:(?:which|that|strongly|further|greatly|also|directly|significantly|thus|therefore)\s+)*(?:supports?|supported|enables?|enabled|improves?(?:\s+(?:on|upon))?|improved(?:\s+(?:on|upon))?|outperforms?|outperformed|surpass(?:es|ed)?|enhances?|enhanced|strengthens?|strengthened|confirms?|confirmed|corroborates?|corroborated|validates?|validated|facilitates?|facilitated|boosts?|boosted|underpins?|underpinned|justifies|justified|explains?|explained|(?:leads?|led|contributes?|contributed)\s+to|(?:provides?|provided|gives?|gave)\s+(?:strong\s+)?(?:support|evidence)\s+(?:for|to)|is\s+consistent\s+with|agrees?\s+with|is\s+in\s+(?:line|agreement)\s+with)\s+(?:the\s+|a\s+|an\s+)?$/i,
    type: "supports",
    reversed: false,
    strength: 0.8,
  },
  {
    pattern:
      /^\s*(?:,\s*)?(?:is|are|was|were)\s+(?:(?:a|an|one)\s+)?(?:(?:special|particular)\s+)?(?:types?|kinds?|forms?|class(?:es)?|subsets?|subclass(?:es)?|variants?|instances?|examples?|cases?|branch(?:es)?|sub-?fields?|parts?|components?)\s+of\s+(?:the\s+|a\s+|an\s+)?$/i,
    type: "supports",
    reversed: false,
    strength: 0.85,
  },
  {
    pattern:
      /^\s*(?:,\s*)?(?:is|are|was|were)\s+(?:(?:largely|mainly|partly|directly)\s+)?(?:based|built|founded|grounded|dependent)\s+(?:on|upon)\s+(?:the\s+|a\s+|an\s+)?$|^\s*(?:builds?|relies|rely|depends?|draws?)\s+(?:on|upon)\s+(?:the\s+|a\s+|an\s+)?$|^\s*(?:extends?|extended|generali[sz]es?|generali[sz]ed)\s+(?:the\s+|a\s+|an\s+)?$/i,
    type: "supports",
    reversed: true,
    strength: 0.8,
  },
  {
    pattern:
      /^\s*(?:,\s*)?(?:is|are|was|were)\s+(?:(?:strongly|further|also|directly)\s+)?(?:supported|enabled|improved|enhanced|strengthened|confirmed|corroborated|validated|facilitated|explained|justified)\s+by\s+(?:the\s+|a\s+|an\s+)?$/i,
    type: "supports",
    reversed: true,
    strength: 0.8,
  },
  {
    pattern:
      /^\s*(?:,\s*)?(?:(?:which|that|directly|clearly|also|thus|therefore)\s+)*(?:contradicts?|contradicted|refutes?|refuted|disproves?|disproved|undermines?|undermined|challenges?|challenged|conflicts?\s+with|conflicted\s+with|opposes?|opposed|(?:is|are|was|were)\s+(?:inconsistent|incompatible|at\s+odds|in\s+conflict|in\s+contradiction)\s+with|(?:is|are|was|were)\s+contrary\s+to|(?:is|are|was|were)\s+(?:contradicted|refuted|disproved|challenged)\s+by)\s+(?:the\s+|a\s+|an\s+)?$/i,
    type: "related",
    reversed: false,
    strength: 0.9,
  },
];

const negation = /\b(?:not|no|never|cannot|neither|nor)\b|n't\b/i;

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

interface Placed {
  key: string;
  span: Span;
}

/** Relationships among the given concepts (keys must be unique). */
export function findRelationships(
  text: string,
  sentences: Sentence[],
  concepts: ConceptMentions[],
  options: RelationOptions = defaultRelationOptions,
): ExtractedRelationship[] {
  if (concepts.length < 2 || sentences.length === 0) return [];
  // Mentions grouped by sentence.
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
  const cueRelations = new Map<string, ExtractedRelationship>();
  const pairKey = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

  for (const [index, placed] of bySentence) {
    const sentence = sentences[index] as Sentence;
    const evidence = { start: sentence.start, end: sentence.end };
    placed.sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
    const keys = new Set(placed.map((p) => p.key));
    for (const key of keys) sentenceCount.set(key, (sentenceCount.get(key) ?? 0) + 1);
    // Co-occurrence: pairs of different concepts whose mentions do not overlap (a phrase and its own sub-phrase
    // are not evidence of a relationship).
    const seenPairs = new Set<string>();
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i] as Placed;
        const b = placed[j] as Placed;
        if (a.key === b.key || overlaps(a.span, b.span)) continue;
        const key = pairKey(a.key, b.key);
        if (seenPairs.has(key)) continue;
        seenPairs.add(key);
        const entry = pairCount.get(key);
        if (entry) entry.count++;
        else pairCount.set(key, { count: 1, evidence });
      }
    }
    // Cues: between consecutive non-overlapping mentions.
    const sentenceText = text.slice(sentence.start, sentence.end);
    for (let i = 0; i < placed.length; i++) {
      const a = placed[i] as Placed;
      for (let j = i + 1; j < placed.length && j <= i + 4; j++) {
        const b = placed[j] as Placed;
        if (a.key === b.key || b.span.start < a.span.end) continue;
        const between = text.slice(a.span.end, b.span.start);
        if (between.length > 80) break;
        for (const cue of cues) {
          if (!cue.pattern.test(between)) continue;
          if (negation.test(between)) break;
          const [source, target] = cue.reversed ? [b.key, a.key] : [a.key, b.key];
          const id = `${cue.type}\u0000${source}\u0000${target}`;
          if (!cueRelations.has(id))
            cueRelations.set(id, { source, target, type: cue.type, strength: cue.strength, evidence });
          break;
        }
      }
    }
    // "Unlike X, Y ..." / "In contrast to X, Y ..." / "Contrary to X, Y ...".
    const contrast = /^\s*(?:unlike|in\s+contrast\s+(?:to|with)|contrary\s+to|as\s+opposed\s+to)\s+/i.exec(
      sentenceText,
    );
    if (contrast) {
      const comma = sentenceText.indexOf(",", contrast[0].length);
      if (comma > 0) {
        const boundary = sentence.start + comma;
        const first = placed.find((p) => p.span.start >= sentence.start + contrast[0].length && p.span.end <= boundary);
        const second = placed.find((p) => p.span.start > boundary && p.key !== first?.key);
        if (first && second) {
          const id = `related\u0000${second.key}\u0000${first.key}`;
          if (!cueRelations.has(id))
            cueRelations.set(id, { source: second.key, target: first.key, type: "related", strength: 0.7, evidence });
        }
      }
    }
  }

  // related: NPMI over sentences, damped by the number of shared sentences.
  const total = sentences.length;
  const cuePairs = new Set([...cueRelations.values()].map((r) => pairKey(r.source, r.target)));
  const related: ExtractedRelationship[] = [];
  for (const [key, { count, evidence }] of pairCount) {
    if (cuePairs.has(key)) continue;
    const [a, b] = key.split("\u0000") as [string, string];
    const pa = (sentenceCount.get(a) ?? 1) / total;
    const pb = (sentenceCount.get(b) ?? 1) / total;
    const pab = count / total;
    const npmi = pab >= 1 ? 1 : Math.log(pab / (pa * pb)) / -Math.log(pab);
    const strength = Math.max(0, Math.min(1, npmi)) * (1 - Math.exp(-count / 2));
    if (strength <= 0.05) continue;
    related.push({ source: a, target: b, type: "related", strength: round(strength), evidence, cooccurrences: count });
  }
  related.sort((x, y) => y.strength - x.strength || x.evidence.start - y.evidence.start);
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
  const all = [...cueRelations.values(), ...keptRelated];
  return all.slice(0, Math.max(10, concepts.length * options.maxPerConcept));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
