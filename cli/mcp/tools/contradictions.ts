import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { contradictionListSchema, type Contradiction } from "../../../contract/contradictions.ts";
import { projectDescription, projectScope, scopeLabel, type ToolContext } from "../context.ts";
import { oneLine, pageSuffix, plural, textResult, type Links } from "../format.ts";

const severityOrder = { high: 0, medium: 1, low: 2 } as const;

const resolutionText: Record<string, string> = {
  first_holds: "resolved: statement 1 holds",
  second_holds: "resolved: statement 2 holds",
  both_hold: "resolved: both hold in different contexts",
  dismissed: "dismissed (not a real contradiction)",
};

function formatContradiction(c: Contradiction, index: number, links: Links): string {
  const about = c.concept ? ` about "${c.concept.name}"` : "";
  const status = c.resolved ? (c.resolution ? resolutionText[c.resolution] : "resolved") : "unresolved";
  const lines = [
    `${index}. ${c.severity} severity${about} (${status}; contradiction id ${c.id}, detected ${c.detectedAt.slice(0, 10)})`,
  ];
  if (c.reason) lines.push(`   Why: ${oneLine(c.reason, 500)}`);
  for (const [label, statement, source] of [
    ["Statement 1", c.statement1, c.source1],
    ["Statement 2", c.statement2, c.source2],
  ] as const) {
    lines.push(`   ${label}: "${oneLine(statement, 600)}"`);
    lines.push(
      `      from "${source.documentTitle}"${pageSuffix(source.page)} (document id ${source.documentId}) · ${links.document(source.documentId, source)}`,
    );
  }
  if (c.resolutionNote) lines.push(`   Note: ${oneLine(c.resolutionNote, 500)}`);
  return lines.join("\n");
}

export function registerListContradictions(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "list_contradictions",
    {
      title: "List contradictions between sources",
      description:
        "List places where the user's documents contradict each other: two statements, the documents (and pages) they " +
        "come from, what they disagree about, why Mnemo flagged them and how severe it is (high, medium, low). By " +
        "default only unresolved ones, most severe first. Use it when the user asks what their sources disagree on, " +
        "or before stating something their documents may dispute.",
      inputSchema: {
        status: z
          .enum(["unresolved", "resolved", "all"])
          .optional()
          .describe("Which to list: unresolved (default), resolved or all."),
        project: z.string().optional().describe(projectDescription),
        limit: z.number().int().min(1).max(100).optional().describe("Most contradictions to return (default 20)."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ status, project, limit }) => {
      const scope = await projectScope(ctx, project);
      const wanted = status ?? "unresolved";
      const list = await ctx.client.get("/api/contradictions", contradictionListSchema, {
        status: wanted,
        projectId: scope?.id,
      });
      // Most severe first, then newest: what deserves attention comes before the token budget runs out.
      const sorted = [...list].sort(
        (a, b) => severityOrder[a.severity] - severityOrder[b.severity] || b.detectedAt.localeCompare(a.detectedAt),
      );
      const shown = sorted.slice(0, limit ?? 20);
      const kind = wanted === "all" ? "" : `${wanted} `;
      if (!shown.length) return textResult(`No ${kind}contradictions in ${scopeLabel(scope)}.`);
      const more = sorted.length > shown.length ? ` (showing ${shown.length}; raise limit for more)` : "";
      const header = `${plural(sorted.length, `${kind}contradiction`)} in ${scopeLabel(scope)}${more}:`;
      return textResult([header, ...shown.map((c, i) => formatContradiction(c, i + 1, ctx.links))].join("\n\n"));
    },
  );
}
