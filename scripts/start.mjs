// `npm start`: builds the web app if needed, then runs the server binary (server/main.ts) with the given flags,
// passing signals through so a stop is graceful.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureWebBuild, root } from "./web-build.mjs";

if (!process.env.MNEMO_SKIP_WEB_BUILD) {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

const child = spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts"), ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
