/**
 * HTML (a web page's article, a Word file converted by mammoth, an EPUB chapter) as the reading layer's pieces:
 * headings with their level, paragraphs, list items, quotes, tables (rows one per line, cells joined by " | " as in
 * Markdown), captions, code and footnotes, in reading order. Streaming (SAX): memory grows with the text kept,
 * never with the markup, and the text has a cap.
 */
import { Parser } from "htmlparser2";
import type { Piece } from "../reading/pieces.ts";
import type { BlockKind } from "../reading/types.ts";
import { VOID } from "./html-slim.ts";
import { SourceError } from "./types.ts";
import { errorCodes } from "../../../contract/errors.ts";

export interface HtmlPiecesOptions {
  /** Leave out navigation, headers, footers, sidebars and forms (a whole page read without an article found). */
  skipBoilerplate?: boolean;
  /** Characters of text at most; more is refused with `tooLong`'s message. */
  maxChars: number;
  tooLong: string;
}

export interface HtmlPieces {
  pieces: Piece[];
  /** `<title>` of the document's head, when it has one. */
  headTitle: string | null;
  chars: number;
}

/** Elements whose content is never text a reader reads. */
const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "head",
  "select",
  "option",
  "button",
  "iframe",
  "object",
  "canvas",
  "audio",
  "video",
  "map",
]);
const BOILERPLATE = new Set(["nav", "header", "footer", "aside", "form", "menu"]);
const BOILERPLATE_ROLES = new Set([
  "navigation",
  "banner",
  "contentinfo",
  "complementary",
  "search",
  "menu",
  "menubar",
  "dialog",
]);
/** Elements that end the text before them (a new block starts). */
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "aside",
  "nav",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "dt",
  "dd",
  "blockquote",
  "pre",
  "figcaption",
  "figure",
  "caption",
  "table",
  "tr",
  "ul",
  "ol",
  "dl",
  "address",
  "hr",
  "body",
  "center",
  "details",
  "summary",
]);
const HEADING = /^h([1-6])$/;

interface Open {
  name: string;
  kind: BlockKind | null;
  level?: number;
  skip: boolean;
  /** A note reference (`<sup><a href="#fn1">1</a></sup>`, EPUB `noteref`): its mark is not text. */
  noteRef?: boolean;
  /** An in-page link inside a note: a "↑" back to the reference is no text either. Where its text began. */
  backLinkFrom?: number;
}

const isFootnoteContainer = (name: string, attributes: Record<string, string>) => {
  const type = `${attributes["epub:type"] ?? ""} ${attributes.role ?? ""}`;
  if (/\b(?:footnotes?|endnotes?|rearnotes?|doc-endnotes|doc-footnote|doc-endnote)\b/.test(type)) return true;
  const id = attributes.id ?? "";
  const cls = attributes.class ?? "";
  // mammoth writes each Word footnote as <li id="footnote-1">, endnotes as "endnote-1".
  if (name === "li" && /^(?:footnote|endnote)-\d+$/.test(id)) return true;
  return /\b(?:footnotes|endnotes)\b/.test(`${cls} ${name === "section" || name === "div" || name === "ol" ? id : ""}`);
};

