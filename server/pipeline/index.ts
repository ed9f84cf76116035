import { createLocalExtractor } from "./extract/local-extractor.ts";
import type { KnowledgeExtractor } from "./extract/types.ts";
import { createLlmClient, type LlmConfig } from "./llm/config.ts";
import { createLlmExtractor } from "./llm/extractor.ts";
import { createLlmJudge, type ContradictionJudge } from "./llm/judge.ts";

/** What the pipeline is set up with, as plain settings (the runtime passes them from the configuration). */
export interface PipelineSettings {
  /** The AI provider, or null for the local extractor only. */
  llm: LlmConfig | null;
}

export interface Pipeline {
  extractor: KnowledgeExtractor;
  /** The AI provider's contradiction judge, when one is configured (the local cues always run). */
  judge: ContradictionJudge | null;
}

/** The extractor (local, or an AI provider with the local one as fallback) and the judge the settings choose. */
export function createPipeline(settings: PipelineSettings): Pipeline {
  const local = createLocalExtractor();
  const client = settings.llm ? createLlmClient(settings.llm) : null;
  return {
    extractor: client ? createLlmExtractor(client, local) : local,
    judge: client ? createLlmJudge(client) : null,
  };
}
