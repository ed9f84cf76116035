import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectSchema } from "../../contract/projects.ts";
import { asUser } from "../../server/testing/harness.ts";
import { createNote } from "../../server/testing/documents.ts";
import { mnemoBin, repoRoot, startCliTestServer, type CliTestServer } from "../testing/harness.ts";

// The SDK's own client speaks to `mnemo mcp` over stdio, the way Claude Desktop does; the tools call the real
// server with a real token, over documents processed by the real pipeline.
let server: CliTestServer;
let client: Client;
let stderr = "";
const ids: Record<string, string> = {};

function connect(token: string): { client: Client; transport: StdioClientTransport } {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [mnemoBin, "mcp"],
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", MNEMO_URL: server.url, MNEMO_TOKEN: token },
    stderr: "pipe",
  });
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return { client: new Client({ name: "mnemo-test", version: "1.0.0" }), transport };
}

function text(result: unknown): string {
  const content = (result as CallToolResult).content;
  return content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
}

beforeAll(async () => {
  server = await startCliTestServer();
  const app = server.test.app;
  const project = projectSchema.parse(
    (await asUser(app, server.user, { method: "POST", url: "/api/projects", payload: { name: "Health" } })).json(),
  );
  ids.a = (
    await createNote(
      app,
      server.user,
      "Exercise trial A",
      "Regular exercise increases cancer mortality rates among elderly adults in cities.",
      project.id,
    )
  ).id;
  await server.waitUntilProcessed();
  ids.b = (
    await createNote(
      app,
      server.user,
      "Exercise trial B",
      "Regular exercise reduces cancer mortality rates among elderly adults in cities.",
      project.id,
    )
  ).id;
  ids.c = (
    await createNote(
      app,
      server.user,
      "Photosynthesis notes",
      "Photosynthesis is the process by which plants convert light energy into chemical energy. Chlorophyll absorbs red and blue light. " +
        "The Calvin cycle fixes carbon dioxide into sugars during photosynthesis.",
    )
  ).id;
  await server.waitUntilProcessed();

  const connection = connect(server.token);
  client = connection.client;
  await client.connect(connection.transport);
}, 180_000);

afterAll(async () => {
  await client?.close();
  await server?.test.close();
});