export function htmlPieces(html: string, options: HtmlPiecesOptions): HtmlPieces {
  const pieces: Piece[] = [];
  const stack: Open[] = [];
  let text = "";
  let chars = 0;
  let headTitle: string | null = null;
  let inTitle = false;
  let titleText = "";
  /** Rows of the table being read (a table inside a table adds its cells to the outer one). */
  let table: { rows: string[][]; depth: number; caption: string } | null = null;

  const skipping = () => stack.some((o) => o.skip);
  const current = (): { kind: BlockKind; level?: number } => {
    for (let k = stack.length - 1; k >= 0; k--) {
      const open = stack[k]!;
      if (open.kind) return { kind: open.kind, ...(open.level ? { level: open.level } : {}) };
    }
    return { kind: "paragraph" };
  };
  const inPre = () => stack.some((o) => o.name === "pre");

  const flush = () => {
    if (table) return; // table text goes to its cells
    const value = inPre() ? text.replace(/^\n+|\s+$/g, "") : tidy(text);
    text = "";
    if (!value) return;
    const { kind, level } = current();
    pieces.push({ kind, text: value, page: 0, ...(level ? { level } : {}) });
  };

  const addText = (value: string) => {
    chars += value.length;
    if (chars > options.maxChars) throw new SourceError(options.tooLong, errorCodes.documentTooLarge);
    if (table) {
      if (stack.some((o) => o.name === "caption")) {
        table.caption += value;
        return;
      }
      const row = table.rows.at(-1);
      if (row && row.length > 0) row[row.length - 1] += value;
      return;
    }
    text += value;
  };

  const parser = new Parser(
    {
      onopentag(rawName, attributes) {
        const name = rawName.toLowerCase();
        if (name === "title" && stack.every((o) => o.name !== "body")) inTitle = true;
        const role = attributes.role ?? "";
        const skip =
          SKIPPED.has(name) ||
          attributes.hidden !== undefined ||
          attributes["aria-hidden"] === "true" ||
          /display:\s*none/i.test(attributes.style ?? "") ||
          (options.skipBoilerplate === true && (BOILERPLATE.has(name) || BOILERPLATE_ROLES.has(role)));
        if (VOID.has(name)) {
          if (skipping()) return;
          if (name === "br") addText("\n");
          else if (name === "hr") flush();
          else if (name === "img" && table) addText(" ");
          return;
        }
        if (BLOCKS.has(name) && !skipping()) flush();
        let kind: BlockKind | null = null;
        let level: number | undefined;
        const heading = HEADING.exec(name);
        if (heading) {
          kind = "heading";
          level = Number(heading[1]);
        } else if (name === "li" || name === "dt" || name === "dd") kind = name === "li" ? "list-item" : "paragraph";
        else if (name === "blockquote") kind = "quote";
        else if (name === "pre") kind = "code";
        else if (name === "figcaption" || name === "caption") kind = "caption";
        else if (name === "p" || name === "div" || name === "section" || name === "article") kind = null;
        if (isFootnoteContainer(name, attributes)) kind = "footnote";
        const noteRef =
          name === "a" &&
          (/\bnoteref\b/.test(attributes["epub:type"] ?? "") ||
            ((attributes.href ?? "").startsWith("#") && stack.at(-1)?.name === "sup"));
        const backLinkFrom =
          name === "a" && (attributes.href ?? "").startsWith("#") && current().kind === "footnote"
            ? text.length
            : undefined;
        stack.push({ name, kind, skip, noteRef, backLinkFrom, ...(level ? { level } : {}) });
        if (skipping()) return;
        if (name === "table") {
          if (table) table.depth++;
          else table = { rows: [], depth: 1, caption: "" };
        } else if (table && name === "tr" && table.depth === 1) table.rows.push([]);
        else if (table && (name === "td" || name === "th")) {
          const row = table.rows.at(-1) ?? (table.rows.push([]), table.rows.at(-1)!);
          if (table.depth === 1) row.push("");
          else addText(" ");
        }
      },
      ontext(value) {
        if (inTitle) titleText += value;
        if (skipping() || stack.some((o) => o.noteRef)) return;
        // Line ends in the markup are spaces; only <br> breaks a line (and <pre> keeps its own).
        addText(inPre() ? value : value.replace(/[ \t\n\r\f]+/g, " "));
      },
      onclosetag(rawName) {
        const name = rawName.toLowerCase();
        if (name === "title" && inTitle) {
          inTitle = false;
          headTitle = tidy(titleText) || headTitle;
        }
        if (VOID.has(name)) return;
        const at = stack.findLastIndex((o) => o.name === name);
        if (at < 0) return;
        const wasSkipping = skipping();
        const from = stack[at]!.backLinkFrom;
        if (from !== undefined && from <= text.length && !/[\p{L}\p{N}]/u.test(text.slice(from)))
          text = text.slice(0, from);
        if (!wasSkipping && BLOCKS.has(name)) flush();
        if (!wasSkipping && name === "table" && table) {
          table.depth--;
          if (table.depth === 0) {
            const rows = table.rows.map((cells) => cells.map(tidy)).filter((cells) => cells.some(Boolean));
            const caption = tidy(table.caption);
            table = null;
            if (caption) pieces.push({ kind: "caption", text: caption, page: 0 });
            if (rows.length > 0)
              pieces.push({ kind: "table", text: rows.map((cells) => cells.join(" | ")).join("\n"), page: 0 });
          }
        }
        stack.length = at;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return { pieces: mergeCaptions(pieces), headTitle, chars };
}

/** Collapses white space as a browser does, keeping the line breaks that `<br>` made. */
function tidy(value: string): string {
  return value
    .replace(/[ \t\r\f\v\u00a0]*\n[ \t\r\f\v\u00a0\n]*/g, "\n")
    .replace(/[ \t\r\f\v]+/g, " ")
    .replace(/\u00a0/g, " ")
    .trim();
}

/** A caption piece that repeats the one before it (`<figure><figcaption>` inside a `<caption>`) is kept once. */
function mergeCaptions(pieces: Piece[]): Piece[] {
  return pieces.filter(
    (p, k) => !(k > 0 && p.kind === "caption" && pieces[k - 1]!.kind === "caption" && pieces[k - 1]!.text === p.text),
  );
}
