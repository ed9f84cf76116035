import { z } from "zod";
import { projectScopeField, typedTextField } from "./fields.ts";

/** Limits of `POST /api/search`. Longer queries are refused; the first `searchedChars` characters are searched. */
export const searchLimits = {
  /** Characters a request may carry (a pasted paragraph fits; a whole document is refused with 400). */
  queryMax: 20_000,
  /** Characters actually searched: longer queries are cut at a word boundary and `queryTruncated` is set. */
  searchedChars: 1_000,
  /** Document results at most (one per document). */
  documents: 20,
  /** Concept results at most. */
  concepts: 5,
} as const;

/** `POST /api/search`: a natural-language query, optionally narrowed to one project (absent or null: everything). */
export const searchRequestSchema = z.object({
  query: typedTextField({ name: "The query", max: searchLimits.queryMax, blank: "Enter something to search for" }),
  projectId: projectScopeField,
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

/**
 * A part of `snippet` to show marked: the words that matched the query. Offsets are UTF-16 code units into
 * `snippet` (JavaScript string indices), `end` exclusive. The snippet is plain text: render it as text and wrap
 * these ranges in <mark> elements; never insert it as HTML.
 */
export const highlightSchema = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type Highlight = z.infer<typeof highlightSchema>;

/** Where a document result's best passage is, so the client can open the document scrolled to it. */
export const searchPassageSchema = z.object({
  chunkId: z.uuid(),
  /** The passage's span in the document's `content` (UTF-16 offsets, end exclusive). */
  charStart: z.number().int(),
  charEnd: z.number().int(),
  /** The snippet's own span in the document's `content` (without the "…" added at cut ends). */
  snippetStart: z.number().int(),
  snippetEnd: z.number().int(),
  /** 1-based PDF page, null for other documents. */
  page: z.number().int().nullable(),
});
export type SearchPassage = z.infer<typeof searchPassageSchema>;

export const searchResultTypes = ["document", "concept"] as const;

/**
 * One result: `{id, type, title, snippet, relevance}` (PRODUCT.md section 3) plus how to show and open it. `id` is the document
 * id or the concept id. Documents have a `passage` and their `documentType`; concepts their `category`.
 */
export const searchResultSchema = z.object({
  id: z.uuid(),
  type: z.enum(searchResultTypes),
  title: z.string(),
  /** Plain text: the best passage of a document (around the matched words) or a concept's definition. */
  snippet: z.string(),
  /** 0 to 1; the list is ordered by it. The page shows it as a percent match. */
  relevance: z.number().min(0).max(1),
  highlights: z.array(highlightSchema),
  passage: searchPassageSchema.nullable(),
  /** pdf | text | markdown | note for documents, null for concepts. */
  documentType: z.string().nullable(),
  /** The concept's category, null for documents. */
  category: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  /** True when the query was longer than `searchLimits.searchedChars` and only its beginning was searched. */
  queryTruncated: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
