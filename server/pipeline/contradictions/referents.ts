/**
 * Which work a claim speaks of. Notes on papers say "they train for 5 days": the subject is the paper the note (or
 * the note's section) is about, and "5 days" in a note on another paper is no contradiction. A claim's names are
 * its document's title (and other names of it), the specific headings above it, the frame it starts with ("In the
 * YOLO paper, ...") and the name it has for a subject ("Progressive GAN reaches ..."). Two claims speak of the same
 * work when a name of one names the other's document or section: equal, one containing the other's distinctive
 * words, or an acronym of it ("YOLO" for "You Only Look Once").
 */
import { isAdjective, isNoun, isVerb } from "../extract/wordnet.ts";

/** Words that do not identify a work. */
const FILLER = new Set(
  "a an the of in on for and or to with from by at as via its their our this that these those paper papers article notes note reading week summary original review et al".split(
    " ",
  ),
);

const singular = (word: string) =>
  word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;

interface NameWords {
  words: string[];
  /** Initials of the name's words ("you only look once" → "yolo"). */
  acronym: string;
  /** As written, for telling acronyms and coined names from common words. */
  raw: string;
}

function nameWords(name: string): NameWords {
  const raw = name.replace(/[“”"]/g, "").trim();
  const all = (raw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(singular);
  // A year dates a citation ("Drake (2020)"); it does not tell one work from another of the same authors here.
  const words = all.filter((w) => !FILLER.has(w) && !/^(?:19|20)\d\d$/.test(w));
  const initials = (raw.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => !FILLER.has(w.toLowerCase()) || /^\p{Lu}/u.test(w))
    .map((w) => w[0]!.toLowerCase());
  return { words, acronym: initials.join(""), raw };
}

/** A one-word name that identifies something: an acronym, a coined word ("PlaNet", "MuZero"), not a dictionary word. */
function distinctive(word: string, raw: string): boolean {
  if (word.length < 2) return false;
  const written =
    (raw.match(/[\p{L}\p{N}]+/gu) ?? []).find(
      (w) => w.toLowerCase().replace(/s$/, "") === word || w.toLowerCase() === word,
    ) ?? word;
  if (/\p{Lu}.*\p{Lu}|\d/u.test(written)) return true;
  return !(isNoun(word) || isVerb(word) || isAdjective(word));
}

const CITED = "et al.";
/**
 * A document's own author names are "by Stachelek et al.": they meet citations ("Stachelek et al. found", a note
 * titled "Stachelek et al. 2020"), never another document's own author names (two papers with a Chang among their
 * authors are not one work). "by" is a filler word, so the name's words are the surname alone.
 */
const OWN_AUTHOR = "by ";
/** "et al.", a year or two authors: the name is a citation of a paper by its authors. */
const CITATION_MARK = /\bet al\b|\b(?:19|20)\d\d\b|\s(?:and|&)\s/;

/** Whether two names name the same work (see the module comment). */
export function sameName(a: string, b: string): boolean {
  // A paper's author names meet only citations ("Sell et al. 2024"), never a title that shares a word ("Medicine").
  if ((a.endsWith(CITED) && !CITATION_MARK.test(b)) || (b.endsWith(CITED) && !CITATION_MARK.test(a))) return false;
  if (a.startsWith(OWN_AUTHOR) && b.startsWith(OWN_AUTHOR)) return false;
  const x = nameWords(a);
  const y = nameWords(b);
  if (x.words.length === 0 || y.words.length === 0) return false;
  const [small, large] = x.words.length <= y.words.length ? [x, y] : [y, x];
  if (small.words.join(" ") === large.words.join(" "))
    return small.words.length > 1 || distinctive(small.words[0]!, small.raw) || small.words[0]!.length >= 4;
  const contained = small.words.every((w) => large.words.includes(w));
  if (contained && (small.words.length >= 2 || distinctive(small.words[0]!, small.raw))) return true;
  // "YOLO" / "You Only Look Once: Unified, Real-Time Object Detection": the acronym of its first words.
  if (small.words.length === 1 && small.words[0]!.length >= 3 && /^\p{Lu}{2,}/u.test(small.raw.trim())) {
    const token = small.words[0]!;
    const short = nameWords(large.raw.split(/[:\-–—]\s/)[0]!);
    if (short.acronym === token || large.acronym.startsWith(token)) return true;
  }
  return false;
}

/** The names of a document: its title, the title's short form before a colon or dash, and other names it states. */
export function documentNames(title: string | null, others: readonly string[] = []): string[] {
  const names = new Set<string>();
  for (const name of [title, ...others]) {
    const trimmed = name?.replace(/\s+/g, " ").trim();
    if (!trimmed) continue;
    names.add(trimmed);
    const short = trimmed.split(/:\s|\s[-–—]\s/)[0]!.trim();
    if (short && short !== trimmed) names.add(short);
  }
  return [...names];
}

/** Whether any of `names` names any of `others`. */
export function namesMeet(names: readonly string[], others: readonly string[]): boolean {
  return names.some((a) => others.some((b) => sameName(a, b)));
}

/** Field lines of a note's header that name its subject: "Title: Ten Years of Pedestrian Detection". */
const TITLE_FIELD = /^\s*(?:title|paper)\s*:\s*(.{3,300})$/i;

/**
 * The names a paper is cited by: "by Stachelek et al." (see OWN_AUTHOR) for every name-like word of its author
 * block (the block also holds affiliations, so "Medicine et al." may be among them: such names only meet citations,
 * see sameName) and for the last word of a front matter author.
 */
export function authorNames(authors: readonly string[]): string[] {
  // An affiliation mark set as a letter runs into the name in the text layer: "Patakya", "Jilania".
  const surnames = authors.flatMap((author) => {
    const last = author.trim().split(/\s+/).pop() ?? "";
    return /\p{Ll}[a-f]$/u.test(last) && last.length >= 6 ? [last, last.slice(0, -1)] : [last];
  });
  const names = surnames.filter((word) => /^\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*$/u.test(word) && word.length >= 3);
  return [...new Set(names)].map((name) => `${OWN_AUTHOR}${name} ${CITED}`);
}

/** A document's names for comparison: the title it shows, the title it states, its aliases and "Title:" fields. */
export function namesOfDocument(
  document: {
    content: string;
    blocks: ReadonlyArray<{ kind: string; start: number; end: number }>;
    title: string | null;
    metadata: { aliases: string[]; authors: string[]; properties: Record<string, string> };
  },
  shownTitle: string | null,
): string[] {
  const stated: string[] = [];
  for (const block of document.blocks.slice(0, 40)) {
    if (block.kind !== "list-item" && block.kind !== "metadata" && block.kind !== "paragraph") continue;
    const field = TITLE_FIELD.exec(document.content.slice(block.start, block.end));
    if (field) stated.push(field[1]!.trim());
  }
  const property = document.metadata.properties.title;
  return documentNames(shownTitle, [
    document.title ?? "",
    ...(property ? [property] : []),
    ...stated,
    ...document.metadata.aliases,
    ...authorNames(document.metadata.authors),
  ]);
}

/** The surname a citation starts with: "Stachelek et al. 2020", "van Herk et al.", "Gee and Leith", "Huang (2022)". */
const CITATION_NAME =
  /^((?:(?:van|von|de|der|den|du|la|le|da|di)\s+)*\p{Lu}[\p{L}'’-]+)(?:\s+et al\b|\s+(?:and|&)\s+\p{Lu}|,?\s*\(?(?:19|20)\d\d)/u;
/** A citation key of a note ("@stachelek2020", "[@vanherk2023a]"): the first author's name and the year. */
const CITATION_KEY = /(?:^|[\s[(;])@(\p{L}[\p{L}'’-]*?)(?:19|20)\d\d[a-z]?\b/gu;
const WORK_KEY = "@work:";
const AUTHOR_KEY = "@author:";
/** Titles of fewer words would make two unrelated works one. */
const MIN_TITLE_WORDS = 3;
const TITLE_KEY_WORDS = 6;

/**
 * A key for a work that two documents can share: "@work:stachelek" for a citation by its first author
 * ("@author:stachelek" for the document's own authors), the first words of a title otherwise. A note that names a
 * paper and the paper itself get the same key, so contradiction detection can compare the two first, whatever words
 * they share with the rest of the library.
 */
export function workKey(name: string): string | null {
  const own = name.startsWith(OWN_AUTHOR);
  const cited = CITATION_NAME.exec(own ? name.slice(OWN_AUTHOR.length) : name.trim());
  if (cited) return `${own ? AUTHOR_KEY : WORK_KEY}${cited[1]!.toLowerCase().split(/\s+/).pop()}`;
  const words = nameWords(name).words;
  return words.length >= MIN_TITLE_WORDS ? `${WORK_KEY}${words.slice(0, TITLE_KEY_WORDS).join(" ")}` : null;
}

/**
 * The keys another document must have to be a work this one is or speaks of: a citation meets the same citation
 * and the cited paper's own authors; a paper's own authors meet only citations of them (two papers with a Chang
 * among their authors are not one work).
 */
export function keysMeeting(keys: readonly string[]): string[] {
  return [
    ...new Set(
      keys.flatMap((key) =>
        key.startsWith(AUTHOR_KEY)
          ? [WORK_KEY + key.slice(AUTHOR_KEY.length)]
          : [key, AUTHOR_KEY + key.slice(WORK_KEY.length)],
      ),
    ),
  ];
}

/**
 * The works a document speaks of: its own names, the notes it links to ("[[Stachelek et al. 2020]]"), its citation
 * keys and the citations its claims open with ("Gupta et al. show that ...").
 */
export function workKeys(
  ownNames: readonly string[],
  document: { content: string; metadata: { links: ReadonlyArray<{ target: string }> } },
  frames: ReadonlyArray<{ name: string; explicit: boolean } | null>,
): string[] {
  const keys = [...document.content.matchAll(CITATION_KEY)].map((m) => `${WORK_KEY}${m[1]!.toLowerCase()}`);
  const names = [
    ...ownNames,
    ...document.metadata.links.map((l) => l.target),
    ...frames.flatMap((f) => (f?.explicit ? [f.name] : [])),
  ];
  for (const name of names) {
    const key = workKey(name);
    if (key) keys.push(key);
  }
  return [...new Set(keys)];
}
