// Runs the server suite a second time against a real PostgreSQL, when TEST_DATABASE_URL names one
// (for example postgres://mnemo:mnemo@127.0.0.1:5432/mnemo; the role needs CREATEDB). CI always sets it.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { root } from "./web-build.mjs";

if (!process.env.TEST_DATABASE_URL) {
  console.log("PostgreSQL suite skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it (CI does).");
  process.exit(0);
}
const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
const result = spawnSync(process.execPath, [vitest, "run", "--project", "server", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
