import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** Tool answers are plain text an assistant reads and quotes; ids and links let it call the next tool or cite. */
export function textResult(text: string): CallToolResult {
  return { content: [{ type: "text", text }] };
}

/** Links into the web app, so an answer can send the user to the exact passage. */
export class Links {
  constructor(private readonly baseUrl: string) {}

  /** The document, with the passage marked when a span is given (the app's `?from=&to=`). */
  document(id: string, span?: { charStart: number; charEnd: number }): string {
    const query = span ? `?from=${span.charStart}&to=${span.charEnd}` : "";
    return `${this.baseUrl}/documents/${id}${query}`;
  }

  concept(id: string): string {
    return `${this.baseUrl}/graph?concept=${id}`;
  }
}

/** Text on one line, cut to `max` characters at a word boundary. */
export function oneLine(text: string, max = 400): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A passage with the part at [start, end) in **bold**, e.g. the mention of a concept. */
export function marked(text: string, start: number, end: number): string {
  if (start < 0 || end <= start || end > text.length) return text;
  return `${text.slice(0, start)}**${text.slice(start, end)}**${text.slice(end)}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function pageSuffix(page: number | null): string {
  return page === null ? "" : `, page ${page}`;
}
