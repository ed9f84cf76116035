import { mathMatches, type MathMatch } from "@contract/math-spans.ts";

/**
 * One formula to typeset: its source as the text writes it, its TeX without the delimiters, and whether it is set
 * apart (display) or in the line.
 */
export interface Formula {
  source: string;
  tex: string;
  display: boolean;
}

function formulaOf(source: string, notation: MathMatch["notation"]): Formula {
  switch (notation) {
    case "display":
      return { source, tex: source.slice(2, -2), display: true };
    case "parenthesised":
      return { source, tex: source.slice(2, -2), display: source.startsWith("\\[") };
    case "inline":
      return { source, tex: source.slice(1, -1), display: false };
    case "command":
      return { source, tex: source, display: false };
  }
}

/**
 * The formulas a span of mathematics (one of `mathSpans`) writes, in order: `$a$\beta` is two. Null when the
 * span's pieces overlap without nesting (`$\mathrm{a$ b}`): no reading of it is sure, so it stays text.
 */
export function formulasOf(source: string): Formula[] | null {
  const formulas: Formula[] = [];
  let at = 0;
  for (const match of mathMatches(source)) {
    if (match.end <= at) continue; // inside the formula before it
    if (match.start !== at) return null;
    formulas.push(formulaOf(source.slice(match.start, match.end), match.notation));
    at = match.end;
  }
  return at === source.length && formulas.length > 0 ? formulas : null;
}
