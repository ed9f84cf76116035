// What a merge, split, rename or undo changes in the caches. Names and mentions move between concepts, so every view
// built from concepts reloads: the concept panel and the graph, analytics, the timeline, search results, the counts
// on Home, a document's concept list, and this area's list, duplicates and changes.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { ConceptDetail } from "@contract/concepts.ts";
import { analyticsKeys } from "@web/features/analytics/keys.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { documentKeys } from "@web/features/documents/keys.ts";
import { graphKeys } from "@web/features/graph/keys.ts";
import { searchKeys } from "@web/features/search/keys.ts";
import { versionKeys } from "@web/features/timeline/keys.ts";
import { conceptKeys } from "./keys.ts";

const changedByConceptChanges: readonly QueryKey[] = [
  conceptKeys.all,
  graphKeys.all,
  analyticsKeys.all,
  versionKeys.all,
  searchKeys.all,
  statsKeys.all,
  documentKeys.details(),
];

/** Marks every view built from concepts stale; the ones on screen reload now. */
export function reloadAfterConceptChange(client: QueryClient, concept?: ConceptDetail): void {
  // The panel shows the concept as the server answered it at once, without waiting for its reload.
  if (concept) client.setQueryData(graphKeys.concept(concept.id), concept);
  for (const queryKey of changedByConceptChanges) void client.invalidateQueries({ queryKey });
}
