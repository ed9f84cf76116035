import type { AppConfig } from "../config/env.ts";
import { createEmbedder } from "./embeddings/index.ts";
import type { Embedder } from "./embeddings/types.ts";
import { createLocalExtractor } from "./extract/local-extractor.ts";
import type { KnowledgeExtractor } from "./extract/types.ts";
import { createLlmClient } from "./llm/config.ts";
import { createLlmExtractor } from "./llm/extractor.ts";

export interface Pipeline {
  extractor: KnowledgeExtractor;
  embedder: Embedder;
}

/** The extractor (local, or an AI provider with the local one as fallback) and the embedder the config chooses. */
export function createPipeline(config: AppConfig): Pipeline {
  const local = createLocalExtractor();
  return {
    extractor: config.llm ? createLlmExtractor(createLlmClient(config.llm), local) : local,
    embedder: createEmbedder(config.embeddingModel),
  };
}
