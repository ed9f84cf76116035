import type { LlmExtraction } from "../../../contract/llm.ts";
import type { ConceptCategory, ExtractedConcept, ExtractedRelationship, Extraction, Span } from "../extract/types.ts";

/**
 * Turns validated model output into an Extraction that only holds what the document's text supports:
 * - a concept is kept only if one of its surface forms occurs in the text (case-insensitive, whole words; short
 *   all-capital forms such as "AI" or "IT" case-sensitive); its mentions are every such occurrence;
 * - a definition is kept only if it is a passage of the text (whitespace, quote and dash variants tolerated), and
 *   is then replaced by the text exactly as written, with its span;
 * - a relationship is kept only if both ends are kept concepts and its evidence is a passage of the text that
 *   mentions at least one of them.
 * Everything else the model said (hallucinations, echoed instructions) is dropped here.
 */

export interface GroundingOptions {
  /** normalizeConceptKey in production, so keys agree with the local extractor's. */
  normalizeKey: (name: string) => string;
  maxConcepts?: number;
}

export interface GroundingStats {
  proposedConcepts: number;
  ungroundedConcepts: number;
  proposedRelationships: number;
  droppedRelationships: number;
}

const maxMatchesPerForm = 5000;
const maxQuoteMatches = 50;
const minQuoteChars = 8;

const singleQuotes = "'‘’‚‛`´";
const doubleQuotes = '"“”„‟«»';
const dashes = "-‐‑‒–—―";

function escapeChar(ch: string): string {
  if (singleQuotes.includes(ch)) return `[${singleQuotes}]`;
  if (doubleQuotes.includes(ch)) return `[${doubleQuotes}]`;
  if (dashes.includes(ch)) return `[${dashes}]`;
  return /[.*+?^${}()|[\]\\/]/.test(ch) ? `\\${ch}` : ch;
}

/** Whitespace runs match any whitespace (PDF text breaks lines anywhere); quote and dash variants match each other. */
function flexiblePattern(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((token) => Array.from(token, escapeChar).join(""))
    .join("\\s+");
}

/** "AI", "LLM", "GPT-4": matched case-sensitively, or "it" would match "IT". */
function isAcronymLike(form: string): boolean {
  const letters = form.replace(/[^\p{L}]/gu, "");
  return (
    letters.length > 0 && letters.length <= 6 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  );
}

function usableForm(form: string): boolean {
  const trimmed = form.trim();
  return trimmed.length >= 2 && /[\p{L}\p{N}]/u.test(trimmed);
}

function matchAll(text: string, pattern: RegExp, limit: number): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(pattern)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
    if (spans.length >= limit) break;
  }
  return spans;
}

