import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolContext } from "./context.ts";
import { registerAsk } from "./tools/ask.ts";
import { registerGetConcept } from "./tools/concept.ts";
import { registerConceptChangeTools } from "./tools/concept-changes.ts";
import { registerListContradictions } from "./tools/contradictions.ts";
import { registerDocumentTools } from "./tools/documents.ts";
import { registerSearch } from "./tools/search.ts";

const instructions =
  "Mnemo is the user's personal knowledge base: documents they uploaded (PDFs, text, Markdown, notes) turned into a " +
  "knowledge graph of concepts, relationships and contradictions between sources. Everything here is the user's own " +
  "material. Use ask for a direct question (a cited answer from the documents, or 'not found'), search to explore; use get_concept to explain a concept from the user's sources, list_contradictions " +
  "to see where the sources disagree, list_documents and read_document to browse. Cite document titles and links. " +
  "merge_concepts, split_concept, rename_concept and undo_concept_change change which names are one concept: use them " +
  "only when the user asks (list_duplicate_concepts shows the probable duplicates to ask about).";

/** The MCP server: tools over the HTTP API (read-only but for the concept changes), each answering in text an assistant can quote. */
export function createMcpServer(ctx: ToolContext, version: string): McpServer {
  const server = new McpServer({ name: "mnemo", title: "Mnemo", version }, { instructions });
  registerSearch(server, ctx);
  registerAsk(server, ctx);
  registerGetConcept(server, ctx);
  registerListContradictions(server, ctx);
  registerDocumentTools(server, ctx);
  registerConceptChangeTools(server, ctx);
  return server;
}
