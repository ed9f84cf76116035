import { parse } from "yaml";

/** The front-matter fields the importer uses; everything else (dates, cssclasses, plugin settings) is dropped. */
export interface FrontMatter {
  title: string | null;
  aliases: string[];
  tags: string[];
}

const empty: FrontMatter = { title: null, aliases: [], tags: [] };

// A YAML block at the very start of the file, closed by "---" (or YAML's "..."); a BOM before it is allowed.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/** Splits a Markdown file into its front matter and the body after it. Invalid YAML is dropped, not imported as text. */
export function splitFrontMatter(text: string): { frontMatter: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { frontMatter: empty, body: text.replace(/^\uFEFF/, "") };
  const body = text.slice(match[0].length);
  let data: unknown;
  try {
    data = parse(match[1] ?? "");
  } catch {
    return { frontMatter: empty, body };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return { frontMatter: empty, body };
  const fields = data as Record<string, unknown>;
  const title = scalar(fields.title);
  return {
    frontMatter: {
      title: title ? title.replace(/\s+/g, " ") : null,
      // Obsidian reads both the plural and the old singular keys; older vaults wrote lists as "a, b".
      aliases: unique([...list(fields.aliases, /,/), ...list(fields.alias, /,/)]),
      tags: unique([...list(fields.tags, /[,\s]+/), ...list(fields.tag, /[,\s]+/)].map((tag) => tag.replace(/^#+/, "")).filter(Boolean)),
    },
    body,
  };
}

function scalar(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

/** A YAML list or a separated string, as trimmed non-empty strings. */
function list(value: unknown, separator: RegExp): string[] {
  const items = Array.isArray(value) ? value.map(scalar) : typeof value === "string" ? value.split(separator) : [scalar(value)];
  return items.map((item) => item?.trim() ?? "").filter(Boolean);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
