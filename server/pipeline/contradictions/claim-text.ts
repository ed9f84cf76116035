/**
 * A claim as the comparison reads it: words with their lemma and part of speech, figures parsed, negations and
 * the function words that carry meaning ("than", "only", "vs") kept, everything else (articles, auxiliaries,
 * pronouns, punctuation, citations, section and figure numbers) left out. Also: the frame that says which work the
 * claim is about ("In the YOLO paper, ...", "PlaNet: ...", "The GAN paper ..."), the claim's subject when it is a
 * name ("Progressive GAN reaches ..."), and whether it speaks of "their"/"our" work (deictic).
 */
import { nlp } from "../extract/nlp.ts";
import { isAdjective, isNoun, isVerb } from "../extract/wordnet.ts";
import { isEnglishWord } from "../reading/english-words.ts";
import { figureOfWord, isYear, parseNumeral, scaleOfWord, type Figure } from "./numbers.ts";

export type Role = "content" | "figure" | "negation" | "relation";

export interface ClaimToken {
  text: string;
  /** What alignment matches on: the dictionary form (lower case, American spelling); a figure's canonical value. */
  key: string;
  /** Porter stem, for telling "signaling" and "signal" apart from different words. */
  stem?: string;
  /** The dictionary form, for word lists and WordNet ("better" → "good", "suppressed" → "suppress"). */
  lemma: string;
  role: Role;
  pos: string;
  start: number;
  end: number;
  figure?: Figure;
  year?: boolean;
}

/** A word or figure that carries what a claim says (function words and negations aside). */
export const isSubstantive = (t: ClaimToken) => t.role === "content" || t.role === "figure";

export interface ClaimText {
  text: string;
  tokens: ClaimToken[];
  /** A leading "X:" / "In the X paper," that may name the work the claim is about, and where the claim proper starts. */
  frame: { name: string; end: number; explicit: boolean } | null;
  /** The claim's subject when it is a name ("Progressive GAN", "BERT-base", "YOLO"). */
  subjectName: string | null;
  /** Speaks of a work without naming it: "they", "their model", "the authors", or a fragment starting with a verb. */
  deictic: boolean;
  /** Has a verb: a sentence of running text needs one to state anything ("Proc. of the AAMAS 07 235" does not). */
  hasVerb: boolean;
  /**
   * The statements of a sentence that joins several with semicolons ("Voters are older than non-voters; only
   * voters for the populist parties are ..."), each read on its own; empty for a sentence of one statement.
   */
  clauses: ClaimText[];
}

/** Words that deny what follows; "dispensing with" and "forgoing" do without it. */
export const NEGATORS = new Set([
  "not",
  "no",
  "never",
  "n't",
  "without",
  "cannot",
  "none",
  "nor",
  "neither",
  "nothing",
  "nobody",
  "unable",
  "incapable",
  "fail",
  "fails",
  "failed",
  "failing",
  "dispense",
  "dispenses",
  "dispensed",
  "dispensing",
  "forgo",
  "forgoes",
  "forgoing",
]);

/** Function words that carry the comparison or the scope of a claim: kept for alignment. */
const RELATION_WORDS = new Set([
  "than",
  "vs",
  "versus",
  "against",
  "only",
  "solely",
  "exclusively",
  "more",
  "less",
  "most",
  "least",
  "fewer",
  "before",
  "after",
  "above",
  "below",
  "from",
  "to",
  "over",
  "under",
  "all",
  "every",
  "each",
  "both",
  "some",
  "any",
  "always",
  "sometimes",
]);

/** Hedges and degree words: they qualify a claim without changing what it says for this comparison. */
const HEDGES = new Set([
  "about",
  "around",
  "roughly",
  "approximately",
  "approx",
  "nearly",
  "almost",
  "circa",
  "ca",
  "~",
  "some",
  "slightly",
  "significantly",
  "substantially",
  "considerably",
  "much",
  "far",
  "very",
  "quite",
  "rather",
  "somewhat",
  "highly",
  "greatly",
  "strongly",
  "clearly",
  "also",
  "still",
  "just",
  "even",
  "really",
  "actually",
  "overall",
  "generally",
  "usually",
  "typically",
  "often",
  "consistently",
  "further",
  "then",
  "thus",
  "therefore",
  "however",
  "here",
  "there",
  "so",
  "too",
  "already",
  "now",
  "e.g",
  "i.e",
  "etc",
  "respectively",
  "original",
  "known",
  "reportedly",
  "significant",
  "substantial",
  "considerable",
  "marked",
  "notable",
  "important",
  "essential",
  "crucial",
  "key",
  "major",
  "minor",
  "large-scale",
  "specific",
  "particular",
  "certain",
  "various",
  "several",
]);

