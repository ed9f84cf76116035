/** Turns texts into vectors. The model name and dimensions are stored with every vector (a model change re-embeds). */
export interface Embedder {
  /** e.g. "wink-sg-100d-sif" or "use-lite-512". */
  readonly model: string;
  readonly dims: number;
  /** One unit-length vector per text, in order. Empty or unknown-word texts give a zero vector. */
  embed(texts: string[]): Promise<Float32Array[]>;
  /** Loads the model now instead of on the first embed (for example when a worker starts). Optional. */
  warmup?(): Promise<void>;
}
