/**
 * Obsidian notes carry their reader's own knowledge: a note is the concept its title names (with the aliases its
 * front matter gives), and each `[[link]]` to another note says the two concepts belong together. This adds both
 * to what the extractor found in the note's words: the note's concept first, the linked notes' concepts with the
 * link's text as their mention, and a `related` relationship of strength 1 for every link, marked as the user's.
 */
import type { DocumentMetadata } from "../reading/types.ts";
import { categorise } from "./categories.ts";
import { normalizeConceptKey, normalizedWords, singularizeWord } from "./normalize.ts";
import type { ExtractedConcept, Extraction, Span } from "./types.ts";

export interface NoteSubject {
  /** The note's title (front matter title, first `#` heading, or file name). */
  title: string;
  metadata: DocumentMetadata;
}

/** A name that can stand for a concept: a few words with letters, not a date, an id or a citation key. */
export function conceptLikeName(name: string): boolean {
  const text = name.trim();
  if (!/\p{L}{2,}/u.test(text) || text.length > 80 || text.split(/\s+/).length > 6) return false;
  // Citation keys ("@mooreDNA2013"), dates, numbers and a vault's own housekeeping notes name no concept.
  if (
    /^@|^\d{4}-\d{2}(?:-\d{2})?\b|^\d+$|^(?:untitled|readme|index|todo|inbox|home|moc|tags|templates?|attachments|archive|dashboard)\b/i.test(
      text,
    )
  )
    return false;
  return (text.match(/\d/g) ?? []).length <= text.length / 3;
}

/** "alveolar-septum" → "alveolar septum"; names with capitals keep them ("DNMT3A", "Alveolar Septum"). */
function displayNameOf(name: string): string {
  const spaced = name
    .replace(/[_]+/g, " ")
    .replace(/(?<=\p{Ll})-(?=\p{Ll})/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return spaced;
}

/** Every place the text writes one of the names (whole words, any case). */
function occurrences(text: string, names: string[]): Span[] {
  const spans: Span[] = [];
  for (const name of names) {
    const words = name
      .split(/[\s_-]+/)
      .filter(Boolean)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    if (words.length === 0) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[\\s_-]+")}(?![\\p{L}\\p{N}])`, "giu");
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  spans.sort((a, b) => a.start - b.start || a.end - b.end);
  return spans.filter((s, i) => i === 0 || s.start >= spans[i - 1]!.end);
}

function noteConcept(name: string, aliases: string[], mentions: Span[], salience: number): ExtractedConcept | null {
  const key = normalizeConceptKey(name);
  if (!key) return null;
  const words = normalizedWords(name).map(singularizeWord);
  const display = displayNameOf(name);
  const { category } = categorise({
    words,
    name: display,
    proper: /\p{Lu}/u.test(display.slice(1)),
    previousWord: null,
    acronym: null,
  });
  return {
    name: display,
    key,
    aliases: aliases.filter((a) => a !== display),
    acronym: null,
    category,
    definition: null,
    definitionSpan: null,
    salience,
    mentions,
  };
}

/** The sentence (or list item) around an offset: what a link's evidence shows. */
function sentenceAround(text: string, offset: number): Span {
  let start = offset;
  while (start > 0 && !/[.!?\n]/.test(text[start - 1]!)) start--;
  let end = offset;
  while (end < text.length && !/[.!?\n]/.test(text[end]!)) end++;
  if (end < text.length && text[end] !== "\n") end++;
  while (start < end && /\s/.test(text[start]!)) start++;
  return { start, end };
}

/** Merges a concept into the extraction: an existing one with the same key gets the mentions and aliases. */
function merge(concepts: ExtractedConcept[], concept: ExtractedConcept, first: boolean): ExtractedConcept {
  const existing = concepts.find((c) => c.key === concept.key);
  if (!existing) {
    if (first) concepts.unshift(concept);
    else concepts.push(concept);
    return concept;
  }
  // "alveolar-septum" is a file name's slug, found in the link's text; the note's name reads "alveolar septum".
  if (/^[\p{Ll}\d]+(?:-[\p{Ll}\d]+)+$/u.test(existing.name) && concept.name.includes(" ")) existing.name = concept.name;
  const seen = new Set(existing.mentions.map((m) => m.start));
  existing.mentions = [...existing.mentions, ...concept.mentions.filter((m) => !seen.has(m.start))].sort(
    (a, b) => a.start - b.start,
  );
  existing.aliases = [...new Set([...existing.aliases, ...concept.aliases])];
  existing.salience = Math.max(existing.salience, concept.salience);
  if (first) {
    concepts.splice(concepts.indexOf(existing), 1);
    concepts.unshift(existing);
  }
  return existing;
}

/** The note's own concept and its links, added to what the extractor found in `text` (the note's content). */
export function addNoteKnowledge(extraction: Extraction, text: string, note: NoteSubject): Extraction {
  const concepts = extraction.concepts.map((c) => ({ ...c, mentions: [...c.mentions], aliases: [...c.aliases] }));
  const relationships = [...extraction.relationships];
  // "FN1 - fibronectin 1", "Attention: the mechanism": a name and a gloss; the gloss is another name of it.
  const [name = note.title, ...rest] = note.title.split(/\s+[-–—:]\s+/);
  const aliases = [...rest, ...note.metadata.aliases].filter(conceptLikeName);
  const links = note.metadata.links.filter((link) => conceptLikeName(link.target));
  if (
    !conceptLikeName(name) ||
    (aliases.length === 0 && links.length === 0 && occurrences(text, [name]).length === 0)
  ) {
    return { ...extraction, concepts, relationships };
  }
  const subject = noteConcept(name, aliases, occurrences(text, [name, ...aliases]), 1);
  if (!subject) return { ...extraction, concepts, relationships };
  const own = merge(concepts, subject, true);
  for (const link of links) {
    const linked = noteConcept(link.target, [], [{ start: link.start, end: link.end }], 0.5);
    if (!linked || linked.key === own.key) continue;
    const target = merge(concepts, linked, false);
    relationships.push({
      source: own.key,
      target: target.key,
      type: "related",
      strength: 1,
      evidence: sentenceAround(text, link.start),
      fromLink: true,
    });
  }
  return { ...extraction, concepts, relationships };
}
