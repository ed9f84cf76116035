/**
 * Obsidian `%% comments %%` and HTML `<!-- comments -->` are removed before the blocks are read: both may span
 * lines and blocks, and neither is shown in reading view. Code (fenced blocks, inline spans) keeps them as text.
 */
import { REMOVED } from "./markdown-spaces.ts";

const FENCE = /^[ \t>]*(`{3,}|~{3,})/;
// How far an inline code span may look for its closing backticks on the same line (keeps long lines linear).
const CODE_SPAN_REACH = 10_000;

export function removeComments(text: string): string {
  if (!text.includes("%%") && !text.includes("<!--")) return text;
  const out: string[] = [];
  let copiedTo = 0;
  let fence: string | null = null;
  // Once a search for a closer fails, no later opener of that kind can close either: they stay text.
  let percentCloses = true;
  let htmlCloses = true;
  let i = 0;
  let atLineStart = true;
  while (i < text.length) {
    const lineEnd = endOfLine(text, i);
    if (atLineStart) {
      const opener = FENCE.exec(text.slice(i, Math.min(lineEnd, i + 200)))?.[1];
      if (fence !== null) {
        if (opener && opener[0] === fence[0] && opener.length >= fence.length && isBareFence(text.slice(i, lineEnd)))
          fence = null;
        i = lineEnd + 1;
        continue;
      }
      if (opener) {
        fence = opener;
        i = lineEnd + 1;
        continue;
      }
    }
    let commentEnd = -1;
    let j = i;
    while (j < lineEnd && commentEnd < 0) {
      const c = text[j];
      if (c === "`") {
        j = afterCodeSpan(text, j, lineEnd);
      } else if (c === "\\") {
        j += 2;
      } else if (c === "%" && text[j + 1] === "%" && percentCloses) {
        const close = text.indexOf("%%", j + 2);
        if (close >= 0) commentEnd = close + 2;
        else {
          percentCloses = false;
          j += 2;
        }
      } else if (c === "<" && htmlCloses && text.startsWith("<!--", j)) {
        const close = text.indexOf("-->", j + 4);
        if (close >= 0) commentEnd = close + 3;
        else {
          htmlCloses = false;
          j += 4;
        }
      } else {
        j++;
      }
    }
    if (commentEnd < 0) {
      i = lineEnd + 1;
      atLineStart = true;
      continue;
    }
    // The mark lets the renderer take the spaces around the comment too ("a %%x%% b." reads "a b.").
    out.push(text.slice(copiedTo, j), REMOVED);
    copiedTo = commentEnd;
    // The text after a comment goes on in the middle of its line: prose, never a fence opener.
    i = commentEnd;
    atLineStart = false;
  }
  out.push(text.slice(copiedTo));
  return out.join("");
}

function endOfLine(text: string, from: number): number {
  const end = text.indexOf("\n", from);
  return end < 0 ? text.length : end;
}

function isBareFence(line: string): boolean {
  return /^[ \t>]*(`{3,}|~{3,})[ \t]*$/.test(line);
}

/** Past the inline code span opened at `at` (or past its backticks when nothing on the line closes it). */
function afterCodeSpan(text: string, at: number, lineEnd: number): number {
  let runEnd = at;
  while (runEnd < lineEnd && text[runEnd] === "`") runEnd++;
  const run = runEnd - at;
  const limit = Math.min(lineEnd, runEnd + CODE_SPAN_REACH);
  let k = runEnd;
  while (k < limit) {
    const next = text.indexOf("`", k);
    if (next < 0 || next >= limit) break;
    let end = next;
    while (end < lineEnd && text[end] === "`") end++;
    if (end - next === run) return end;
    k = end;
  }
  return runEnd;
}
