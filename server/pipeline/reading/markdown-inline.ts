/**
 * One block's inline Markdown as the words a reader sees: emphasis markers, link syntax, images, footnote marks,
 * HTML tags and inline queries gone; code spans, link texts and wiki links kept as text, with the span of every
 * link to a note. Mathematics (TeX, by the rule of contract/math-spans.ts) is kept exactly as written, delimiters
 * included, so the page can typeset it. One left-to-right pass in CommonMark's manner (brackets and emphasis on
 * delimiter stacks).
 */
import { mathMatchAt } from "../../../contract/math-spans.ts";
import { delimiterRun, matchEmphasis, type DelimiterRun } from "./markdown-emphasis.ts";
import { characterReference, htmlTag } from "./markdown-html.ts";
import { isInlineQuery, noteOfLinkDestination, readWikilink } from "./markdown-obsidian.ts";
import { REMOVED, tidySpaces, type SpannedText } from "./markdown-spaces.ts";
import { findLinkTail, findReferenceLabel, normalizeLabel } from "./markdown-link-syntax.ts";
import type { NoteLink } from "./types.ts";

export interface InlineOptions {
  /** What `<br>` becomes: a line break in running text, a space in a table cell (a row stays one line). */
  lineBreak: string;
  /** Normalised labels of the note's link reference definitions (`[label]: url`). */
  references: ReadonlySet<string>;
}

export const defaultInlineOptions: InlineOptions = { lineBreak: "\n", references: new Set() };

interface Token {
  text: string;
  run?: DelimiterRun;
  /** A wiki link: the token's whole text is its shown text. */
  target?: string;
  /** A Markdown link to a note starts after this token, ends at the next `closesLink` token. */
  opensLink?: string;
  closesLink?: boolean;
}

interface Bracket {
  token: number;
  image: boolean;
  /** Where the bracket's text starts in the source (for a shortcut reference's label). */
  textStart: number;
  /** How many emphasis runs came before it: the runs inside a link are matched among themselves. */
  runsBefore: number;
}

const WIKILINK_REACH = 1000;
const FOOTNOTE_MARK = /\[\^[^\]\s[]{1,100}\]/y;
const URI_AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]{0,2000})>/y;
const EMAIL_AUTOLINK =
  /<([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?){0,10})>/y;
// An Obsidian block id ("… end of paragraph ^ab12cd") at a line's end: a target for links, hidden when reading.
const BLOCK_ID = /\^[A-Za-z0-9-]{1,64}(?=[ \t]*(?:\n|$))/y;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

export function renderInline(source: string, options: InlineOptions = defaultInlineOptions): SpannedText {
  const scan = new InlineScan(source, options);
  scan.run();
  return tidySpaces(joinTokens(scan.tokens, scan.hidden));
}

/** Where `source` writes mathematics that the reading keeps as written, [start, end) in source offsets. */
export function inlineMath(source: string): Array<[number, number]> {
  const scan = new InlineScan(source, defaultInlineOptions);
  scan.run();
  return scan.math;
}

/** One pass over a block's source, producing tokens; each `at…` method reads one construct at the cursor. */
class InlineScan {
  readonly tokens: Token[] = [];
  /** Token ranges of images: not shown. */
  readonly hidden: Array<[number, number]> = [];
  /** Source ranges of mathematics, kept as written. */
  readonly math: Array<[number, number]> = [];
  private readonly runs: DelimiterRun[] = [];
  private readonly brackets: Bracket[] = [];
  private readonly backticks: ReturnType<typeof backtickRuns>;
  // Brackets below this stack height cannot open a link any more (no links inside links).
  private linkFloor = 0;
  private plainFrom = 0;
  private i = 0;

  constructor(
    private readonly source: string,
    private readonly options: InlineOptions,
  ) {
    this.backticks = backtickRuns(source);
  }

  run(): void {
    const source = this.source;
    while (this.i < source.length) {
      const c = source[this.i]!;
      if ((c === "$" || c === "\\") && this.atMath()) continue;
      if (c === "\\") this.atBackslash();
      else if (c === "`") this.atBacktick();
      else if (c === "[" || (c === "!" && source[this.i + 1] === "[")) this.atOpeningBracket(c === "!");
      else if (c === "]") this.atClosingBracket();
      else if (c === "<") this.atAngleBracket();
      else if (c === "&") this.atAmpersand();
      else if (c === "^") this.atCaret();
      else if (c === "*" || c === "_" || c === "~" || c === "=") this.atDelimiter(c);
      else this.i++;
    }
    this.flush(this.i);
    matchEmphasis(this.runs);
  }

