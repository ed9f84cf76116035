/**
 * Definitions: the sentence of the source that defines a concept, found by cue patterns around one of its mentions.
 *
 *   X is a/an/the ... | X are ... | X (ACR) is the ... | X refers to ... | X is defined as ... | X, defined as ...
 *   we define X as ... | X, a/an ... (apposition) | X, which is a ... | X: a ... | X means/denotes/stands for ...
 *   X consists of / is composed of ... | X can be described as ... | ... is called/known as/termed X
 *   a Y (which) we call X | X, that is, a Y | in the section X heads: X <verb>s ...
 *
 * X must be the whole subject: nothing but a determiner may stand before it in its sentence (for the forward
 * patterns), and the cue must follow the mention directly (after an optional bracket).
 */
import { trimSpan } from "../text-spans.ts";
import type { Span } from "./types.ts";
import type { Sentence } from "./nlp.ts";

/**
 * What follows the subject in a defining sentence, after an optional bracket ("(ACR)") and an optional aside
 * naming it otherwise (", sometimes called intra-attention,").
 */
const forwardCue = new RegExp(
  [
    String.raw`^\s*(?:\([^()]{1,80}\)\s*)?(?:\[[^\[\]]{1,40}\]\s*)?`,
    String.raw`(?:,\s*(?:sometimes|also|often|commonly|usually)\s+(?:called|known\s+as|referred\s+to\s+as|termed)\s+[^,.;]{1,60},?\s*)?`,
    "(?:",
    [
      String.raw`,\s*(?:also\s+)?(?:defined|known|called|referred\s+to)\s+as\s+`,
      String.raw`,\s*(?:an?|the)\s+\S`,
      String.raw`,\s*which\s+(?:is|are)\s+(?:an?|the)\s`,
      String.raw`,\s*which\s+(?:stands\s+for|consists\s+of|is\s+composed\s+of|refers\s+to|denotes|means|is\s+(?:designed|used)\s+to)\s`,
      String.raw`(?:is|are)\s+(?:designed|intended|responsible)\s+(?:to|for)\s`,
      String.raw`aims?\s+(?:to|at)\s`,
      String.raw`,\s*i\.\s?e\.,?\s`,
      String.raw`:\s+(?=(?:[\p{L}][\p{L}'’-]*[,;]?\s+){4}[\p{L}])(?!.*\s:\s)`,
      String.raw`(?:is|are)\s+(?:(?:an?|the|one|any)\s|defined\s+as|known\s+as|called|a\s+(?:kind|type|form|class|family)\s+of|used\s+to\s+(?:describe|denote|refer))`,
      String.raw`(?:is|are)\s+(?:composed|made\s+up)\s+of\s`,
      String.raw`are\s+(?![\p{L}-]+ed\b)(?:[\p{L}-]+\s+){0,3}[\p{L}-]+s\s+(?:that|which|whose|where|of|for)\s`,
      String.raw`(?:is|are)\s+(?:an?\s+)?(?:[\p{L}-]+\s+){0,3}(?:that|which|whose)\s+(?!is\s+used\b)`,
      String.raw`consists?\s+of\s`,
      String.raw`refers?\s+to\s`,
      String.raw`means\s`,
      String.raw`denotes\s`,
      String.raw`stands\s+for\s`,
      String.raw`describes\s+(?:an?|the)\s`,
      String.raw`(?:can|may)\s+be\s+(?:defined|described|seen|viewed|thought\s+of)\s+as\s`,
    ].join("|"),
    ")",
  ].join(""),
  "iu",
);

/** Things that make "X is a ..." a statement about X rather than a definition of it. */
const notDefinitional =
  /^\s*(?:\([^()]{1,80}\)\s*)?(?:is|are)\s+(?:an?|the)\s+(?:problem|issue|challenge|result|consequence|step|part|key|major|main|good|bad|big|great|common|first|second|third|new|better|best|way|need|lot|number|case|example|reason|factor)\b/i;

