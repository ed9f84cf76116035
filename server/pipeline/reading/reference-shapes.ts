/**
 * What a bibliography entry looks like, in any of the common styles (numbered, author-year, Nature, ACM, IEEE, APA,
 * Vancouver): author names with initials, a year, a volume and pages or a publisher, a journal's abbreviated name.
 * Used where a reference list has no heading over it (a Nature letter, a text that lost its headings), so it is
 * told by the density of these marks, not by where it starts.
 */

/** "Smith, J. A.", "J. A. Smith", "Smith JA,", "Smith J", "et al." */
const INITIALS = /\b\p{Lu}\.\s?(?:-?\p{Lu}\.\s?)*(?=[\s,&;:)]|$)|\b\p{Lu}[\p{Ll}'’-]+\s\p{Lu}{1,3}[,.;]|\bet\s+al\b/gu;
/** "(1998)", "1998.", "1998;", ", 2004a" */
const YEAR = /(?:\(\s*(?:19|20)\d{2}[a-z]?\s*\)|\b(?:19|20)\d{2}[a-z]?(?=[.;,):]))/g;
/** "45, 83-97", "183:345-360", "12(3), 45–67", "pp. 12-34", "e1002" */
const PAGES = /\b\d{1,5}\s*(?:\(\s*\d{1,4}\s*\))?\s*[,:]\s*[ep]?\d{1,6}\s*[-–­]\s*\d{1,6}\b|\bpp?\.\s*\d{1,6}/g;
/** Abbreviated journal words: "J.", "Proc.", "Rev.", "Natl", "Biol.", "Phys." */
const JOURNAL_WORD =
  /\b(?:J|Proc|Rev|Lett|Natl|Biol|Phys|Chem|Acad|Sci|Med|Res|Trans|Int|Conf|Comput|Mol|Cell|Soc)\.?(?=\s)/g;
/** The links a publisher puts after each entry: "[Crossref]", "PubMed", "Google Scholar". */
const ENTRY_LINK =
  /\[\s*(?:crossref|pubmed|medline|google scholar|web of science|isi|abstract|full text)\s*\]|\b(?:crossref|pubmed|google scholar)\b/gi;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export interface ReferenceMarks {
  initials: number;
  years: number;
  pages: number;
  journalWords: number;
  links: number;
  words: number;
}

export function referenceMarks(text: string): ReferenceMarks {
  return {
    initials: count(text, INITIALS),
    years: count(text, YEAR),
    pages: count(text, PAGES),
    journalWords: count(text, JOURNAL_WORD),
    links: count(text, ENTRY_LINK),
    words: text.split(/\s+/).filter(Boolean).length,
  };
}

/** One entry: names with initials, a year, and where it appeared (volume and pages, or a journal's abbreviation). */
export function isReferenceEntry(text: string): boolean {
  const m = referenceMarks(text);
  if (m.words < 4 || m.words > 120 || m.years === 0) return false;
  return m.initials + m.links >= 1 && m.pages + m.journalWords + m.links >= 1;
}

/**
 * Many entries run together in one block (a reference list whose entries were not set on lines of their own): years
 * and initials every few words, and volumes and pages, throughout. Prose citing its sources ("(Smith et al., 2003)")
 * has years but rarely initials and pages.
 */
export function isReferenceRun(text: string): boolean {
  const m = referenceMarks(text);
  if (m.years < 3) return false;
  const perEntry = m.words / m.years;
  return perEntry <= 45 && m.initials + m.links >= m.years * 0.8 && m.pages + m.journalWords + m.links >= m.years * 0.6;
}