/** Whole-word occurrences of a surface form. */
export function findSurfaceForm(text: string, form: string): Span[] {
  if (!usableForm(form)) return [];
  const flags = isAcronymLike(form) ? "gu" : "giu";
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${flexiblePattern(form)}(?![\\p{L}\\p{N}])`, flags);
  return matchAll(text, pattern, maxMatchesPerForm);
}

/** Occurrences of a quotation: exact first, else tolerant of whitespace, case, quote and dash variants. */
export function findQuote(text: string, quote: string): Span[] {
  const cleaned = quote
    .trim()
    .replace(new RegExp(`^[${doubleQuotes}]+|[${doubleQuotes}]+$`, "gu"), "")
    .trim();
  if (cleaned.length < minQuoteChars || !/[\p{L}\p{N}]/u.test(cleaned)) return [];
  const exact: Span[] = [];
  for (let at = text.indexOf(cleaned); at >= 0 && exact.length < maxQuoteMatches; at = text.indexOf(cleaned, at + 1)) {
    exact.push({ start: at, end: at + cleaned.length });
  }
  if (exact.length) return exact;
  return matchAll(text, new RegExp(flexiblePattern(cleaned), "giu"), maxQuoteMatches);
}

/** Sorted, overlaps removed (the earlier, then longer, span wins). */
function normalizeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const result: Span[] = [];
  for (const span of sorted) {
    const last = result[result.length - 1];
    if (last && span.start < last.end) continue;
    result.push(span);
  }
  return result;
}

interface Candidate {
  name: string;
  key: string;
  category: ConceptCategory;
  salience: number;
  /** Lower-cased model names and forms, for resolving relationship ends. */
  labels: Set<string>;
  spans: Span[];
  acronym: string | null;
  /** Proposed definitions, in order of the salience of the answer that proposed them. */
  definitions: { text: string; salience: number }[];
}

export function groundExtraction(
  text: string,
  outputs: readonly LlmExtraction[],
  options: GroundingOptions,
): { extraction: Extraction; stats: GroundingStats } {
  const stats: GroundingStats = {
    proposedConcepts: 0,
    ungroundedConcepts: 0,
    proposedRelationships: 0,
    droppedRelationships: 0,
  };
  const formCache = new Map<string, Span[]>();
  const occurrences = (form: string) => {
    const cacheKey = isAcronymLike(form) ? form.trim() : form.trim().toLowerCase();
    let spans = formCache.get(cacheKey);
    if (!spans) {
      spans = findSurfaceForm(text, form);
      formCache.set(cacheKey, spans);
    }
    return spans;
  };

  const byKey = new Map<string, Candidate>();
  const merge = (into: Candidate, from: Candidate) => {
    if (from.salience > into.salience) {
      into.salience = from.salience;
      into.category = from.category;
    }
    for (const label of from.labels) into.labels.add(label);
    into.spans.push(...from.spans);
    into.acronym ??= from.acronym;
    into.definitions.push(...from.definitions);
  };

  for (const output of outputs) {
    for (const concept of output.concepts) {
      stats.proposedConcepts++;
      const forms = [concept.name, ...concept.surfaceForms, ...(concept.acronym ? [concept.acronym] : [])];
      const spans = forms.flatMap(occurrences);
      if (!spans.length) {
        stats.ungroundedConcepts++;
        continue;
      }
      const nameSpans = occurrences(concept.name);
      const first = normalizeSpans(spans)[0]!;
      const name = nameSpans.length ? concept.name.trim() : text.slice(first.start, first.end).replace(/\s+/g, " ");
      const key = options.normalizeKey(name);
      if (!key) {
        stats.ungroundedConcepts++;
        continue;
      }
      const acronym = concept.acronym && occurrences(concept.acronym).length ? concept.acronym.trim() : null;
      const candidate: Candidate = {
        name,
        key,
        category: concept.category,
        salience: concept.salience,
        labels: new Set([concept.name, ...concept.surfaceForms].map((label) => label.trim().toLowerCase())),
        spans,
        acronym,
        definitions: concept.definition ? [{ text: concept.definition, salience: concept.salience }] : [],
      };
      const existing = byKey.get(key);
      if (existing) merge(existing, candidate);
      else byKey.set(key, candidate);
    }
  }

  // "large language model" with acronym "LLM" absorbs a separate concept named "LLM".
  for (const candidate of [...byKey.values()]) {
    if (!candidate.acronym || byKey.get(candidate.key) !== candidate) continue;
    const acronymKey = options.normalizeKey(candidate.acronym);
    const other = byKey.get(acronymKey);
    if (other && other !== candidate) {
      merge(candidate, other);
      byKey.delete(acronymKey);
    }
  }

  const ranked = [...byKey.values()]
    .map((candidate) => ({ candidate, mentions: normalizeSpans(candidate.spans) }))
    .sort((a, b) => b.candidate.salience - a.candidate.salience || b.mentions.length - a.mentions.length)
    .slice(0, options.maxConcepts ?? Infinity);

  const concepts: ExtractedConcept[] = ranked.map(({ candidate, mentions }) => {
    let definition: string | null = null;
    let definitionSpan: Span | null = null;
    for (const proposed of [...candidate.definitions].sort((a, b) => b.salience - a.salience)) {
      const span = findQuote(text, proposed.text)[0];
      if (span) {
        definition = text.slice(span.start, span.end);
        definitionSpan = span;
        break;
      }
    }
    const aliases = [...new Set(mentions.map((m) => text.slice(m.start, m.end).replace(/\s+/g, " ")))].filter(
      (alias) => alias !== candidate.name,
    );
    return {
      name: candidate.name,
      key: candidate.key,
      aliases: aliases.slice(0, 20),
      acronym: candidate.acronym,
      category: candidate.category,
      definition,
      definitionSpan,
      salience: Math.round(candidate.salience * 1000) / 1000,
      mentions,
    };
  });

  const kept = new Map(concepts.map((concept) => [concept.key, concept]));
  const keyForLabel = new Map<string, string>();
  for (const { candidate } of ranked) {
    for (const label of candidate.labels) if (!keyForLabel.has(label)) keyForLabel.set(label, candidate.key);
  }
  const resolve = (label: string): string | undefined => {
    const lower = label.trim().toLowerCase();
    const key = keyForLabel.get(lower) ?? options.normalizeKey(label);
    return kept.has(key) ? key : undefined;
  };

  const relationships = new Map<string, ExtractedRelationship>();
  for (const output of outputs) {
    for (const relationship of output.relationships) {
      stats.proposedRelationships++;
      let source = resolve(relationship.source);
      let target = resolve(relationship.target);
      if (!source || !target || source === target) {
        stats.droppedRelationships++;
        continue;
      }
      if (relationship.type !== "supports" && source > target) [source, target] = [target, source];
      const sourceMentions = kept.get(source)!.mentions;
      const targetMentions = kept.get(target)!.mentions;
      const inside = (span: Span, mentions: Span[]) => mentions.some((m) => m.start >= span.start && m.end <= span.end);
      const quotes = findQuote(text, relationship.evidence);
      const evidence =
        quotes.find((q) => inside(q, sourceMentions) && inside(q, targetMentions)) ??
        quotes.find((q) => inside(q, sourceMentions) || inside(q, targetMentions));
      if (!evidence) {
        stats.droppedRelationships++;
        continue;
      }
      const id = `${relationship.type}\u0000${source}\u0000${target}`;
      const previous = relationships.get(id);
      if (previous && previous.strength >= relationship.strength) continue;
      relationships.set(id, {
        source,
        target,
        type: relationship.type,
        strength: Math.round(relationship.strength * 1000) / 1000,
        evidence,
      });
    }
  }

  return { extraction: { concepts, relationships: [...relationships.values()] }, stats };
}
