import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * PGlite is a single-process database with no lock of its own: two processes on one data directory silently
 * lose writes. This lock file makes the second process refuse to start. A lock left by a process that is gone
 * (killed with SIGKILL, power loss) is detected and taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Mnemo server (pid ${holderPid}) is already using the data directory ${dataDir}. ` +
        `Stop that server first, or point MNEMO_DATA_DIR at another directory (or set DATABASE_URL to use PostgreSQL, ` +
        `which several servers can share).`,
    );
    this.name = "DataDirLockedError";
  }
}

interface LockContent {
  pid: number;
  host: string;
  /** Start time of the holding process (Linux /proc), so a recycled pid is not mistaken for the holder. */
  startTicks: string | null;
}

const LOCK_FILE = "mnemo.lock";

function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime) comes after the command name, which is in parentheses and may contain spaces.
    const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return afterName[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(lock: LockContent): boolean {
  if (lock.host !== hostname()) return true; // cannot check another machine's processes: assume alive
  try {
    process.kill(lock.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  if (lock.startTicks === null) return true;
  const current = processStartTicks(lock.pid);
  return current === null || current === lock.startTicks;
}

function readLock(path: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<LockContent>;
    if (typeof parsed.pid !== "number") return null;
    return { pid: parsed.pid, host: parsed.host ?? hostname(), startTicks: parsed.startTicks ?? null };
  } catch {
    return null; // unreadable or half-written lock: treat as stale
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine: LockContent = { pid: process.pid, host: hostname(), startTicks: processStartTicks(process.pid) };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const current = readLock(path);
          if (current?.pid === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readLock(path);
    if (holder && holder.pid !== process.pid && isAlive(holder)) throw new DataDirLockedError(dataDir, holder.pid);
    if (holder?.pid === process.pid) throw new Error(`The data directory ${dataDir} is already open in this process.`);
    try {
      unlinkSync(path); // stale: its process is gone
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
