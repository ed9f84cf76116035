#!/usr/bin/env node
// Browser tests: builds the web app when its sources changed (scripts/web-build.mjs), then runs e2e/**/*.e2e.ts
// (each file starts the real server and chromium). Extra arguments go to vitest, e.g.
// `node scripts/test-e2e.mjs e2e/auth.e2e.ts`.
// MNEMO_E2E_SKIP_BUILD=1 reuses dist/web as it is; MNEMO_E2E_CHROMIUM overrides /usr/bin/chromium.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ensureWebBuild, root } from "./web-build.mjs";

const chromium = process.env.MNEMO_E2E_CHROMIUM ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

if (process.env.MNEMO_E2E_SKIP_BUILD === "1" && existsSync(join(root, "dist", "web", "index.html"))) {
  console.log("Using the existing dist/web build.");
} else {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
const result = spawnSync(process.execPath, [vitest, "run", "-c", "vitest.e2e.config.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