/** Question words and the like: they frame a clause, they claim nothing. */
const FUNCTION_WORDS = new Set([
  "when",
  "where",
  "while",
  "whether",
  "how",
  "what",
  "why",
  "if",
  "unless",
  "whereas",
  "although",
  "though",
  "because",
  "since",
  "upon",
  "via",
  "per",
  "de",
  "et",
  "al",
]);

/** Verbs that carry the noun after them ("has an impact", "plays a role", "shows no benefit", "leads to"). */
const SUPPORT_VERBS = new Set(["have", "play", "show", "exhibit", "demonstrate", "display", "lead", "yield", "result"]);

const PRONOUNS = new Set([
  "they",
  "them",
  "their",
  "theirs",
  "we",
  "us",
  "our",
  "ours",
  "it",
  "its",
  "he",
  "she",
  "his",
  "her",
  "i",
  "my",
  "you",
  "your",
  "this",
  "these",
  "those",
  "that",
  "which",
  "who",
  "whom",
  "whose",
  "one",
]);
/** "the authors", "the paper", "this work", "the proposed method": the document's own work. */
const DEICTIC_PHRASE =
  /\b(?:the|this|our|their) (?:authors?|paper|work|article|study|proposed|method|approach|model|network|architecture|system|technique)\b/i;

/** Numbers that point into a document, not amounts: "Section 3.2", "Fig. 4", "Table 2", "Eq. (3)", "[12]". */
const REFERENCE_WORDS =
  /(?:^|\s)(?:sections?|sec|secs|fig|figs|figures?|tables?|tab|eqs?|equations?|chapters?|ch|appendix|appendices|pages?|pp?|lines?|steps?|algorithms?|alg|theorems?|lemmas?|definitions?|corollary|propositions?|exercises?|examples?|footnote|version|v|ver|rev|listing|row|column|col|part|phase|stage|level|layer|block|week|day|chapter)\.?\s*\(?$/i;

/** A paper citation or link left in a sentence: not part of what it claims. */
const CITATION =
  /\[[\d,;\s–-]+\]|\((?:[A-Z][A-Za-z'’-]+(?: et al\.?| and [A-Z][A-Za-z'’-]+)?,? (?:19|20)\d\d[a-z]?(?:; ?)?)+\)|https?:\/\/\S+/g;

/** "We found that", "Our results show that": the paper reporting its own finding; the finding is what follows. */
const OWN_REPORT =
  /^(?:here,?\s+|overall,?\s+|in summary,?\s+)?(?:we|our (?:results|findings|data|analyses|analysis))\s+(?:\p{Ll}+ly\s+)?(?:find|found|show|showed|shown|shows|report|reported|demonstrate|demonstrated|demonstrates|observe|observed|note|noted|confirm|confirmed|confirms)\s+that\s+/iu;

const TOKEN =
  /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(k|K|M|B|bn|%|x\d+(?:\.\d+)?(?:x\d+)?|st|nd|rd|th)?(?![\p{L}\d])|[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*\+*|n't|[~%=&<>]|[^\s\p{L}\p{N}]/gu;

/** British spellings in American form ("optimise", "colour"), only where WordNet knows the result and not the word. */
function spelling(word: string): string {
  if (word.length < 6 || isKnown(word)) return word;
  const american = word
    .replace(/our(s?)$/, "or$1")
    .replace(/is(e|ed|es|ing|ation|ations)$/, "iz$1")
    .replace(/ys(e|ed|es|ing)$/, "yz$1")
    .replace(/tre(s?)$/, "ter$1");
  return american !== word && isKnown(american) ? american : word;
}

const isKnown = (word: string) =>
  isNoun(word) ||
  isVerb(word) ||
  isAdjective(word) ||
  isVerb(word.replace(/(?:ed|es|s|ing)$/, "")) ||
  isVerb(word.replace(/(?:d|s)$/, ""));

interface Tagged {
  pos: string;
  lemma: string;
  stem: string;
}

/** wink's part of speech and lemma for each offset where one of its tokens starts. */
function tagOffsets(text: string): Map<number, Tagged> {
  const winkNlp = nlp();
  const its = winkNlp.its;
  const doc = winkNlp.readDoc(text);
  const values = doc.tokens().out(its.value) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  const lemmas = doc.tokens().out(its.lemma as never) as string[];
  const stems = doc.tokens().out(its.stem as never) as string[];
  const out = new Map<number, Tagged>();
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const at = text.indexOf(values[i]!, cursor);
    if (at < 0) continue;
    out.set(at, {
      pos: pos[i] ?? "X",
      lemma: (lemmas[i] ?? values[i]!).toLowerCase(),
      stem: (stems[i] ?? values[i]!).toLowerCase(),
    });
    cursor = at + values[i]!.length;
  }
  return out;
}

