import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { documentDetailSchema, documentListSchema, type Document } from "../../../contract/documents.ts";
import { MnemoApiError } from "../../api-client.ts";
import { projectDescription, projectScope, scopeLabel, type ToolContext } from "../context.ts";
import { plural, textResult, type Links } from "../format.ts";

/** Characters of a document returned by one read_document call: a long book is read in parts. */
const READ_MAX = 20_000;

function formatDocument(d: Document, index: number, links: Links): string {
  const state = d.status === "ready" ? "" : `, ${d.status}${d.status === "processing" ? ` ${d.progress}%` : ""}`;
  return `${index}. "${d.title}" (${d.type}${state}, added ${d.uploadedAt.slice(0, 10)}; document id ${d.id}) · ${links.document(d.id)}`;
}

export function registerDocumentTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "list_documents",
    {
      title: "List the user's documents",
      description:
        "List the documents in the user's Mnemo knowledge base (PDFs, text and Markdown files, notes), newest first, " +
        "with their ids and links. Use it to see what sources exist, or to find a document id for read_document.",
      inputSchema: {
        project: z.string().optional().describe(projectDescription),
        limit: z.number().int().min(1).max(500).optional().describe("Most documents to return (default 50)."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ project, limit }) => {
      const scope = await projectScope(ctx, project);
      const list = await ctx.client.get("/api/documents", documentListSchema, { projectId: scope?.id });
      const shown = list.slice(0, limit ?? 50);
      if (!shown.length) return textResult(`There are no documents in ${scopeLabel(scope)}.`);
      const more = list.length > shown.length ? ` (showing ${shown.length}; raise limit for more)` : "";
      return textResult(
        [
          `${plural(list.length, "document")} in ${scopeLabel(scope)}${more}:`,
          ...shown.map((d, i) => formatDocument(d, i + 1, ctx.links)),
        ].join("\n"),
      );
    },
  );

  server.registerTool(
    "read_document",
    {
      title: "Read a document",
      description:
        `Read the text of one of the user's documents by its document id (from search, get_concept or list_documents), ` +
        `${READ_MAX.toLocaleString("en")} characters at a time: pass offset to read further. Use it when a passage ` +
        "alone is not enough context.",
      inputSchema: {
        document_id: z.string().min(1).describe("The document id."),
        offset: z.number().int().min(0).optional().describe("Character position to start reading at (default 0)."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ document_id: id, offset }) => {
      let doc;
      try {
        doc = await ctx.client.get(`/api/documents/${encodeURIComponent(id.trim())}`, documentDetailSchema);
      } catch (error) {
        if (error instanceof MnemoApiError && (error.status === 404 || error.status === 400))
          throw new Error(`There is no document with the id ${id}.`, { cause: error });
        throw error;
      }
      const start = Math.min(offset ?? 0, doc.content.length);
      const end = Math.min(start + READ_MAX, doc.content.length);
      const position =
        end < doc.content.length
          ? `characters ${start} to ${end} of ${doc.content.length}; call again with offset ${end} for more`
          : `characters ${start} to ${end}, the end`;
      const header = `"${doc.title}" (${doc.type}, document id ${doc.id}, ${position}) · ${ctx.links.document(doc.id)}`;
      return textResult(`${header}\n\n${doc.content.slice(start, end)}`);
    },
  );
}
