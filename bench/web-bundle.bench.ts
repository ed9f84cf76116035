// JavaScript each first route downloads, gzip-compressed, from the production build's manifest
// (dist/web/.vite/manifest.json): the entry plus the lazily loaded chunks a route needs, with every chunk they
// import statically. Budget (issue 3): under 200 KB gzip on the first route; the graph page's code stays out of it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ensureWebBuild, root } from "../scripts/web-build.mjs";
import { printResult } from "./support.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

ensureWebBuild();
const outDir = join(root, "dist", "web");
const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

/** Every JS file the given manifest entries load before they can run (static imports, transitively). */
function closure(keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipKb = (files: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw: (raw / 1024).toFixed(1), gzip: (gzip / 1024).toFixed(1) };
};

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error("No entry in the build manifest");

const routes: Record<string, string[]> = {
  "landing (signed out /)": [entry, "pages/landing-page.tsx"],
  "home (signed in /)": [entry, "features/shell/app-shell.tsx", "pages/home-page.tsx"],
  "sign-in (/sign-in)": [entry, "pages/sign-in-page.tsx"],
};

for (const [name, keys] of Object.entries(routes)) {
  const files = closure(keys);
  const size = gzipKb(files);
  printResult(`first-route JS, ${name}`, { files: files.size, rawKB: size.raw, gzipKB: size.gzip });
}

const home = closure(routes["home (signed in /)"]!);
const graphOnly = [...closure([...routes["home (signed in /)"]!, "pages/graph-page.tsx"])].filter(
  (file) => !home.has(file),
);
const graphSize = gzipKb(graphOnly);
printResult("graph page, loaded on demand", { files: graphOnly.length, rawKB: graphSize.raw, gzipKB: graphSize.gzip });

const css = manifest[entry]!.css ?? [];
const cssSize = gzipKb(css);
printResult("CSS (all routes)", { files: css.length, rawKB: cssSize.raw, gzipKB: cssSize.gzip });
