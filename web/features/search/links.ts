import type { SearchResult } from "@contract/search.ts";
import { passageLink } from "@web/features/documents/link-highlight.ts";
import { graphConceptPath } from "@web/features/graph/links.ts";
import { documentPath } from "@web/lib/routes.ts";

/**
 * Where a result leads. A document opens at the part of its best passage the snippet showed (the document page
 * marks `?from=&to=` and scrolls to it), so the reader lands on the words they just read; a concept opens in the
 * graph with its panel (`/graph?concept=`).
 */
export function resultHref(result: SearchResult): string {
  if (result.type === "concept") return graphConceptPath(result.id);
  if (!result.passage) return documentPath(result.id);
  return passageLink(result.id, { charStart: result.passage.snippetStart, charEnd: result.passage.snippetEnd });
}

/** The percent match shown on a result (PRODUCT.md section 2: relevance times 100, rounded). */
export const percentMatch = (relevance: number) => Math.round(relevance * 100);
