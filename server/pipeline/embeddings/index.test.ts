import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEmbedder, embedderModels, embedderName } from "./index.ts";
import { wordVectorCachePath } from "./word-vector-cache.ts";

describe("createEmbedder", () => {
  it("defaults to the word vectors and follows MNEMO_EMBEDDINGS", () => {
    expect(embedderName(undefined, {})).toBe("words");
    expect(embedderName(undefined, { MNEMO_EMBEDDINGS: "" })).toBe("words");
    expect(embedderName(undefined, { MNEMO_EMBEDDINGS: " USE " })).toBe("use");
    expect(embedderName("words", { MNEMO_EMBEDDINGS: "use" })).toBe("words");
    expect(() => embedderName(undefined, { MNEMO_EMBEDDINGS: "openai" })).toThrow(/must be one of words, use/);
  });

  it("builds each provider without loading a model", () => {
    const words = createEmbedder("words");
    const use = createEmbedder("use");
    expect({ model: words.model, dims: words.dims }).toEqual(embedderModels.words);
    expect({ model: use.model, dims: use.dims }).toEqual(embedderModels.use);
    expect(embedderModels).toEqual({
      words: { model: "wink-sg100d-sif-v1", dims: 100 },
      use: { model: "use-lite-512", dims: 512 },
    });
  });

  it("keeps the converted word vectors in the model cache directory it is given", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mnemo-models-"));
    try {
      const embedder = createEmbedder("words", { modelCacheDir: dir });
      await embedder.warmup?.();
      expect(existsSync(wordVectorCachePath({ cacheDir: dir }))).toBe(true);
      expect((await embedder.embed(["photosynthesis in plants"]))[0]).toHaveLength(100);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
