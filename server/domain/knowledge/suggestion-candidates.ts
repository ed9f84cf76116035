/**
 * The pairs of the scope's concepts worth comparing (issue 33), found by blocking, never by comparing all pairs,
 * and those of them whose names relate.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { concepts, documentConcepts, documents } from "../../db/schema.ts";
import { rowsOf } from "../../db/vectors.ts";
import { relate, type NameShape, type Relation, type ScopedConcept } from "./suggestion-names.ts";
import { canonicalSpelling } from "./suggestion-words.ts";

// ---- what is loaded ----

/**
 * The scope's concepts: those a document of the scope (not deleted) links to. Read as one JSON text: ten thousand
 * rows parsed one by one cost the embedded database several times what the query does.
 */
export async function loadScopedConcepts(db: Db, userId: string, scope: SQL): Promise<ScopedConcept[]> {
  const [row] = await rowsOf<{ j: string }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_array(c.id, c.name, c.normalized_key, c.category, s.documents, s.mentions)), '[]')::text AS j
        FROM (SELECT dc.concept_id, count(*)::int AS documents, sum(dc.mention_count)::int AS mentions
                FROM ${documentConcepts} dc JOIN ${documents} ON ${documents.id} = dc.document_id
               WHERE dc.user_id = ${userId} AND ${scope}
               GROUP BY dc.concept_id) s
        JOIN ${concepts} c ON c.id = s.concept_id
       WHERE c.user_id = ${userId}`,
  );
  const tuples = JSON.parse(row?.j ?? "[]") as Array<[string, string, string, string, number, number]>;
  return tuples.map(([id, name, key, category, documentCount, mentionCount]) => ({
    id,
    name,
    key,
    category,
    documentCount,
    mentionCount,
  }));
}

/** One key for an unordered pair of ids or of normalised keys. */
export const pairId = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

// ---- blocking: which pairs are compared at all ----

/**
 * How many names a content word may be shared by and still block: a word in more names than this ("model",
 * "cell") says little, and comparing all of them is what blocking avoids. Grows slowly with the account.
 */
function commonWordLimit(names: number): number {
  return Math.max(30, Math.round(Math.sqrt(names) * 1.5));
}

/** Pairs of names (indexes, smaller first) that some block puts together. */
function candidatePairs(shapes: NameShape[]): Array<[number, number]> {
  const pairs = new Set<number>();
  const n = shapes.length;
  const addBlock = (members: number[]) => {
    for (let x = 0; x < members.length; x++)
      for (let y = x + 1; y < members.length; y++) {
        const [i, j] = members[x]! < members[y]! ? [members[x]!, members[y]!] : [members[y]!, members[x]!];
        if (i !== j) pairs.add(i * n + j);
      }
  };
  const blocks = new Map<string, number[]>();
  const put = (key: string, index: number) => {
    const members = blocks.get(key);
    if (!members) blocks.set(key, [index]);
    else if (members.at(-1) !== index) members.push(index);
  };
  const blockWords = rarestWords(shapes);
  shapes.forEach((shape, index) => {
    for (const word of blockWords[index]!) put(`w:${word}`, index);
    if (shape.joined.length >= 4) put(`j:${shape.joined}`, index);
    // One-word names one letter apart share a name with one letter dropped (a deletion neighbourhood); longer
    // names with a word spelled differently meet through their other words.
    if (shape.content.length === 1 && shape.joined.length >= 6 && shape.joined.length <= 40) {
      put(`d:${shape.joined}`, index);
      for (let k = 0; k < shape.joined.length; k++)
        put(`d:${shape.joined.slice(0, k)}${shape.joined.slice(k + 1)}`, index);
    }
    // Names the dictionary gives one sense meet in that sense.
    if (shape.sense !== null) put(`s:${shape.sense}`, index);
  });
  const limit = commonWordLimit(n);
  for (const members of blocks.values()) if (members.length >= 2 && members.length <= limit) addBlock(members);
  for (const [short, long] of acronymPairs(shapes)) addBlock([short, long]);
  return [...pairs].map((p) => [Math.floor(p / n), p % n]);
}

/** An acronym may spell this many names of the account and still be compared with each. */
const MAX_EXPANSIONS = 20;

/** Each acronym with the names whose initials it is. */
function acronymPairs(shapes: NameShape[]): Array<[number, number]> {
  const byInitials = new Map<string, number[]>();
  shapes.forEach((shape, index) => {
    for (const initials of shape.initials) {
      const list = byInitials.get(initials);
      if (list) list.push(index);
      else byInitials.set(initials, [index]);
    }
  });
  const pairs: Array<[number, number]> = [];
  shapes.forEach((shape, index) => {
    const longs = shape.acronym ? byInitials.get(shape.acronym) : undefined;
    if (longs && longs.length <= MAX_EXPANSIONS) for (const long of longs) pairs.push([index, long]);
  });
  return pairs;
}

/**
 * The words each name is blocked by: its two rarest content words in the account's names (all of a name of one or
 * two). Two names that align differ in at most two words, so they share one of these; the common words
 * ("model", "cell") would put thousands of names together for nothing.
 */
function rarestWords(shapes: NameShape[]): string[][] {
  const canonical = shapes.map((shape) => [...new Set(shape.content.map(canonicalSpelling))]);
  const frequency = new Map<string, number>();
  for (const words of canonical) for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const limit = commonWordLimit(shapes.length);
  return canonical.map((words) =>
    words
      .sort((x, y) => frequency.get(x)! - frequency.get(y)! || (x < y ? -1 : 1))
      .slice(0, 2)
      .filter((word) => frequency.get(word)! <= limit),
  );
}
// ---- the pairs whose names relate ----

export interface RelatedPair {
  a: NameShape;
  b: NameShape;
  relation: Relation;
}

/** The pairs some block puts together whose names relate, minus those the user kept apart. */
export function relatedPairs(shapes: NameShape[], keptApart: Set<string>): RelatedPair[] {
  const related: RelatedPair[] = [];
  for (const [i, j] of candidatePairs(shapes)) {
    // Most pairs do not relate: test them as they come, orient the few that do (the relation names its sides).
    if (!relate(shapes[i]!, shapes[j]!)) continue;
    const [a, b] = oriented(shapes[i]!, shapes[j]!);
    if (keptApart.has(pairId(a.concept.key, b.concept.key))) continue;
    related.push({ a, b, relation: relate(a, b)! });
  }
  return related;
}

/** The better-attested name first (more documents, then more mentions), the way a merge would keep it. */
function oriented(x: NameShape, y: NameShape): [NameShape, NameShape] {
  const order =
    y.concept.documentCount - x.concept.documentCount ||
    y.concept.mentionCount - x.concept.mentionCount ||
    x.concept.name.localeCompare(y.concept.name);
  return order <= 0 ? [x, y] : [y, x];
}
