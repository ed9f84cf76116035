import { readdir, realpath, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { DocumentType } from "../../contract/documents.ts";
import { typeOfFileName } from "../../contract/file-types.ts";

export interface FoundFile {
  /** Absolute path. */
  path: string;
  /** Relative to the imported folder with "/" separators: the key of the state file, stable across systems. */
  relativePath: string;
  type: DocumentType;
  size: number;
  mtimeMs: number;
}

/**
 * Folders never imported: dot-folders (.obsidian settings, .git, .trash, editor caches) hold no notes the user
 * wrote, and node_modules holds other people's README files by the thousand.
 */
export function isSkippedFolder(name: string): boolean {
  return name.startsWith(".") || name === "node_modules";
}

/** The document type of a file name, by extension as the server decides it (contract/file-types.ts). */
export function typeOf(fileName: string): DocumentType | undefined {
  return typeOfFileName(fileName);
}

/**
 * Every importable file under `root`, sorted by relative path so runs are repeatable. Symbolic links are followed
 * (vaults link shared folders in), each real folder visited once so a link loop cannot recurse forever.
 */
export async function findFiles(root: string): Promise<FoundFile[]> {
  const found: FoundFile[] = [];
  const visited = new Set<string>();

  async function visit(dir: string): Promise<void> {
    const real = await realpath(dir);
    if (visited.has(real)) return;
    visited.add(real);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      // Hidden files go with hidden folders (.DS_Store, editors' swap files); node_modules only as a folder.
      if (entry.name.startsWith(".")) continue;
      const path = join(dir, entry.name);
      let info;
      try {
        info = await stat(path); // follows links
      } catch {
        continue; // a dangling link, or removed while we walk
      }
      if (info.isDirectory()) {
        if (!isSkippedFolder(entry.name)) await visit(path);
        continue;
      }
      const type = info.isFile() ? typeOf(entry.name) : undefined;
      if (!type) continue;
      found.push({
        path,
        relativePath: relative(root, path).split(sep).join("/"),
        type,
        size: info.size,
        mtimeMs: Math.trunc(info.mtimeMs),
      });
    }
  }

  await visit(root);
  return found.sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0));
}
