/**
 * What a pipeline thread does (loaded by pipeline-thread.mjs): each task takes plain data and answers plain data,
 * with the buffers to transfer rather than copy.
 */
import { comparePartners, type ComparedPair, type PartnerComparison } from "../contradictions/compare-partners.ts";
import { runDocumentPipeline, type DocumentInput, type DocumentReading } from "../document-pipeline.ts";
import { createEmbedder } from "../embeddings/index.ts";
import { createPipeline } from "../index.ts";
import type { ProcessingLimits } from "../limits.ts";
import type { LlmConfig } from "../llm/config.ts";

/** What every thread of a pool is started with. */
export interface ThreadSetup {
  embeddingModel: "words" | "use";
  llm: LlmConfig | null;
  /** Where converted model files are kept (MNEMO_MODEL_CACHE_DIR); by default beside the installed packages. */
  modelCacheDir?: string | undefined;
}

export interface PipelineTasks {
  "read-document": { input: { document: DocumentInput; limits: ProcessingLimits }; output: DocumentReading };
  "compare-claims": { input: PartnerComparison; output: ComparedPair[] };
}

export type TaskResult<T> = { result: T; transfer?: ArrayBuffer[] };

/** The task handlers of one thread; its models load on first use and stay for the thread's life. */
export function createTasks(setup: ThreadSetup) {
  const parts = {
    extractor: createPipeline(setup).extractor,
    embedder: createEmbedder(setup.embeddingModel, { modelCacheDir: setup.modelCacheDir }),
  };
  return {
    async "read-document"(
      input: PipelineTasks["read-document"]["input"],
      progress: (value: number) => void,
    ): Promise<TaskResult<DocumentReading>> {
      const reading = await runDocumentPipeline(parts, input.document, input.limits, progress);
      return {
        result: reading,
        transfer: [reading.passageVectors.buffer, reading.nameVectors.buffer] as ArrayBuffer[],
      };
    },
    async "compare-claims"(input: PipelineTasks["compare-claims"]["input"]): Promise<TaskResult<ComparedPair[]>> {
      return { result: comparePartners(input) };
    },
  };
}
