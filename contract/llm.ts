import { z } from "zod";
import { severities } from "./contradictions.ts";

/**
 * The JSON an LLM provider must return. The model's answer is untrusted: it is used only after it parses against
 * these schemas (unknown keys are dropped) and, for extraction, after every name, definition and evidence quote has
 * been found in the document's own text (server/pipeline/llm/grounding.ts).
 *
 * The descriptions are sent to the model as part of a JSON Schema (z.toJSONSchema), so they double as instructions.
 */

/** The concept categories (server/pipeline/extract/types.ts takes them from here). */
export const llmConceptCategories = [
  "technical",
  "theoretical",
  "methodology",
  "person",
  "organization",
  "place",
  "event",
  "general",
] as const;
export type LlmConceptCategory = (typeof llmConceptCategories)[number];

/** The relationship types (server/pipeline/extract/types.ts takes them from here). */
export const llmRelationshipTypes = ["related", "supports", "contradicts"] as const;
export type LlmRelationshipType = (typeof llmRelationshipTypes)[number];

export const contradictionSeverities = severities;
export type ContradictionSeverity = (typeof contradictionSeverities)[number];

/** Models write " Technical" or "Person" as often as "person": trim and lower-case before checking the enum. */
const lowerCased = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);

const phrase = z.string().trim().min(1).max(200);
const quote = z.string().trim().min(1).max(2000);
const unitInterval = z.number().min(0).max(1);

export const llmConceptSchema = z.object({
  name: phrase.describe(
    "The concept's usual name, written as in the text (singular; lower case unless a proper noun or acronym).",
  ),
  category: z.preprocess(lowerCased, z.enum(llmConceptCategories)).describe("One of the fixed categories."),
  surfaceForms: z
    .array(phrase)
    .max(30)
    .default([])
    .describe(
      "Every different way the text writes this concept, copied exactly (plural, capitalised, hyphenated, acronym...).",
    ),
  acronym: phrase.max(20).nullable().default(null).describe("The acronym the text introduces for it, or null."),
  definition: quote
    .nullable()
    .default(null)
    .describe(
      "A sentence of the text that defines or explains the concept, copied character for character, or null. Never your own words.",
    ),
  salience: unitInterval.describe("0 to 1: how central the concept is to the text."),
});
export type LlmConcept = z.output<typeof llmConceptSchema>;

export const llmRelationshipSchema = z.object({
  source: phrase.describe("A concept name exactly as in the concepts list."),
  target: phrase.describe("Another concept name exactly as in the concepts list."),
  type: z
    .preprocess(lowerCased, z.enum(llmRelationshipTypes))
    .describe(
      "supports: one supports, enables, causes or is evidence for the other; contradicts: the text says they conflict; otherwise related.",
    ),
  strength: unitInterval.describe("0 to 1: how strongly the text connects them."),
  evidence: quote.describe("The sentence of the text that shows the relationship, copied character for character."),
});
export type LlmRelationship = z.output<typeof llmRelationshipSchema>;

/** Knowledge extraction from one passage of a document. */
export const llmExtractionSchema = z.object({
  concepts: z.array(llmConceptSchema).max(100),
  relationships: z.array(llmRelationshipSchema).max(200).default([]),
});
export type LlmExtraction = z.output<typeof llmExtractionSchema>;

/** Whether two statements contradict each other (for contradiction detection). */
export const llmContradictionSchema = z.object({
  contradicts: z.boolean().describe("true only if both statements cannot be true at the same time."),
  severity: z
    .preprocess(lowerCased, z.enum(contradictionSeverities))
    .describe(
      "high: directly incompatible claims about the same thing; medium: partly incompatible (numbers, dates, scope); low: mere tension, or no contradiction.",
    ),
  reason: z.string().trim().min(1).max(500).describe("One short sentence explaining the judgement."),
});
export type LlmContradiction = z.output<typeof llmContradictionSchema>;
