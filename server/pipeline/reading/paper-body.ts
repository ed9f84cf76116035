/**
 * The body of a PDF or plain-text document: lines grouped into paragraphs by the layout's cues (gaps, indents,
 * short last lines, changes of type size), each group given a kind: heading, paragraph, list item, caption,
 * table, formula, figure text, footnote, reference, or the abstract / keywords / metadata that follow their labels.
 */
import type { Line, LineSet } from "./lines.ts";
import {
  endsSentence,
  isProse,
  isReferencesHeading,
  isSectionName,
  listMarker,
  looksLikeCaption,
  looksLikeFormula,
  looksLikeHeading,
  looksLikeNoticeTail,
  looksLikeTableRow,
  startsNotice,
  startsReference,
} from "./line-shapes.ts";
import { isFurnitureLine } from "./furniture.ts";
import { KEYWORDS_LABEL, KEYWORDS_LABEL_INLINE, KEYWORDS_LABEL_ONLY } from "./keyword-list.ts";
import type { Piece } from "./pieces.ts";
import { isReferenceEntry, isReferenceRun } from "./reference-shapes.ts";

type Role = "text" | "heading" | "caption" | "item" | "table" | "formula" | "notice" | "small" | "furniture";

interface Group {
  role: Role;
  lines: Line[];
}

/** What one line is, before it is grouped with its neighbours. */
function roleOf(line: Line, set: LineSet): Role {
  const text = line.text.trim();
  const { bodySize, bodyFont } = set;
  if (line.furniture || isFurnitureLine(text)) return "furniture";
  if (startsNotice(text)) return "notice";
  if (looksLikeCaption(text)) return "caption";
  if (bodySize !== null && line.size !== undefined) {
    // Larger type with a real word in it: a heading (a lone "x" in a figure is a label, not a heading).
    const larger = line.size >= bodySize + 0.9 && /\p{L}{3,}/u.test(text);
    const words = text.split(/\s+/).length;
    if (larger && words <= 15 && !(/\.$/.test(text) && words > 4)) return "heading";
    if (looksLikeHeading(text) && (line.font !== bodyFont || line.size > bodySize + 0.4)) return "heading";
    if (line.size < bodySize - 0.6) return "small";
  } else if (looksLikeHeading(text) && (line.before !== "none" || !/^\p{Ll}/u.test(text))) {
    return "heading";
  }
  if (looksLikeTableRow(text, line.cells)) return "table";
  if (listMarker(line.text)) return "item";
  if (looksLikeFormula(text)) return "formula";
  return "text";
}

/** A heading set on two lines: the same type (PDF), or a second line in capitals without its own number (text). */
function continuesHeading(previous: Line, line: Line, set: LineSet): boolean {
  if (set.bodySize !== null) return line.size === previous.size && line.font === previous.font;
  const text = line.text.trim();
  return (
    !/^(?:\d|[IVX]+\.)/.test(text) &&
    text === text.toUpperCase() &&
    previous.text.trim() === previous.text.trim().toUpperCase()
  );
}

/** Whether `line` (of role text) starts a new paragraph after `previous` in a group of role `role`. */
function breaksParagraph(previous: Line, line: Line, set: LineSet, role: Role = "text"): boolean {
  if (line.before === "gap") return true;
  // A caption is one line unless it was wrapped: it ends at a line that stops short.
  if (
    role === "caption" &&
    (set.bodySize === null ? previous.text.trim().length < set.fullLength * 0.8 : previous.short)
  )
    return true;
  const ended = endsSentence(previous.text);
  if ((line.before === "page" || line.before === "column") && ended) return true;
  if (previous.size !== undefined && line.size !== undefined && Math.abs(previous.size - line.size) > 0.6) return true;
  if (ended && (previous.short || line.indented)) return true;
  // Hard-wrapped plain text: a sentence ending well before the usual line length ends its paragraph.
  if (ended && set.bodySize === null && set.fullLength >= 50 && previous.text.trim().length < set.fullLength * 0.75)
    return true;
  return false;
}