  /** Plain source text up to `to` becomes a token. */
  private flush(to: number): void {
    if (to > this.plainFrom) this.tokens.push({ text: this.source.slice(this.plainFrom, to) });
  }

  /** The construct at the cursor reads as `token`; scanning goes on at `next`. */
  private emit(token: Token, next: number): void {
    this.flush(this.i);
    this.tokens.push(token);
    this.i = this.plainFrom = next;
  }

  /**
   * TeX is read like a code span: nothing in it is an escape (`\,`), emphasis (`*b*`, `_1_`) or a link (`[[x]]`).
   * A formula opens only where the scan stands, so a `$` already read as code never opens one.
   */
  private atMath(): boolean {
    const match = mathMatchAt(this.source, this.i);
    if (!match) return false;
    this.math.push([match.start, match.end]);
    this.emit({ text: this.source.slice(match.start, match.end) }, match.end);
    return true;
  }

  private atBackslash(): void {
    const next = this.source[this.i + 1];
    if (next === "\n") this.emit({ text: "\n" }, this.i + 2);
    else if (next !== undefined && ASCII_PUNCTUATION.test(next)) this.emit({ text: next }, this.i + 2);
    else this.i++;
  }

  private atBacktick(): void {
    let end = this.i;
    while (this.source[end] === "`") end++;
    const close = this.backticks.closerAfter(end, end - this.i);
    if (close < 0) this.i = end;
    else this.emit({ text: codeSpanText(this.source.slice(end, close)) }, close + (end - this.i));
  }

  /** `[[wiki link]]`, `![[embed]]`, a footnote mark `[^1]`, or a bracket that may open a link or an image. */
  private atOpeningBracket(embed: boolean): void {
    const source = this.source;
    const open = embed ? this.i + 1 : this.i;
    const wikilink = source[open + 1] === "[" ? scanWikilink(source, open) : null;
    if (wikilink) {
      const reading = readWikilink(wikilink.inner, embed);
      this.emit(
        reading.text
          ? { text: reading.text, ...(reading.target ? { target: reading.target } : {}) }
          : { text: REMOVED },
        wikilink.end,
      );
    } else if (!embed && source[open + 1] === "^" && matchAt(FOOTNOTE_MARK, source, open)) {
      this.emit({ text: REMOVED }, FOOTNOTE_MARK.lastIndex);
    } else {
      const token = this.tokens.length + (this.i > this.plainFrom ? 1 : 0);
      this.emit({ text: embed ? "![" : "[" }, open + 1);
      this.brackets.push({ token, image: embed, textStart: open + 1, runsBefore: this.runs.length });
    }
  }

  /** Closes the latest bracket as a link (its text stays) or an image (nothing stays), or is text. */
  private atClosingBracket(): void {
    const opener = this.brackets.pop();
    const active = opener !== undefined && (opener.image || this.brackets.length >= this.linkFloor);
    this.linkFloor = Math.min(this.linkFloor, this.brackets.length);
    const tail = active ? linkTail(this.source, this.i, opener.textStart, this.options.references) : null;
    if (!opener || !tail) {
      this.i++;
      return;
    }
    this.flush(this.i);
    this.i = this.plainFrom = tail.end;
    matchEmphasis(this.runs.slice(opener.runsBefore));
    this.runs.length = opener.runsBefore;
    if (opener.image) {
      this.hidden.push([opener.token, this.tokens.length]);
      this.tokens.push({ text: REMOVED });
      return;
    }
    const note = tail.destination === null ? null : noteOfLinkDestination(tail.destination);
    this.tokens[opener.token] = { text: "", ...(note ? { opensLink: note } : {}) };
    if (note) this.tokens.push({ text: "", closesLink: true });
    this.linkFloor = this.brackets.length;
  }

  /** An autolink shows its address; an HTML tag shows nothing (`<br>` a line break). */
  private atAngleBracket(): void {
    const autolink = matchAt(URI_AUTOLINK, this.source, this.i) ?? matchAt(EMAIL_AUTOLINK, this.source, this.i);
    const tag = autolink ? null : htmlTag(this.source, this.i);
    if (autolink) this.emit({ text: autolink[1]! }, this.i + autolink[0].length);
    else if (tag) this.emit({ text: tag.lineBreak ? this.options.lineBreak : REMOVED }, this.i + tag.length);
    else this.i++;
  }

  private atAmpersand(): void {
    const reference = characterReference(this.source, this.i);
    if (reference) this.emit({ text: reference.text }, this.i + reference.length);
    else this.i++;
  }

