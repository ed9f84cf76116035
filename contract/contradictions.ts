import { z } from "zod";
import { limits } from "./constants.ts";

export const resolutions = ["first_holds", "second_holds", "both_hold", "dismissed"] as const;

const source = z.object({
  documentId: z.uuid(),
  documentTitle: z.string(),
  chunkId: z.uuid().nullable(),
  charStart: z.number().int(),
  charEnd: z.number().int(),
  page: z.number().int().nullable(),
});

/** `GET /api/contradictions`: the spec's fields, then where each statement comes from and how it was resolved. */
export const contradictionSchema = z.object({
  id: z.uuid(),
  severity: z.enum(["high", "medium", "low"]),
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
  detectedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type Contradiction = z.infer<typeof contradictionSchema>;
export const contradictionListSchema = z.array(contradictionSchema);

export const contradictionsQuerySchema = z.object({
  projectId: z.uuid({ message: "projectId must be a project id" }).optional(),
  status: z.enum(["all", "unresolved", "resolved"]).default("all"),
});

/** `PATCH /api/contradictions/{id}`: resolve (with an optional note), or reopen with `resolution: null`. */
export const resolveContradictionSchema = z.object({
  resolution: z.enum(resolutions).nullable(),
  note: z.string().trim().max(limits.resolutionNoteMax, `The note must be at most ${limits.resolutionNoteMax} characters`).optional(),
});
export type ResolveContradiction = z.infer<typeof resolveContradictionSchema>;
