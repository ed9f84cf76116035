/**
 * The written rule of issue 33 for a merge (a concept's alias): the alias is the concept's name said another way when
 * it has the same words after stemming, hyphenation, case and accents; when the two differ only by words that name
 * the class of the thing (method, algorithm, model, dataset, system, matrix, theory ...); when one is an
 * abbreviation whose letters are the other's initials or that the text defines ("equation of state (EOS)"); or when
 * the user declared it (a note's title). Anything else is a wrong merge.
 */
import { singularizeWord } from "../../server/pipeline/extract/normalize.ts";
import { splitFrontMatter } from "../../server/pipeline/reading/markdown-front-matter.ts";
import { nameKey } from "../relations/measure.ts";

export type MergeReason = "same words" | "class word" | "initials" | "defined" | "declared";

/** What the document says of its names: abbreviations it defines, names it declares (a note's titles). */
export interface MergeContext {
  defined: ReadonlyArray<readonly [long: string, short: string]>;
  declared: readonly string[];
}

/**
 * Words that only name what kind of thing a name is: "gradient descent algorithm", "JFT dataset". The measure's own
 * list, kept apart from the extractor's (`lexicon.ts` classNouns) on purpose: the judge must not change when the
 * extractor does.
 */
const classWords = new Set(
  [
    "method",
    "algorithm",
    "model",
    "dataset",
    "system",
    "matrix",
    "theory",
    "technique",
    "approach",
    "framework",
    "architecture",
    "corpus",
    "database",
    "procedure",
    "protocol",
    "tool",
    "toolkit",
    "library",
    "package",
    "software",
    "network",
    "equation",
    "function",
    "the",
  ].map(nameKey),
);

const plain = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[‐-―-]/g, " ")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** A word's inflection undone: a possessive ("BERT's"), a plural abbreviation ("CSs"), an irregular plural ("mice"). */
const uninflected = (word: string): string => {
  const bare = word.replace(/['’]s?$/u, "");
  if (/^[\p{Lu}\p{N}]{2,}s$/u.test(bare)) return bare.slice(0, -1);
  return singularizeWord(bare.toLowerCase());
};

const stems = (name: string): string[] =>
  nameKey(plain(name.split(/\s+/).map(uninflected).join(" ")))
    .split(" ")
    .filter(Boolean);

/** The stems of a name without the words that only class it. */
const core = (name: string): string => {
  const words = stems(name).filter((w) => !classWords.has(w));
  return words.length > 0 ? words.join(" ") : stems(name).join(" ");
};

/** "BNS" for "binary neutron star", "EoS" for "equation of state", "GANs" for "generative adversarial networks". */
export function isInitialism(short: string, long: string): boolean {
  const letters = short.replace(/[^\p{L}\p{N}]/gu, "");
  if (letters.length < 2 || letters.length > 10 || !/\p{Lu}/u.test(letters)) return false;
  const wanted = letters.replace(/s$/, "").toLowerCase();
  const words = plain(long).split(" ");
  if (words.length < 2) return false;
  const all = words.map((w) => w[0]).join("");
  const content = words
    .filter((w) => !/^(?:of|and|the|for|in|on|to|a|an)$/.test(w))
    .map((w) => w[0])
    .join("");
  return wanted === all || wanted === content;
}

/** Why `alias` is `name` said another way, or null when the rule counts the merge wrong. */
export function mergeReason(name: string, alias: string, context: MergeContext): MergeReason | null {
  if (stems(name).join(" ") === stems(alias).join(" ")) return "same words";
  if (core(name) === core(alias)) return "class word";
  if (isInitialism(alias, name) || isInitialism(name, alias)) return "initials";
  const same = (a: string, b: string) => stems(a).join(" ") === stems(b).join(" ");
  const pair = (a: string, b: string) => context.defined.some(([l, s]) => same(l, a) && same(s, b));
  if (pair(name, alias) || pair(alias, name)) return "defined";
  if (context.declared.some((d) => same(d, alias) || same(d, name))) return "declared";
  return null;
}

/**
 * The short form's letters appear in the long form in order, the first at the start of a word (Schwartz and Hearst's
 * test for a defined abbreviation: "deoxyribonucleic acid (DNA)", "Minerva associative learning (Minerva-AL)").
 */
export function spellsOut(short: string, long: string): boolean {
  const letters = short
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/s$/, "")
    .toLowerCase();
  const text = long.toLowerCase();
  if (letters.length < 2) return false;
  let at = text.length - 1;
  for (let i = letters.length - 1; i >= 0; i--) {
    const wanted = letters[i]!;
    while (at >= 0 && (text[at] !== wanted || (i === 0 && at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!)))) at--;
    if (at < 0) return false;
    at--;
  }
  return true;
}

