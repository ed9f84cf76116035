import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** The repository root. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Where screenshots go (git-ignored). */
export const screenshotDir = join(repoRoot, "e2e", "screenshots");

/** The path for a named screenshot, creating the folder on first use. */
export function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, `${name}.png`);
}
