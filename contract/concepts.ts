import { z } from "zod";

/** `GET /api/concepts/{id}`: one concept with where it comes from. */
export const conceptDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  definition: z.string().nullable(),
  aliases: z.array(z.string()),
  mentionCount: z.number().int(),
  documents: z.array(
    z.object({ id: z.uuid(), title: z.string(), salience: z.number(), mentionCount: z.number().int() }),
  ),
});
export type ConceptDetail = z.infer<typeof conceptDetailSchema>;

/** One place a concept occurs, with the passage around it and the mention's position inside that passage. */
export const passageSchema = z.object({
  documentId: z.uuid(),
  documentTitle: z.string(),
  page: z.number().int().nullable(),
  /** The mention's span in the document's content. */
  charStart: z.number().int(),
  charEnd: z.number().int(),
  /** A window of text around the mention, and where the mention is in it. */
  text: z.string(),
  highlightStart: z.number().int(),
  highlightEnd: z.number().int(),
});
export type Passage = z.infer<typeof passageSchema>;

export const passageListSchema = z.array(passageSchema);

/** `GET /api/concepts/{id}/passages`: a page of passages, `limit` of them from `offset` (in document order). */
export const passagesQuerySchema = z.object({
  documentId: z.uuid({ message: "documentId must be a document id" }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
