/**
 * The case a line is tagged in. A line in title case has its capitals from the style, and wink reads every such word
 * as a proper noun; the prose of the same text says which of its words are names.
 */

/**
 * A line in title case ("Temperature Shocks and Economic Growth in Poor Countries") has its capitals from the style,
 * not from names: the tagger read each such word as a proper noun. It reads these lines with the text's own case
 * (acronyms kept, every offset the same): a word the prose writes with a capital inside its sentences is a name and
 * keeps it ("Former Lois Lane Kidder Praises Adams Casting" is read "former Lois Lane Kidder praises Adams casting",
 * not as one name of six words); every other capital of the line is lowered. The tokens keep the text as written.
 */
export function forTagging(text: string, names: ReadonlySet<string>): string {
  return text.replace(/^[^\n]{20,200}$/gm, (line) =>
    isTitleCaseLine(line)
      ? line.replace(/\b\p{Lu}\p{Ll}[\p{L}'’-]*/gu, (w) => (names.has(w.toLowerCase()) ? w : w.toLowerCase()))
      : line,
  );
}

function isTitleCaseLine(line: string): boolean {
  if (line.length < 20 || line.length > 200 || /[.!?]$/.test(line.trim())) return false;
  const long = (line.match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((w) => w.length >= 4);
  return long.length >= 4 && long.filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).length >= 0.75 * long.length;
}

/**
 * The words the text's prose writes with a capital inside a sentence more often than in lower case: names ("Kidder",
 * "Lane" in "Lois Lane"). A sentence's first word and the lines in title case say nothing about a word's case.
 */
export function namesInProse(text: string): Set<string> {
  const capital = new Map<string, number>();
  const lower = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (isTitleCaseLine(line)) continue;
    for (const match of line.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
      const word = match[0];
      if (startsSentence(line, match.index)) continue;
      const key = word.toLowerCase();
      if (/^\p{Lu}\p{Ll}/u.test(word)) capital.set(key, (capital.get(key) ?? 0) + 1);
      else if (word === key) lower.set(key, (lower.get(key) ?? 0) + 1);
    }
  }
  return new Set([...capital].filter(([key, count]) => count > (lower.get(key) ?? 0)).map(([key]) => key));
}

/** Whether the word at `index` opens a sentence: only spaces before it on the line, or a stop and closing marks. */
function startsSentence(line: string, index: number): boolean {
  let k = index - 1;
  while (k >= 0 && /\s/.test(line[k]!)) k--;
  if (k < 0) return true;
  while (k >= 0 && /["'”’)\]]/.test(line[k]!)) k--;
  return k >= 0 && /[.!?:;]/.test(line[k]!);
}
