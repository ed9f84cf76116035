// Builds the web app into dist/web when the build is missing or its sources changed since the last build.
// Staleness is judged by a hash of the sources (not mtimes, which a git checkout resets).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { spawnSync } from "node:child_process";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "dist", "web");
const stampFile = join(outDir, ".source-hash");
const sources = ["web", "contract", "vite.config.ts", "package.json", "tsconfig.json"];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    if (entry.name.endsWith(".test.ts") || entry.name.endsWith(".test.tsx")) continue;
    yield* files(join(path, entry.name));
  }
}

export function sourceHash() {
  const hash = createHash("sha256");
  for (const source of sources) {
    for (const file of files(join(root, source))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export function isWebBuildFresh() {
  return (
    existsSync(join(outDir, "index.html")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === sourceHash()
  );
}

/**
 * Writes .br and .gz next to every text asset so the server sends them compressed without spending CPU per
 * request (@fastify/static's preCompressed option).
 */
function precompress(dir) {
  for (const file of files(dir)) {
    if (!/\.(js|css|html|svg|json|txt|map)$/.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Returns true when it built. */
export function ensureWebBuild({ force = false } = {}) {
  if (!force && isWebBuildFresh()) return false;
  const hash = sourceHash();
  console.log(
    existsSync(join(outDir, "index.html")) ? "Web app sources changed: rebuilding…" : "Building the web app…",
  );
  const vite = join(root, "node_modules", "vite", "bin", "vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The web app build failed (see above).");
  precompress(outDir);
  writeFileSync(stampFile, hash);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureWebBuild({ force: process.argv.includes("--force") });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
