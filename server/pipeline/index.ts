import type { AppConfig } from "../config/env.ts";
import { createEmbedder } from "./embeddings/index.ts";
import type { Embedder } from "./embeddings/types.ts";
import { createLocalExtractor } from "./extract/local-extractor.ts";
import type { KnowledgeExtractor } from "./extract/types.ts";
import { createExtractorFromEnv } from "./llm/index.ts";

export interface Pipeline {
  extractor: KnowledgeExtractor;
  embedder: Embedder;
}

/** The extractor (local, or an LLM provider with the local one as fallback) and the embedder the config chooses. */
export function createPipeline(config: AppConfig, env: NodeJS.ProcessEnv = process.env): Pipeline {
  const local = createLocalExtractor();
  return {
    extractor: createExtractorFromEnv(env, local),
    embedder: createEmbedder(config.embeddingModel),
  };
}
