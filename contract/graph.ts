import { z } from "zod";
import { projectScopeQuerySchema } from "./documents.ts";
import { graphExportFormats } from "./graph-constants.ts";

/** Relationship types (PRODUCT.md section 3). */
export const relationshipTypes = ["related", "supports", "contradicts"] as const;
export const relationshipTypeSchema = z.enum(relationshipTypes);
export type RelationshipType = z.infer<typeof relationshipTypeSchema>;

// Constants live in a module without zod, so the web app can use them without bundling the schemas.
export {
  edgeThickness,
  graphConstants,
  graphExportFormats,
  nodeWidth,
  type GraphExportFormat,
} from "./graph-constants.ts";

export const graphNodeSchema = z.object({
  id: z.string(),
  label: z.string(),
  category: z.string(),
  size: z.number(),
  /** Beyond the graph's own fields (PRODUCT.md section 3): relationships in the scope, and documents of the scope that mention the concept. */
  degree: z.number().int(),
  documentCount: z.number().int(),
});
export type GraphNode = z.infer<typeof graphNodeSchema>;

export const graphEdgeSchema = z.object({
  id: z.string(),
  source: z.string(),
  target: z.string(),
  type: relationshipTypeSchema,
  /** 0 to 1; in a project, combined from the evidence in that project's documents only. */
  strength: z.number(),
  /** Beyond the spec's fields: the words that state it ("uses"), read from `labelFrom` (source or target). */
  label: z.string().nullable().optional(),
  labelFrom: z.string().nullable().optional(),
});
export type GraphEdge = z.infer<typeof graphEdgeSchema>;

/** `GET /api/graph?projectId=`: concepts and relationships of the scope. */
export const graphSchema = z.object({
  nodes: z.array(graphNodeSchema),
  edges: z.array(graphEdgeSchema),
  /** True when the scope holds more than `maxNodes` concepts or `maxEdges` relationships. */
  truncated: z.boolean(),
  totalNodes: z.number().int(),
  totalEdges: z.number().int(),
});
export type Graph = z.infer<typeof graphSchema>;

/** `GET /api/graph/export?format=&projectId=`: a download of the scope's whole graph (GraphML by default). */
export const graphExportQuerySchema = projectScopeQuerySchema.extend({
  format: z
    .enum(graphExportFormats, { message: `format must be one of ${graphExportFormats.join(", ")}` })
    .default("graphml"),
});

const conceptRefSchema = z.object({ id: z.string(), name: z.string(), category: z.string() });
export type ConceptRef = z.infer<typeof conceptRefSchema>;

export const centralConceptSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Relationships in the scope. */
  connections: z.number().int(),
  category: z.string(),
});

/** The sentence that states a relationship, with the document it is in. */
export const statedEvidenceSchema = z.object({
  documentId: z.string(),
  documentTitle: z.string(),
  charStart: z.number().int(),
  charEnd: z.number().int(),
  text: z.string(),
});
export type StatedEvidence = z.infer<typeof statedEvidenceSchema>;

export const crossDomainConnectionSchema = z.object({
  concept1: conceptRefSchema,
  concept2: conceptRefSchema,
  relationshipType: relationshipTypeSchema,
  strength: z.number(),
  /** Beyond the spec's fields: the two communities it joins, each named after its most connected concept. */
  between: z.tuple([z.string(), z.string()]),
  /** The text's words for it ("inspired by"), read from concept1; null for co-occurrence. */
  label: z.string().nullable(),
});

export const surprisingConnectionSchema = z.object({
  concept1: conceptRefSchema,
  concept2: conceptRefSchema,
  relationshipType: relationshipTypeSchema,
  /** Why it stands out, in plain language, quoting the sentence that states it. */
  reason: z.string(),
  /** 0 to 1, higher is more surprising. */
  score: z.number(),
  /** Beyond the spec's fields: the sentence that states it. */
  evidence: statedEvidenceSchema.nullable(),
});

export const clusterAnalysisSchema = z.object({
  category: z.string(),
  conceptCount: z.number().int(),
  /** Mean relationships per concept of the category, rounded to one decimal. */
  avgConnections: z.number(),
});

/** A community found by Louvain modularity: concepts more connected to each other than to the rest. */
export const communitySchema = z.object({
  id: z.number().int(),
  /** Named after its most connected concepts. */
  label: z.string(),
  size: z.number().int(),
  topConcepts: z.array(conceptRefSchema),
  /** The categories inside, largest first. */
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
});

/** `GET /api/analytics?projectId=`. */
export const analyticsSchema = z.object({
  centralConcepts: z.array(centralConceptSchema),
  crossDomainConnections: z.array(crossDomainConnectionSchema),
  surprisingConnections: z.array(surprisingConnectionSchema),
  clusterAnalysis: z.array(clusterAnalysisSchema),
  /** Beyond the graph's own fields (PRODUCT.md section 3). */
  communities: z.array(communitySchema),
  /** Modularity of the communities (-0.5 to 1; above ~0.3 the graph has real clusters). */
  modularity: z.number(),
  /**
   * Concepts first seen per hour (the hour's start, ISO, UTC) with the running total: hours rather than days so a
   * browser can regroup them into its own local days.
   */
  conceptsOverTime: z.array(z.object({ hour: z.iso.datetime(), added: z.number().int(), total: z.number().int() })),
  totals: z.object({ concepts: z.number().int(), relationships: z.number().int(), documents: z.number().int() }),
  computedAt: z.iso.datetime(),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export type CentralConcept = z.infer<typeof centralConceptSchema>;
export type CrossDomainConnection = z.infer<typeof crossDomainConnectionSchema>;
export type SurprisingConnection = z.infer<typeof surprisingConnectionSchema>;
export type ClusterAnalysis = z.infer<typeof clusterAnalysisSchema>;
export type Community = z.infer<typeof communitySchema>;
