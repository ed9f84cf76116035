import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, acquireDataDirLock } from "./data-dir-lock.ts";

const freshDir = () => mkdtempSync(join(tmpdir(), "mnemo-lock-"));

/** A pid that certainly belonged to a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("data directory lock", () => {
  it("creates the directory, writes this process's pid and removes the file on release", () => {
    const dir = join(freshDir(), "nested", "data");
    const lock = acquireDataDirLock(dir);
    const content = JSON.parse(readFileSync(join(dir, "mnemo.lock"), "utf8"));
    expect(content.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, "mnemo.lock"))).toBe(false);
  });

  it("refuses while a live process holds it, naming the pid and the directory", () => {
    const dir = freshDir();
    // The parent of this test process is alive for the whole test.
    writeFileSync(join(dir, "mnemo.lock"), JSON.stringify({ pid: process.ppid, host: hostname(), startTicks: null }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${process.ppid}.*${dir}`));
  });

  it("takes over a lock whose process is gone", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "mnemo.lock"), JSON.stringify({ pid: deadPid(), host: hostname(), startTicks: "1" }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, "mnemo.lock"), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock whose pid now belongs to another, later process", () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, "mnemo.lock"),
      JSON.stringify({ pid: process.ppid, host: hostname(), startTicks: "not-the-real-start" }),
    );
    const lock = acquireDataDirLock(dir);
    lock.release();
  });

  it("takes over an unreadable lock file", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "mnemo.lock"), "{half-writ");
    acquireDataDirLock(dir).release();
  });
});
