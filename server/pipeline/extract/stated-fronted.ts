/**
 * A phrase fronted before a sentence's clause states what the clause is for or where it holds: "To deal with
 * ambiguity, the parser is provided with B" (the parser, to deal with ambiguity), "In Bayesian machine learning,
 * conjugate priors are popular" (conjugate priors, in Bayesian machine learning), "For pragmatics processing, we use
 * abduction". The neighbouring-mention reading of ./stated-relations.ts stops at the comma that closes such a phrase;
 * this reads across it, and only in the plain shape: one mention closing the phrase, and the clause's subject or the
 * object of "we <verb>" right after the comma.
 */
import type { Token } from "./nlp.ts";
import type { SentenceMention } from "./stated-mentions.ts";

export interface FrontedRelation {
  /** The clause's mention, of which the label is said, and the fronted phrase's. */
  subject: SentenceMention;
  object: SentenceMention;
  label: string;
  kind: "verb" | "preposition";
}

/** Openers whose object is where or what for the clause holds; other prepositions ("after", "by") say when or how. */
const placeOpeners = new Set(["in", "for", "within"]);
/** "In this paper, ...", "For example, ...": no place of the clause. */
const idioms =
  /^(?:addition|contrast|comparison|order|particular|general|practice|turn|fact|summary|short|sum|total|example|instance|this|these|that|our|the present|the following)$/;

const describes = (t: Token) => t.pos === "DET" || t.pos === "ADJ" || t.pos === "NUM" || t.pos === "ADV";

export function frontedRelation(
  tokens: Token[],
  sentence: { firstToken: number; lastToken: number },
  inSentence: ReadonlyArray<SentenceMention>,
): FrontedRelation | null {
  let at = sentence.firstToken;
  // "Specifically, to measure A, ...": an adverb and its comma are read past.
  while (tokens[at]?.pos === "ADV" || (at > sentence.firstToken && tokens[at]?.text === ",")) at++;
  const opener = readOpener(tokens, at);
  if (!opener) return null;
  const object = inSentence.find((m) => m.first >= opener.end);
  if (!object || !tokens.slice(opener.end, object.first).every(describes)) return null;
  if (idioms.test(tokens[opener.end]?.lower ?? "")) return null;
  // The phrase ends with its one mention: "To deal with ambiguity in parsing," names two and says which is meant.
  const comma = object.last;
  if (tokens[comma]?.text !== ",") return null;
  const subject = inSentence.find((m) => m.first > comma);
  if (!subject || !clauseOpensWith(tokens, comma + 1, subject)) return null;
  return { subject, object, label: opener.label, kind: opener.kind };
}

/** "to deal with", "in order to improve", "in", "for": the opener's words and where its object may start. */
function readOpener(tokens: Token[], at: number): { label: string; end: number; kind: FrontedRelation["kind"] } | null {
  const words = tokens.slice(at, at + 3).map((t) => t.lower);
  const to = words[0] === "to" ? at : words.join(" ") === "in order to" ? at + 2 : -1;
  if (to >= 0) {
    let end = to + 1;
    if (tokens[end]?.pos !== "VERB") return null;
    while (tokens[end]?.pos === "VERB" || tokens[end]?.pos === "ADP" || tokens[end]?.pos === "PART") end++;
    const label = tokens
      .slice(to, end)
      .map((t) => t.lower)
      .join(" ");
    return { label, end, kind: "verb" };
  }
  const first = tokens[at];
  if (first?.pos !== "ADP" || !placeOpeners.has(first.lower)) return null;
  return { label: first.lower, end: at + 1, kind: "preposition" };
}

/**
 * The clause after the comma opens with `mention` as its subject ("the MORPA parser is provided with") or as the
 * object of "we <verb>" ("we propose a simple but effective B").
 */
function clauseOpensWith(tokens: Token[], from: number, mention: SentenceMention): boolean {
  let k = from;
  if (["we", "they", "i"].includes(tokens[k]?.lower ?? "")) {
    k++;
    while (tokens[k]?.pos === "ADV" || tokens[k]?.pos === "AUX") k++;
    if (tokens[k]?.pos !== "VERB") return false;
    k++;
    const rest = tokens.slice(k, mention.first);
    return rest.every((t) => describes(t) || (t.pos === "CCONJ" && t.lower !== "or"));
  }
  if (!tokens.slice(k, mention.first).every(describes)) return false;
  const next = tokens[mention.last];
  return next?.pos === "AUX" || (next?.pos === "VERB" && !next.lower.endsWith("ing"));
}
