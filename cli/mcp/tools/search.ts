import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { searchLimits, searchResponseSchema, type SearchResult } from "../../../contract/search.ts";
import { projectDescription, projectScope, scopeLabel, type ToolContext } from "../context.ts";
import { oneLine, pageSuffix, plural, textResult, type Links } from "../format.ts";

function formatResult(result: SearchResult, index: number, links: Links): string {
  const relevance = `relevance ${result.relevance.toFixed(2)}`;
  if (result.type === "concept") {
    return [
      `${index}. Concept "${result.title}" (${result.category ?? "general"}), ${relevance}`,
      `   concept id: ${result.id} (get_concept gives its definition and passages) · ${links.concept(result.id)}`,
      `   ${oneLine(result.snippet)}`,
    ].join("\n");
  }
  const passage = result.passage;
  return [
    `${index}. Document "${result.title}" (${result.documentType ?? "document"}${pageSuffix(passage?.page ?? null)}), ${relevance}`,
    `   document id: ${result.id} · ${links.document(result.id, passage ?? undefined)}`,
    `   "${oneLine(result.snippet, 600)}"`,
  ].join("\n");
}

export function registerSearch(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "search",
    {
      title: "Search the user's knowledge",
      description:
        "Search the user's Mnemo knowledge base (their own documents, notes and PDFs, and the concepts extracted from " +
        "them) in natural language. Returns the best-matching documents, each with its most relevant passage, and " +
        "matching concepts, ordered by relevance (0 to 1). Use it before answering questions about what the user has " +
        "read or written; quote the passages and give the document links so the user can check the source. For a " +
        "concept result, call get_concept for its definition and every passage that mentions it.",
      inputSchema: {
        query: z
          .string()
          .min(1)
          .max(searchLimits.queryMax)
          .describe("What to look for: a question, a phrase or a few keywords."),
        project: z.string().optional().describe(projectDescription),
        limit: z.number().int().min(1).max(25).optional().describe("Most results to return (default 10)."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, project, limit }) => {
      const scope = await projectScope(ctx, project);
      const answer = await ctx.client.post(
        "/api/search",
        { query, projectId: scope?.id ?? null },
        searchResponseSchema,
      );
      const results = answer.results.slice(0, limit ?? 10);
      if (!results.length) return textResult(`Nothing in ${scopeLabel(scope)} matches "${oneLine(query, 200)}".`);
      const header =
        `${plural(results.length, "result")} for "${oneLine(query, 200)}" in ${scopeLabel(scope)}` +
        (answer.queryTruncated
          ? ` (only the first ${searchLimits.searchedChars} characters of the query were searched)`
          : "") +
        ":";
      return textResult([header, ...results.map((r, i) => formatResult(r, i + 1, ctx.links))].join("\n\n"));
    },
  );
}
