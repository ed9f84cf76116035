import type { Ratio, SetFigures } from "./measure-set.ts";
import { evalSets } from "./sets.ts";
import type { SetFolder } from "./types.ts";

export interface GoalCheck {
  measure: string;
  goal: string;
  value: number | null;
  met: boolean;
}

/** Where the goals of a folder's sets differ (the rest hold for every set that has the measure). */
interface FolderGoals {
  /** real/: an absolute F1@10 (the brief's); domains/: a multiple of the TF-IDF baseline of the same documents. */
  keyphraseF1: { atLeast: number } | { timesBaseline: number };
  /** real/README.md asks for no split-hyphen name; domains/README.md shows the rate without a goal. */
  noSplitHyphen: boolean;
}

const folderGoals: Record<SetFolder, FolderGoals> = {
  real: { keyphraseF1: { atLeast: 0.19 }, noSplitHyphen: true },
  domains: { keyphraseF1: { timesBaseline: 1.2 }, noSplitHyphen: false },
};

const atLeast = (measure: string, value: number | null, goal: number): GoalCheck => ({
  measure,
  goal: `>= ${goal}`,
  value,
  met: value !== null && value >= goal,
});
const atMost = (measure: string, value: number | null, goal: number): GoalCheck => ({
  measure,
  goal: `<= ${goal}`,
  value,
  met: value !== null && value <= goal,
});
const none = (measure: string, r: Ratio): GoalCheck => ({ measure, goal: "= 0", value: r.count, met: r.count === 0 });

/** F1@10 against `factor` x the baseline's; not met when there is no baseline to compare with. */
function timesBaseline(f: SetFigures, factor: number): GoalCheck {
  const needed = f.baseline?.f1 ? factor * f.baseline.f1 : null;
  return {
    measure: "F1@10",
    goal: `>= ${factor} x baseline${needed === null ? " (no baseline)" : ` (${needed.toFixed(3)})`}`,
    value: f.keyphraseF1,
    met: needed !== null && f.keyphraseF1 !== null && f.keyphraseF1 >= needed,
  };
}

/** The goals of the held-out halves (each folder's README, and the brief), for the measures the set has. */
export function goalChecks(f: SetFigures): GoalCheck[] {
  const goals = folderGoals[evalSets[f.set].folder];
  const checks: GoalCheck[] = [];
  if (f.keyphraseF1 !== null)
    checks.push(
      "atLeast" in goals.keyphraseF1
        ? atLeast("F1@10", f.keyphraseF1, goals.keyphraseF1.atLeast)
        : timesBaseline(f, goals.keyphraseF1.timesBaseline),
    );
  if (f.junkAt10) checks.push(atMost("junk@10", f.junkAt10.share, 0.05));
  if (goals.noSplitHyphen) checks.push(none("split-hyphen names", f.splitHyphen));
  if (f.frontMatterLeak) checks.push(none("front-matter leaks", f.frontMatterLeak));
  if (f.titleKind !== "first line") checks.push(atLeast("title", f.title.share, 0.9));
  if (f.mustHaveAt20) checks.push(atLeast("must-have@20", f.mustHaveAt20.share, 0.8));
  if (f.defined) checks.push(atLeast("defined", f.defined.share, 0.25));
  if (f.grounded) checks.push(atLeast("grounded", f.grounded.share, 0.9));
  if (f.generalAt20) checks.push(atMost("general@20", f.generalAt20.share, 0.5));
  // Issue 33: merges a reader agrees with.
  if (f.wrongMerges.total > 0) checks.push(atMost("wrong merges", f.wrongMerges.share, 0.03));
  if (f.abbreviationsMerged.total > 0) checks.push(atLeast("abbreviations merged", f.abbreviationsMerged.share, 0.9));
  checks.push({ measure: "documents not ready", goal: "= 0", value: f.notReady.length, met: f.notReady.length === 0 });
  return checks;
}
