/**
 * A web page without what no reader reads, in one streaming pass: scripts, styles, SVG, comments, inline images
 * (`data:` URLs can be most of a saved page's bytes) and every attribute the article finder does not look at.
 * What is left is what the DOM is built from: usually a fifth of the page or less. The head's metadata (title,
 * Open Graph, author, JSON-LD) is read on the way.
 */
import { Parser } from "htmlparser2";
import { SourceError } from "./types.ts";
import { errorCodes } from "../../../contract/errors.ts";

export interface PageMetadata {
  headTitle: string | null;
  /** og:title, twitter:title. */
  ogTitle: string | null;
  siteName: string | null;
  author: string | null;
  published: string | null;
  language: string | null;
}

export interface SlimPage {
  html: string;
  metadata: PageMetadata;
}

const DROPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "iframe",
  "object",
  "embed",
  "canvas",
  "audio",
  "video",
  "picture",
  "source",
  "select",
  "textarea",
  "button",
  "input",
]);
/** Elements without content or end tag (also read by html-pieces.ts). */
export const VOID = new Set([
  "br",
  "hr",
  "img",
  "input",
  "meta",
  "link",
  "col",
  "area",
  "base",
  "embed",
  "source",
  "track",
  "wbr",
  "param",
]);
/** What the article finder (Readability) and the piece reader use. */
const KEPT_ATTRIBUTES = new Set([
  "class",
  "id",
  "role",
  "itemprop",
  "itemtype",
  "itemscope",
  "rel",
  "href",
  "lang",
  "dir",
  "hidden",
  "aria-hidden",
  "epub:type",
  "colspan",
  "rowspan",
  "name",
  "property",
  "content",
  "charset",
]);

const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function slimHtml(html: string, maxBytes: number, tooLarge: string): SlimPage {
  const out: string[] = [];
  let size = 0;
  const write = (value: string) => {
    size += value.length;
    if (size > maxBytes) throw new SourceError(tooLarge, errorCodes.documentTooLarge);
    out.push(value);
  };
  const metadata: PageMetadata = {
    headTitle: null,
    ogTitle: null,
    siteName: null,
    author: null,
    published: null,
    language: null,
  };
  let dropDepth = 0;
  let inTitle = false;
  let title = "";
  let jsonLd: string | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropDepth > 0 || DROPPED.has(name)) {
          if (name === "script" && attributes.type === "application/ld+json" && dropDepth === 0) jsonLd = "";
          if (!VOID.has(name)) dropDepth++;
          return;
        }
        if (name === "html" && attributes.lang) metadata.language = attributes.lang;
        if (name === "title") inTitle = true;
        if (name === "meta") readMeta(attributes, metadata);
        if (name === "img") return; // pictures carry no text; their data: URLs are the bulk of saved pages
        let tag = `<${name}`;
        for (const [key, value] of Object.entries(attributes)) {
          if (
            !KEPT_ATTRIBUTES.has(key) ||
            value.length > 2000 ||
            (key === "href" && /^(?:javascript|data):/i.test(value))
          )
            continue;
          tag += ` ${key}="${escapeAttribute(value)}"`;
        }
        // Hidden by a style: keep the fact (as `hidden`), not the style.
        if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(attributes.style ?? "")) tag += " hidden";
        write(VOID.has(name) ? `${tag}>` : `${tag}>`);
      },
      ontext(value) {
        if (jsonLd !== null && dropDepth === 1) {
          if (jsonLd.length < 200_000) jsonLd += value;
          return;
        }
        if (dropDepth > 0) return;
        if (inTitle) title += value;
        write(escapeText(value));
      },
      onclosetag(name) {
        if (dropDepth > 0) {
          if (!VOID.has(name)) dropDepth--;
          if (dropDepth === 0 && jsonLd !== null) {
            readJsonLd(jsonLd, metadata);
            jsonLd = null;
          }
          return;
        }
        if (name === "title") {
          inTitle = false;
          metadata.headTitle ??= title.replace(/\s+/g, " ").trim() || null;
        }
        if (VOID.has(name) || name === "img") return;
        write(`</${name}>`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  // Fed in slices so a page that is too large stops early, before it is all copied.
  for (let at = 0; at < html.length; at += 1 << 20) parser.write(html.slice(at, at + (1 << 20)));
  parser.end();
  return { html: out.join(""), metadata };
}

function readMeta(attributes: Record<string, string>, metadata: PageMetadata): void {
  const key = (attributes.property ?? attributes.name ?? "").toLowerCase();
  const value = attributes.content?.replace(/\s+/g, " ").trim();
  if (!value) return;
  if (key === "og:title" || key === "twitter:title") metadata.ogTitle ??= value;
  else if (key === "og:site_name") metadata.siteName ??= value;
  else if (key === "author" || key === "article:author" || key === "dc.creator" || key === "citation_author")
    metadata.author ??= value;
  else if (key === "article:published_time" || key === "citation_publication_date" || key === "dc.date")
    metadata.published ??= value;
}

/** schema.org's headline and author, when the page states them as JSON-LD. */
function readJsonLd(text: string, metadata: PageMetadata): void {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  const items = (Array.isArray(data) ? data : [data]).flatMap((d) =>
    d && typeof d === "object" && Array.isArray((d as { "@graph"?: unknown })["@graph"])
      ? (d as { "@graph": unknown[] })["@graph"]
      : [d],
  );
  for (const item of items) {
    if (!item || typeof item !== "object") continue;
    const record = item as Record<string, unknown>;
    if (typeof record.headline === "string") metadata.ogTitle ??= record.headline.trim();
    const author = Array.isArray(record.author) ? record.author[0] : record.author;
    const name =
      typeof author === "string"
        ? author
        : author && typeof author === "object"
          ? (author as { name?: unknown }).name
          : null;
    if (typeof name === "string" && name.trim()) metadata.author ??= name.trim();
    if (typeof record.datePublished === "string") metadata.published ??= record.datePublished;
  }
}
