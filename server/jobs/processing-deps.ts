import type { Logger } from "pino";
import type { AppConfig } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import { vectorSql, type VectorMode } from "../db/vectors.ts";
import { createPipeline } from "../pipeline/index.ts";
import { PipelineThreads } from "../pipeline/threads/pipeline-threads.ts";
import type { ProcessDocumentDeps } from "./processors/process-document.ts";

/**
 * What the worker role processes documents with: the pipeline threads (started on first use), the configured
 * embedder, AI provider judge, limits and time limit. `close()` stops the threads.
 */
export function createProcessingDeps(config: AppConfig, database: Database, vectorMode: VectorMode, logger: Logger): ProcessDocumentDeps & { close(): Promise<void> } {
  const pipeline = createPipeline(config);
  const threads = new PipelineThreads({ embeddingModel: config.embeddingModel, llm: config.llm }, { size: config.pipelineThreads, memoryMb: config.pipelineMemoryMb });
  return {
    db: database.db,
    logger,
    threads,
    embedder: pipeline.embedder,
    extractorName: pipeline.extractor.name,
    judge: pipeline.judge,
    vectors: vectorSql(vectorMode),
    limits: config.limits,
    timeoutMs: config.jobTimeoutMs,
    close: () => threads.close(),
  };
}
