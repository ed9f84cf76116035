import { goalChecks, type GoalCheck } from "./goals.ts";
import type { Ratio, SetFigures } from "./measure-set.ts";
import { evalSets } from "./sets.ts";
import type { TfidfBaseline } from "./tfidf-baseline.ts";

const three = (x: number | null): string => (x === null ? "n/a" : x.toFixed(3));
const count = (n: number): string => n.toLocaleString("en-US");
const ratioText = (r: Ratio, unit = ""): string => `${three(r.share)} (${count(r.count)} of ${count(r.total)}${unit})`;
const verdict = (check: GoalCheck | undefined): string =>
  check ? `goal ${check.goal.padEnd(7)} ${check.met ? "met" : "NOT MET"}` : "no goal";

/** `0.066 (baseline 0.132, ratio 0.50 x)`: a keyphrase set's F1@10 beside the TF-IDF baseline of its documents. */
export function keyphraseF1Text(f: SetFigures): string {
  if (!f.baseline) return three(f.keyphraseF1);
  const ratio = f.baselineRatio === null ? "n/a" : `${f.baselineRatio.toFixed(2)} x`;
  return `${three(f.keyphraseF1)} (baseline ${three(f.baseline.f1)}, ratio ${ratio})`;
}

const baselineSource = (b: TfidfBaseline): string =>
  b.error
    ? `not available (${b.error.slice(0, 200)})`
    : b.source === "stored"
      ? `${three(b.f1)} from SOURCES.json (tfidfBaselineF1At10, the whole file)`
      : `${three(b.f1)} computed by kp-tfidf.mjs on these ${b.documents} documents`;

/** The figures of one set as lines of text, each beside its goal. */
export function formatSetReport(f: SetFigures): string {
  const goals = goalChecks(f);
  const goal = (measure: string) => goals.find((g) => g.measure === measure);
  const rows: Array<[string, string, string]> = [];
  if (f.keyphraseF1 !== null) rows.push(["F1@10", keyphraseF1Text(f), verdict(goal("F1@10"))]);
  if (f.junkAt10) rows.push(["junk@10", ratioText(f.junkAt10), verdict(goal("junk@10"))]);
  rows.push([
    "split-hyphen",
    `${count(f.splitHyphen.count)} of ${count(f.splitHyphen.total)} names (${three(f.splitHyphen.share)})`,
    verdict(goal("split-hyphen names")),
  ]);
  if (f.mustHaveAt20)
    rows.push([
      "must-have recall@20",
      ratioText(f.mustHaveAt20, " items, mean per paper"),
      verdict(goal("must-have@20")),
    ]);
  if (f.titleKind === "first line") rows.push(["title (first line)", ratioText(f.title), "informational"]);
  else rows.push(["title", ratioText(f.title), verdict(goal("title"))]);
  if (f.frontMatterLeak)
    rows.push(["front-matter leak", ratioText(f.frontMatterLeak, " concepts"), verdict(goal("front-matter leaks"))]);
  if (f.defined) rows.push(["defined (first 20)", ratioText(f.defined), verdict(goal("defined"))]);
  if (f.grounded) rows.push(["grounded definitions", ratioText(f.grounded), verdict(goal("grounded"))]);
  rows.push(["variants@20", ratioText(f.variantsAt20), "no goal"]);
  if (f.relatedAt20) rows.push(["related@20", ratioText(f.relatedAt20, " concepts, mean per document"), "no goal"]);
  if (f.generalAt20)
    rows.push(["general@20", ratioText(f.generalAt20, " concepts, mean per paper"), verdict(goal("general@20"))]);
  rows.push(["wrong merges", ratioText(f.wrongMerges, " merges"), verdict(goal("wrong merges"))]);
  rows.push([
    "abbreviations merged",
    ratioText(f.abbreviationsMerged, " defined"),
    verdict(goal("abbreviations merged")),
  ]);
  rows.push(["documents not ready", `${f.notReady.length} of ${f.documents}`, verdict(goal("documents not ready"))]);

  const ingest = f.ingest
    ? `ingest${f.ingest.kept ? " (the kept run's; nothing uploaded now)" : ""}: ${f.ingest.documents} documents in ${f.ingest.seconds.toFixed(0)} s for ${(f.ingest.bytes / 1e6).toFixed(2)} MB = ${f.ingest.secondsPerMb.toFixed(1)} s/MB`
    : "ingest: not measured";
  const info = evalSets[f.set];
  const lines = [`== ${f.set}: ${info.label} (${info.folder}/${info.file}), ${f.documents} documents`, ingest];
  if (f.baseline) lines.push(`TF-IDF baseline F1@10: ${baselineSource(f.baseline)}`);
  for (const [name, value, note] of rows) lines.push(`  ${name.padEnd(22)} ${value.padEnd(42)} ${note}`.trimEnd());
  for (const [name, alias] of f.wrongMergeExamples) lines.push(`    wrong merge: "${alias}" into "${name}"`);
  for (const [long, short] of f.abbreviationsApart) lines.push(`    apart: "${short}" from "${long}"`);
  for (const doc of f.notReady)
    lines.push(`    not ready: ${doc.recordId} ${doc.status}${doc.error ? `: ${doc.error}` : ""}`);
  return lines.join("\n");
}

/** One row per set: every figure with ✓ (goal met) or ✗ (goal not met) where it has a goal. */
export function formatFinalTable(sets: readonly SetFigures[]): string {
  const header = [
    "set",
    "docs",
    "ready",
    "F1@10",
    "baseline",
    "x baseline",
    "junk@10",
    "split-hyphen",
    "must-have@20",
    "title",
    "FM leak",
    "defined",
    "grounded",
    "variants@20",
    "general@20",
    "related@20",
    "wrong merges",
    "abbrev. merged",
    "s/MB",
  ];
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
  for (const f of sets) {
    const goals = goalChecks(f);
    const mark = (measure: string) => {
      const check = goals.find((g) => g.measure === measure);
      return check ? (check.met ? " ✓" : " ✗") : "";
    };
    const shareCell = (r: Ratio | null, measure: string) => (r ? `${three(r.share)}${mark(measure)}` : "—");
    const cells = [
      f.set,
      String(f.documents),
      `${f.documents - f.notReady.length}${mark("documents not ready")}`,
      f.keyphraseF1 === null ? "—" : `${three(f.keyphraseF1)}${mark("F1@10")}`,
      f.baseline ? three(f.baseline.f1) : "—",
      f.baselineRatio === null ? "—" : f.baselineRatio.toFixed(2),
      shareCell(f.junkAt10, "junk@10"),
      `${f.splitHyphen.count}/${f.splitHyphen.total}${mark("split-hyphen names")}`,
      shareCell(f.mustHaveAt20, "must-have@20"),
      f.titleKind === "first line" ? `${three(f.title.share)} (first line)` : shareCell(f.title, "title"),
      f.frontMatterLeak ? `${f.frontMatterLeak.count}/${f.frontMatterLeak.total}${mark("front-matter leaks")}` : "—",
      shareCell(f.defined, "defined"),
      shareCell(f.grounded, "grounded"),
      three(f.variantsAt20.share),
      shareCell(f.generalAt20, "general@20"),
      f.relatedAt20 ? three(f.relatedAt20.share) : "—",
      shareCell(f.wrongMerges.total > 0 ? f.wrongMerges : null, "wrong merges"),
      shareCell(f.abbreviationsMerged.total > 0 ? f.abbreviationsMerged : null, "abbreviations merged"),
      f.ingest ? `${f.ingest.secondsPerMb.toFixed(1)}${f.ingest.kept ? " (kept)" : ""}` : "—",
    ];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}
