/**
 * A concept the text states something of is one a reader notes together with it. When a concept chosen for a text
 * would stand alone in its graph, the concepts just below the cut that one of its sentences relates to it ("blur
 * detection is based on image patches") join the list after the others: the graph then shows what the text says
 * of it instead of a lone dot.
 */
import type { AnalysedText } from "./nlp.ts";
import { statedRelations } from "./stated-relations.ts";
import type { Span } from "./types.ts";

export function statedPartners<E>(
  analysed: AnalysedText,
  chosen: E[],
  pool: E[],
  conceptOf: (entries: E[]) => Array<{ key: string; mentions: Span[] }>,
  limit: number,
): E[] {
  if (pool.length === 0 || limit <= 0) return [];
  const concepts = conceptOf([...chosen, ...pool]);
  const chosenKeys = new Set(concepts.slice(0, chosen.length).map((c) => c.key));
  const relations = statedRelations(analysed, concepts);
  const connected = new Set<string>();
  for (const r of relations)
    if (chosenKeys.has(r.subject) && chosenKeys.has(r.object)) connected.add(r.subject).add(r.object);
  const partners = new Set<string>();
  for (const r of relations)
    for (const [mine, other] of [
      [r.subject, r.object],
      [r.object, r.subject],
    ] as const)
      if (chosenKeys.has(mine) && !connected.has(mine) && !chosenKeys.has(other)) partners.add(other);
  const poolKeys = concepts.slice(chosen.length).map((c) => c.key);
  return pool.filter((_, i) => partners.has(poolKeys[i]!)).slice(0, limit);
}
