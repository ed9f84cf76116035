import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { vectorSql, type VectorMode } from "../db/vectors.ts";
import { createPipeline, type PipelineSettings } from "../pipeline/index.ts";
import { createEmbedder, type Embedder } from "../pipeline/embeddings/index.ts";
import type { ProcessingLimits } from "../pipeline/limits.ts";
import { PipelineThreads, type PipelineThreadOptions } from "../pipeline/threads/pipeline-threads.ts";
import type { ThreadSetup } from "../pipeline/threads/pipeline-tasks.ts";
import type { ProcessDocumentDeps } from "./processors/process-document.ts";

/** The settings document processing runs with (the runtime passes them from the configuration). */
export interface ProcessingSettings extends PipelineSettings, ThreadSetup {
  limits: ProcessingLimits;
  /** A document job that runs longer fails with a reason and is not retried. */
  jobTimeoutMs: number;
  pipelineThreads: PipelineThreadOptions["size"];
  pipelineMemoryMb: PipelineThreadOptions["memoryMb"];
}

/**
 * What the worker role processes documents with: the pipeline threads (started on first use), the process's
 * embedder (the runtime's; tests may leave it out), the AI provider's judge, limits and time limit. `close()` stops
 * the threads.
 */
export function createProcessingDeps(
  settings: ProcessingSettings,
  database: Database,
  vectorMode: VectorMode,
  logger: Logger,
  embedder: Embedder = createEmbedder(settings.embeddingModel, settings),
): ProcessDocumentDeps & { close(): Promise<void> } {
  const pipeline = createPipeline(settings);
  const setup: ThreadSetup = {
    embeddingModel: settings.embeddingModel,
    llm: settings.llm,
    modelCacheDir: settings.modelCacheDir,
  };
  const threads = new PipelineThreads(setup, { size: settings.pipelineThreads, memoryMb: settings.pipelineMemoryMb });
  return {
    db: database.db,
    logger,
    threads,
    embedder,
    extractorName: pipeline.extractor.name,
    judge: pipeline.judge,
    vectors: vectorSql(vectorMode),
    limits: settings.limits,
    timeoutMs: settings.jobTimeoutMs,
    close: () => threads.close(),
  };
}