describe("mnemo mcp", () => {
  it("lists its tools with descriptions written for an assistant, read-only but for concept changes", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "ask",
      "get_concept",
      "list_contradictions",
      "list_documents",
      "list_duplicate_concepts",
      "merge_concepts",
      "read_document",
      "rename_concept",
      "search",
      "split_concept",
      "undo_concept_change",
    ]);
    const changing = ["merge_concepts", "rename_concept", "split_concept", "undo_concept_change"];
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.annotations?.readOnlyHint).toBe(!changing.includes(tool.name));
    }
    expect(tools.find((t) => t.name === "search")?.inputSchema.required).toEqual(["query"]);
    expect(client.getInstructions()).toContain("knowledge base");
  });

  it("search finds documents with their passage, relevance, id and link, and can be scoped to a project", async () => {
    const all = text(
      await client.callTool({ name: "search", arguments: { query: "how do plants fix carbon dioxide" } }),
    );
    expect(all).toMatch(/^\d+ results? for "how do plants fix carbon dioxide" in all documents:/);
    expect(all).toContain('Document "Photosynthesis notes" (note), relevance 0.');
    expect(all).toContain(`document id: ${ids.c} · ${server.url}/documents/${ids.c}?from=`);
    expect(all).toContain("Calvin cycle");

    const scoped = text(
      await client.callTool({ name: "search", arguments: { query: "photosynthesis", project: "health" } }),
    );
    expect(scoped).not.toContain("Photosynthesis notes");
    expect(scoped).toContain('the project "Health"');
  });

  it("ask answers from the documents with numbered sources, quotes and links, or says it is not found", async () => {
    const answer = text(
      await client.callTool({ name: "ask", arguments: { question: "What does chlorophyll absorb?" } }),
    );
    expect(answer).toMatch(
      /^Answer from all documents \(Sentences quoted from the user's documents\.\)\n\nChlorophyll absorbs red and blue light\. \[1\]/,
    );
    expect(answer).toContain(
      `[1] "Photosynthesis notes" (document id ${ids.c}) · ${server.url}/documents/${ids.c}?from=`,
    );
    expect(answer).toContain('    "Chlorophyll absorbs red and blue light."');

    const missing = text(
      await client.callTool({ name: "ask", arguments: { question: "How many parameters does GPT-3 have?" } }),
    );
    expect(missing).toBe(
      'Not found in your documents: nothing in all documents answers "How many parameters does GPT-3 have?".',
    );
    const scoped = text(
      await client.callTool({
        name: "ask",
        arguments: { question: "What does chlorophyll absorb?", project: "Health" },
      }),
    );
    expect(scoped).toContain('Not found in your documents: nothing in the project "Health"');
  });

  it("get_concept finds a concept by name (any case, plural) and gives its definition, documents and passages", async () => {
    const answer = text(await client.callTool({ name: "get_concept", arguments: { concept: "Calvin Cycles" } }));
    expect(answer).toMatch(
      /^Calvin cycle \(\w+\)\nconcept id: [0-9a-f-]{36} · http:\/\/127\.0\.0\.1:\d+\/graph\?concept=/,
    );
    expect(answer).toContain("Definition: ");
    expect(answer).toContain(`- "Photosynthesis notes" (document id ${ids.c}`);
    expect(answer).toContain("The **Calvin cycle** fixes carbon dioxide into sugars");
    expect(answer).toContain(`from "Photosynthesis notes" · ${server.url}/documents/${ids.c}?from=`);

    const id = /concept id: ([0-9a-f-]{36})/.exec(answer)![1]!;
    const byId = text(await client.callTool({ name: "get_concept", arguments: { concept: id, passages: 0 } }));
    expect(byId.split("\n")[0]).toBe(answer.split("\n")[0]);
    expect(byId).not.toContain("Passages");

    const missing = await client.callTool({ name: "get_concept", arguments: { concept: "zzzqqq xylophagous" } });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toContain('No concept called "zzzqqq xylophagous" was found');
  });

  it("merge_concepts makes one concept of two by name, and undo_concept_change undoes it", async () => {
    const merged = text(
      await client.callTool({ name: "merge_concepts", arguments: { concepts: ["Calvin cycle", "photosynthesis"] } }),
    );
    expect(merged).toMatch(/^Merged "photosynthesis" into "Calvin cycle"\./i);
    expect(merged).toMatch(/Also called: .*photosynthesis/i);
    const changeId = /change id: ([0-9a-f-]{36})/.exec(merged)?.[1];
    expect(changeId).toBeTruthy();
    const undone = text(await client.callTool({ name: "undo_concept_change", arguments: {} }));
    expect(undone).toMatch(/^Undone: Merged "photosynthesis" into "Calvin cycle"\./i);
    const nothing = text(await client.callTool({ name: "undo_concept_change", arguments: {} }));
    expect(nothing).toBe("There is no change of concepts to undo.");
  });

  it("list_contradictions gives the unresolved ones with both statements, sources and severity", async () => {
    const answer = text(await client.callTool({ name: "list_contradictions", arguments: {} }));
    expect(answer).toMatch(/^1 unresolved contradiction in all documents:/);
    expect(answer).toMatch(/1\. (high|medium|low) severity/);
    expect(answer).toContain('Statement 1: "Regular exercise');
    expect(answer).toContain("increases cancer mortality");
    expect(answer).toContain("reduces cancer mortality");
    expect(answer).toContain(`(document id ${ids.a})`);
    expect(answer).toContain(`(document id ${ids.b})`);

    const resolved = text(await client.callTool({ name: "list_contradictions", arguments: { status: "resolved" } }));
    expect(resolved).toBe("No resolved contradictions in all documents.");
    const otherProject = await client.callTool({
      name: "list_contradictions",
      arguments: { project: "No such project" },
    });
    expect(otherProject.isError).toBe(true);
    expect(text(otherProject)).toContain('There is no project "No such project". Projects: "Health".');
  });

  it("list_documents and read_document browse the documents", async () => {
    const list = text(await client.callTool({ name: "list_documents", arguments: {} }));
    expect(list.split("\n")[0]).toBe("3 documents in all documents:");
    expect(list).toContain(`"Photosynthesis notes" (note, added `);
    const inProject = text(
      await client.callTool({ name: "list_documents", arguments: { project: "Health", limit: 1 } }),
    );
    expect(inProject.split("\n")).toHaveLength(2);
    expect(inProject).toContain("(showing 1; raise limit for more)");

    const read = text(await client.callTool({ name: "read_document", arguments: { document_id: ids.c, offset: 10 } }));
    expect(read).toContain(`"Photosynthesis notes" (note, document id ${ids.c}, characters 10 to `);
    expect(read).toContain("\n\nesis is the process");
    const missing = await client.callTool({ name: "read_document", arguments: { document_id: "not-an-id" } });
    expect(missing.isError).toBe(true);
  });

  it("never writes anything but protocol messages to stdout, and logs to stderr", () => {
    // Every answer above parsed as JSON-RPC, so stdout carried only the protocol; people read stderr.
    expect(stderr).toContain(`mnemo mcp: serving ${server.url} over stdio`);
  });

  it("answers every call with a clear error when the token is refused", async () => {
    const { client: refused, transport } = connect(`mnemo_${"y".repeat(43)}`);
    await refused.connect(transport);
    try {
      const result = await refused.callTool({ name: "search", arguments: { query: "photosynthesis" } });
      expect(result.isError).toBe(true);
      expect(text(result)).toBe(
        "The API token is not valid or was revoked. Ask the user to create a token in Mnemo under Settings > API tokens and set it as MNEMO_TOKEN in this MCP server's configuration.",
      );
    } finally {
      await refused.close();
    }
  });
});
