import { z } from "zod";

export const changeTypes = ["created", "definition_updated", "category_changed", "merged", "split", "renamed"] as const;

/** `GET /api/versions`: the concept history, newest first. */
export const versionEntrySchema = z.object({
  id: z.uuid(),
  conceptId: z.uuid(),
  name: z.string(),
  changeType: z.enum(changeTypes),
  category: z.string(),
  definition: z.string().nullable(),
  previousDefinition: z.string().nullable(),
  /** What happened in words (PRODUCT.md section 3), e.g. 'Merged "LLM" into this concept.' */
  detail: z.string().nullable(),
  changedAt: z.iso.datetime(),
  /** The document that caused the change; `id` is null once that document was deleted (its title stays). */
  document: z.object({ id: z.uuid().nullable(), title: z.string() }).nullable(),
  /** A merge: the name that was merged in, which a split can take back out (automatic merges included). */
  mergedName: z.string().nullable(),
  /** The user's own change (merge, split, rename) this entry records: what "Undo" undoes. Null for reading's. */
  changeId: z.uuid().nullable(),
});
export type VersionEntry = z.infer<typeof versionEntrySchema>;

export const versionListSchema = z.array(versionEntrySchema);

export const versionsQuerySchema = z.object({
  projectId: z.uuid({ message: "projectId must be a project id" }).optional(),
  conceptId: z.uuid({ message: "conceptId must be a concept id" }).optional(),
  /** Only changes of this type. */
  changeType: z.enum(changeTypes, { message: `changeType must be one of ${changeTypes.join(", ")}` }).optional(),
  /** Only changes that this document caused. */
  documentId: z.uuid({ message: "documentId must be a document id" }).optional(),
});
export type VersionsQuery = z.infer<typeof versionsQuerySchema>;
