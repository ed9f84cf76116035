// The knowledge graph as files for other graph tools: GraphML (Gephi, yEd, Cytoscape, networkx) and two CSV tables
// in the layout of Gephi's spreadsheet import. Produced in chunks, so a large graph streams out without being held
// as one string.
import type { Graph, GraphExportFormat } from "../../../contract/graph.ts";
import type { Database } from "../../db/client.ts";
import { statedEnds } from "./snapshot.ts";

/** The graph to export: every concept and relationship of the scope (no display limits), with definitions. */
export interface ExportGraph {
  nodes: Array<Graph["nodes"][number] & { definition: string | null }>;
  edges: Graph["edges"];
}

export interface ExportFile {
  contentType: string;
  fileName: string;
  chunks: Iterable<string>;
}

/** The definitions of a user's concepts, by concept id (concepts without one are left out). */
export async function loadDefinitions(database: Database, userId: string): Promise<Map<string, string>> {
  const rows = await database.query<{ id: string; definition: string }>(
    "SELECT id, definition FROM concepts WHERE user_id = $1 AND definition IS NOT NULL",
    [userId],
  );
  return new Map(rows.map((r) => [r.id, r.definition]));
}

/** The file for a format; `date` (YYYY-MM-DD) names it. */
export function exportFile(format: GraphExportFormat, graph: ExportGraph, date: string): ExportFile {
  switch (format) {
    case "graphml":
      return {
        contentType: "application/graphml+xml; charset=utf-8",
        fileName: `mnemo-graph-${date}.graphml`,
        chunks: batched(graphml(graph)),
      };
    case "csv-nodes":
      return {
        contentType: "text/csv; charset=utf-8; header=present",
        fileName: `mnemo-graph-nodes-${date}.csv`,
        chunks: batched(csvNodes(graph)),
      };
    case "csv-edges":
      return {
        contentType: "text/csv; charset=utf-8; header=present",
        fileName: `mnemo-graph-edges-${date}.csv`,
        chunks: batched(csvEdges(graph)),
      };
  }
}

// XML 1.0 allows only tab, line feed, carriage return, U+0020-U+D7FF, U+E000-U+FFFD and U+10000 up. The others (C0
// controls, lone surrogates, U+FFFE/U+FFFF) cannot be written at all, not even as character references: a strict
// parser (Gephi's, networkx's) refuses the whole file. They become U+FFFD.
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "\r": "&#13;",
};

/** Text safe in XML element content and in double-quoted attributes. */
export function xmlText(value: string): string {
  // A carriage return is written as a reference: a parser would otherwise turn it into a line feed.
  return value.replace(notXml, "\uFFFD").replace(/[&<>"'\r]/g, (c) => xmlEntities[c]!);
}

const nodeKeys = [
  ["label", "string"],
  ["category", "string"],
  ["definition", "string"],
  ["size", "double"],
  ["degree", "int"],
  ["documents", "int"],
] as const;
// `weight` repeats the strength under the name Gephi and networkx use for weighted layouts and metrics.
const edgeKeys = [
  ["type", "string"],
  ["label", "string"],
  ["strength", "double"],
  ["weight", "double"],
] as const;

function* graphml(graph: ExportGraph): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ';
  yield 'xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">\n';
  for (const [name, type] of nodeKeys)
    yield `  <key id="${name}" for="node" attr.name="${name}" attr.type="${type}"/>\n`;
  for (const [name, type] of edgeKeys)
    yield `  <key id="${name}" for="edge" attr.name="${name}" attr.type="${type}"/>\n`;
  // Undirected: the app draws relationships as lines, and a file mixing directed and undirected edges is refused by
  // some readers (networkx). Source and target keep the order the relationship was stated in.
  yield '  <graph id="mnemo" edgedefault="undirected">\n';
  for (const n of graph.nodes) {
    const data = (key: string, value: string | number) =>
      `<data key="${key}">${typeof value === "number" ? value : xmlText(value)}</data>`;
    yield `    <node id="${xmlText(n.id)}">${data("label", n.label)}${data("category", n.category)}${n.definition === null ? "" : data("definition", n.definition)}${data("size", n.size)}${data("degree", n.degree)}${data("documents", n.documentCount)}</node>\n`;
  }
  for (const edge of graph.edges) {
    const e = statedOrder(edge);
    const label = e.label ? `<data key="label">${xmlText(e.label)}</data>` : "";
    yield `    <edge id="${xmlText(e.id)}" source="${xmlText(e.source)}" target="${xmlText(e.target)}"><data key="type">${e.type}</data>${label}<data key="strength">${e.strength}</data><data key="weight">${e.strength}</data></edge>\n`;
  }
  yield "  </graph>\n</graphml>\n";
}

// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some strip first) as a
// formula: a concept named "=HYPERLINK(...)" would run when the CSV is opened. Such text cells get a leading
// single quote, as OWASP recommends; numbers are written by us and never negative.
const formulaStart = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (fields: Array<string | number | null>) => `${fields.map(csvField).join(",")}\r\n`;

function* csvNodes(graph: ExportGraph): Generator<string> {
  // Gephi's column names: Id and Label are recognised, the rest become attributes.
  yield csvRow(["Id", "Label", "Category", "Definition", "Size", "Degree", "Documents"]);
  for (const n of graph.nodes)
    yield csvRow([n.id, n.label, n.category, n.definition, n.size, n.degree, n.documentCount]);
}

function* csvEdges(graph: ExportGraph): Generator<string> {
  // Gephi reads Type as Directed/Undirected and Weight as the edge weight; the relationship's own type is
  // "Relationship".
  yield csvRow(["Source", "Target", "Type", "Id", "Relationship", "Label", "Weight"]);
  for (const edge of graph.edges) {
    const e = statedOrder(edge);
    yield csvRow([e.source, e.target, "Undirected", e.id, e.type, e.label ?? null, e.strength]);
  }
}

/** A labelled edge with its source where the sentence has it, so "source label target" reads as written. */
function statedOrder(edge: Graph["edges"][number]): Graph["edges"][number] {
  const [source, target] = statedEnds(edge);
  return { ...edge, source, target };
}

/** Joins small pieces into ~64 kB chunks: a stream of one write per line would cost more than the text. */
function* batched(pieces: Iterable<string>, size = 64 * 1024): Generator<string> {
  let buffer = "";
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= size) {
      yield buffer;
      buffer = "";
    }
  }
  if (buffer) yield buffer;
}
