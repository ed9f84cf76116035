import type { ContentHighlight } from "./reading.ts";

/**
 * The passage a link asks to show: `/documents/{id}?from=120&to=180` (search results and contradictions link to
 * the exact statement). Ignored unless it is a real span of this content.
 */
export function highlightFromSearch(search: string, contentLength: number): ContentHighlight | null {
  const params = new URLSearchParams(search);
  const start = Number(params.get("from"));
  const end = Number(params.get("to"));
  if (!params.has("from") || !params.has("to") || !Number.isInteger(start) || !Number.isInteger(end)) return null;
  if (start < 0 || end <= start || end > contentLength) return null;
  return { start, end };
}

/** The link to a passage of a document. */
export function passageLink(documentId: string, span: { charStart: number; charEnd: number }): string {
  return `/documents/${documentId}?from=${span.charStart}&to=${span.charEnd}`;
}
