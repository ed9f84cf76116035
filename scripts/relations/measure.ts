// The measure of ../shared/eval/relations/README.md ("The measure"): name keys, entity-to-concept matching, gold and
// predicted pairs, and the figures summed over abstracts. Pure: the driver (scripts/eval-relations.ts) supplies what
// the API returned for each abstract.
import { stemmer } from "stemmer";

export interface RelationEntity {
  text: string;
  type: string;
  start: number;
  end: number;
  sentence: number;
}

export interface RelationAbstract {
  id: string;
  fileName: string;
  text: string;
  sentences: Array<[number, number]>;
  entities: RelationEntity[];
  relations: Array<{ head: number; tail: number; type: string; sentence: number }>;
  abbreviations: Array<[string, string]>;
}

/** What Mnemo shows for one abstract: its concepts' names and the relationships that count for it. */
export interface ShownRelations {
  concepts: string[];
  relationships: Array<{ a: string; b: string; basis: string }>;
}

/** A name's key: lower case, punctuation to spaces, split at spaces and hyphens, Porter stems, no leading article. */
export function nameKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => stemmer(w));
  if (words.length > 1 && ["a", "an", "the"].includes(words[0]!)) words.shift();
  return words.join(" ");
}

const withoutBrackets = (text: string) => text.replace(/\([^)]*\)|\[[^\]]*\]/g, " ");

/** `words` with the first run of `from` replaced by `to`, or null when `from` does not occur. */
function replaced(words: string[], from: string[], to: string[]): string[] | null {
  for (let i = 0; i + from.length <= words.length; i++)
    if (from.every((w, k) => words[i + k] === w)) return [...words.slice(0, i), ...to, ...words.slice(i + from.length)];
  return null;
}

