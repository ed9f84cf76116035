// `npm run dev`: the server with reload on change (port 5000) and Vite's dev server with hot reload (port 5173).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { root } from "./web-build.mjs";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", join(root, "server", "main.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, MNEMO_PUBLIC_URL: process.env.MNEMO_PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js")], { cwd: root, stdio: "inherit" }),
];
console.log("Open http://localhost:5173 (API on http://localhost:5000).");
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) child.on("exit", (code) => (stop("SIGTERM"), (process.exitCode ||= code ?? 0)));
