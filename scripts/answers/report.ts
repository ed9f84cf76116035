import { answerGoals, type QuestionOutcome, type Summary, summarise } from "./measures.ts";

const fixed = (n: number, digits = 3) => (Number.isNaN(n) ? "-" : n.toFixed(digits));
const ms = (n: number) => (Number.isNaN(n) ? "-" : `${Math.round(n)}`);

function row(label: string, s: Summary): string {
  return `| ${label} | ${fixed(s.accuracy)} (${s.correct}/${s.answerable}) | ${fixed(s.faithfulness)} (${s.citations} citations) | ${fixed(s.abstention)} (${s.abstained}/${s.unanswerable}) | ${fixed(s.falseAbstention)} | ${fixed(s.inStoredContent)} | ${ms(s.p50)} / ${ms(s.p95)} |`;
}

/** Odd and even question numbers: the split reported beside every figure (dev-001 is odd). */
export const half = (id: string): "odd" | "even" => (Number(/\d+$/.exec(id)?.[0] ?? 0) % 2 === 1 ? "odd" : "even");

/** The table the README's measures fill, overall, per set and per half, then the goals. */
export function report(outcomes: readonly QuestionOutcome[]): string {
  const all = summarise(outcomes);
  const lines = [
    "| questions | accuracy | faithfulness | abstention | false abstention | answer in stored content | p50 / p95 ms |",
    "|---|---|---|---|---|---|---|",
    row("all", all),
    row("pdfs", summarise(outcomes.filter((o) => o.question.set === "pdfs"))),
    row("vault", summarise(outcomes.filter((o) => o.question.set === "vault"))),
    row("odd", summarise(outcomes.filter((o) => half(o.question.id) === "odd"))),
    row("even", summarise(outcomes.filter((o) => half(o.question.id) === "even"))),
    "",
    `goals: accuracy ${fixed(all.accuracy)} >= ${answerGoals.accuracy} ${all.accuracy >= answerGoals.accuracy ? "met" : "NOT met"}; ` +
      `faithfulness ${fixed(all.faithfulness)} >= ${answerGoals.faithfulness} ${all.faithfulness >= answerGoals.faithfulness ? "met" : "NOT met"}; ` +
      `abstention ${fixed(all.abstention)} >= ${answerGoals.abstention} ${all.abstention >= answerGoals.abstention ? "met" : "NOT met"}; ` +
      `p95 ${ms(all.p95)} ms < ${answerGoals.p95Ms} ${all.p95 < answerGoals.p95Ms ? "met" : "NOT met"}`,
  ];
  return lines.join("\n");
}

/** One line per question, for reading what the answers were. */
export function questionLine(o: QuestionOutcome): string {
  const mark = o.question.unanswerable
    ? o.abstained
      ? "ABSTAIN ok"
      : "ANSWERED (should abstain)"
    : o.correct
      ? "RIGHT"
      : o.abstained
        ? "ABSTAINED"
        : "WRONG";
  const answer = o.response.answer ? o.response.answer.replace(/\s+/g, " ").slice(0, 300) : "(none)";
  return `${o.question.id} [${mark}] ${o.question.question}\n   gold: ${o.question.answers.join(" | ") || "-"}\n   answer: ${answer}`;
}