function group(lines: Line[], set: LineSet): Group[] {
  const groups: Group[] = [];
  let noticeOpen = false;
  for (const line of lines) {
    const role = roleOf(line, set);
    const current = groups[groups.length - 1];
    const previous = current?.lines[current.lines.length - 1];
    // A notice runs to its sentence end, then takes the venue and copyright lines that follow it.
    if (current?.role === "notice" && role !== "heading") {
      if (noticeOpen || looksLikeNoticeTail(line.text)) {
        current.lines.push(line);
        if (endsSentence(line.text) && /fee\.?$|reserved\.?$|permission\.?$/i.test(line.text.trim()))
          noticeOpen = false;
        continue;
      }
    }
    if (role === "notice") noticeOpen = true;
    if (current && previous) {
      const continues =
        (role === "text" &&
          (current.role === "text" ||
            current.role === "item" ||
            current.role === "caption" ||
            current.role === "small") &&
          !breaksParagraph(previous, line, set, current.role) &&
          !(current.role === "small" && line.size !== previous.size)) ||
        (role === "small" && current.role === "small" && line.before !== "gap") ||
        // Captions are often set smaller than the body: a wrapped caption's next line reads as small type.
        (role === "small" && current.role === "caption" && !breaksParagraph(previous, line, set, "caption")) ||
        (role === "table" && current.role === "table") ||
        (role === "formula" && current.role === "formula" && line.before !== "gap") ||
        (role === "heading" &&
          current.role === "heading" &&
          line.before === "none" &&
          !endsSentence(previous.text) &&
          continuesHeading(previous, line, set));
      if (continues) {
        current.lines.push(line);
        continue;
      }
      // A sentence that runs on to a line that looks like a formula or a table ("... such as" + "[38, 2, 9].",
      // "... dimensionality" + "dff = 2048.") continues.
      if (
        (role === "formula" || role === "table") &&
        (current.role === "text" || current.role === "item" || current.role === "caption") &&
        line.before === "none" &&
        !endsSentence(previous.text) &&
        (line.cells ?? 1) < 3
      ) {
        current.lines.push(line);
        continue;
      }
      // A wrapped table or formula line that reads as text stays with its table when nothing separates them.
      if (
        role === "text" &&
        set.bodySize !== null &&
        (current.role === "table" || current.role === "formula") &&
        line.before === "none" &&
        !isProse(line.text)
      ) {
        current.lines.push(line);
        continue;
      }
    }
    groups.push({ role, lines: [line] });
    if (role !== "notice") noticeOpen = false;
  }
  return groups;
}

/**
 * Splits a reference list into its entries. A list whose first entry starts with "[1]" or "1." starts every entry
 * that way; otherwise an entry starts with a name ("Smith, J.") after a line that ended a sentence.
 */
