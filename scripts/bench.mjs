// `npm run bench [name] [-- options]`: runs every bench/*.bench.ts (or those whose name contains the argument), one
// process each; further arguments (e.g. `--users 10`) go to each bench.
// Set DATABASE_URL to measure on PostgreSQL instead of the embedded PGlite.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { root } from "./web-build.mjs";

const filter = process.argv[2] ?? "";
const options = process.argv.slice(3);
const files = readdirSync(join(root, "bench"))
  .filter((f) => f.endsWith(".bench.ts") && f.includes(filter))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", join(root, "bench", file), ...options], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
