/**
 * The bits of HTML a note may carry inline: character references decoded, tags dropped (their text stays).
 */

// The named references notes actually use; any other name is left as written.
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  plusmn: "±",
  times: "×",
  divide: "÷",
  micro: "µ",
  middot: "·",
  bull: "•",
  para: "¶",
  sect: "§",
  laquo: "«",
  raquo: "»",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  le: "≤",
  ge: "≥",
  ne: "≠",
  asymp: "≈",
  rarr: "→",
  larr: "←",
  harr: "↔",
  rArr: "⇒",
  infin: "∞",
  minus: "−",
  alpha: "α",
  beta: "β",
  gamma: "γ",
  delta: "δ",
  epsilon: "ε",
  lambda: "λ",
  mu: "μ",
  pi: "π",
  sigma: "σ",
  tau: "τ",
  phi: "φ",
  omega: "ω",
  Delta: "Δ",
  Sigma: "Σ",
  Omega: "Ω",
};

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/y;

/** The character reference at `at` ("&amp;", "&#39;", "&#x2014;") as its text and length, or null. */
export function characterReference(text: string, at: number): { text: string; length: number } | null {
  REFERENCE.lastIndex = at;
  const match = REFERENCE.exec(text);
  if (!match) return null;
  if (match[3] !== undefined) {
    const named = Object.hasOwn(NAMED, match[3]) ? NAMED[match[3]] : undefined;
    return named === undefined ? null : { text: named, length: match[0].length };
  }
  const code = match[1] !== undefined ? parseInt(match[1], 16) : parseInt(match[2]!, 10);
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return { text: valid ? String.fromCodePoint(code) : "\ufffd", length: match[0].length };
}

// Only real element names count as tags: "a<b>c" in a formula, "<Note name>" or "x <y and z>" stay text.
const ELEMENTS = new Set(
  (
    "a abbr address article aside audio b bdi bdo big blockquote body br button caption center cite code col colgroup " +
    "data dd del details dfn div dl dt em embed figcaption figure font footer h1 h2 h3 h4 h5 h6 head header hr html i " +
    "iframe img input ins kbd label legend li link main mark meta nav object ol p picture pre q s samp section small " +
    "source span strike strong style sub summary sup svg table tbody td tfoot th thead time tr tt u ul var video wbr"
  ).split(" "),
);

// An opening or closing tag with its attributes; every part is bounded so a long line cannot make it backtrack.
const TAG =
  /<(\/?)([A-Za-z][A-Za-z0-9-]{0,20})((?:[ \t\n]+[A-Za-z_:][\w.:-]{0,60}(?:[ \t\n]*=[ \t\n]*(?:"[^"\n]{0,2000}"|'[^'\n]{0,2000}'|[^\s"'=<>`]{1,2000}))?){0,50})[ \t\n]*\/?>/y;

/** The HTML tag at `at`: its length and whether it breaks the line (`<br>`), or null when `<` starts no tag. */
export function htmlTag(text: string, at: number): { length: number; lineBreak: boolean } | null {
  TAG.lastIndex = at;
  const match = TAG.exec(text);
  if (!match) return null;
  const name = match[2]!.toLowerCase();
  if (!ELEMENTS.has(name)) return null;
  return { length: match[0].length, lineBreak: name === "br" && match[1] === "" };
}