function referenceEntries(lines: Line[], joinText: (lines: string[]) => string): string[] {
  const first = lines[0]?.text.trim() ?? "";
  const style = /^\[/.test(first) ? /^\s*\[\s*\w{1,12}\s*\]/ : /^\d{1,3}\.\s/.test(first) ? /^\s*\d{1,3}\.\s/ : null;
  const entries: string[][] = [];
  for (const line of lines) {
    const current = entries[entries.length - 1];
    const previous = current?.[current.length - 1];
    const starts = style
      ? style.test(line.text)
      : startsReference(line.text) && (previous === undefined || endsSentence(previous));
    if (!current || starts || (!style && line.before === "gap")) entries.push([line.text]);
    else current.push(line.text);
  }
  return entries.map((entry) => joinText(entry));
}

/** Small type at the bottom of a page, after the last line of body type: footnotes. */
function isPageFoot(group: Group, lines: Line[], set: LineSet): boolean {
  const last = group.lines[group.lines.length - 1]!;
  const index = lines.indexOf(last);
  for (let k = index + 1; k < lines.length && lines[k]!.page === last.page; k++) {
    if ((lines[k]!.size ?? 0) >= (set.bodySize ?? 0) - 0.6) return false;
  }
  return (group.lines[0]!.height ?? 0) > 0.55;
}

/** Headings of what journals print after the references: "Appendix A. ...", "Methods", "Supplementary Information". */
const SECTION_AFTER_REFERENCES =
  /^(?:(?:appendix|appendices)\b(?:\s+\S+){0,10}|(?:online |materials and )?methods|supplementary (?:information|material|methods)|supporting information)$/i;

/**
 * A numbered section heading set in small capitals ("1. INTRODUCTION" in an Econometrica paper): smaller than the
 * body, so read as small type, but a heading by its number and name.
 */
function isNumberedSectionInSmallType(g: Group, text: string): boolean {
  return (
    g.role === "small" &&
    g.lines.length === 1 &&
    /^(?:\d{1,2}\.?|[IVX]{1,4}\.)\s+\S/.test(text.trim()) &&
    isSectionName(text)
  );
}

type Section = "body" | "abstract" | "keywords" | "metadata" | "references";

/**
 * One more line of a keyword list: a few words, not a sentence. A list is one group after its label (or on the label's
 * line); what follows it is body text unless it is as short (a list set one keyword per line), also when no heading
 * comes between: a journal that sets "Keywords public opinion; ..." above its first paragraph without a heading made
 * the whole article a keyword list.
 */
function isKeywordLine(text: string): boolean {
  return text.split(/\s+/).filter(Boolean).length <= 12 && !endsSentence(text);
}

/**
 * An abstract is one page's short summary: past this many characters, or on the next page, a paragraph is body text
 * even when no heading was recognised in between (a working paper's "ABSTRACT" on its cover, then an introduction
 * whose headings are set like body text).
 */
const ABSTRACT_MAX_CHARS = 4000;

export function readBody(lines: Line[], set: LineSet, joinText: (lines: string[]) => string): Piece[] {
  const groups = group(lines, set);
  const pieces: Piece[] = [];
  let section: Section = "body";
  let abstractStart = { page: 0, chars: 0 };
  // Groups of keywords read since the label, the label's own line counted when the list starts on it.
  let keywordGroups = 0;
  // Inside a table of contents: its entries repeat the headings, they are not the text.
  let inContents = false;
  groups.forEach((g, index) => {
    const page = g.lines[0]!.page;
    const text = joinText(g.lines.map((l) => l.text));
    if (section === "abstract" && (page !== abstractStart.page || abstractStart.chars > ABSTRACT_MAX_CHARS))
      section = "body";
    const rows = () => g.lines.map((l) => l.text.trim()).join("\n");
    // Elsevier's "a b s t r a c t" is a label set letter-spaced in small type, beside the keywords it ends
    const spaced = letterSpacedWord(text);
    if (
      g.role === "heading" ||
      isNumberedSectionInSmallType(g, text) ||
      (spaced !== null && /^(?:abstract|summary)$/i.test(spaced))
    ) {
      const label = spaced ?? text.replace(/^(?:\d{1,2}\.?|[IVX]{1,4}\.)\s+/, "");
      inContents = CONTENTS_LABEL.test(label.trim());
      section = sectionAfter(text, label, section, set);
      if (section === "abstract") abstractStart = { page, chars: 0 };
      // "Keywords: a, b" and "Abstract—We ..." carry their content on the label's line.
      const inline =
        /^(?:abstract|summary|keywords|key words|index terms)\s*[:.—–-]\s*\S/i.test(label) &&
        label.split(/\s+/).length > 3;
      if (section === "keywords") keywordGroups = inline ? 1 : 0;
      pieces.push({
        kind: inline ? (section === "keywords" ? "keywords" : "abstract") : "heading",
        text,
        page,
        level: headingLevel(text),
      });
      return;
    }
    // After a label ("Abstract", "General Terms") everything up to the next heading is what it labels; after
    // "Keywords", the list only (isKeywordLine).
    if (section === "abstract" && KEYWORDS_LABEL.test(text)) {
      section = "keywords";
      keywordGroups = KEYWORDS_LABEL_ONLY.test(text.trim()) ? 0 : 1;
    } else if (section === "keywords") {
      if (keywordGroups >= 1 && !isKeywordLine(text)) section = "body";
      else keywordGroups++;
    }
    if (
      (section === "abstract" || section === "keywords" || section === "metadata") &&
      g.role !== "caption" &&
      g.role !== "notice" &&
      !(g.role === "small" && isPageFoot(g, lines, set))
    ) {
      if (section === "abstract") abstractStart.chars += text.length;
      pieces.push({ kind: section, text: section === "abstract" ? text : rows(), page });
      return;
    }
    // An appendix or a methods section printed after the references: its heading is often set like the entries
    if (section === "references" && g.lines.length === 1 && SECTION_AFTER_REFERENCES.test(text.trim())) {
      section = "body";
      pieces.push({ kind: "heading", text, page, level: headingLevel(text) });
      return;
    }
    if (section === "references" && g.role !== "caption") {
      for (const entry of referenceEntries(g.lines, joinText)) pieces.push({ kind: "reference", text: entry, page });
      return;
    }
    // "KEYWORDS: Health, education, ..." set in the abstract's small type is the list all the same.
    if (KEYWORDS_LABEL_INLINE.test(text) && g.role !== "caption" && g.role !== "table") {
      pieces.push({ kind: "keywords", text, page });
      return;
    }
    switch (g.role) {
      case "furniture":
        pieces.push({ kind: "metadata", text: rows(), page });
        return;
      case "notice":
        pieces.push({ kind: "footnote", text, page });
        return;
      case "caption":
        pieces.push({ kind: "caption", text, page });
        return;
      case "table":
        pieces.push({ kind: "table", text: rows(), page });
        return;
      case "formula":
        pieces.push({ kind: "formula", text: rows(), page });
        return;
      case "item":
        pieces.push({ kind: "list-item", text: text.replace(/^\s*(?:[•◦▪‣∙·*–-])\s+/u, ""), page });
        return;
      case "small":
        if (isPageFoot(g, lines, set))
          pieces.push({ kind: "footnote", text: text.replace(/^[\d*∗†‡§¶]+(?=\p{Lu})/u, ""), page });
        else
          pieces.push({
            kind: looksLikeTableRow(text) ? "table" : isProse(text) && endsSentence(text) ? "paragraph" : "figure",
            text: isProse(text) ? text : rows(),
            page,
          });
        return;
      default:
        break;
    }
    if (startsContents(text) || (inContents && isContentsEntry(text))) {
      inContents = true;
      pieces.push({ kind: "metadata", text: rows(), page });
      return;
    }
    inContents = false;
    const kind = bodyKind(text, g, groups, index, set);
    pieces.push({ kind, text: kind === "paragraph" ? text : rows(), page });
  });
  return markUnlabelledReferences(pieces);
}

const CONTENTS_LABEL = /^(?:table of )?contents$/i;

/**
 * A table of contents set as a paragraph ("CONTENTS Page INTRODUCTION PART 1: ..."): its label, then headings and page
 * numbers, not sentences. Read as text, a report's headings in capitals became its top concepts.
 */
function startsContents(text: string): boolean {
  return /^(?:table of )?contents\b/i.test(text.trim()) && !isProse(text);
}

/** One more entry of a table of contents: a heading with its page number or dot leaders, not a sentence. */
function isContentsEntry(text: string): boolean {
  return !isProse(text) && (/\d+\s*$/.test(text) || /\.{4,}|(?:\. ){3,}/.test(text));
}

/** Kinds a reference list without its heading is read as. */
const REFERENCE_LIKE: ReadonlySet<Piece["kind"]> = new Set(["paragraph", "list-item", "footnote"]);
/** Entries in a row that make a reference list. */
const ENTRIES_IN_A_ROW = 3;

/**
 * A reference list without a heading over it (a Nature letter's, or one whose heading was lost): a block of many
 * entries run together, or several entries in a row, becomes references, and so does every entry after a list found
 * this way. Anywhere in the document: a list may sit before the notes and supplementary text.
 */
function markUnlabelledReferences(pieces: Piece[]): Piece[] {
  const entry = pieces.map((p) => REFERENCE_LIKE.has(p.kind) && isReferenceEntry(p.text));
  let inList = false;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (piece.kind === "heading") inList = false;
    if (!REFERENCE_LIKE.has(piece.kind)) continue;
    const startsRun = entry.slice(i, i + ENTRIES_IN_A_ROW).filter(Boolean).length === ENTRIES_IN_A_ROW;
    if (isReferenceRun(piece.text) || startsRun || (inList && entry[i])) {
      piece.kind = "reference";
      inList = true;
    } else if (!entry[i]) inList = false;
  }
  return pieces;
}

