/**
 * Mathematics that runs over lines ("The energy is $$", its TeX, "$$") belongs to one block: a line break inside it
 * neither ends a paragraph nor splits a field line off one, or the formula would be cut in two and shown as raw TeX.
 * What is mathematics is the inline reading's own answer (code first, then TeX by contract/math-spans.ts), so the
 * blocks and the text inside them agree.
 */
import { inlineMath } from "./markdown-inline.ts";

// A formula is at most some 2000 characters by the contract's rule: the last lines of a long paragraph are enough to
// tell whether one is open, and reading only those keeps a paragraph of many `$$` lines linear.
const REACH = 4000;

/** For each line break between `lines` (as they are joined with "\n"), whether it falls inside mathematics. */
export function breaksInsideMath(lines: readonly string[]): boolean[] {
  const inside = new Array<boolean>(Math.max(0, lines.length - 1)).fill(false);
  const text = lines.join("\n");
  if (inside.length === 0 || !/[$\\]/.test(text)) return inside;
  const breaks: number[] = [];
  for (let k = 0, at = 0; k < inside.length; k++) breaks.push((at += lines[k]!.length) + k);
  let k = 0;
  for (const [start, end] of inlineMath(text)) {
    while (k < breaks.length && breaks[k]! < start) k++;
    for (let b = k; b < breaks.length && breaks[b]! < end; b++) inside[b] = true;
  }
  return inside;
}

/** Whether `line`, which starts with `$$`, goes on with a formula that the paragraph's `lines` opened. */
export function continuesMath(lines: readonly string[], line: string): boolean {
  let from = lines.length;
  for (let length = 0; from > 0 && length < REACH;) length += lines[--from]!.length + 1;
  return breaksInsideMath([...lines.slice(from), line]).at(-1) ?? false;
}
