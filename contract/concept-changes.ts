import { z } from "zod";
import { conceptDetailSchema } from "./concepts.ts";

/**
 * The user's own say over which names are one concept: merge, split, rename and undo (issue 33), the concepts page's
 * list, and the queue of probable duplicates. Every change is kept (with what it needs to be undone) and holds when
 * documents are read again.
 */

const conceptName = z
  .string()
  .trim()
  .min(1, { message: "Give the concept a name" })
  .max(200, { message: "A concept name is at most 200 characters" });

/** `GET /api/concepts`: the concepts page, most mentioned first unless sorted otherwise. */
export const conceptListQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  projectId: z.uuid({ message: "projectId must be a project id" }).optional(),
  sort: z.enum(["mentions", "name", "documents", "recent"]).default("mentions"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ConceptListQuery = z.infer<typeof conceptListQuerySchema>;

export const conceptListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  aliases: z.array(z.string()),
  mentionCount: z.number().int(),
  documentCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type ConceptListItem = z.infer<typeof conceptListItemSchema>;

export const conceptListSchema = z.object({ total: z.number().int(), items: z.array(conceptListItemSchema) });
export type ConceptList = z.infer<typeof conceptListSchema>;

/** `PATCH /api/concepts/{id}`: rename. */
export const renameConceptSchema = z.object({ name: conceptName });
export type RenameConceptInput = z.infer<typeof renameConceptSchema>;

/** `POST /api/concepts/merge`: the concepts become one, `intoId` kept; the others' names become its aliases. */
export const mergeConceptsSchema = z
  .object({
    conceptIds: z
      .array(z.uuid({ message: "conceptIds must be concept ids" }))
      .min(2, { message: "Choose at least two concepts to merge" })
      .max(50, { message: "Merge at most 50 concepts at a time" }),
    intoId: z.uuid({ message: "intoId must be a concept id" }),
    /** The merged concept's name; by default the kept concept's. */
    name: conceptName.optional(),
  })
  .refine((v) => v.conceptIds.includes(v.intoId), {
    message: "The concept to keep must be one of those merged",
    path: ["intoId"],
  })
  .refine((v) => new Set(v.conceptIds).size === v.conceptIds.length, {
    message: "A concept is listed twice",
    path: ["conceptIds"],
  });
export type MergeConceptsInput = z.infer<typeof mergeConceptsSchema>;

/**
 * `POST /api/concepts/{id}/split`: a name the concept was merged with back out as a concept of its own (`alias`), or
 * the mentions of some of its documents given to a new concept (`documentIds` and `name`).
 */
export const splitConceptSchema = z.union([
  z.object({ alias: conceptName }).strict(),
  z
    .object({
      documentIds: z
        .array(z.uuid({ message: "documentIds must be document ids" }))
        .min(1, { message: "Choose the documents whose mentions go to the new concept" })
        .max(500),
      name: conceptName,
    })
    .strict(),
]);
export type SplitConceptInput = z.infer<typeof splitConceptSchema>;

export const conceptChangeKinds = ["merge", "split", "rename"] as const;
export type ConceptChangeKind = (typeof conceptChangeKinds)[number];

/** One change the user made (`GET /api/concept-changes`), newest first. */
export const conceptChangeSchema = z.object({
  id: z.uuid(),
  kind: z.enum(conceptChangeKinds),
  /** What happened in words: 'Merged "LLM" into "large language model".' */
  summary: z.string(),
  /** The concept it left (null once that concept is gone: all its documents deleted). */
  concept: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  undoneAt: z.iso.datetime().nullable(),
  /** It can be undone now (not undone yet, and the concepts it involves are still there). */
  undoable: z.boolean(),
});
export type ConceptChange = z.infer<typeof conceptChangeSchema>;
export const conceptChangeListSchema = z.array(conceptChangeSchema);

/** What merge, split and rename answer: the concept as it is now, and the change (to undo it). */
export const conceptChangeResultSchema = z.object({ concept: conceptDetailSchema, change: conceptChangeSchema });
export type ConceptChangeResult = z.infer<typeof conceptChangeResultSchema>;

/** One side of a probable duplicate, with what lets the user decide: its definition and where it is named. */
export const suggestionSideSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  definition: z.string().nullable(),
  mentionCount: z.number().int(),
  documentCount: z.number().int(),
  /** The first passage that names it. */
  passage: z
    .object({
      documentId: z.uuid(),
      documentTitle: z.string(),
      text: z.string(),
      highlightStart: z.number().int(),
      highlightEnd: z.number().int(),
    })
    .nullable(),
});
export type SuggestionSide = z.infer<typeof suggestionSideSchema>;

/** `GET /api/concept-suggestions`: pairs that are probably one concept, most likely first. */
export const conceptSuggestionSchema = z.object({
  concepts: z.tuple([suggestionSideSchema, suggestionSideSchema]),
  /** Why they look like one: "The initials of “equation of state” spell “EoS”." */
  reason: z.string(),
  /** 0..1, how alike. */
  score: z.number(),
});
export type ConceptSuggestion = z.infer<typeof conceptSuggestionSchema>;
export const conceptSuggestionListSchema = z.array(conceptSuggestionSchema);

export const conceptSuggestionsQuerySchema = z.object({
  projectId: z.uuid({ message: "projectId must be a project id" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConceptSuggestionsQuery = z.infer<typeof conceptSuggestionsQuerySchema>;

/** `POST /api/concept-suggestions/reject`: the two stay apart, and are not suggested again. */
export const rejectSuggestionSchema = z
  .object({ conceptIds: z.tuple([z.uuid(), z.uuid()]) })
  .refine((v) => v.conceptIds[0] !== v.conceptIds[1], { message: "Two different concepts", path: ["conceptIds"] });
export type RejectSuggestionInput = z.infer<typeof rejectSuggestionSchema>;
