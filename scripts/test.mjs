// `npm test`: lint, typecheck, the server and web suites on PGlite, the server suite on PostgreSQL (when
// TEST_DATABASE_URL is set) and the browser suite. Runs every step, then prints one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root } from "./web-build.mjs";

const resultsDir = join(root, ".tmp", "test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const jsonReport = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(resultsDir, `${name}.json`)}`,
];

const steps = [
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "unit", command: ["npm", "run", "--silent", "test:unit", "--", ...jsonReport("unit")], report: "unit" },
  {
    name: "postgres",
    command: ["npm", "run", "--silent", "test:postgres", "--", ...jsonReport("postgres")],
    report: "postgres",
  },
  { name: "e2e", command: ["npm", "run", "--silent", "test:e2e", "--", ...jsonReport("e2e")], report: "e2e" },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: "inherit", env: process.env });
  const ok = result.status === 0;
  const reportPath = step.report ? join(resultsDir, `${step.report}.json`) : undefined;
  const report = reportPath && existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, "utf8")) : undefined;
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  if (!ok) failures.push(step.name);
  // A step that failed without a failed test (lint, typecheck, a crash before the tests) counts as one failure.
  if (!ok && !report?.numFailedTests) failed++;
  if (ok && !step.report) passed++;
}
console.log(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