  private atCaret(): void {
    const after = this.i === 0 || /\s/.test(this.source[this.i - 1]!);
    if (after && matchAt(BLOCK_ID, this.source, this.i)) this.emit({ text: REMOVED }, BLOCK_ID.lastIndex);
    else this.i++;
  }

  private atDelimiter(c: string): void {
    let end = this.i;
    while (this.source[end] === c) end++;
    // Strikethrough and highlight are exactly two markers; other runs of "~" and "=" are text ("a == b", "~5").
    const run = (c === "~" || c === "=") && end - this.i !== 2 ? null : delimiterRun(this.source, this.i, end - this.i);
    if (run && (run.canOpen || run.canClose)) {
      this.runs.push(run);
      this.emit({ text: "", run }, end);
    } else this.i = end;
  }
}

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** CommonMark's code span content: line ends read as spaces, one padding space on each side stripped. */
function codeSpanText(raw: string): string {
  const text = raw.replace(/\n/g, " ");
  if (isInlineQuery(text)) return REMOVED;
  if (text.length > 2 && text.startsWith(" ") && text.endsWith(" ") && text.trim()) return text.slice(1, -1);
  return text;
}

/** `[[inner]]` opening at `at`: its inner text and where it ends; nothing when no "]]" closes it on the line. */
function scanWikilink(source: string, at: number): { inner: string; end: number } | null {
  const limit = Math.min(source.length, at + 2 + WIKILINK_REACH);
  for (let k = at + 2; k < limit; k++) {
    const c = source[k];
    if (c === "]") return source[k + 1] === "]" && k > at + 2 ? { inner: source.slice(at + 2, k), end: k + 2 } : null;
    // A comment inside (already a removal mark) leaves no link to read.
    if (c === "[" || c === "\n" || c === REMOVED) return null;
  }
  return null;
}

/** What closes a link at `]` (index `at`): an inline `(destination)`, or a reference defined in the note. */
function linkTail(
  source: string,
  at: number,
  textStart: number,
  references: ReadonlySet<string>,
): { end: number; destination: string | null } | null {
  if (source[at + 1] === "(") {
    const inline = findLinkTail(source, at + 2);
    if (inline) return inline;
  }
  if (references.size === 0) return null;
  const label = source[at + 1] === "[" ? findReferenceLabel(source, at + 1) : null;
  if (label && label.label.trim())
    return references.has(normalizeLabel(label.label)) ? { end: label.end, destination: null } : null;
  const shortcut = normalizeLabel(source.slice(textStart, at));
  if (!shortcut || !references.has(shortcut)) return null;
  return { end: label ? label.end : at + 1, destination: null };
}

/** Positions of every maximal run of backticks, by length: a code span closes at the next run of its length. */
function backtickRuns(source: string): { closerAfter(from: number, length: number): number } {
  const byLength = new Map<number, number[]>();
  for (let k = source.indexOf("`"); k >= 0;) {
    let end = k;
    while (source[end] === "`") end++;
    const list = byLength.get(end - k) ?? [];
    list.push(k);
    byLength.set(end - k, list);
    k = source.indexOf("`", end);
  }
  return {
    closerAfter(from, length) {
      const starts = byLength.get(length);
      if (!starts) return -1;
      let lo = 0;
      let hi = starts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid]! < from) lo = mid + 1;
        else hi = mid;
      }
      return lo < starts.length ? starts[lo]! : -1;
    },
  };
}

/** The tokens as text, images' hidden ranges skipped, the spans of wiki links and note links recorded. */
function joinTokens(tokens: Token[], hidden: Array<[number, number]>): SpannedText {
  hidden.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  const links: NoteLink[] = [];
  const openLinks: Array<{ target: string; start: number }> = [];
  let length = 0;
  let nextHidden = 0;
  let hiddenUntil = -1;
  for (let t = 0; t < tokens.length; t++) {
    while (nextHidden < hidden.length && hidden[nextHidden]![0] <= t)
      hiddenUntil = Math.max(hiddenUntil, hidden[nextHidden++]![1]);
    if (t < hiddenUntil) continue;
    const token = tokens[t]!;
    const text = token.run ? token.run.char.repeat(token.run.count) : token.text;
    if (token.target) links.push({ target: token.target, start: length, end: length + text.length });
    if (token.closesLink) {
      const open = openLinks.pop();
      if (open && length > open.start) links.push({ target: open.target, start: open.start, end: length });
    }
    parts.push(text);
    length += text.length;
    if (token.opensLink) openLinks.push({ target: token.opensLink, start: length });
  }
  links.sort((a, b) => a.start - b.start);
  return { text: parts.join(""), links };
}
