// HTTP calls of the contradictions review. Types come from the shared contract (type-only: no zod in the bundle).
import type { BulkDismiss, Contradiction, ResolveContradiction } from "@contract/contradictions.ts";
import { apiUrl, getJsonUrl, sendJson, withQuery } from "@web/lib/api.ts";

export const contradictionPaths = {
  contradictions: "/api/contradictions",
  dismiss: "/api/contradictions/dismiss",
} as const;

/** `GET /api/contradictions?projectId=`: every status, unresolved first, then by severity and newest. */
export function fetchContradictions(projectId: string | null): Promise<Contradiction[]> {
  return getJsonUrl<Contradiction[]>(withQuery(contradictionPaths.contradictions, { projectId }));
}

/** `PATCH /api/contradictions/{id}`: resolve with an optional note, or reopen with `resolution: null`. */
export function patchContradiction(id: string, body: ResolveContradiction): Promise<Contradiction> {
  return sendJson<Contradiction>("PATCH", apiUrl(contradictionPaths.contradictions, id), body);
}

/** `POST /api/contradictions/dismiss`: dismisses a selection with one reason, all or nothing. */
export function postDismiss(body: BulkDismiss): Promise<{ dismissed: Contradiction[] }> {
  return sendJson<{ dismissed: Contradiction[] }>("POST", contradictionPaths.dismiss, body);
}
