import type { ImportOutcome } from "./run-import.ts";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The closing report: counts first, then every failure with its reason, then how to continue or start over. */
export function formatSummary(outcome: ImportOutcome, statePath: string): string {
  const lines: string[] = [];
  const replaced = outcome.replaced.length
    ? ` (${outcome.replaced.length} changed since the last import, replacing their earlier documents)`
    : "";
  lines.push(`Imported ${plural(outcome.imported.length, "file")}${replaced}.`);
  const skipped = [`${outcome.skipped} already imported and unchanged`];
  if (outcome.empty.length) skipped.push(`${outcome.empty.length} empty`);
  lines.push(`Skipped ${plural(outcome.skipped + outcome.empty.length, "file")}: ${skipped.join(", ")}.`);
  if (outcome.failed.length) {
    lines.push(`Failed: ${plural(outcome.failed.length, "file")}:`);
    for (const failure of outcome.failed) lines.push(`  ${failure.path}: ${failure.reason}`);
  } else {
    lines.push("Failed: none.");
  }
  if (outcome.stopped) {
    lines.push(
      `Stopped early: ${outcome.stopped.reason}. ${plural(outcome.stopped.notTried, "file")} not tried; run the same command again to continue.`,
    );
  } else if (outcome.failed.length) {
    lines.push("Run the same command again to retry the failed files; imported ones are skipped.");
  }
  if (outcome.imported.length)
    lines.push("Mnemo is extracting their concepts now; the Documents page shows the progress.");
  lines.push(`Import state: ${statePath} (delete it to import everything again).`);
  return `${lines.join("\n")}\n`;
}
