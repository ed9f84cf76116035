import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import {
  conceptChangeListSchema,
  conceptChangeResultSchema,
  conceptChangeSchema,
  conceptSuggestionListSchema,
  type ConceptChangeResult,
} from "../../../contract/concept-changes.ts";
import type { ToolContext } from "../context.ts";
import { oneLine, plural, textResult } from "../format.ts";
import { findConcept, UUID } from "./concept.ts";

/** A concept named by the assistant: an id as is, a name through the search API's name matching. */
async function conceptId(ctx: ToolContext, wanted: string): Promise<string> {
  const trimmed = wanted.trim();
  return UUID.test(trimmed) ? trimmed : (await findConcept(ctx, trimmed)).id;
}

function changed(result: ConceptChangeResult, ctx: ToolContext): string {
  const { concept, change } = result;
  const aliases = concept.aliases.length ? ` Also called: ${concept.aliases.join(", ")}.` : "";
  return [
    `${change.summary}`,
    `Now: ${concept.name} (${concept.category}), ${plural(concept.mentionCount, "mention")} in ${plural(concept.documents.length, "document")}.${aliases}`,
    `concept id: ${concept.id} · ${ctx.links.concept(concept.id)}`,
    `change id: ${change.id} (undo_concept_change undoes it)`,
  ].join("\n");
}

const editing = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };

/** Tools that change which names are one concept; every change can be undone (undo_concept_change). */
export function registerConceptChangeTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "merge_concepts",
    {
      title: "Merge concepts",
      description:
        "Merge two or more concepts of the user's knowledge graph that are the same thing under different names (an " +
        "abbreviation, a synonym, a spelling). The first concept listed is kept unless keep names another; the " +
        "others' names become its aliases, their mentions, documents and relationships become its. Only do this " +
        "when the user asks, or after asking them; undo_concept_change reverses it.",
      inputSchema: {
        concepts: z.array(z.string().min(1).max(500)).min(2).max(20).describe("Concept names or ids, at least two."),
        keep: z.string().max(500).optional().describe("The concept to keep (a name or id among `concepts`)."),
        name: z.string().min(1).max(200).optional().describe("Optional: a new name for the merged concept."),
      },
      annotations: editing,
    },
    async ({ concepts, keep, name }) => {
      const ids = [];
      for (const concept of concepts) ids.push(await conceptId(ctx, concept));
      const intoId = keep ? await conceptId(ctx, keep) : ids[0]!;
      const result = await ctx.client.post(
        "/api/concepts/merge",
        { conceptIds: [...new Set(ids)], intoId, name },
        conceptChangeResultSchema,
      );
      return textResult(changed(result, ctx));
    },
  );

  server.registerTool(
    "split_concept",
    {
      title: "Split a concept",
      description:
        "Split a concept in two: either one of its other names (an alias, e.g. an abbreviation reading merged " +
        "wrongly) back out as a concept of its own, with the passages that use that name; or the mentions of some " +
        "documents given to a new concept with a new name (when one name means different things in different " +
        "documents). Only when the user asks; undo_concept_change reverses it.",
      inputSchema: {
        concept: z.string().min(1).max(500).describe("The concept's name or id."),
        alias: z.string().min(1).max(200).optional().describe("The other name to split out (one of its aliases)."),
        document_ids: z.array(z.string()).max(500).optional().describe("Or: documents whose mentions move."),
        name: z.string().min(1).max(200).optional().describe("With document_ids: the new concept's name."),
      },
      annotations: editing,
    },
    async ({ concept, alias, document_ids: documentIds, name }) => {
      const id = await conceptId(ctx, concept);
      if (!alias && !(documentIds?.length && name))
        throw new Error("Give either alias, or document_ids with the new concept's name.");
      const body = alias ? { alias } : { documentIds, name };
      const result = await ctx.client.post(`/api/concepts/${id}/split`, body, conceptChangeResultSchema);
      return textResult(changed(result, ctx));
    },
  );

  server.registerTool(
    "rename_concept",
    {
      title: "Rename a concept",
      description:
        "Give a concept another name (its old name stays an alias, since the documents use it). Refused when " +
        "another concept already has the name: merge the two instead. undo_concept_change reverses it.",
      inputSchema: {
        concept: z.string().min(1).max(500).describe("The concept's name or id."),
        name: z.string().min(1).max(200).describe("The new name."),
      },
      annotations: editing,
    },
    async ({ concept, name }) => {
      const id = await conceptId(ctx, concept);
      const result = await ctx.client.request("PATCH", `/api/concepts/${id}`, {
        json: { name },
        schema: conceptChangeResultSchema,
      });
      return textResult(changed(result, ctx));
    },
  );

  server.registerTool(
    "undo_concept_change",
    {
      title: "Undo a concept change",
      description:
        "Undo a merge, split or rename of concepts (by its change id, or the latest one that can still be undone). " +
        "Lists the recent changes when there is nothing to undo.",
      inputSchema: { change_id: z.string().optional().describe("The change id; by default the latest change.") },
      annotations: editing,
    },
    async ({ change_id: changeId }) => {
      const changes = await ctx.client.get("/api/concept-changes", conceptChangeListSchema);
      const id = changeId?.trim() || changes.find((c) => c.undoable)?.id;
      if (!id) return textResult("There is no change of concepts to undo.");
      const undone = await ctx.client.post(`/api/concept-changes/${id}/undo`, {}, conceptChangeSchema);
      return textResult(`Undone: ${undone.summary}`);
    },
  );

  server.registerTool(
    "list_duplicate_concepts",
    {
      title: "List probable duplicate concepts",
      description:
        "Pairs of concepts that are probably one thing under two names, each with why, its definition and the " +
        "passage that first names it. Show them to the user to decide; merge_concepts merges a pair they accept.",
      inputSchema: { limit: z.number().int().min(1).max(50).optional().describe("How many pairs (default 10).") },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ limit }) => {
      const list = await ctx.client.get("/api/concept-suggestions", conceptSuggestionListSchema, {
        limit: String(limit ?? 10),
      });
      if (list.length === 0) return textResult("No probable duplicates among the user's concepts.");
      const lines = [`${plural(list.length, "pair")} of concepts that are probably one:`];
      list.forEach((s, i) => {
        lines.push(`${i + 1}. ${s.reason} (score ${s.score.toFixed(2)})`);
        for (const side of s.concepts) {
          const where = side.passage
            ? ` First named in "${side.passage.documentTitle}": "${oneLine(side.passage.text, 300)}"`
            : "";
          lines.push(`   - "${side.name}" (concept id ${side.id}, ${plural(side.mentionCount, "mention")}).${where}`);
        }
      });
      return textResult(lines.join("\n"));
    },
  );
}
