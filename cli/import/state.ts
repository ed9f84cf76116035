import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { z } from "zod";

/**
 * What one import remembers, so a second run skips what the first one uploaded: per file (by path relative to the
 * folder) its size, modification time, content hash and the document it became.
 */
const entrySchema = z.object({
  size: z.number(),
  mtimeMs: z.number(),
  sha256: z.string(),
  documentId: z.string(),
  importedAt: z.string(),
});
export type StateEntry = z.infer<typeof entrySchema>;

/** Where the documents went: the same folder sent to another server, account or project is a new import. */
export interface ImportTarget {
  server: string;
  userId: string;
  projectId: string | null;
  folder: string;
}

const fileSchema = z.object({
  version: z.literal(1),
  target: z.object({ server: z.string(), userId: z.string(), projectId: z.string().nullable(), folder: z.string() }),
  files: z.record(z.string(), entrySchema),
});

/**
 * The per-user state folder: never inside the imported folder, which is often a synced vault or a git checkout
 * (a stray file would travel to other devices and into commits) and may be read-only.
 */
export function stateDirectory(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
  home = homedir(),
): string {
  if (platform === "win32") return join(env.LOCALAPPDATA || join(home, "AppData", "Local"), "mnemo", "imports");
  if (platform === "darwin") return join(home, "Library", "Application Support", "mnemo", "imports");
  return join(env.XDG_STATE_HOME || join(home, ".local", "state"), "mnemo", "imports");
}

/** One file per target, named after the folder so a person can find (and delete) it. */
export function defaultStatePath(target: ImportTarget, env: NodeJS.ProcessEnv): string {
  const key = createHash("sha256")
    .update(JSON.stringify([target.server, target.userId, target.projectId, target.folder]))
    .digest("hex")
    .slice(0, 16);
  const name =
    basename(target.folder)
      .replace(/[^A-Za-z0-9._-]+/g, "_")
      .slice(0, 60) || "folder";
  return join(stateDirectory(env), `${name}-${key}.json`);
}

export class StateFileError extends Error {
  override name = "StateFileError";
}

export class ImportState {
  private dirty = false;
  private writing: Promise<void> | null = null;

  private constructor(
    readonly path: string,
    private readonly target: ImportTarget,
    private readonly files: Record<string, StateEntry>,
  ) {}

  /** The state at `path`, or an empty one. A damaged file or one of another target stops the import. */
  static async load(path: string, target: ImportTarget): Promise<ImportState> {
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return new ImportState(path, target, {});
      throw error;
    }
    let parsed;
    try {
      parsed = fileSchema.parse(JSON.parse(text));
    } catch {
      throw new StateFileError(`The import state file ${path} is damaged. Delete it to import every file again.`);
    }
    const t = parsed.target;
    if (
      t.server !== target.server ||
      t.userId !== target.userId ||
      t.projectId !== target.projectId ||
      t.folder !== target.folder
    ) {
      throw new StateFileError(
        `The import state file ${path} belongs to another import (${t.folder} to ${t.server}). Choose another --state file.`,
      );
    }
    return new ImportState(path, target, parsed.files);
  }

  get(relativePath: string): StateEntry | undefined {
    return this.files[relativePath];
  }

  get size(): number {
    return Object.keys(this.files).length;
  }

  /** Records a file and saves; resolves once a save that includes it is on disk. */
  record(relativePath: string, entry: StateEntry): Promise<void> {
    this.files[relativePath] = entry;
    return this.save();
  }

  /**
   * Saves are atomic (a complete temporary file renamed over the old one, so a crash leaves the old or the new
   * state, never half of one) and coalesced: records that arrive while a save runs go into the next one.
   */
  save(): Promise<void> {
    this.dirty = true;
    this.writing ??= this.writeLoop();
    return this.writing;
  }

  private async writeLoop(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        await writeAtomically(
          this.path,
          `${JSON.stringify({ version: 1, target: this.target, files: this.files }, null, 1)}\n`,
        );
      }
    } finally {
      this.writing = null;
    }
  }
}

async function writeAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const handle = await open(temporary, "w", 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync(); // the data is on disk before the rename makes it the state
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** SHA-256 of a file, streamed (PDFs may be large). */
export function hashFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(path)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

export type FileVerdict = "new" | "unchanged" | "changed";

/**
 * Whether a file needs uploading. Same size and modification time: unchanged without reading it. Otherwise the
 * content hash decides, so a file merely touched (a sync tool, a git checkout) is not uploaded again.
 */
export async function compareWithState(
  entry: StateEntry | undefined,
  file: { size: number; mtimeMs: number },
  hash: () => Promise<string>,
): Promise<FileVerdict> {
  if (!entry) return "new";
  if (entry.size === file.size && entry.mtimeMs === file.mtimeMs) return "unchanged";
  if (entry.size !== file.size) return "changed";
  return (await hash()) === entry.sha256 ? "unchanged" : "changed";
}
