/**
 * A journal's furniture: the lines a publisher prints around an article that are not the article's text. A DOI or a
 * web address, a copyright or access line ("© 2007 Nature Publishing Group", "Full Terms & Conditions of access"), a
 * volume-and-page line ("Vol 445 | 25 January 2007", "Proc. Natl. Acad. Sci. USA Vol. 91, pp. 10747-10751"), a
 * letter-spaced running head ("1 3 A p r i l 2 0 1 7 | V O L 5 4 4"). Told by their shape, never by a list of
 * publishers: any journal's furniture has these shapes.
 */

import { isProse } from "./line-shapes.ts";

/** A token that is an address: a DOI, a URL, a host name ("sciencemag.org"). Counted once however it is written. */
const ADDRESS_TOKEN =
  /^(?:doi:?10\.|10\.\d{4,9}\/|https?:\/\/|www\.)|doi\.org\/|\.(?:com|org|net|edu|gov)(?:\/|[.,;:)]*$)/iu;
const DOI_LABEL = /\bdoi\s*[:.]\s*10\.\d{4,9}\//gi;
const COPYRIGHT =
  /©|\(c\)\s*(?:19|20)\d{2}|\bcopyright\b|\ball rights reserved\b|\blicen[cs]ee\b|\bcreative commons\b|\bregistered trademark\b|\bISSN\b/gi;
const ACCESS =
  /\b(?:downloaded|retrieved) from\b|\bterms (?:&|and) conditions\b|\bfor personal use only\b|\bpublished online\b|\baccepted manuscript\b|\bauthor manuscript\b|\breprints? and permissions?\b|\barticle number\b|\bcontents lists? available\b|\bjournal homepage\b|\bsubscription information\b|\bthis copy is for your personal\b|\bthis article (?:cites|has been cited|appears in)\b/gi;
/** "Vol 445", "Vol. 91", "Volume 12", "No. 3", "pp. 10747-10751", "Issue 4" next to a year: a citation of the issue. */
const ISSUE = /\b(?:vol(?:ume)?\.?|no\.|issue|pp\.)\s*\d{1,5}/i;
const YEAR = /\b(?:19|20)\d{2}\b/;
/** Eight or more one-character tokens in a row: a letter-spaced running head. */
const LETTER_SPACED = /(?:^|\s)(?:\S\s){7,}\S(?:\s|$)/u;
/** A long line is furniture when it carries such a mark at least this often (a cover page's block of links). */
const WORDS_PER_MARK = 30;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const countOf = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * A line of a journal's furniture: a short line with one of its marks, or a longer one dense with them (a cover
 * page's block of links and access terms). A sentence that mentions a web address once is text.
 */
export function isFurnitureLine(text: string): boolean {
  const line = text.trim();
  if (!line) return false;
  if (/^\[\s*(?:crossref|pubmed|medline|google scholar)\s*\]$/i.test(line)) return true;
  if (LETTER_SPACED.test(line) && /\p{L}\s\p{L}\s\p{L}/u.test(line)) return true;
  const tokens = wordsOf(line);
  const marks =
    tokens.filter((token) => ADDRESS_TOKEN.test(token)).length +
    [DOI_LABEL, COPYRIGHT, ACCESS].reduce((sum, pattern) => sum + countOf(line, pattern), 0) +
    (ISSUE.test(line) && YEAR.test(line) ? 1 : 0);
  const words = tokens.length;
  // A sentence that names one web address ("We downloaded the data from www.ncbi.nlm.nih.gov ...") is text.
  if (words <= 25) return marks > 1 || (marks === 1 && !isProse(line));
  return marks >= 2 && words / marks <= WORDS_PER_MARK;
}

/** A one- or two-word label in capitals above a title ("LETTERS", "REVIEW", "RESEARCH ARTICLE"). */
export function isKicker(text: string): boolean {
  const line = text.trim();
  const words = wordsOf(line);
  return words.length > 0 && words.length <= 3 && /\p{Lu}{3,}/u.test(line) && line === line.toUpperCase();
}

/** The signature of a repeated line: digits do not matter (page numbers, dates), nor case or spacing. */
export const lineSignature = (text: string) => text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

/** Share of a page's characters in furniture lines above which the page is a publisher's cover, not the article. */
const COVER_SHARE = 0.3;

/**
 * A publisher's cover page in front of the article ("This copy is for your personal, non-commercial use only", the
 * article's links, permissions): most of its text is furniture. On an article's own first page it is a tenth or so.
 */
export function isCoverPage(lines: readonly { text: string }[]): boolean {
  const total = lines.reduce((sum, line) => sum + line.text.length, 0);
  // A few lines are a cover only when they are long (a text file's paragraphs): a short page is a title page.
  if (total === 0 || (lines.length < 5 && total < 400)) return false;
  const furniture = lines.filter((line) => isFurnitureLine(line.text)).reduce((sum, line) => sum + line.text.length, 0);
  return furniture >= total * COVER_SHARE;
}
