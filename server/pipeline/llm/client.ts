import { z } from "zod";
import { LlmError } from "./errors.ts";
import type { ChatMessage, ChatTransport, CompleteJsonOptions, LlmClient, LlmLogger } from "./types.ts";

/** Longest previous answer sent back in a repair request. */
const maxEchoedChars = 24_000;
const maxIssuesListed = 20;
const notJson = "the reply is not valid JSON";

const jsonSchemaCache = new WeakMap<z.ZodType, string>();

/** The schema as compact JSON Schema (what the model can read), without the `$schema` line. */
export function describeSchema(schema: z.ZodType): string {
  let text = jsonSchemaCache.get(schema);
  if (text === undefined) {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
    text = JSON.stringify(rest);
    jsonSchemaCache.set(schema, text);
  }
  return text;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/**
 * The JSON object in a model's text. Tolerates what models add around it: a ```json fence, a <think> block,
 * a sentence before or after the object.
 */
export function parseModelJson(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  const cleaned = text
    .replace(/<think>[\s\S]*?<\/think>/gi, "")
    .replace(/^\s*```(?:json)?\s*/i, "")
    .replace(/\s*```\s*$/, "")
    .trim();
  if (!cleaned) return { ok: false, problem: "the reply was empty" };
  try {
    return { ok: true, value: JSON.parse(cleaned) };
  } catch (error) {
    const first = cleaned.indexOf("{");
    const last = cleaned.lastIndexOf("}");
    if (first >= 0 && last > first) {
      try {
        return { ok: true, value: JSON.parse(cleaned.slice(first, last + 1)) };
      } catch {
        // report the error of the whole text
      }
    }
    return {
      ok: false,
      problem: `${notJson} (${error instanceof Error ? error.message.slice(0, 200) : "parse error"})`,
    };
  }
}

function check<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
  const parsed = parseModelJson(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  const result = schema.safeParse(parsed.value);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues
    .slice(0, maxIssuesListed)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  if (result.error.issues.length > maxIssuesListed)
    problems.push(`...and ${result.error.issues.length - maxIssuesListed} more problems`);
  return { ok: false, problems };
}

function jsonInstructions(schema: z.ZodType): string {
  return [
    "Reply with exactly one JSON object and nothing else: no prose, no Markdown fence.",
    `The JSON object must match this JSON Schema: ${describeSchema(schema)}`,
  ].join("\n");
}

/** Wraps a provider transport with JSON validation and the single repair request. */
export function createJsonClient(transport: ChatTransport, logger?: LlmLogger): LlmClient {
  return {
    name: `${transport.provider}:${transport.model}`,
    provider: transport.provider,
    model: transport.model,
    async completeJson<T>(
      system: string,
      user: string,
      schema: z.ZodType<T>,
      options: CompleteJsonOptions = {},
    ): Promise<T> {
      const fullSystem = `${system}\n\n${jsonInstructions(schema)}`;
      const messages: ChatMessage[] = [{ role: "user", content: user }];
      const first = await transport.chat(fullSystem, messages, options.signal);
      const firstCheck = check(first, schema);
      if (firstCheck.ok) return firstCheck.value;

      logger?.warn(
        { provider: transport.provider, model: transport.model, problems: firstCheck.problems.length },
        "LLM answer failed validation; asking for a corrected answer",
      );
      const repair: ChatMessage[] = [
        ...messages,
        { role: "assistant", content: first.trim() ? first.slice(0, maxEchoedChars) : "(empty reply)" },
        {
          role: "user",
          content: [
            "Your reply could not be used:",
            ...firstCheck.problems.map((problem) => `- ${problem}`),
            "Reply again with the corrected JSON object only, matching the JSON Schema. Keep following the original task and rules.",
          ].join("\n"),
        },
      ];
      const second = await transport.chat(fullSystem, repair, options.signal);
      const secondCheck = check(second, schema);
      if (secondCheck.ok) return secondCheck.value;
      // Only the shape of the problems reaches the log: a JSON parse error quotes the reply, which may quote the document.
      const problems = secondCheck.problems
        .slice(0, 5)
        .map((problem) => (problem.startsWith(notJson) ? notJson : problem));
      throw new LlmError(
        "invalid_output",
        `${transport.provider} answer invalid after a repair request: ${problems.join("; ")}`,
      );
    },
  };
}
