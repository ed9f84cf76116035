import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import {
  conceptDetailSchema,
  passageListSchema,
  type ConceptDetail,
  type Passage,
} from "../../../contract/concepts.ts";
import { searchResponseSchema } from "../../../contract/search.ts";
import { MnemoApiError } from "../../api-client.ts";
import type { ToolContext } from "../context.ts";
import { marked, oneLine, pageSuffix, plural, textResult, type Links } from "../format.ts";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A search hit this close is the concept's own name or one of its aliases (search scores those 1 and 0.95). */
const NAME_MATCH = 0.9;

/**
 * A concept by name: the search API matches names and aliases the way the knowledge graph normalises them (case,
 * plurals, hyphens), so "Transformers" finds "transformer". Without such a match the closest concept is used and
 * the answer says so, with the other candidates.
 */
export async function findConcept(ctx: ToolContext, name: string): Promise<{ id: string; note: string }> {
  const answer = await ctx.client.post("/api/search", { query: name }, searchResponseSchema);
  const concepts = answer.results.filter((r) => r.type === "concept");
  const best = concepts[0];
  if (!best)
    throw new Error(`No concept called "${oneLine(name, 100)}" was found. Try the search tool with other words.`);
  const others = concepts.slice(1).map((c) => `"${c.title}" (${c.id})`);
  const exact = best.relevance >= NAME_MATCH;
  const note = exact
    ? others.length
      ? `Other concepts with similar names: ${others.join(", ")}.`
      : ""
    : `No concept is called exactly "${oneLine(name, 100)}"; this is the closest match.${others.length ? ` Other candidates: ${others.join(", ")}.` : ""}`;
  return { id: best.id, note };
}

function formatConcept(concept: ConceptDetail, passages: Passage[], links: Links, note: string): string {
  const lines = [`${concept.name} (${concept.category})`, `concept id: ${concept.id} · ${links.concept(concept.id)}`];
  if (note) lines.push(note);
  lines.push(`Definition: ${concept.definition ? oneLine(concept.definition, 1000) : "none found in the documents."}`);
  if (concept.aliases.length) lines.push(`Also called: ${concept.aliases.join(", ")}`);
  lines.push(
    "",
    `Mentioned ${plural(concept.mentionCount, "time")} in ${plural(concept.documents.length, "document")}:`,
  );
  for (const doc of concept.documents) {
    lines.push(
      `- "${doc.title}" (document id ${doc.id}, ${plural(doc.mentionCount, "mention")}, salience ${doc.salience.toFixed(2)}) · ${links.document(doc.id)}`,
    );
  }
  if (passages.length) {
    lines.push("", `Passages (${passages.length}, the mention in **bold**):`);
    passages.forEach((p, i) => {
      lines.push(`${i + 1}. "${oneLine(marked(p.text, p.highlightStart, p.highlightEnd), 800)}"`);
      lines.push(`   from "${p.documentTitle}"${pageSuffix(p.page)} · ${links.document(p.documentId, p)}`);
    });
  }
  return lines.join("\n");
}

export function registerGetConcept(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "get_concept",
    {
      title: "Look up a concept",
      description:
        "Look up one concept of the user's knowledge graph by name (or by the concept id from a search result): its " +
        "definition as the user's documents give it, its category, other names, the documents that mention it and " +
        "the passages where it is mentioned, each with a link to the exact place. Use it to explain a concept the " +
        "way the user's own sources do, and to cite them.",
      inputSchema: {
        concept: z
          .string()
          .min(1)
          .max(500)
          .describe("The concept's name (any letter case, singular or plural, or an alias) or its concept id."),
        passages: z
          .number()
          .int()
          .min(0)
          .max(50)
          .optional()
          .describe("How many passages to include (default 10; 0 for none)."),
        document_id: z.string().optional().describe("Optional: only passages from this document (a document id)."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ concept, passages, document_id: documentId }) => {
      const wanted = concept.trim();
      const { id, note } = UUID.test(wanted) ? { id: wanted, note: "" } : await findConcept(ctx, wanted);
      let detail: ConceptDetail;
      try {
        detail = await ctx.client.get(`/api/concepts/${id}`, conceptDetailSchema);
      } catch (error) {
        if (error instanceof MnemoApiError && error.status === 404)
          throw new Error(`There is no concept with the id ${id}.`, { cause: error });
        throw error;
      }
      const limit = passages ?? 10;
      const list =
        limit === 0
          ? []
          : await ctx.client.get(`/api/concepts/${id}/passages`, passageListSchema, {
              limit: String(limit),
              documentId: documentId?.trim() || undefined,
            });
      return textResult(formatConcept(detail, list, ctx.links, note));
    },
  );
}
