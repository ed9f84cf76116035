/**
 * What knowledge extraction produces for one document, whichever extractor ran (local or an LLM provider).
 * Spans are character offsets into the exact text that was given to the extractor.
 */
import { llmConceptCategories, llmRelationshipTypes } from "../../../contract/llm.ts";

/**
 * The three categories with their own colour (PRODUCT.md section 3), then Mnemo's further fixed set (shown grey):
 * the list an AI provider is asked to choose from, one list for both.
 */
export const conceptCategories = llmConceptCategories;
export type ConceptCategory = (typeof conceptCategories)[number];

export const relationshipTypes = llmRelationshipTypes;
export type RelationshipType = (typeof relationshipTypes)[number];

export interface Span {
  start: number;
  end: number;
}

export interface ExtractedConcept {
  /** Display name: the most natural surface form found in the text (e.g. "large language model"). */
  name: string;
  /** Normalised key (see normalizeConceptKey): equal keys mean the same concept, across documents too. */
  key: string;
  /** Other surface forms seen (plural, capitalised, hyphenated, the acronym...), for matching in other documents. */
  aliases: string[];
  /**
   * Longer phrases folded into this concept ("self-attention layer" for "self-attention"): stored as its aliases so
   * other documents' variants find it, but never used to find an existing concept for this one.
   */
  variants?: string[];
  /** The acronym the text introduced for it, e.g. "LLM" for "large language model (LLM)". */
  acronym: string | null;
  category: ConceptCategory;
  /** The defining sentence from the source, exactly as written; a WordNet gloss only for a whole-phrase dictionary entry. */
  definition: string | null;
  /** Where the definition is in the text (null for a gloss). */
  definitionSpan: Span | null;
  /** 0..1, how central the concept is to this document; concepts are returned most salient first. */
  salience: number;
  /** Every occurrence, in text order. */
  mentions: Span[];
}

export interface ExtractedRelationship {
  /** Keys of two concepts of the same extraction. */
  source: string;
  target: string;
  type: RelationshipType;
  /** 0..1 */
  strength: number;
  /** The sentence that shows the relationship. */
  evidence: Span;
  /** The user linked the two concepts themselves (an Obsidian `[[link]]`). */
  fromLink?: boolean;
  /** `related` from co-occurrence: in how many sentences of the document the two occur together. */
  cooccurrences?: number;
  /** The words of the evidence that state the relationship ("is used for", "such as"), said of `labelSubject`. */
  label?: string;
  /** The key of the concept the label is said of (the sentence's subject; the other end is its object). */
  labelSubject?: string;
}

export interface Extraction {
  concepts: ExtractedConcept[];
  relationships: ExtractedRelationship[];
  /** Set when the extraction was degraded (e.g. the LLM failed and the local extractor ran instead). */
  warning?: string;
}

export interface ExtractOptions {
  /** Upper bound on concepts returned (most salient first). */
  maxConcepts?: number;
  /**
   * Where the document names what it is about, with how strongly: its title and author keywords (1), headings,
   * the abstract. Concepts found there are preferred.
   */
  headline?: HeadlineSpan[];
  /** Words of the document's author block (names, affiliations): never part of a concept of this document. */
  authorWords?: string[];
  /** Section headings: a phrase met only in headings names a section, not something the text talks about. */
  headings?: Span[];
}

export interface HeadlineSpan extends Span {
  /** 0..1: 1 for the title and author keywords. */
  weight: number;
  /** The span is the author's keyword list. */
  keywords?: boolean;
}

/** Every extractor (local, OpenAI-compatible, Anthropic) implements this. */
export interface KnowledgeExtractor {
  readonly name: string;
  extract(text: string, options?: ExtractOptions): Promise<Extraction>;
}
