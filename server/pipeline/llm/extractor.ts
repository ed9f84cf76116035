import {
  llmConceptCategories,
  llmExtractionSchema,
  llmRelationshipTypes,
  type LlmExtraction,
} from "../../../contract/llm.ts";
import { chunkText } from "../chunking.ts";
import type {
  ConceptCategory,
  ExtractOptions,
  Extraction,
  KnowledgeExtractor,
  RelationshipType,
} from "../extract/types.ts";
import { normalizeConceptKey } from "../extract/normalize.ts";
import { conceptCategories, relationshipTypes } from "../extract/types.ts";
import { LlmError } from "./errors.ts";
import { groundExtraction } from "./grounding.ts";
import { delimiterFor, extractionSystemPrompt, extractionUserPrompt } from "./prompts.ts";
import type { LlmClient, LlmLogger } from "./types.ts";

// The contract's lists must stay the extraction types' lists.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameCategories: Same<(typeof llmConceptCategories)[number], ConceptCategory> = true;
const _sameTypes: Same<(typeof llmRelationshipTypes)[number], RelationshipType> = true;
if (
  llmConceptCategories.join() !== conceptCategories.join() ||
  llmRelationshipTypes.join() !== relationshipTypes.join()
) {
  throw new Error("contract/llm.ts and server/pipeline/extract/types.ts disagree on categories or relationship types");
}

export interface LlmExtractorOptions {
  /** Longest passage sent in one request (documents are split at paragraphs, then sentences). Default 8000. */
  windowChars?: number;
  /** More passages than this and the local extractor runs instead (bounds cost and time). Default 60. */
  maxWindows?: number;
  /** Passages in flight at once. Default 2. */
  concurrency?: number;
  /** Concepts asked for per passage. Default 25 (or the caller's maxConcepts if smaller). */
  conceptsPerWindow?: number;
  /** How concept names become keys. Default normalizeConceptKey, the local extractor's, so keys agree across extractors. */
  normalizeKey?: (name: string) => string;
  logger?: LlmLogger;
}

export function fallbackWarning(reason: string): string {
  return `The AI provider could not be used (${reason}); concepts were extracted locally.`;
}

/**
 * A KnowledgeExtractor backed by an LLM. The model's output is validated (one repair request), then grounded in the
 * text (grounding.ts). If the provider fails, times out, keeps answering invalid JSON, or none of the concepts it
 * proposed occurs in the text, `fallback` (the local extractor) runs and the result carries a warning.
 */
export function createLlmExtractor(
  client: LlmClient,
  fallback: KnowledgeExtractor,
  options: LlmExtractorOptions = {},
): KnowledgeExtractor {
  const windowChars = options.windowChars ?? 8000;
  const maxWindows = options.maxWindows ?? 60;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const normalizeKey = options.normalizeKey ?? normalizeConceptKey;
  const logger = options.logger;

  async function useFallback(
    text: string,
    extractOptions: ExtractOptions | undefined,
    reason: string,
  ): Promise<Extraction> {
    const result = await fallback.extract(text, extractOptions);
    const warning = fallbackWarning(reason);
    return { ...result, warning: result.warning ? `${warning} ${result.warning}` : warning };
  }

  return {
    name: `llm:${client.name}`,
    async extract(text: string, extractOptions?: ExtractOptions): Promise<Extraction> {
      if (!text.trim()) return { concepts: [], relationships: [] };
      const windows = chunkText(text, null, { targetChars: windowChars, maxChars: windowChars }).map(
        (chunk) => chunk.text,
      );
      if (windows.length > maxWindows) {
        logger?.warn(
          { provider: client.provider, model: client.model, windows: windows.length, maxWindows },
          "Document too long for the LLM; extracting locally",
        );
        return useFallback(
          text,
          extractOptions,
          `the document is too long for it: ${windows.length} passages, at most ${maxWindows}`,
        );
      }
      const perWindow = Math.min(options.conceptsPerWindow ?? 25, extractOptions?.maxConcepts ?? Infinity);

      let outputs: LlmExtraction[];
      const started = Date.now();
      try {
        outputs = await mapLimit(windows, concurrency, (passage, index, signal) => {
          const tag = delimiterFor(passage);
          return client.completeJson(
            extractionSystemPrompt(tag, perWindow),
            extractionUserPrompt(tag, passage, index, windows.length),
            llmExtractionSchema,
            { signal },
          );
        });
      } catch (error) {
        const llmError = error instanceof LlmError ? error : null;
        logger?.warn(
          {
            provider: client.provider,
            model: client.model,
            kind: llmError?.kind ?? "unexpected",
            status: llmError?.status,
            error: error instanceof Error ? error.message : String(error),
            durationMs: Date.now() - started,
          },
          "LLM extraction failed; extracting locally",
        );
        return useFallback(text, extractOptions, llmError?.reason ?? "an unexpected error");
      }

      const { extraction, stats } = groundExtraction(text, outputs, {
        normalizeKey,
        maxConcepts: extractOptions?.maxConcepts,
      });
      const details = {
        provider: client.provider,
        model: client.model,
        windows: windows.length,
        durationMs: Date.now() - started,
        ...stats,
      };
      if (stats.proposedConcepts > 0 && extraction.concepts.length === 0) {
        logger?.warn(details, "No concept the LLM proposed occurs in the text; extracting locally");
        return useFallback(text, extractOptions, "none of the concepts it proposed occur in the text");
      }
      if (stats.ungroundedConcepts || stats.droppedRelationships)
        logger?.debug?.(details, "LLM output not found in the text was dropped");
      return extraction;
    },
  };
}

/**
 * Runs `task` over `items` with at most `limit` at once, results in order. The first failure aborts the tasks
 * still running (through the signal) and is thrown.
 */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const controller = new AbortController();
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, index, controller.signal);
      } catch (error) {
        failure ??= { error };
        controller.abort();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
