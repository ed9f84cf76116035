// GET /api/graph/export on real extracted knowledge: the GraphML parses with a strict XML parser (saxes) and holds
// the same nodes, edges and attributes as GET /api/graph; the CSV tables parse as RFC 4180 and match too; names with
// markup, quotes, control characters and spreadsheet formulas survive; the scope and the user are honoured.
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphSchema, type Graph } from "../../../contract/graph.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let projectId: string;

const MEMORY = `Spaced repetition is a learning technique that reviews material at increasing intervals.
Spaced repetition improves long-term memory. Active recall supports long-term memory.
Behaviorism contradicts cognitive psychology. Cognitive psychology studies memory and attention.`;
const PHYSICS = `Entropy is a measure of disorder in a thermodynamic system. Statistical mechanics supports thermodynamics.
The second law of thermodynamics implies that entropy increases.`;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await signUpUser(t.app), await signUpUser(t.app)];
  projectId = (await asUser(t.app, alice, { method: "POST", url: "/api/projects", payload: { name: "Memory" } })).json<{
    id: string;
  }>().id;
  const notes = [
    await createNote(t.app, alice, "Memory notes", MEMORY, projectId),
    await createNote(t.app, alice, "Physics notes", PHYSICS),
  ];
  for (const note of notes) expect((await waitUntilProcessed(t.app, alice, note.id)).status).toBe("ready");
});
afterAll(() => t?.close());

/** An edge of GET /api/graph as the files write it: a labelled edge from the end its label is said of. */
function asStated(edge: Graph["edges"][number]) {
  const { labelFrom, label = null, ...rest } = edge;
  return labelFrom && labelFrom === edge.target
    ? { ...rest, source: edge.target, target: edge.source, label }
    : { ...rest, label };
}

interface ParsedGraphml {
  keys: Array<{ id: string; for: string; name: string; type: string }>;
  edgedefault: string;
  nodes: Array<{ id: string; data: Record<string, string> }>;
  edges: Array<{ id: string; source: string; target: string; data: Record<string, string> }>;
}

/** Parses GraphML with saxes, which refuses anything that is not well-formed XML 1.0 (characters included). */
function parseGraphml(xml: string): ParsedGraphml {
  const parser = new SaxesParser();
  const out: ParsedGraphml = { keys: [], edgedefault: "", nodes: [], edges: [] };
  let owner: { data: Record<string, string> } | null = null;
  let dataKey: string | null = null;
  let text = "";
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const a = tag.attributes as Record<string, string>;
    if (tag.name === "key") out.keys.push({ id: a.id!, for: a.for!, name: a["attr.name"]!, type: a["attr.type"]! });
    if (tag.name === "graph") out.edgedefault = a.edgedefault!;
    if (tag.name === "node") {
      const node = { id: a.id!, data: {} };
      out.nodes.push(node);
      owner = node;
    }
    if (tag.name === "edge") {
      const edge = { id: a.id!, source: a.source!, target: a.target!, data: {} };
      out.edges.push(edge);
      owner = edge;
    }
    if (tag.name === "data") [dataKey, text] = [a.key!, ""];
  });
  parser.on("text", (chunk) => (text += chunk));
  parser.on("closetag", (tag) => {
    if (tag.name === "data" && owner && dataKey) owner.data[dataKey] = text;
    if (tag.name === "data") dataKey = null;
  });
  parser.write(xml).close();
  return out;
}

