import { useEffect, useMemo } from "react";
import { formulasOf } from "./formulas.ts";
import { loadKatex, renderTex, useKatexLoaded } from "./render-tex.ts";
import { mathParts } from "./text-parts.ts";

/**
 * A span of mathematics (its TeX source, delimiters included) typeset by KaTeX. A formula KaTeX cannot read, or a
 * span with no sure reading, is shown as the text writes it, and so is every formula until KaTeX has loaded. KaTeX's
 * own output is the only HTML set here.
 */
export function MathSource({ source }: { source: string }) {
  const loaded = useKatexLoaded();
  useEffect(() => void loadKatex(), []);
  const formulas = useMemo(
    () =>
      loaded
        ? formulasOf(source)?.map((formula) => ({ ...formula, html: renderTex(formula.tex, formula.display) }))
        : null,
    [source, loaded],
  );
  if (!formulas) return source;
  return formulas.map((formula, i) =>
    formula.html === null ? (
      formula.source
    ) : (
      <span
        key={i}
        className={formula.display ? "block max-w-full overflow-x-auto overflow-y-hidden" : undefined}
        dangerouslySetInnerHTML={{ __html: formula.html }}
      />
    ),
  );
}

/** A text with its mathematics typeset (`$...$`, `$$...$$`, `\(...\)`, `\[...\]`, TeX commands), the rest as text. */
export function TextWithMath({ text }: { text: string }) {
  const parts = useMemo(() => mathParts(text), [text]);
  return parts.map((part, i) => (part.math ? <MathSource key={i} source={part.text} /> : part.text));
}
