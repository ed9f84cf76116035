import type { DocFigures } from "./measure-document.ts";
import { measuresBySet } from "./measures.ts";
import { firstLine } from "./titles.ts";
import type { RealRecord, SetName } from "./types.ts";

/** A file name for a record id (ids hold slashes, colons and spaces). */
export const dumpFileName = (recordId: string): string =>
  `${recordId.replace(/[^\p{L}\p{N}._-]+/gu, "_").slice(0, 150)}.txt`;

/** One document as a person reviewing the output would want to read it. */
export function dumpText(set: SetName, record: RealRecord, doc: DocFigures): string {
  const lines = [`record: ${record.id} (${set}, ${record.fileName})`, `title shown: ${doc.title}`];
  if (record.title) lines.push(`gold title: ${record.title}`);
  if (record.titles.length > 0) lines.push(`gold titles: ${[...new Set(record.titles)].join(" | ")}`);
  if (measuresBySet[set].title === "first line") lines.push(`first line: ${firstLine(record.text)}`);
  lines.push(`title matches: ${doc.titleMatch ? "yes" : "no"}`);
  lines.push(`status: ${doc.status}${doc.error ? ` (${doc.error})` : ""}`, `concepts: ${doc.conceptCount}`);
  if (doc.keyphrases) {
    const k = doc.keyphrases;
    lines.push(
      `F1@10: ${k.f1.toFixed(3)} (P ${k.precision.toFixed(3)}, R ${k.recall.toFixed(3)}); hits: ${k.hits.join(", ") || "none"}`,
    );
  }
  if (doc.mustHave) {
    const found = new Set(doc.mustHave.found.map((item) => item.join(" / ")));
    const ranks = doc.mustHave.ranks;
    const missing = record.mustHave
      .map((item, i) => ({ name: item.join(" / "), rank: ranks[i] }))
      .filter((item) => !found.has(item.name))
      .map(
        (item) =>
          `${item.name} (${item.rank === null || item.rank === undefined ? "no concept" : `rank ${item.rank}`})`,
      );
    lines.push(
      `must-have found: ${[...found].join("; ") || "none"}`,
      `must-have missing: ${missing.join("; ") || "none"}`,
    );
  }
  if (doc.splitHyphenNames.length > 0) lines.push(`split-hyphen names: ${doc.splitHyphenNames.join("; ")}`);
  if (doc.frontMatterLeaks) lines.push(`front-matter leaks: ${doc.frontMatterLeaks.join("; ") || "none"}`);
  lines.push("", "first 20 concepts:");
  doc.top20.forEach((c, i) => {
    const marks = [
      c.junk.length > 0 ? `JUNK: ${c.junk.join(", ")}` : "",
      c.keyphraseHit ? "F1 hit" : "",
      c.mustHave ? "must-have" : "",
      c.extends ? `extends "${c.extends}"` : "",
    ].filter(Boolean);
    const category = c.category ? ` (${c.category})` : "";
    lines.push(
      `${String(i + 1).padStart(2)}. ${c.name}${category}${marks.length > 0 ? `   [${marks.join("] [")}]` : ""}`,
    );
    if (c.definition)
      lines.push(
        `    definition${c.grounded === null ? "" : c.grounded ? " (grounded)" : " (NOT grounded)"}: ${c.definition}`,
      );
  });
  return `${lines.join("\n")}\n`;
}
