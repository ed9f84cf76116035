/**
 * Obsidian notes carry their reader's own knowledge: a note is the concept its title names (with the aliases its
 * front matter gives), and each `[[link]]` to another note says the two concepts belong together. This adds both
 * to what the extractor found in the note's words: the note's concept first, the linked notes' concepts with the
 * link's text as their mention, and a `related` relationship of strength 1 for every link, marked as the user's.
 */
import type { DocumentMetadata } from "../reading/types.ts";
import { categorise } from "./categories.ts";
import { isAcronymText, matchLongForm } from "./candidates.ts";
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

/** How far from a link its evidence reaches each way: a "sentence" of a list of links can be the whole note. */
const EVIDENCE_REACH = 300;
const SENTENCE_END = /[.!?\n]/;

/**
 * The sentence (or list item) around a link: what the link's evidence shows. Bounded by EVIDENCE_REACH each way (cut
 * at a space), so a note of links without a full stop costs time in proportion to its links, not their square.
 */
function sentenceAround(text: string, link: Span): Span {
  const floor = Math.max(0, link.start - EVIDENCE_REACH);
  const ceiling = Math.min(text.length, link.end + EVIDENCE_REACH);
  let start = link.start;
  while (start > floor && !SENTENCE_END.test(text[start - 1]!)) start--;
  let end = link.end;
  while (end < ceiling && !SENTENCE_END.test(text[end]!)) end++;
  if (end < ceiling && text[end] !== "\n") end++;
  if (start === floor && floor > 0) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space < link.start) start = space + 1;
  }
  if (end === ceiling && ceiling < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space >= link.end) end = space;
  }
  while (start < end && /\s/.test(text[start]!)) start++;
  return { start, end };
}

/** The extraction's concepts by key, in order, with the note's own first: merging stays linear in the links. */
class ConceptList {
  private readonly byKey = new Map<string, ExtractedConcept>();
  private own: ExtractedConcept | null = null;

  constructor(private readonly concepts: ExtractedConcept[]) {
    for (const concept of concepts) if (!this.byKey.has(concept.key)) this.byKey.set(concept.key, concept);
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** Merges a concept in: an existing one with the same key gets the mentions and aliases. */
  merge(concept: ExtractedConcept, own = false): ExtractedConcept {
    const existing = this.byKey.get(concept.key);
    if (!existing) {
      this.byKey.set(concept.key, concept);
      this.concepts.push(concept);
      if (own) this.own = concept;
      return concept;
    }
    // "alveolar-septum" is a file name's slug, found in the link's text; the note's name reads "alveolar septum".
    if (/^[\p{Ll}\d]+(?:-[\p{Ll}\d]+)+$/u.test(existing.name) && concept.name.includes(" "))
      existing.name = concept.name;
    // Links come in text order: a later link's mention goes at the end, with no search or sort (the lists are this
    // function's own copies).
    const last = existing.mentions.at(-1)?.start ?? -1;
    if (concept.mentions.every((m) => m.start > last)) existing.mentions.push(...concept.mentions);
    else {
      const seen = new Set(existing.mentions.map((m) => m.start));
      existing.mentions = [...existing.mentions, ...concept.mentions.filter((m) => !seen.has(m.start))].sort(
        (a, b) => a.start - b.start,
      );
    }
    if (concept.aliases.some((a) => !existing.aliases.includes(a)))
      existing.aliases = [...new Set([...existing.aliases, ...concept.aliases])];
    existing.salience = Math.max(existing.salience, concept.salience);
    if (own) this.own = existing;
    return existing;
  }

  /** The concepts with the note's own first. */
  ordered(): ExtractedConcept[] {
    if (!this.own) return this.concepts;
    return [this.own, ...this.concepts.filter((c) => c !== this.own)];
  }
}

export function linksWarning(targets: number, maxLinks: number): string {
  const count = (n: number) => n.toLocaleString("en-US");
  return `This note links to ${count(targets)} notes; the first ${count(maxLinks)} became concepts linked to it (the limit per note), the other links are read as text.`;
}

/**
 * The note's own concept and its links, added to what the extractor found in `text` (the note's content). Links to at
 * most `maxLinks` different notes become concepts and relationships, the first in the note; the others stay text,
 * with a warning.
 */
/** One of the two spells the other's words as an abbreviation does ("FN1" and "fibronectin 1"). */
function isGloss(name: string, gloss: string): boolean {
  const [short, long] = name.length <= gloss.length ? [name, gloss] : [gloss, name];
  const words = long.split(/\s+/);
  return isAcronymText(short) && matchLongForm(short, words) === words.length;
}

export function addNoteKnowledge(
  extraction: Extraction,
  text: string,
  note: NoteSubject,
  maxLinks = Number.POSITIVE_INFINITY,
): Extraction {
  const concepts = extraction.concepts.map((c) => ({ ...c, mentions: [...c.mentions], aliases: [...c.aliases] }));
  const relationships = [...extraction.relationships];
  // "FN1 - fibronectin 1": a symbol and the words it abbreviates, both names of the note's concept. Other title
  // parts are not ("Chapter 2 - Predicting Regrowth", "A talk - its speaker"): the first names the concept alone.
  const [name = note.title, ...rest] = note.title.split(/\s+[-–—:]\s+/);
  const aliases = [...rest.filter((part) => isGloss(name, part)), ...note.metadata.aliases].filter(conceptLikeName);
  const links = note.metadata.links.filter((link) => conceptLikeName(link.target));
  if (
    !conceptLikeName(name) ||
    (aliases.length === 0 && links.length === 0 && occurrences(text, [name]).length === 0)
  ) {
    return { ...extraction, concepts, relationships };
  }
  const subject = noteConcept(name, aliases, occurrences(text, [name, ...aliases]), 1);
  if (!subject) return { ...extraction, concepts, relationships };
  const list = new ConceptList(concepts);
  const own = list.merge(subject, true);
  const linked = new Set<string>();
  let targets = 0;
  for (const link of links) {
    const target = noteConcept(link.target, [], [{ start: link.start, end: link.end }], 0.5);
    if (!target || target.key === own.key) continue;
    if (!linked.has(target.key)) {
      targets++;
      if (linked.size >= maxLinks) continue;
      linked.add(target.key);
    }
    const merged = list.merge(target);
    relationships.push({
      source: own.key,
      target: merged.key,
      type: "related",
      strength: 1,
      evidence: sentenceAround(text, link),
      fromLink: true,
    });
  }
  const warning = targets > maxLinks ? linksWarning(targets, maxLinks) : undefined;
  return {
    ...extraction,
    concepts: list.ordered(),
    relationships,
    ...(warning ? { warning: [extraction.warning, warning].filter(Boolean).join(" ") } : {}),
  };
}