/** The text with citations and note shorthand ("&", "w/", "w/o", "~") written out; offsets are not kept. */
export function cleanClaim(text: string): string {
  return text
    .replace(CITATION, " ")
    .replace(/\bw\/o\b/gi, "without")
    .replace(/\bw\/(?=\s|\p{L})/giu, "with ")
    .replace(/\bb\/c\b/gi, "because")
    .replace(/&/g, " and ")
    .replace(/\bvs\.?(?=\s)/gi, "vs")
    .replace(/\s+/g, " ")
    .trim();
}

const FRAMES: Array<{ pattern: RegExp; explicit: boolean }> = [
  // "In the YOLO paper, ...", "According to the GAN paper, ..."
  {
    pattern:
      /^(?:in|according to|as (?:reported|shown|described|stated) in) (?:the )?(?:original )?["“]?(.{2,90}?)["”]? (?:paper|article|work|study|notes?)\b,?\s*/i,
    explicit: true,
  },
  // "The GAN paper trains ...", "The original YOLO paper evaluates ..."
  { pattern: /^(?:the )?(?:original )?["“]?(.{1,60}?)["”]? (?:paper|article)\s+(?=\p{Ll})/iu, explicit: true },
  // "PlaNet: trains on ...", "Feature Pyramid Networks: Improvement is ..."
  { pattern: /^([^:]{2,90}?):\s+(?=\S)/, explicit: false },
];

/** A surname, with its particles: "Stachelek", "Olsson-Collentine", "van Herk", "O’Neil". */
const SURNAME = String.raw`(?:(?:van|von|de|der|den|da|di|du|le|la|del|dos|ter)\s+)*\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*`;
const YEAR = String.raw`(?:19|20)\d\d[a-z]?`;
/** "Gupta et al.", "Gee and Leith", "Huang (2022)", "Simon et al. (2016)": a paper named by its authors. */
const AUTHOR_CITATION = new RegExp(
  String.raw`^(?:([Aa]ccording to|[Ii]n|[Aa]s in|[Ff]ollowing)\s+)?(${SURNAME}(?:\s+et al\.?|\s+(?:and|&)\s+${SURNAME})?)(?:,?\s+\(?(${YEAR})\)?)?(?:['’]s?(?:\s+(?:study|paper|article|work|analysis|data|results?|findings?|model))?)?`,
  "u",
);
/** Verbs that report what a cited paper says: what follows them is the paper's claim. */
const REPORTING =
  /^,?\s*(?:(?:also|further|then|instead|rightly|clearly)\s+)?(?:found|finds?|show(?:s|ed|n)?|report(?:s|ed)?|writes?|wrote|argue[sd]?|state[sd]?|conclude[sd]?|observe[sd]?|demonstrate[sd]?|note[sd]?|claim(?:s|ed)?|suggest(?:s|ed)?|estimate[sd]?|explain(?:s|ed)?|describe[sd]?|propose[sd]?|confirm(?:s|ed)?|indicate[sd]?|reveal(?:s|ed)?)\b(?:\s+that\b)?[:,]?\s*/iu;

/**
 * A sentence that opens with a paper's authors: "Gupta et al. show that ...", "According to Huang (2022), ...",
 * "Bohn et al. (2024) write: ...". The authors are the frame when a reporting verb, a comma after "according to"
 * or "in", or "et al." or a year marks them as a citation, not as the sentence's subject ("Smith and Wesson make
 * guns").
 */
