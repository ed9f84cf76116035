import { z } from "zod";
import { passageSchema } from "./concepts.ts";
import { relationshipTypeSchema } from "./graph.ts";

/** One sentence that shows a relationship, with where it is (its span is the sentence's). */
export const relationshipEvidenceSchema = passageSchema
  .pick({ documentId: true, documentTitle: true, page: true, charStart: true, charEnd: true })
  .extend({
    /** The sentence as the document has it. */
    text: z.string(),
    /** Set when the edge shows an unresolved contradiction between two statements. */
    contradictionId: z.uuid().nullable(),
  });
export type RelationshipEvidence = z.infer<typeof relationshipEvidenceSchema>;

/** How a relationship was found. */
export const relationshipBases = ["stated", "link", "cooccurrence", "contradiction"] as const;

/** `GET /api/concepts/{id}/relationships`: the concept's relationships the graph shows, each with its evidence. */
export const conceptRelationshipSchema = z.object({
  id: z.uuid(),
  type: relationshipTypeSchema,
  /** out: this concept is the source ("X supports Y" for X); in: the other is; none: related has no direction. */
  direction: z.enum(["out", "in", "none"]),
  other: z.object({ id: z.uuid(), name: z.string(), category: z.string() }),
  strength: z.number(),
  basis: z.enum(relationshipBases),
  /**
   * The words of the text that state the relationship ("is used for", "inspired by", "is a kind of"), read from the
   * concept `labelFrom` names ("this" concept or the "other") to the other end; null when no sentence states it.
   */
  label: z.string().nullable(),
  labelFrom: z.enum(["this", "other"]).nullable(),
  /** Sentences in which the two occur together (co-occurrence edges). */
  cooccurrences: z.number().int(),
  /** The strongest few sentences; `evidenceCount` says how many there are. */
  evidence: z.array(relationshipEvidenceSchema),
  evidenceCount: z.number().int(),
});
export type ConceptRelationship = z.infer<typeof conceptRelationshipSchema>;
export const conceptRelationshipListSchema = z.array(conceptRelationshipSchema);
