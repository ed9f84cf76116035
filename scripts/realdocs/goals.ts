import type { Ratio, SetFigures } from "./measure-set.ts";

export interface GoalCheck {
  measure: string;
  goal: string;
  value: number | null;
  met: boolean;
}

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

/** The goals of this half (README and brief), for the measures the set has. */
export function goalChecks(f: SetFigures): GoalCheck[] {
  const checks: GoalCheck[] = [];
  if (f.keyphraseF1 !== null) checks.push(atLeast("F1@10", f.keyphraseF1, 0.19));
  if (f.junkAt10) checks.push(atMost("junk@10", f.junkAt10.share, 0.05));
  checks.push(none("split-hyphen names", f.splitHyphen));
  if (f.frontMatterLeak) checks.push(none("front-matter leaks", f.frontMatterLeak));
  if (f.titleKind !== "first line") checks.push(atLeast("title", f.title.share, 0.9));
  if (f.mustHaveAt20) checks.push(atLeast("must-have@20", f.mustHaveAt20.share, 0.8));
  if (f.defined) checks.push(atLeast("defined", f.defined.share, 0.25));
  if (f.grounded) checks.push(atLeast("grounded", f.grounded.share, 0.9));
  checks.push({ measure: "documents not ready", goal: "= 0", value: f.notReady.length, met: f.notReady.length === 0 });
  return checks;
}
