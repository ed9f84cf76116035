/**
 * A note's YAML front matter: split off the body and read as the document's title, names, tags and properties.
 * Nothing of it ever reaches the content: a leaked key ("cssclass") or value ("fleeting") becomes a junk concept.
 */
import { parse } from "yaml";
import { stripWikilinkBrackets } from "./markdown-obsidian.ts";

export interface FrontMatter {
  title: string | null;
  aliases: string[];
  tags: string[];
  authors: string[];
  /** Every other key, as a short display string. */
  properties: Record<string, string>;
}

export function emptyFrontMatter(): FrontMatter {
  return { title: null, aliases: [], tags: [], authors: [], properties: {} };
}

// A YAML block at the very start of the file, closed by "---" (or YAML's "..."); a BOM before it is allowed.
// Line ends are already "\n" here. The lazy body is anchored at the start, so the scan stays linear.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\n(?:([\s\S]*?)\n)?(?:---|\.\.\.)[ \t]*(?:\n|$)/;

const PROPERTY_MAX = 200;
const KEYS_READ = new Set(["title", "aliases", "alias", "tags", "tag", "authors", "author"]);

/** The front matter and the body after it. Invalid YAML is dropped: the block is removed all the same. */
export function splitFrontMatter(text: string): { frontMatter: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { frontMatter: emptyFrontMatter(), body: text.replace(/^\uFEFF/, "") };
  const body = text.slice(match[0].length);
  let data: unknown;
  try {
    data = parse(match[1] ?? "", { logLevel: "error", uniqueKeys: false, maxAliasCount: 50 });
  } catch {
    return { frontMatter: emptyFrontMatter(), body };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return { frontMatter: emptyFrontMatter(), body };
  return { frontMatter: readFields(data as Record<string, unknown>), body };
}

function readFields(fields: Record<string, unknown>): FrontMatter {
  // Keys are matched without regard to case ("Title", "Tags"); the first of two spellings wins.
  const byName = new Map<string, unknown>();
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const name = key.toLowerCase();
    if (KEYS_READ.has(name)) {
      if (!byName.has(name)) byName.set(name, value);
      continue;
    }
    const shown = displayString(value);
    if (shown) properties[key] = shown;
  }
  const title = scalar(byName.get("title"));
  return {
    title: title ? title.replace(/\s+/g, " ") : null,
    // Obsidian reads both the plural and the old singular keys; older vaults wrote lists as "a, b".
    aliases: unique([...list(byName.get("aliases"), /,/), ...list(byName.get("alias"), /,/)]),
    tags: unique(
      [...list(byName.get("tags"), /[,\s]+/), ...list(byName.get("tag"), /[,\s]+/)]
        .map((tag) => tag.replace(/^#+/, ""))
        .filter(Boolean),
    ),
    authors: unique([...authorList(byName.get("authors")), ...authorList(byName.get("author"))]),
    properties,
  };
}

/** A string, number or boolean as trimmed text; "[[Note]]" (Obsidian's link properties) as the note's name. */
function scalar(value: unknown): string | null {
  if (typeof value === "string") return stripWikilinkBrackets(value).trim() || null;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

/** A YAML list or a separated string, as trimmed non-empty strings. */
function list(value: unknown, separator: RegExp): string[] {
  const items = Array.isArray(value)
    ? value.map(scalar)
    : typeof value === "string"
      ? (scalar(value)?.split(separator) ?? [])
      : [scalar(value)];
  return items.map((item) => item?.trim() ?? "").filter(Boolean);
}

/**
 * Author names: a list, or one string separated by ";" (or by "," when every part is a full name: "Ada Lovelace,
 * Alan Turing" — "Turing, A." is one name written surname first).
 */
function authorList(value: unknown): string[] {
  if (typeof value !== "string") return list(value, /;/);
  const text = scalar(value) ?? "";
  if (text.includes(";")) return list(text, /;/);
  const parts = text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 1 && parts.every((p) => /\s/.test(p)) ? parts : text ? [text] : [];
}

/** What a property shows: lists joined by ", ", objects as JSON, capped; empty values show nothing. */
function displayString(value: unknown): string {
  let shown: string;
  if (Array.isArray(value))
    shown = value
      .map((v) => (v !== null && typeof v === "object" ? safeJson(v) : (scalar(v) ?? "")))
      .filter(Boolean)
      .join(", ");
  else if (value !== null && typeof value === "object")
    shown = value instanceof Date ? value.toISOString().slice(0, 10) : safeJson(value);
  else shown = scalar(value) ?? "";
  shown = shown.replace(/\s+/g, " ").trim();
  return shown.length > PROPERTY_MAX ? `${shown.slice(0, PROPERTY_MAX - 1).trimEnd()}…` : shown;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return ""; // a cyclic structure (YAML anchors can build one)
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
