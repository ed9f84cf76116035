import { documentTypeLabels, type DocumentType } from "@contract/file-types.ts";

/** Characters of content a card previews (PRODUCT.md section 9). */
export const previewChars = 200;

/** The first 200 characters, whitespace runs folded so line breaks do not waste the three visible lines. */
export function contentPreview(content: string): string {
  return content.slice(0, previewChars).replace(/\s+/g, " ").trim();
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A document's date for cards ("Nov 22, 2026"). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** Date and time for the detail page. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date);
}

/** A file size in KB with one decimal (PRODUCT.md section 9). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Badge and search-result labels ("Word", "Web page", "EPUB"...), declared with the file types in the contract. */
export const typeLabels: Record<DocumentType, string> = documentTypeLabels;
