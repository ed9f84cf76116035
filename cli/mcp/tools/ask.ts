import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { answerLimits, answerResponseSchema, type AnswerResponse } from "../../../contract/answers.ts";
import { projectDescription, projectScope, scopeLabel, type ToolContext } from "../context.ts";
import { oneLine, pageSuffix, textResult, type Links } from "../format.ts";

/**
 * The answer as an assistant can quote it: each sentence with its source numbers, then the sources: document,
 * page, the exact quote and a link that opens the document at it.
 */
export function formatAnswer(answer: AnswerResponse, question: string, scope: string, links: Links): string {
  if (!answer.answer || answer.sentences.length === 0) {
    return [
      `Not found in your documents: nothing in ${scope} answers "${oneLine(question, 200)}".`,
      answer.notice ?? "",
    ]
      .filter(Boolean)
      .join("\n");
  }
  const sources: string[] = [];
  const lines = answer.sentences.map((sentence) => {
    const numbers = sentence.citations.map((citation) => {
      const title = answer.documents.find((d) => d.id === citation.documentId)?.title ?? "document";
      sources.push(
        `[${sources.length + 1}] "${title}"${citation.section ? `, section "${oneLine(citation.section, 120)}"` : ""}${pageSuffix(citation.page)} (document id ${citation.documentId}) · ${links.document(citation.documentId, citation)}\n    "${oneLine(citation.quote, 600)}"`,
      );
      return `[${sources.length}]`;
    });
    return `${sentence.text} ${numbers.join("")}`;
  });
  const how =
    answer.mode === "ai"
      ? "Written by the configured AI provider from the user's documents; every sentence's quote was checked."
      : "Sentences quoted from the user's documents.";
  return [
    `Answer from ${scope} (${how})`,
    "",
    ...lines,
    "",
    "Sources:",
    ...sources,
    ...(answer.notice ? ["", `Note: ${answer.notice}`] : []),
  ].join("\n");
}

export function registerAsk(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "ask",
    {
      title: "Ask the user's documents",
      description:
        "Answer a question from the user's own Mnemo documents (papers, notes, PDFs) only: one to three sentences, " +
        "each citing the passage it comes from with the exact quote and a link that opens the document at it. " +
        "It says 'Not found in your documents' when the documents do not answer; then do not answer from your own " +
        "knowledge as if it came from them. Use search to explore a topic, ask for a direct question.",
      inputSchema: {
        question: z.string().min(1).max(answerLimits.questionMax).describe("The question, in plain language."),
        project: z.string().optional().describe(projectDescription),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ question, project }) => {
      const scope = await projectScope(ctx, project);
      const answer = await ctx.client.post(
        "/api/answer",
        { question, projectId: scope?.id ?? null },
        answerResponseSchema,
      );
      return textResult(formatAnswer(answer, question, scopeLabel(scope), ctx.links));
    },
  );
}