/**
 * Abbreviations the text defines as "long form (SHORT)": the fewest words before the bracket that spell the short
 * form, and no more words than it has letters plus two.
 */
export function definedAbbreviations(text: string): Array<[long: string, short: string]> {
  const found = new Map<string, [string, string]>();
  const pattern = /((?:[\p{L}][\p{L}\p{N}'’-]*\s+){1,8})\(([\p{L}\p{N}][\p{L}\p{N}-]{1,9})\)/gu;
  for (const match of text.matchAll(pattern)) {
    const words = match[1]!.trim().split(/\s+/);
    const short = match[2]!;
    // An abbreviation starts with a capital or holds two ("EOS", "mOFC", "ncRNA"); "(see)" or "(i)" is none.
    if (!/^\p{Lu}/u.test(short) && (short.match(/\p{Lu}/gu) ?? []).length < 2) continue;
    const limit = Math.max(0, words.length - (short.length + 2));
    for (let from = words.length - 1; from >= limit; from--) {
      const long = words.slice(from).join(" ");
      if (long[0]!.toLowerCase() === short[0]!.toLowerCase() && spellsOut(short, long)) {
        found.set(`${long.toLowerCase()}|${short}`, [long, short]);
        break;
      }
    }
  }
  return [...found.values()];
}

/** One document as the merge figures read it: its concepts with their other names, its text, its declared names. */
export interface MergeDocument {
  concepts: ReadonlyArray<{ name: string; aliases?: readonly string[] }>;
  text: string;
  declared: readonly string[];
}

export interface MergeFigures {
  /** Distinct (concept, alias) pairs of the set, and those the rule counts wrong. */
  merges: number;
  wrong: Array<[name: string, alias: string]>;
  /** Abbreviations a document defines whose long form is a concept there, and those whose short form is the same. */
  abbreviations: number;
  abbreviationsMerged: number;
  /** Defined abbreviations whose two forms stayed apart. */
  apart: Array<[long: string, short: string]>;
}

/**
 * The merges of a set judged by the rule, each distinct pair once (through the API a concept is the account's, with
 * the merges of every document); and whether each defined abbreviation ends as one concept with its long form.
 */
export function mergeFigures(documents: readonly MergeDocument[]): MergeFigures {
  const defined = documents.flatMap((d) => definedAbbreviations(d.text));
  const context: MergeContext = { defined, declared: documents.flatMap((d) => d.declared) };
  const seen = new Set<string>();
  const wrong: Array<[string, string]> = [];
  for (const doc of documents)
    for (const concept of doc.concepts)
      for (const alias of concept.aliases ?? []) {
        const id = `${concept.name}\u0000${alias}`;
        if (seen.has(id) || stems(alias).join(" ") === "") continue;
        seen.add(id);
        if (!mergeReason(concept.name, alias, context)) wrong.push([concept.name, alias]);
      }
  let abbreviations = 0;
  let abbreviationsMerged = 0;
  const apart: Array<[string, string]> = [];
  const sameName = (a: string, b: string) => stems(a).join(" ") === stems(b).join(" ");
  for (const doc of documents)
    for (const [long, short] of definedAbbreviations(doc.text)) {
      const names = (c: MergeDocument["concepts"][number]) => [c.name, ...(c.aliases ?? [])];
      const holder = doc.concepts.find((c) => names(c).some((n) => sameName(n, long)));
      if (!holder) continue;
      abbreviations++;
      if (names(holder).some((n) => n.toLowerCase() === short.toLowerCase() || sameName(n, short)))
        abbreviationsMerged++;
      else apart.push([long, short]);
    }
  return { merges: seen.size, wrong, abbreviations, abbreviationsMerged, apart };
}

/** The names a note declares for itself: its front matter's title and aliases. */
export function declaredNames(text: string): string[] {
  if (!text.startsWith("---")) return [];
  const { frontMatter } = splitFrontMatter(text);
  return [...(frontMatter.title ? [frontMatter.title] : []), ...(frontMatter.aliases ?? [])];
}