/** Words that may precede the subject of a defining sentence. */
const leadIn =
  /^(?:(?:the|a|an|in\s+(?:short|brief|general|other\s+words|this\s+(?:paper|work|article|context))|formally|informally|simply\s+put|put\s+simply|essentially|basically|here|briefly|intuitively|technically|roughly\s+speaking|loosely\s+speaking)[\s,]*)*$/i;

/**
 * An appositive defines its noun wherever it stands: "we propose the Transformer, a model architecture eschewing
 * recurrence, ..." The described part must be a noun phrase (an article and a word), then more of the sentence.
 * Between the noun and its description: an optional bracket, the comma, and an optional "i.e." or "that is".
 */
const appositiveOpening = /^\s*(?:\([^()]{1,80}\)\s*)?,\s*(?:(?:i\.\s?e\.|that\s+is),?\s*)?/iu;
const appositive = new RegExp(`${appositiveOpening.source}(?:an?|which\\s+is\\s+an?)\\s+[\\p{L}-]{3,}`, "iu");

/** Words after which a noun starts a fronted phrase ("In event-based frameworks, a module ..."), not an appositive. */
const frontingWord =
  /\b(?:in|on|at|for|after|before|with|by|of|to|from|during|when|if|since|although|while|unlike|like|as|per|under|over|via|through|within|without|each|every|namely|and|or)\s+(?:(?:the|a|an|this|that|these|those|its|their|our)\s+)?$/i;

/** The appositive's noun phrase runs to the next comma or the end; a verb in it means a new clause began. */
const clauseVerb =
  /\b(?:is|are|was|were|be|been|can|could|will|would|may|might|must|should|shall|has|have|had|does|do|did)\b/i;

/** What may stand right before a noun phrase described by an appositive: nothing, an article, a verb introducing it. */
const appositiveLead =
  /^(?:the|a|an|our|their|its|this|new|proposes?|proposed|presents?|presented|introduces?|introduced|develops?|developed|describes?|described|defines?|defined|uses?|used|calls?|called|named)$/i;