/** RFC 4180: fields separated by commas, records by CRLF, quoted fields may hold both, "" is a quote. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  while (i < csv.length) {
    const c = csv[i]!;
    if (c === '"' && field === "") {
      // A quoted field: up to the quote that is not doubled.
      for (i++; i < csv.length; i++) {
        if (csv[i] !== '"') field += csv[i];
        else if (csv[i + 1] === '"') field += csv[i++];
        else break;
      }
      i++;
      continue;
    }
    if (c === ",") [row, field] = [[...row, field], ""];
    else if (c === "\r" && csv[i + 1] === "\n") {
      rows.push([...row, field]);
      [row, field] = [[], ""];
      i++;
    } else field += c;
    i++;
  }
  expect(field, "the file ends with CRLF").toBe("");
  return rows;
}

const get = (user: TestUser, url: string) => asUser(t.app, user, { method: "GET", url });
const graphOf = async (user: TestUser, query = "") =>
  graphSchema.parse((await get(user, `/api/graph${query}`)).json()) as Graph;
const today = () => new Date().toISOString().slice(0, 10);

describe("GET /api/graph/export", () => {
  it("sends GraphML that a strict XML parser reads, with the nodes, edges and attributes of /api/graph", async () => {
    const response = await get(alice, "/api/graph/export?format=graphml");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/graphml+xml; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="mnemo-graph-${today()}.graphml"`);
    const parsed = parseGraphml(response.body);
    const graph = await graphOf(alice);
    expect(graph.nodes.length).toBeGreaterThan(5);
    expect(graph.edges.length).toBeGreaterThan(2);

    expect(parsed.edgedefault).toBe("undirected");
    expect(parsed.keys.map((k) => `${k.for}:${k.name}:${k.type}`)).toEqual([
      "node:label:string",
      "node:category:string",
      "node:definition:string",
      "node:size:double",
      "node:degree:int",
      "node:documents:int",
      "edge:type:string",
      "edge:label:string",
      "edge:strength:double",
      "edge:weight:double",
    ]);
    expect(
      parsed.nodes.map((n) => ({
        id: n.id,
        label: n.data.label,
        category: n.data.category,
        size: Number(n.data.size),
        degree: Number(n.data.degree),
        documentCount: Number(n.data.documents),
      })),
    ).toEqual(
      graph.nodes.map((n) => ({
        id: n.id,
        label: n.label,
        category: n.category,
        size: n.size,
        degree: n.degree,
        documentCount: n.documentCount,
      })),
    );
    expect(
      parsed.edges.map((e) => ({
        id: e.id,
        source: e.source,
        target: e.target,
        type: e.data.type,
        strength: Number(e.data.strength),
        label: e.data.label ?? null,
      })),
    ).toEqual(graph.edges.map(asStated));
    // The text's own words travel with the edges, source first as the sentence has it.
    expect(parsed.edges.map((e) => e.data.label)).toEqual(expect.arrayContaining(["improves", "studies"]));
    for (const e of parsed.edges) expect(e.data.weight).toBe(e.data.strength);

    // Definitions are the concepts' own.
    const entropy = parsed.nodes.find((n) => n.data.label === "entropy")!;
    const concept = (await get(alice, `/api/concepts/${entropy.id}`)).json<{ definition: string | null }>();
    expect(concept.definition).toBeTruthy();
    expect(entropy.data.definition).toBe(concept.definition);
    expect(parsed.edges.map((e) => e.data.type)).toEqual(expect.arrayContaining(["supports", "related"]));
  });

  it("sends GraphML by default, and refuses an unknown format", async () => {
    const response = await get(alice, "/api/graph/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/graphml+xml");
    const bad = await get(alice, "/api/graph/export?format=gexf");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain("graphml, csv-nodes, csv-edges");
  });

  it("sends the nodes and edges as RFC 4180 CSV tables for Gephi's spreadsheet import", async () => {
    const graph = await graphOf(alice);
    const nodes = await get(alice, "/api/graph/export?format=csv-nodes");
    expect(nodes.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    expect(nodes.headers["content-disposition"]).toBe(`attachment; filename="mnemo-graph-nodes-${today()}.csv"`);
    const [nodeHeader, ...nodeRows] = parseCsv(nodes.body);
    expect(nodeHeader).toEqual(["Id", "Label", "Category", "Definition", "Size", "Degree", "Documents"]);
    expect(
      nodeRows.map(([id, label, category, , size, degree, documents]) => ({
        id,
        label,
        category,
        size: Number(size),
        degree: Number(degree),
        documentCount: Number(documents),
      })),
    ).toEqual(
      graph.nodes.map((n) => ({
        id: n.id,
        label: n.label,
        category: n.category,
        size: n.size,
        degree: n.degree,
        documentCount: n.documentCount,
      })),
    );
    expect(nodeRows.find((r) => r[1] === "entropy")![3]).toMatch(/^Entropy is a measure of disorder/);

    const edges = await get(alice, "/api/graph/export?format=csv-edges");
    expect(edges.headers["content-disposition"]).toBe(`attachment; filename="mnemo-graph-edges-${today()}.csv"`);
    const [edgeHeader, ...edgeRows] = parseCsv(edges.body);
    expect(edgeHeader).toEqual(["Source", "Target", "Type", "Id", "Relationship", "Label", "Weight"]);
    expect(
      edgeRows.map(([source, target, type, id, relationship, label, weight]) => ({
        id,
        source,
        target,
        type: relationship,
        strength: Number(weight),
        label: label || null,
        undirected: type,
      })),
    ).toEqual(graph.edges.map((e) => ({ ...asStated(e), undirected: "Undirected" })));
  });

  it("follows the selected project", async () => {
    const scoped = await graphOf(alice, `?projectId=${projectId}`);
    const parsed = parseGraphml((await get(alice, `/api/graph/export?projectId=${projectId}`)).body);
    expect(parsed.nodes.map((n) => n.id)).toEqual(scoped.nodes.map((n) => n.id));
    expect(parsed.edges.map((e) => e.id)).toEqual(scoped.edges.map((e) => e.id));
    expect(parsed.nodes.map((n) => n.data.label)).not.toContain("entropy");
  });

  it("is the signed-in user's own: 401 signed out, 404 for another user's project, nothing of theirs", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/graph/export" })).statusCode).toBe(401);
    expect((await get(bob, `/api/graph/export?projectId=${projectId}`)).statusCode).toBe(404);
    expect((await get(bob, `/api/graph/export?format=csv-nodes&projectId=${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    const own = await get(bob, "/api/graph/export?format=csv-nodes");
    expect(own.statusCode).toBe(200);
    expect(parseCsv(own.body)).toEqual([["Id", "Label", "Category", "Definition", "Size", "Degree", "Documents"]]);
    expect(parseGraphml((await get(bob, "/api/graph/export")).body).nodes).toEqual([]);
  });

  it("writes markup, quotes, control characters and formulas so that XML readers and spreadsheets take them as text", async () => {
    const carol = await signUpUser(t.app);
    const names = [
      `<b>Ohm & "Volt"</b> 'law'`,
      "bell\u0007 and escape\u001b",
      '=HYPERLINK("http://example.com","x")',
      "+1 idea",
      "-minus",
      "@sum",
      "line\r\nbreak, comma",
    ];
    const definition = `Says "a < b" & 'c > d'; has a tab\t, a form feed\f and a line\nbreak.`;
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      const [row] = await t.ctx.database.query<{ id: string }>(
        "INSERT INTO concepts (user_id, name, normalized_key, category, definition) VALUES ($1, $2, $3, 'general', $4) RETURNING id",
        [carol.id, name, `key-${i}`, definition],
      );
      ids.push(row!.id);
    }
    await t.ctx.database.query(
      "INSERT INTO relationships (user_id, source_concept_id, target_concept_id, type, strength) VALUES ($1, $2, $3, 'supports', 0.5)",
      [carol.id, ids[0], ids[1]],
    );
    // A concept is shown while a document links to it.
    const [doc] = await t.ctx.database.query<{ id: string }>(
      "INSERT INTO documents (user_id, title, type, content, status) VALUES ($1, 'Source', 'note', 'x', 'ready') RETURNING id",
      [carol.id],
    );
    for (const id of ids)
      await t.ctx.database.query(
        "INSERT INTO document_concepts (user_id, document_id, concept_id, salience) VALUES ($1, $2, $3, 0.5)",
        [carol.id, doc!.id, id],
      );

    const parsed = parseGraphml((await get(carol, "/api/graph/export")).body);
    const labels = new Map(parsed.nodes.map((n) => [n.id, n.data]));
    // XML 1.0 cannot hold C0 controls other than tab, line feed and carriage return: they become U+FFFD.
    expect(ids.map((id) => labels.get(id)!.label)).toEqual(
      names.map((n) => n.replace("\u0007", "\uFFFD").replace("\u001b", "\uFFFD")),
    );
    expect(labels.get(ids[0]!)!.definition).toBe(definition.replace("\f", "\uFFFD"));
    expect(parsed.edges).toHaveLength(1);

    const rows = parseCsv((await get(carol, "/api/graph/export?format=csv-nodes")).body).slice(1);
    const label = (id: string) => rows.find((r) => r[0] === id)![1];
    expect(ids.map(label)).toEqual([names[0], names[1], `'${names[2]}`, "'+1 idea", "'-minus", "'@sum", names[6]]);
    expect(rows.find((r) => r[0] === ids[0])![3]).toBe(definition);
  });
});
