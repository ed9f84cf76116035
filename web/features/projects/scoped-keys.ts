// Every cache whose data depends on the selected project. Switching projects invalidates them all, so each
// reloads for the new scope (PRODUCT.md section 4 names them: stats, the timeline,
// analytics and contradictions are narrowed by project too, see contract/documents.ts `projectScopeQuerySchema`; so
// are the concepts page's list and probable duplicates).
import type { QueryKey } from "@tanstack/react-query";
import { conceptKeys } from "@web/features/concepts/keys.ts";
import { analyticsKeys } from "@web/features/analytics/keys.ts";
import { contradictionKeys } from "@web/features/contradictions/keys.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { documentKeys } from "@web/features/documents/keys.ts";
import { graphKeys } from "@web/features/graph/keys.ts";
import { versionKeys } from "@web/features/timeline/keys.ts";

export const projectScopedKeys: readonly QueryKey[] = [
  documentKeys.all,
  graphKeys.all,
  statsKeys.all,
  versionKeys.all,
  analyticsKeys.all,
  contradictionKeys.all,
  conceptKeys.lists(),
  conceptKeys.suggestionLists(),
];
