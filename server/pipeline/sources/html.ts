/**
 * Web pages (`.html`/`.htm` files, pages fetched from a web address): the article's main content as a reader sees
 * it in a browser's reader view (Mozilla's Readability on a light DOM), never the navigation, ads, comments or
 * footers around it; the title from the page (Open Graph, the article's own, else `<title>`).
 */
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { decodeHtml, assertTextual } from "./html-decode.ts";
import { htmlPieces } from "./html-pieces.ts";
import { slimHtml } from "./html-slim.ts";
import { sourceLimits, tooMuchMarkup, tooMuchText } from "./limits.ts";
import { documentFromPieces } from "./pieces-document.ts";
import { isText } from "./text.ts";
import { emptyCheck, inputBytes, SourceError, type SourceInput, type SourceModule } from "./types.ts";
import { errorCodes } from "../../../contract/errors.ts";

const WHAT = "This web page";

/** `<!doctype html>`, `<html`, or a head or body tag near the start (after a BOM, white space, comments). */
export function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1")
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF|^\u00ef\u00bb\u00bf/, "")
    .trimStart()
    .toLowerCase();
  if (/^<!doctype html|^<html[\s>]/.test(head)) return true;
  if (/^<\?xml[^>]*>\s*(?:<!--[\s\S]*?-->\s*)*(?:<!doctype html|<html[\s>])/.test(head)) return true;
  return /^(?:<!--[\s\S]*?-->\s*)*<(?:head|body|meta|title)[\s>]/.test(head);
}

function pageText(input: SourceInput): string {
  if (input.text !== null && !input.bytes) return input.text;
  const bytes = inputBytes(input);
  assertTextual(bytes, WHAT);
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(input.mediaType ?? "")?.[1] ?? null;
  return decodeHtml(bytes, charset);
}

/** The page's title from its head, cheaply (its first 64 KB), for the document list before the page is read. */
function headTitle(text: string): string | null {
  const end = text.search(/<\/head\s*>/i);
  const { metadata } = slimHtml(text.slice(0, end > 0 ? Math.min(end, 65_536) : 65_536), 1 << 20, tooMuchMarkup(WHAT));
  return withoutSiteName(metadata.ogTitle ?? metadata.headTitle, metadata.siteName);
}

export interface Article {
  html: string;
  title: string | null;
  byline: string | null;
  /** False when no article was found and the whole page (less its navigation) is read. */
  found: boolean;
}

/** The article in the page, or the whole body without its navigation, headers and footers. */
export function findArticle(slim: string): Article {
  if (slim.length <= sourceLimits.articleSearchBytes) {
    // A saved fragment (no <html>) gets a document around it, as a browser would give it.
    const { document } = parseHTML(/<html[\s>]/i.test(slim) ? slim : `<html><body>${slim}</body></html>`);
    const article = new Readability(document as unknown as Document, { charThreshold: 250 }).parse();
    if (article?.content && (article.textContent ?? "").trim().length >= 200) {
      return {
        html: article.content,
        title: article.title?.trim() || null,
        byline: article.byline?.trim() || null,
        found: true,
      };
    }
  }
  return { html: slim, title: null, byline: null, found: false };
}

/** "TechCrunch | The Story" → "The Story" when the page names TechCrunch as its site. */
export function withoutSiteName(title: string | null, siteName: string | null): string | null {
  if (!title || !siteName) return title;
  const parts = title.split(/\s+[|–—·:-]\s+|\s+::\s+/);
  if (parts.length < 2) return title;
  const site = siteName.toLowerCase().trim();
  if (parts[0]!.toLowerCase().trim() === site) return title.slice(title.indexOf(parts[1]!)).trim();
  const last = parts.at(-1)!;
  if (last.toLowerCase().trim() === site)
    return title
      .slice(0, title.lastIndexOf(last))
      .replace(/\s+(?:[|–—·:-]|::)\s*$/, "")
      .trim();
  return title;
}

/** "By Emma Brockes, Staff writer" → "Emma Brockes". */
function authorName(byline: string | null): string | null {
  const name = byline
    ?.replace(/^by\s+/i, "")
    .split(/[,|•·]|\s+-\s+|\s+on\s+\w+\s+\d/)[0]
    ?.trim();
  return name && name.length <= 80 && /\p{L}/u.test(name) ? name : null;
}

export function readHtml(text: string, url: string | null = null) {
  const slim = slimHtml(text, sourceLimits.pageMarkupBytes, tooMuchMarkup(WHAT));
  const article = findArticle(slim.html);
  const { pieces, headTitle: fromHead } = htmlPieces(article.html, {
    skipBoilerplate: !article.found,
    maxChars: sourceLimits.textChars,
    tooLong: tooMuchText(WHAT),
  });
  if (!pieces.some((p) => p.text.trim()))
    throw new SourceError(`${WHAT} has no text to read.`, errorCodes.emptyDocument);
  const { metadata } = slim;
  const title = withoutSiteName(metadata.ogTitle ?? article.title ?? metadata.headTitle ?? fromHead, metadata.siteName);
  const author = authorName(article.byline) ?? authorName(metadata.author);
  const properties: Record<string, string> = {};
  if (url) properties.url = url;
  if (metadata.siteName) properties.site = metadata.siteName;
  if (metadata.published) properties.published = metadata.published;
  if (metadata.language) properties.language = metadata.language;
  return documentFromPieces(pieces, { title, metadata: { authors: author ? [author] : [], properties } });
}

export const htmlSource: SourceModule = {
  type: "html",
  recognise: isText,
  async check(input) {
    const text = pageText(input);
    if (!text.trim()) throw new SourceError(`${WHAT} is empty.`, errorCodes.emptyDocument);
    return { ...emptyCheck, title: headTitle(text) };
  },
  async read(input) {
    return { document: readHtml(pageText(input), input.url ?? null), pageCount: null, warnings: [] };
  },
};