function isAppositive(before: string, after: string): boolean {
  if (!appositive.test(after) || frontingWord.test(before) || /,\s*(?:(?:an?|the)\s+)?$/i.test(before)) return false;
  // The described noun is a whole phrase: "search engine queries, an aspect of ..." describes the engine's task, not "queries".
  const lead = before.trimEnd();
  const lastWord = /(\S+)$/.exec(lead)?.[1] ?? "";
  if (lead && !/[(:;"“]$/.test(lead) && !appositiveLead.test(lastWord)) return false;
  const phrase = after.replace(appositiveOpening, "").split(/[,;.:]/)[0] ?? "";
  // "a request, a reply or a notification": a list, not a description.
  if (/^\s*an?\s+\S+\s+(?:or|and)\s/i.test(phrase) || /^\s*,\s*an?\s+\S+\s*,/.test(after)) return false;
  return !clauseVerb.test(phrase) && phrase.split(/\s+/).length >= 3;
}

/**
 * "a generative model G that captures the data distribution": a noun introduced with an indefinite article, the
 * symbol or acronym it is given, and a relative clause saying what it does (without the symbol, "a node that
 * receives the digest responds ..." is a statement about some node, not a definition).
 */
const introducingClause =
  /^\s*\(?[A-Z][A-Za-z0-9]{0,5}\)?\s+(?:that|which|who)\s+(?!is\s+used\b|was\s+used\b)(?:\w+s|can|could|is|are|will|learns?|maps?|takes?|uses?|consists?)\b/;

/** After a named concept the phrase ends ("called a search tree." names "search tree", not "search"). */
const wholeNounPhraseEnds =
  /^(?:\s*(?:[.,;:)"”'’]|$)|\s+(?:\(|and\b|or\b|is\b|are\b|was\b|were\b|has\b|have\b|can\b|could\b|will\b|would\b|may\b|that\b|which\b|who\b|in\b|for\b|of\b|to\b|with\b|by\b|as\b|from\b|on\b|if\b|iff\b|when\b|whenever\b))/i;

/**
 * The mathematical definition: "Definition 1.2. A bipartite graph on two sets of N vertices is a K-Ramsey Bipartite
 * Graph if it has no ... subgraph", "we say that Z is a deficiency d subsource of Y if ...". The subject is generic
 * (an indefinite article, a variable, or "we say that"), the concept follows "is (called / said to be) a", and a
 * condition ("if", "iff", "when") follows the concept.
 */
const conditionalDefinitionBefore =
  /^(?:(?:definition|def\.)\s*[\d.]*\s*(?:\([^()]{0,40}\))?\s*[.:]?\s*)?(?:an?\s|we\s+say\s+(?:that\s+)?|[\p{L}]\s).{0,160}\b(?:is|are)\s+(?:called\s+|said\s+to\s+be\s+)?(?:an?\s+)?$/iu;
const conditionAfter = /^(?:\s*(?:[\p{L}\p{N}-]+|\([^()]{0,20}\))){0,6}?\s*,?\s+(?:if|iff|when|whenever)\b/iu;

/**
 * "a wider class of auctions we call conservative auctions" names the auctions; "one of the processes in the system,
 * which we call agents" names the processes, not the system: the noun before "we call" must agree in number with
 * the name.
 */
function namesItsAntecedent(before: string, mentionText: string): boolean {
  const antecedent = /([\p{L}-]+),?\s+(?:(?:which|that)\s+)?we\s+(?:call|term)\s+(?:the\s+)?["“']?$/iu.exec(
    before,
  )?.[1];
  if (!antecedent) return true;
  const name = mentionText.trim().split(/\s+/).pop() ?? "";
  return looksPlural(antecedent) === looksPlural(name);
}

function looksPlural(word: string): boolean {
  return /[^su']s$/i.test(word) && !/(?:is|us|ss)$/i.test(word);
}

/** Cues where the concept comes after the cue: "we define X as", "is called X", "known as X", "termed X". */
const backwardCueBefore =
  /(?:\bwe\s+define\s+(?:an?\s+|the\s+)?|\b(?:is|are)\s+(?:called|termed|known\s+as|referred\s+to\s+as)\s+(?:an?\s+|the\s+)?["“']?|\bcalled\s+(?:an?\s+)?["“']?|\b(?:an?|the|our)\s+(?:[\p{L}-]+\s+){0,3}[\p{L}-]+,?\s+(?:(?:which|that)\s+)?we\s+(?:call|term)\s+(?:the\s+)?["“']?)$/iu;

/**
 * Naming what the previous sentence described: "We refer to this special case as adversarial nets.", "We call this
 * procedure the assignment strategy.", "This process is referred to as gene selection." The sentence alone says
 * nothing of what X is, so the definition is the two sentences together.
 */
const namingThePrevious =
  /^(?:(?:we|i)\s+(?:will\s+|shall\s+)?(?:(?:call|term|name)\s+(?:this|these|it|them|such)\b(?:\s+[\p{L}-]+){0,2}?\s+(?:as\s+)?|(?:refer\s+to|denote)\s+(?:this|these|it|them|such)\b(?:\s+[\p{L}-]+){0,2}?\s+as\s+)|(?:this|these|such)(?:\s+[\p{L}-]+){0,2}\s+(?:is|are)\s+(?:often\s+|commonly\s+|also\s+|usually\s+)?(?:called|termed|known\s+as|referred\s+to\s+as)\s+)(?:an?\s+|the\s+)?["“']?$/iu;

/**
 * A generic definition after a fronted phrase: "Conceptually, a commitment tree is a hash tree ...", "In the Boolean
 * query model, a query is a condition ...", "Definition 3 A commitment tree is a tree ...". Only with the indefinite
 * article on both sides ("a X is a Y"): a definite one after a fronted phrase speaks of one thing in a context.
 */
const frontedGenericBefore = /(?:^|[,;:]\s*|^\s*(?:definition|def\.)\s*\d+(?:\.\d+)*[.:]?\s*)an?\s+$/iu;
const genericDefinitionAfter =
  /^\s*(?:\([^()]{1,80}\)\s*)?is\s+(?:an?|any)\s+(?!(?:problem|issue|challenge|step|part|key|major|main|good|bad|big|great|common|first|new|better|way|need|lot|number|case|example|reason|factor)\b)[\p{L}-]{2,}/iu;

/**
 * "Encoder: The encoder maps ..." defines the encoder; "Answer: The MLM model does converge ..." is a label before a
 * sentence about something else. After the colon, a sentence that starts with a definite subject must be about X.
 */
function colonClauseIsAboutIt(after: string, mentionText: string): boolean {
  const clause = /^\s*:\s+(.*)$/su.exec(after)?.[1];
  if (!clause || !/^(?:the|this|these|its|their|our)\s/i.test(clause)) return true;
  const head = (mentionText.trim().split(/\s+/).pop() ?? "").toLowerCase().slice(0, 5);
  const subject = clause
    .split(/\s+/)
    .slice(1, 6)
    .map((w) => w.toLowerCase());
  return head.length > 0 && subject.some((w) => w.startsWith(head));
}

/** A section's number before its title: "3.2.2", "IV.", "A.1". */
const sectionNumber = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,5}\.|[A-H]\.(?:\d{1,2}\.?)*)\s+/;

/**
 * A heading run into its first sentence, which opens with the same term: "2.1 Soft handover Soft handover is a state
 * of ...". The sentence's subject starts after the heading.
 */
function repeatsRunInHeading(before: string, mentionText: string): boolean {
  const heading = before.trim().replace(sectionNumber, "");
  return heading.length > 0 && heading.toLowerCase() === mentionText.trim().toLowerCase();
}

/** A sentence that runs over a paragraph break or ends a line on a cut word ("segmenta-") is a reading accident. */
const brokenSentence = /\n\s*\n|[\p{Ll}]-\s*$|[\p{Ll}]-\s+[\p{Lu}]/u;

/**
 * Long enough to say something, ending like a sentence (titles and headings do not), and not cut by the layout.
 */
function isWholeSentence(text: string, sentence: Sentence): boolean {
  const length = sentence.end - sentence.start;
  const sentenceText = text.slice(sentence.start, sentence.end);
  return (
    length >= 25 && length <= 600 && /[.!?]["')\]”’]*\s*$/.test(sentenceText) && !brokenSentence.test(sentenceText)
  );
}

export interface DefinitionMatch {
  text: string;
  span: Span;
}

/**
 * The first sentence that defines the concept whose mentions are given (sorted spans), or null.
 * `sentenceOf(offset)` gives the sentence containing an offset.
 */
export function findDefinition(
  text: string,
  mentions: Span[],
  sentenceOf: (offset: number) => Sentence | undefined,
  headings: Span[] = [],
): DefinitionMatch | null {
  return (
    findDefiningSentence(text, mentions, sentenceOf) ?? findSectionDescription(text, mentions, sentenceOf, headings)
  );
}

/** A present-tense statement of what the subject is or does: "Multi-head attention allows the model to ...". */
const describingVerb =
  /^\s*(?:\([^()]{1,80}\)\s*)?(?:also\s+)?(?!(?:gets|makes|takes|goes|seems|needs|remains|becomes|shows|performs|works|runs|fails|outperforms|achieves|improves|yields|gives|appears|happens|occurs|exists|starts|ends|continues|proceeds|follows|has|does|was|is|this|thus|its|plus|less|unless)\b)\p{Ll}{2,}(?<![su])s\s+(?!(?:not|as|well|better|worse|this|these|that|those|it|them|such|in|on|at|to|of|for|with|by|from|are|were|can|could|will|would|may|might|must|should|have|had)\b)\p{L}/u;

/** How far into its section a concept's description is looked for. */
const SECTION_READ_CHARS = 2500;

/**
 * In the section a concept heads ("3.2.2 Multi-Head Attention"), the first sentence with the concept as its subject
 * and a present-tense verb describes it: "Multi-head attention allows the model to jointly attend to ...". Outside
 * its own section, such a sentence is as often a statement about one use.
 */
function findSectionDescription(
  text: string,
  mentions: Span[],
  sentenceOf: (offset: number) => Sentence | undefined,
  headings: Span[],
): DefinitionMatch | null {
  for (const heading of headings) {
    const title = text
      .slice(heading.start, heading.end)
      .trim()
      .replace(sectionNumber, "")
      .replace(/\s*\([^()]{1,20}\)$/, "")
      .replace(/[.:]$/, "")
      .toLowerCase();
    const named = mentions.some(
      (m) => m.start >= heading.start && m.end <= heading.end && text.slice(m.start, m.end).toLowerCase() === title,
    );
    if (!named) continue;
    const sectionEnd = Math.min(
      headings.find((h) => h.start > heading.end)?.start ?? text.length,
      heading.end + SECTION_READ_CHARS,
    );
    for (const mention of mentions) {
      if (mention.start < heading.end || mention.start >= sectionEnd) continue;
      const sentence = sentenceOf(mention.start);
      if (!sentence || !isWholeSentence(text, sentence)) continue;
      const before = text.slice(sentence.start, mention.start).trim();
      const after = text.slice(mention.end, Math.min(sentence.end, mention.end + 200));
      if (!leadIn.test(before) || !describingVerb.test(after)) continue;
      const span = trimSpan(text, sentence.start, sentence.end);
      if (span) return { text: text.slice(span.start, span.end), span };
    }
  }
  return null;
}

function findDefiningSentence(
  text: string,
  mentions: Span[],
  sentenceOf: (offset: number) => Sentence | undefined,
): DefinitionMatch | null {
  for (const mention of mentions) {
    const sentence = sentenceOf(mention.start);
    if (!sentence) continue;
    const before = text.slice(sentence.start, mention.start);
    const after = text.slice(mention.end, Math.min(sentence.end, mention.end + 200));
    const mentionText = text.slice(mention.start, mention.end);
    if (!isWholeSentence(text, sentence)) continue;
    let defining = false;
    const runInHeading = repeatsRunInHeading(before, mentionText);
    const subjectStarts = leadIn.test(before.trim()) || runInHeading;
    if (subjectStarts && forwardCue.test(after) && !notDefinitional.test(after)) {
      defining = colonClauseIsAboutIt(after, mentionText);
    } else if (isAppositive(before, after)) defining = true;
    else if (frontedGenericBefore.test(before) && genericDefinitionAfter.test(after)) defining = true;
    else if (
      /\b(?:an?|one)\s+$/i.test(before) &&
      !/^\s*(?:consider|let|suppose|assume|imagine)\b|\bexists?\s+an?\s+$/i.test(before) &&
      introducingClause.test(after)
    )
      defining = true;
    else if (/^\s*,?\s*(?:as|to\s+be)\s/i.test(after) && /\bwe\s+define\s+(?:an?\s+|the\s+)?$/i.test(before))
      defining = true;
    else if (
      backwardCueBefore.test(before) &&
      wholeNounPhraseEnds.test(after) &&
      namesItsAntecedent(before, mentionText)
    )
      defining = true;
    else if (conditionalDefinitionBefore.test(before) && conditionAfter.test(after)) defining = true;
    else if (namingThePrevious.test(before.trim() ? before : "") && wholeNounPhraseEnds.test(after)) {
      let end = sentence.start;
      while (end > 0 && /\s/.test(text[end - 1] ?? "")) end--;
      const previous = end > 0 ? sentenceOf(end - 1) : undefined;
      if (!previous || brokenSentence.test(text.slice(previous.start, sentence.end))) continue;
      const span = trimSpan(text, previous.start, sentence.end);
      if (!span || span.end - span.start > 700) continue;
      return { text: text.slice(span.start, span.end), span };
    }
    // A heading run into the sentence is no part of the definition.
    const from = defining && runInHeading ? mention.start : sentence.start;
    const span = defining && trimSpan(text, from, sentence.end);
    if (!span) continue;
    return { text: text.slice(span.start, span.end), span };
  }
  return null;
}