/** The concept key an entity matches, the first of the README's three candidates that a concept has; else null. */
export function matchEntity(
  entity: string,
  conceptKeys: ReadonlySet<string>,
  abbreviations: ReadonlyArray<[string, string]>,
): string | null {
  const plain = nameKey(entity);
  if (conceptKeys.has(plain)) return plain;
  const bare = nameKey(withoutBrackets(entity));
  if (conceptKeys.has(bare)) return bare;
  const words = bare.split(" ");
  for (const [long, short] of abbreviations) {
    const longWords = nameKey(long).split(" ");
    const shortWords = nameKey(short).split(" ");
    for (const candidate of [replaced(words, longWords, shortWords), replaced(words, shortWords, longWords)]) {
      const key = candidate?.join(" ");
      if (key && conceptKeys.has(key)) return key;
    }
  }
  return null;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

export interface AbstractResult {
  id: string;
  gold: Set<string>;
  predicted: Map<string, string>;
  /** Gold pairs by SciERC type (a pair may carry several relations). */
  goldTypes: Map<string, Set<string>>;
  related: { entities: number; isolated: number };
  all: { entities: number; isolated: number };
  ends: { entities: number; matched: number };
  cooccurrence: { predicted: Set<string> };
}

/** The pairs and shares of one abstract (see the README's "Pairs" and "Figures"). */
export function measureAbstract(abstract: RelationAbstract, shown: ShownRelations): AbstractResult {
  const conceptKeys = new Set(shown.concepts.map(nameKey));
  const matchOf = abstract.entities.map((e) => matchEntity(e.text, conceptKeys, abstract.abbreviations));
  const oneThing = new Set(abstract.abbreviations.map(([long, short]) => pairKey(nameKey(long), nameKey(short))));
  const gold = new Set<string>();
  const goldTypes = new Map<string, Set<string>>();
  for (const relation of abstract.relations) {
    const a = matchOf[relation.head];
    const b = matchOf[relation.tail];
    if (!a || !b || a === b || oneThing.has(pairKey(a, b))) continue;
    const key = pairKey(a, b);
    gold.add(key);
    goldTypes.set(key, new Set([...(goldTypes.get(key) ?? []), relation.type]));
  }
  const matchedKeys = new Set(matchOf.filter((k): k is string => !!k));
  const predicted = new Map<string, string>();
  const related = new Set<string>();
  for (const r of shown.relationships) {
    const a = nameKey(r.a);
    const b = nameKey(r.b);
    related.add(a).add(b);
    if (a === b || !matchedKeys.has(a) || !matchedKeys.has(b) || oneThing.has(pairKey(a, b))) continue;
    if (!predicted.has(pairKey(a, b))) predicted.set(pairKey(a, b), r.basis);
  }
  // distinct names per abstract
  const endNames = new Map<string, string | null>();
  for (const relation of abstract.relations)
    for (const index of [relation.head, relation.tail])
      endNames.set(nameKey(abstract.entities[index]!.text), matchOf[index] ?? null);
  const allNames = new Map<string, string | null>();
  abstract.entities.forEach((e, i) => allNames.set(nameKey(e.text), matchOf[i] ?? null));
  const share = (names: Map<string, string | null>) => {
    const matched = [...names.values()].filter((k): k is string => !!k);
    return { entities: matched.length, isolated: matched.filter((k) => !related.has(k)).length };
  };
  const cooccurring = new Set<string>();
  abstract.sentences.forEach((_, s) => {
    const keys = [
      ...new Set(abstract.entities.flatMap((e, i) => (e.sentence === s && matchOf[i] ? [matchOf[i]!] : []))),
    ];
    for (let i = 0; i < keys.length; i++)
      for (let j = i + 1; j < keys.length; j++)
        if (!oneThing.has(pairKey(keys[i]!, keys[j]!))) cooccurring.add(pairKey(keys[i]!, keys[j]!));
  });
  return {
    id: abstract.id,
    gold,
    predicted,
    goldTypes,
    related: share(endNames),
    all: share(allNames),
    ends: { entities: endNames.size, matched: [...endNames.values()].filter(Boolean).length },
    cooccurrence: { predicted: cooccurring },
  };
}

export interface RelationFigures {
  recall: number;
  precision: number | null;
  f1: number | null;
  isolated: number;
  isolatedAll: number;
  coverage: number;
  gold: number;
  predicted: number;
  hits: number;
  byBasis: Record<string, { predicted: number; gold: number }>;
  recallByType: Record<string, { gold: number; found: number }>;
  cooccurrence: { precision: number; recall: number };
}

/** The figures, summed over all abstracts before dividing. */
export function summarise(results: readonly AbstractResult[]): RelationFigures {
  let gold = 0;
  let predicted = 0;
  let hits = 0;
  let coPredicted = 0;
  let coHits = 0;
  const byBasis: RelationFigures["byBasis"] = {};
  const recallByType: RelationFigures["recallByType"] = {};
  const sum = (pick: (r: AbstractResult) => { entities: number; isolated: number }) =>
    results.reduce((acc, r) => ({ n: acc.n + pick(r).entities, k: acc.k + pick(r).isolated }), { n: 0, k: 0 });
  for (const r of results) {
    gold += r.gold.size;
    predicted += r.predicted.size;
    for (const [pair, basis] of r.predicted) {
      const entry = (byBasis[basis] ??= { predicted: 0, gold: 0 });
      entry.predicted++;
      if (r.gold.has(pair)) {
        entry.gold++;
        hits++;
      }
    }
    for (const [pair, types] of r.goldTypes)
      for (const type of types) {
        const entry = (recallByType[type] ??= { gold: 0, found: 0 });
        entry.gold++;
        if (r.predicted.has(pair)) entry.found++;
      }
    coPredicted += r.cooccurrence.predicted.size;
    for (const pair of r.cooccurrence.predicted) if (r.gold.has(pair)) coHits++;
  }
  const recall = gold ? hits / gold : 0;
  const precision = predicted ? hits / predicted : null;
  const related = sum((r) => r.related);
  const all = sum((r) => r.all);
  const ends = results.reduce((acc, r) => ({ n: acc.n + r.ends.entities, k: acc.k + r.ends.matched }), { n: 0, k: 0 });
  return {
    recall,
    precision,
    f1: precision !== null && precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : null,
    isolated: related.n ? related.k / related.n : 0,
    isolatedAll: all.n ? all.k / all.n : 0,
    coverage: ends.n ? ends.k / ends.n : 0,
    gold,
    predicted,
    hits,
    byBasis,
    recallByType,
    cooccurrence: { precision: coPredicted ? coHits / coPredicted : 0, recall: gold ? coHits / gold : 0 },
  };
}

/** Consecutive accounts of at most `max` abstracts, as equal in size as possible (250 → 5 × 50). */
export function accountsOf<T>(items: readonly T[], max = 60): T[][] {
  const count = Math.ceil(items.length / max);
  const out: T[][] = [];
  for (let i = 0; i < count; i++)
    out.push(items.slice(Math.round((i * items.length) / count), Math.round(((i + 1) * items.length) / count)));
  return out;
}
