import { z } from "zod";
import { limits } from "./constants.ts";

export const resolutions = ["first_holds", "second_holds", "both_hold", "dismissed"] as const;

/** The kinds of contradiction the local judge tells apart (server/pipeline/contradictions/kinds.ts). */
export const localContradictionKinds = ["figure", "count", "negation", "antonym", "comparison", "exclusive"] as const;
/** What kind of clash a contradiction is; "other" for one an AI provider found that the local judge cannot name. */
export const contradictionKinds = [...localContradictionKinds, "other"] as const;
export type ContradictionKind = (typeof contradictionKinds)[number];

export const severities = ["high", "medium", "low"] as const;

/** Why a dismissed pair is no contradiction. */
export const dismissReasons = ["not_a_contradiction", "different_contexts"] as const;
export type DismissReason = (typeof dismissReasons)[number];

const source = z.object({
  documentId: z.uuid(),
  documentTitle: z.string(),
  chunkId: z.uuid().nullable(),
  charStart: z.number().int(),
  charEnd: z.number().int(),
  page: z.number().int().nullable(),
});

/** `GET /api/contradictions`: the fields of PRODUCT.md section 3, then where each statement comes from and how it was resolved. */
export const contradictionSchema = z.object({
  id: z.uuid(),
  severity: z.enum(severities),
  kind: z.enum(contradictionKinds),
  /** 0..1: how sure the judge is that both statements speak of the same thing and clash. */
  confidence: z.number().min(0).max(1),
  statement1: z.string(),
  statement2: z.string(),
  /** 0 unresolved, 1 resolved. */
  resolved: z.number().int(),
  reason: z.string().nullable(),
  concept: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  source1: source,
  source2: source,
  resolution: z.enum(resolutions).nullable(),
  resolutionNote: z.string().nullable(),
  dismissReason: z.enum(dismissReasons).nullable(),
  detectedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type Contradiction = z.infer<typeof contradictionSchema>;
export const contradictionListSchema = z.array(contradictionSchema);

export const contradictionsQuerySchema = z.object({
  projectId: z.uuid({ message: "projectId must be a project id" }).optional(),
  status: z.enum(["all", "unresolved", "resolved"]).default("all"),
  kind: z.enum(contradictionKinds, { message: `kind must be one of ${contradictionKinds.join(", ")}` }).optional(),
  severity: z.enum(severities, { message: "severity must be high, medium or low" }).optional(),
  /** Only contradictions with a statement from this document. */
  documentId: z.uuid({ message: "documentId must be a document id" }).optional(),
});
export type ContradictionsQuery = z.infer<typeof contradictionsQuerySchema>;

const note = z
  .string()
  .trim()
  .max(limits.resolutionNoteMax, `The note must be at most ${limits.resolutionNoteMax} characters`);
const dismissReason = z.enum(dismissReasons, {
  message: "The reason must be not_a_contradiction or different_contexts",
});

/**
 * `PATCH /api/contradictions/{id}`: resolve (with an optional note), or reopen with `resolution: null`. Dismissing
 * takes a reason (default: not a contradiction).
 */
export const resolveContradictionSchema = z
  .object({
    resolution: z.enum(resolutions).nullable(),
    note: note.optional(),
    dismissReason: dismissReason.optional(),
  })
  .refine((body) => body.resolution === "dismissed" || body.dismissReason === undefined, {
    message: "A reason is given only when dismissing",
    path: ["dismissReason"],
  });
export type ResolveContradiction = z.infer<typeof resolveContradictionSchema>;

/** Contradictions dismissed in one request. */
export const bulkDismissMax = 500;

/** `POST /api/contradictions/dismiss`: dismiss a selection, all or nothing. */
export const bulkDismissSchema = z.object({
  ids: z
    .array(z.uuid({ message: "Not a contradiction id" }))
    .min(1, "Select at least one contradiction")
    .max(bulkDismissMax, `At most ${bulkDismissMax} contradictions can be dismissed at once`),
  dismissReason: dismissReason,
  note: note.optional(),
});
export type BulkDismiss = z.infer<typeof bulkDismissSchema>;

export const bulkDismissResultSchema = z.object({ dismissed: contradictionListSchema });