function authorFrame(text: string): ClaimText["frame"] {
  const match = AUTHOR_CITATION.exec(text);
  if (!match) return null;
  const [whole, introduction, name = "", year] = match;
  const rest = text.slice(whole.length);
  const reporting = REPORTING.exec(rest);
  const introduced = introduction !== undefined && /^\s*,/.test(rest);
  const cited = /et al/.test(name) || year !== undefined;
  // "We propose", "Researchers found that", "Studies show that": a plain word is the sentence's subject, not a citation.
  if (!cited && /^\p{Lu}\p{Ll}+$/u.test(name) && isEnglishWord(name)) return null;
  if (!reporting && !introduced && !(cited && /^\s*[,:]/.test(rest))) return null;
  const end = whole.length + (reporting ? reporting[0].length : (/^\s*[,:]\s*/.exec(rest)?.[0].length ?? 0));
  const quote = /^["“]/.exec(text.slice(end)) ? 1 : 0;
  // The name says it is a citation even without "et al." or a year ("Huang reports that"), so it meets a paper's
  // author names (referents.ts), which meet only citations.
  const cite = year ? `${name} ${year}` : /et al|\s(?:and|&)\s/.test(name) ? name : `${name} et al.`;
  return { name: cite, end: end + quote, explicit: true };
}

function findFrame(text: string): ClaimText["frame"] {
  const cited = authorFrame(text);
  if (cited) return cited;
  for (const { pattern, explicit } of FRAMES) {
    const match = pattern.exec(text);
    if (match && match[1] && /\p{L}/u.test(match[1])) return { name: match[1].trim(), end: match[0].length, explicit };
  }
  return null;
}

/** A sentence-initial capital is not a name: "Men are ..." tags and lemmatises like "men are ...". */
const forTagging = (text: string) =>
  /^\p{Lu}\p{Ll}+\b/u.test(text) && !/^\p{Lu}\p{Ll}+\p{Lu}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/** Reads one claim's sentence (see the module comment). */
export function readClaim(raw: string): ClaimText {
  return readClaims([raw])[0]!;
}

/** Reads many claims with one pass of the tagger (a document's claims, or a batch of stored ones). */
export function readClaims(raws: readonly string[]): ClaimText[] {
  const claims = readSentences(raws.map(cleanClaim));
  const parts = claims.map((claim) => clauseTexts(claim.text));
  const clauses = readSentences(parts.flat());
  let next = 0;
  claims.forEach((claim, i) => {
    claim.clauses = clauses.slice(next, (next += parts[i]!.length));
    // "Huang et al. found that X; Y": the second statement is also Huang et al.'s
    if (claim.frame) for (const clause of claim.clauses.slice(1)) clause.frame ??= { ...claim.frame, end: 0 };
  });
  return claims;
}

/** A statement needs this many words; shorter pieces between semicolons are items of a list. */
const MIN_CLAUSE_WORDS = 4;

/** The statements a semicolon joins outside brackets, when there are several ("A; B"), else none. */
function clauseTexts(text: string): string[] {
  const cuts: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    else if (c === ";" && depth === 0) cuts.push(i);
  }
  if (cuts.length === 0) return [];
  const pieces = [...cuts, text.length].map((end, k) => text.slice(k === 0 ? 0 : cuts[k - 1]! + 1, end).trim());
  const statements = pieces.filter((piece) => (piece.match(/\p{L}[\p{L}'’-]*/gu) ?? []).length >= MIN_CLAUSE_WORDS);
  return statements.length === pieces.length ? statements : [];
}

function readSentences(texts: readonly string[]): ClaimText[] {
  const joined = texts.map(forTagging).join("\n\n");
  const all = [...tagOffsets(joined)];
  const out: ClaimText[] = [];
  let offset = 0;
  let next = 0;
  for (const text of texts) {
    const tags = new Map<number, Tagged>();
    while (next < all.length && all[next]![0] < offset + text.length) {
      const [at, tag] = all[next++]!;
      if (at >= offset) tags.set(at - offset, tag);
    }
    out.push(analyseClaim(text, tags));
    offset += text.length + 2;
  }
  return out;
}

function analyseClaim(text: string, tags: Map<number, Tagged>): ClaimText {
  const frame = findFrame(text);
  const tokens: ClaimToken[] = [];
  const ownReport = frame ? 0 : (OWN_REPORT.exec(text)?.[0].length ?? 0);
  const matches = [...text.matchAll(TOKEN)].filter((m) => m.index >= ownReport);
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    const surface = m[0];
    const start = m.index;
    const end = start + surface.length;
    const tag = tags.get(start);
    const pos = tag?.pos ?? (/^\p{Lu}/u.test(surface) ? "PROPN" : "X");
    const lower = surface.toLowerCase();
    const before = text.slice(Math.max(0, start - 16), start);
    if (m[1] !== undefined) {
      if (REFERENCE_WORDS.test(before) || (/[[(]\s*$/.test(before) && /^\s*\]/.test(text.slice(end)))) continue;
      const suffix = m[2] ?? "";
      if (/^x/.test(suffix)) {
        // "1024x1024", "64x64": a size, compared as written
        tokens.push({
          text: surface,
          key: `#${lower}`,
          lemma: lower,
          role: "figure",
          pos: "NUM",
          start,
          end,
          figure: { value: Number.NaN, decimals: 0, percent: false, integer: false, approximate: false },
        });
        continue;
      }
      if (/^(?:st|nd|rd|th)$/.test(suffix)) {
        const value = Number(m[1]);
        tokens.push({
          text: surface,
          key: `#${value}`,
          lemma: String(value),
          role: "figure",
          pos: "NUM",
          start,
          end,
          figure: { value, decimals: 0, percent: false, integer: true, approximate: false },
        });
        continue;
      }
      const figure = parseNumeral(`${m[1]}${suffix}`);
      if (figure) {
        let next = matches[i + 1];
        let to = end;
        const nextWord = next ? next[0].toLowerCase() : "";
        const scale = scaleOfWord(nextWord);
        if (!suffix && next && /^\s*$/.test(text.slice(end, next.index)) && scale) {
          // "340 million": one figure
          figure.value *= scale;
          figure.integer = false;
          to = next.index + next[0].length;
          next = matches[++i + 1];
        }
        if (next && next[0] === "%" && next.index === end) {
          figure.percent = true;
          figure.integer = false;
          i++;
        } else if (next && /^(?:percent|percentage)$/i.test(next[0])) figure.percent = true;
        const year = isYear(figure, m[1]);
        tokens.push({
          text: text.slice(start, to),
          key: `#${figure.value}${figure.percent ? "%" : ""}`,
          lemma: surface,
          role: "figure",
          pos: "NUM",
          start,
          end: to,
          figure,
          year,
        });
        continue;
      }
    }
    if (/^[^\p{L}\p{N}]$/u.test(surface) && surface !== "~") continue;
    const wordFigure = figureOfWord(lower);
    if (wordFigure && !(lower === "one" && /^\s*(?:of|another|the)\b/i.test(text.slice(end))) && lower !== "half") {
      const next = matches[i + 1];
      let to = end;
      const scale = next ? scaleOfWord(next[0]) : undefined;
      if (next && scale && scaleOfWord(lower) === undefined) {
        wordFigure.value *= scale;
        wordFigure.integer = false;
        to = next.index + next[0].length;
        i++;
      }
      tokens.push({
        text: text.slice(start, to),
        key: `#${wordFigure.value}`,
        lemma: lower,
        role: "figure",
        pos: "NUM",
        start,
        end: to,
        figure: wordFigure,
      });
      continue;
    }
    if (lower === "n't" || NEGATORS.has(lower)) {
      tokens.push({ text: surface, key: "not", lemma: "not", role: "negation", pos: "PART", start, end });
      continue;
    }
    if (RELATION_WORDS.has(lower)) {
      const key = lower === "versus" ? "vs" : lower;
      tokens.push({ text: surface, key, lemma: key, role: "relation", pos, start, end });
      continue;
    }
    if (HEDGES.has(lower) || PRONOUNS.has(lower) || FUNCTION_WORDS.has(lower)) continue;
    if (
      pos === "DET" ||
      pos === "AUX" ||
      pos === "PUNCT" ||
      pos === "CCONJ" ||
      pos === "SCONJ" ||
      pos === "ADP" ||
      pos === "PART" ||
      pos === "PRON" ||
      pos === "SYM"
    )
      continue;
    const compound = surface.includes("-") || /\d/.test(surface);
    const lemma = spelling(compound ? lower : (tag?.lemma ?? lower));
    // "have 3 layers", "plays a role", "leads to": support verbs carry no claim of their own
    if (SUPPORT_VERBS.has(lemma) && pos !== "NOUN" && pos !== "PROPN") continue;
    tokens.push({
      text: surface,
      key: lemma,
      lemma,
      stem: compound ? lower : (tag?.stem ?? lower),
      role: "content",
      pos,
      start,
      end,
    });
  }
  markApproximate(text, tokens);
  // the tagger reads some verbs as nouns ("MafA ubiquitination decreases ...", "granulomas form"): a lower-case
  // word WordNet knows as a verb counts too (a page header's words are capitalised)
  const hasVerb =
    [...tags.values()].some((t) => t.pos === "VERB" || t.pos === "AUX") ||
    tokens.some((t) => t.role === "content" && /^\p{Ll}+$/u.test(t.text) && isVerb(t.lemma));
  return {
    text,
    tokens,
    frame,
    subjectName: subjectName(text, tokens, frame),
    deictic: isDeictic(text, tokens, frame, tags),
    hasVerb,
    clauses: [],
  };
}

function markApproximate(text: string, tokens: ClaimToken[]): void {
  for (const token of tokens) {
    if (!token.figure) continue;
    // "45 images per second", "30 fps": a rate is a measured figure, not a count
    if (/^\s*(?:[\p{L}-]+\s+){0,2}(?:per|\/)\s|^\s*(?:fps|hz|ms|s|sec)\b/iu.test(text.slice(token.end, token.end + 40)))
      token.figure.integer = false;
    const before = text.slice(Math.max(0, token.start - 14), token.start).toLowerCase();
    if (
      /(?:^|\s)(?:about|around|roughly|approximately|approx\.?|nearly|almost|circa|ca\.|over|under|up to|at least|at most|more than|less than|below|above)\s*$|[~<>≈]\s*$/.test(
        before,
      )
    )
      token.figure.approximate = true;
  }
}

/** Leading words up to the first verb, when they make a name: "Progressive GAN", "Mask R-CNN", "BERT-base". */
function subjectName(text: string, tokens: ClaimToken[], frame: ClaimText["frame"]): string | null {
  const from = frame?.explicit ? frame.end : 0;
  const span: ClaimToken[] = [];
  for (const token of tokens) {
    if (token.start < from) continue;
    if (token.role !== "content" || !/^[\p{Lu}\d]/u.test(token.text) || span.length >= 5) break;
    span.push(token);
  }
  if (span.length === 0) return null;
  const named = span.some(
    (t) => /\p{Lu}.*\p{Lu}|\p{Lu}.*\d|\d.*\p{Lu}/u.test(t.text) || (t.pos === "PROPN" && t.start > from),
  );
  return named ? text.slice(span[0]!.start, span.at(-1)!.end) : null;
}

function isDeictic(text: string, tokens: ClaimToken[], frame: ClaimText["frame"], tags: Map<number, Tagged>): boolean {
  if (/\b(?:we|us|our|ours)\b/i.test(text) || DEICTIC_PHRASE.test(text)) return true;
  // "they"/"their" point outside the sentence unless a plural noun before them is what they stand for
  for (const match of text.matchAll(/\b(?:they|them|their|theirs)\b/gi)) {
    const antecedent = tokens.some(
      (t) =>
        t.end <= match.index &&
        t.role === "content" &&
        (tags.get(t.start)?.pos === "NOUN" || tags.get(t.start)?.pos === "PROPN") &&
        t.key !== t.text.toLowerCase(),
    );
    if (!antecedent) return true;
  }
  // A note's fragment without a subject: "Trains on ImageNet VID", "Uses 24 conv layers", "Created a new dataset".
  const from = frame?.end ?? 0;
  const rest = tokens.filter((t) => t.start >= from);
  const first = rest[0];
  if (!first || !/^\s*$/.test(text.slice(from, first.start))) return /^(?:it|its)\b/i.test(text.slice(from).trim());
  const word = first.text.toLowerCase();
  const tag = tags.get(first.start);
  const next = text.slice(first.end).trim();
  const nextTag = tags.get(text.indexOf(next.split(/\s+/)[0] ?? "", first.end));
  const verbal =
    tag?.pos === "VERB" || (tag?.pos !== "NOUN" && isVerb(first.key)) || (/s$/.test(word) && isVerb(word.slice(0, -1)));
  let startsWithVerb = false;
  if (verbal && !/ing$/.test(word)) {
    // "Integrated care is ..." / "Created a new dataset": a participle is a fragment's verb only before an object
    if (/(?:ed|en)$/.test(word)) startsWithVerb = ["DET", "NUM", "PRON", "ADP"].includes(nextTag?.pos ?? "");
    else {
      const after = nextTag?.pos ?? "";
      startsWithVerb =
        ["DET", "NUM", "PRON"].includes(after) || (/s$/.test(word) && ["ADP", "NOUN", "PROPN", "ADJ"].includes(after));
    }
  }
  return startsWithVerb || /^(?:it|its)\b/i.test(text.slice(from).trim());
}
