import { useSyncExternalStore } from "react";
import type katexModule from "katex";

/**
 * What KaTeX may do with a document's TeX: no command that links, loads or sets HTML attributes (`trust: false`),
 * sizes capped at 20 em and macro expansion at 500 steps, so no formula can blow up the page or hang it.
 */
const options = {
  throwOnError: true,
  output: "htmlAndMathml",
  trust: false,
  strict: "ignore",
  maxSize: 20,
  maxExpand: 500,
} as const;

let katex: typeof katexModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads KaTeX (once); components showing mathematics re-render when it is there. */
export function loadKatex(): Promise<void> {
  loading ??= import("./katex.ts").then(
    (module) => {
      katex = module.default;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // the formulas stay text; the next one to be shown tries again
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isLoaded = () => katex !== null;

/** Whether KaTeX is loaded (it loads when the first formula is shown, see loadKatex). */
export function useKatexLoaded(): boolean {
  return useSyncExternalStore(subscribe, isLoaded, isLoaded);
}

const cache = new Map<string, string | null>();
const cacheLimit = 2000;

/**
 * The formula typeset by KaTeX as HTML (KaTeX escapes its input), or null when KaTeX cannot read it or is not loaded
 * yet: the caller then shows the TeX as text. Results are kept, so a page rendered again does not typeset again.
 */
export function renderTex(tex: string, display: boolean): string | null {
  if (!katex) return null;
  const key = `${display ? "D" : "I"}${tex}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  let html: string | null;
  try {
    html = katex.renderToString(tex, { ...options, displayMode: display });
  } catch {
    html = null;
  }
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(key, html);
  return html;
}
