/**
 * A title set in capitals or small capitals ("THE EFFECT OF RURAL CREDIT ON DEFORESTATION", "Semi-supervised
 * CLASSIFICATION WITH GRAPH Convolutional NETWORKS") comes out of a PDF in upper case. Its words get back the case
 * the document's own text writes them in: an acronym the text writes in capitals stays so ("BERT", "DNA"), every
 * other word is set in title case, with the small words of English titles in lower case.
 */

const SMALL_WORDS = new Set(
  "a an and as at but by for from in into nor of on or over per the to upon via vs with within without".split(" "),
);
/** Words of at least this many letters in capitals make a title one set in capitals. */
const SHOUTED_LETTERS = 4;
/** How many such words a title needs before it is recased (one may be an acronym: "COPD", "HIV"). */
const SHOUTED_WORDS = 2;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const isShouted = (word: string) => /\p{Lu}/u.test(word) && word === word.toUpperCase();
const letterCount = (word: string) => word.replace(/[^\p{L}]/gu, "").length;

/** How the text writes each word: in capitals (an acronym) or otherwise. */
function capitalsUse(text: string): Map<string, { capitals: number; other: number }> {
  const use = new Map<string, { capitals: number; other: number }>();
  for (const [word] of text.matchAll(WORD)) {
    if (!/\p{L}/u.test(word)) continue;
    const entry = use.get(word.toLowerCase()) ?? { capitals: 0, other: 0 };
    if (isShouted(word) && letterCount(word) >= 2) entry.capitals++;
    else entry.other++;
    use.set(word.toLowerCase(), entry);
  }
  return use;
}

/**
 * The title with its words in capitals recased from `text` (the document without its title); a title not set in
 * capitals is returned as it is.
 */
export function recoverTitleCase(title: string, text: string): string {
  const shouted = (title.match(WORD) ?? []).filter((w) => isShouted(w) && letterCount(w) >= SHOUTED_LETTERS);
  if (shouted.length < SHOUTED_WORDS) return title;
  const use = capitalsUse(text);
  return title.replace(WORD, (word, offset: number) => {
    if (!isShouted(word)) return word;
    const key = word.toLowerCase();
    const seen = use.get(key);
    if (seen && seen.capitals > 0 && seen.capitals >= seen.other) return word;
    const startsPhrase = offset === 0 || /[:.!?]\s*$/.test(title.slice(0, offset));
    if (!startsPhrase && SMALL_WORDS.has(key)) return key;
    return key.replace(/^\p{L}/u, (c) => c.toUpperCase());
  });
}
