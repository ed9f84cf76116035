import type { AppConfig } from "../config/env.ts";
import { createEmbedder } from "./embeddings/index.ts";
import type { Embedder } from "./embeddings/types.ts";
import { createLocalExtractor } from "./extract/local-extractor.ts";
import type { KnowledgeExtractor } from "./extract/types.ts";
import { createLlmClient } from "./llm/config.ts";
import { createLlmExtractor } from "./llm/extractor.ts";
import { createLlmJudge, type ContradictionJudge } from "./llm/judge.ts";

export interface Pipeline {
  extractor: KnowledgeExtractor;
  embedder: Embedder;
  /** The AI provider's contradiction judge, when one is configured (the local cues always run). */
  judge: ContradictionJudge | null;
}

/** The extractor (local, or an AI provider with the local one as fallback) and the embedder the config chooses. */
export function createPipeline(config: AppConfig): Pipeline {
  const local = createLocalExtractor();
  const client = config.llm ? createLlmClient(config.llm) : null;
  return {
    extractor: client ? createLlmExtractor(client, local) : local,
    embedder: createEmbedder(config.embeddingModel),
    judge: client ? createLlmJudge(client) : null,
  };
}
