/**
 * An EPUB's package: where the package document is (META-INF/container.xml), its metadata (title, authors,
 * language, publisher, date), its manifest and spine (the reading order), and the table of contents' chapter
 * names (EPUB 3 navigation document or EPUB 2 NCX).
 */
import { posix } from "node:path";
import { Parser } from "htmlparser2";

export interface EpubPackage {
  title: string | null;
  authors: string[];
  properties: Record<string, string>;
  /** Content documents in reading order (paths inside the archive, each once). */
  spine: string[];
  /** The navigation document or NCX, if any (path inside the archive). */
  toc: { path: string; kind: "nav" | "ncx" } | null;
}

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/** Every element of an XML document with its own text, in document order (namespace prefixes dropped). */
export function xmlElements(xml: string, wanted: ReadonlySet<string>): XmlElement[] {
  const out: XmlElement[] = [];
  const open: XmlElement[] = [];
  const local = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = {
          name: local(name),
          attributes: Object.fromEntries(Object.entries(attributes).map(([k, v]) => [local(k), v])),
          text: "",
        };
        if (wanted.has(element.name)) out.push(element);
        open.push(element);
      },
      ontext(text) {
        for (const element of open) if (wanted.has(element.name)) element.text += text;
      },
      onclosetag() {
        open.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return out;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** The package document's path from META-INF/container.xml. */
export function rootFilePath(containerXml: string): string | null {
  const roots = xmlElements(containerXml, new Set(["rootfile"]));
  const root = roots.find((r) => r.attributes["media-type"] === "application/oebps-package+xml") ?? roots[0];
  return root?.attributes["full-path"] ?? null;
}

/** A manifest href as a path inside the archive: relative to the package document, decoded, fragment gone. */
function resolveHref(base: string, href: string): string {
  let path = href.split("#")[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a stray % stays as written
  }
  return posix.normalize(posix.join(posix.dirname(base), path)).replace(/^\.\//, "");
}

export function readPackage(opfPath: string, opf: string): EpubPackage {
  const elements = xmlElements(
    opf,
    new Set(["title", "creator", "language", "publisher", "date", "meta", "item", "itemref", "spine"]),
  );
  const refines = new Map<string, string>();
  for (const meta of elements.filter(
    (e) => e.name === "meta" && e.attributes.refines && e.attributes.property === "role",
  ))
    refines.set(meta.attributes.refines!.replace(/^#/, ""), clean(meta.text));
  const authors = elements
    .filter((e) => e.name === "creator")
    .filter((e) => {
      const role = e.attributes.role ?? refines.get(e.attributes.id ?? "");
      return !role || role === "aut";
    })
    .map((e) => clean(e.text).replace(/\s*<[^>]*>$/, ""))
    .filter(Boolean);
  const first = (name: string) => clean(elements.find((e) => e.name === name)?.text ?? "") || null;
  const properties: Record<string, string> = {};
  for (const name of ["language", "publisher", "date"]) {
    const value = first(name);
    if (value) properties[name] = value;
  }

  const items = new Map<string, { path: string; mediaType: string; properties: string }>();
  for (const item of elements.filter((e) => e.name === "item")) {
    if (!item.attributes.id || !item.attributes.href) continue;
    items.set(item.attributes.id, {
      path: resolveHref(opfPath, item.attributes.href),
      mediaType: item.attributes["media-type"] ?? "",
      properties: item.attributes.properties ?? "",
    });
  }
  const spine: string[] = [];
  for (const ref of elements.filter((e) => e.name === "itemref")) {
    const item = items.get(ref.attributes.idref ?? "");
    // Non-linear items (pop-up notes, a cover image page) are outside the reading order; the navigation document
    // is the table of contents, not text.
    if (!item || ref.attributes.linear === "no" || /\bnav\b/.test(item.properties)) continue;
    if (!/xhtml|html|xml/.test(item.mediaType) || /svg|ncx/.test(item.mediaType)) continue;
    if (!spine.includes(item.path)) spine.push(item.path);
  }
  const nav = [...items.values()].find((i) => /\bnav\b/.test(i.properties));
  const ncxId = elements.find((e) => e.name === "spine")?.attributes.toc;
  const ncx =
    (ncxId ? items.get(ncxId) : undefined) ??
    [...items.values()].find((i) => i.mediaType === "application/x-dtbncx+xml");
  const toc = nav ? { path: nav.path, kind: "nav" as const } : ncx ? { path: ncx.path, kind: "ncx" as const } : null;
  return { title: first("title"), authors, properties, spine, toc };
}

/** Chapter names by content document: the first table-of-contents entry that points into each. */
export function chapterNames(tocPath: string, kind: "nav" | "ncx", xml: string): Map<string, string> {
  const names = new Map<string, string>();
  if (kind === "ncx") {
    const elements = xmlElements(xml, new Set(["navlabel", "content"]));
    let label: string | null = null;
    for (const element of elements) {
      if (element.name === "navlabel") label = clean(element.text);
      else if (label && element.attributes.src) {
        const path = resolveHref(tocPath, element.attributes.src);
        if (!names.has(path)) names.set(path, label);
        label = null;
      }
    }
  } else {
    for (const link of xmlElements(xml, new Set(["a"]))) {
      const href = link.attributes.href;
      const label = clean(link.text);
      if (!href || !label) continue;
      const path = resolveHref(tocPath, href);
      if (!names.has(path)) names.set(path, label);
    }
  }
  return names;
}
