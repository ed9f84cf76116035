import type { Document } from "@contract/documents.ts";

/** The documents whose title or content contains the term, ignoring case (PRODUCT.md section 2, Documents). */
export function filterDocuments<T extends Pick<Document, "title" | "content">>(
  documents: readonly T[],
  term: string,
): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...documents];
  return documents.filter((d) => d.title.toLowerCase().includes(needle) || d.content.toLowerCase().includes(needle));
}