/** "a b s t r a c t" → "abstract": a word set one letter at a time; null for any other text. */
function letterSpacedWord(text: string): string | null {
  const trimmed = text.trim();
  return /^(?:\p{L} ){3,}\p{L}$/u.test(trimmed) ? trimmed.replace(/ /g, "") : null;
}

/**
 * The section a heading opens. In a plain text a heading-shaped line inside the references (an entry in capitals)
 * does not end them; only an appendix does. In a PDF any real heading does.
 */
function sectionAfter(text: string, label: string, current: Section, set: LineSet): Section {
  if (isReferencesHeading(text)) return "references";
  if (
    current === "references" &&
    set.bodySize === null &&
    !/^(?:appendix|appendices|supplementary|[A-H](?:\.\d+)*\.?\s)/i.test(text)
  )
    return "references";
  if (/^(?:abstract|summary)\b/i.test(label)) return "abstract";
  if (KEYWORDS_LABEL.test(label)) return "keywords";
  if (/^(?:categories and subjects? descriptors|general terms)\b/i.test(label)) return "metadata";
  return "body";
}

/** A group of body type that does not read as prose is a formula, a table or a figure's text when its shape says so. */
function bodyKind(text: string, g: Group, groups: Group[], index: number, set: LineSet): Piece["kind"] {
  if (isProse(text) || endsSentence(text)) return "paragraph";
  if (looksLikeFormula(text)) return "formula";
  if (set.bodySize === null) return "paragraph";
  const near = [groups[index - 1], groups[index + 1]];
  if (near.some((n) => n?.role === "caption" || n?.role === "table")) return "figure";
  return g.lines.length <= 3 && text.split(/\s+/).length <= 12 ? "figure" : "paragraph";
}

function headingLevel(text: string): number {
  const number = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s/.exec(text);
  if (number) return Math.min(6, number[1]!.split(".").length);
  return 1;
}
