import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  compareWithState,
  defaultStatePath,
  hashFile,
  ImportState,
  stateDirectory,
  StateFileError,
  type StateEntry,
} from "./state.ts";

const target = { server: "http://localhost:5000", userId: "u1", projectId: null, folder: "/home/a/vault" };
const entry = (over: Partial<StateEntry> = {}): StateEntry => ({
  size: 10,
  mtimeMs: 1000,
  sha256: "abc",
  documentId: "d1",
  importedAt: "2025-01-01T00:00:00.000Z",
  ...over,
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "mnemo-state-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("ImportState", () => {
  it("starts empty, records, and reads back what it saved", async () => {
    const path = join(dir, "nested", "state.json");
    const state = await ImportState.load(path, target);
    expect(state.size).toBe(0);
    await state.record("a.md", entry());
    await state.record("sub/b.pdf", entry({ documentId: "d2" }));
    const again = await ImportState.load(path, target);
    expect(again.get("a.md")).toEqual(entry());
    expect(again.get("sub/b.pdf")?.documentId).toBe("d2");
    expect(again.size).toBe(2);
  });

  it("coalesces saves that arrive together and leaves no temporary file behind", async () => {
    const path = join(dir, "state.json");
    const state = await ImportState.load(path, target);
    await Promise.all(Array.from({ length: 50 }, (_, i) => state.record(`f${i}.md`, entry({ documentId: `d${i}` }))));
    expect((await ImportState.load(path, target)).size).toBe(50);
    expect(await readdir(dir)).toEqual(["state.json"]);
  });

  it("refuses a damaged file and a file of another import instead of starting over", async () => {
    const path = join(dir, "state.json");
    await writeFile(path, "{ not json");
    await expect(ImportState.load(path, target)).rejects.toThrow(StateFileError);

    const state = await ImportState.load(join(dir, "other.json"), target);
    await state.record("a.md", entry());
    await expect(ImportState.load(join(dir, "other.json"), { ...target, projectId: "p2" })).rejects.toThrow(
      /another import/,
    );
  });

  it("is written as readable JSON naming its target", async () => {
    const path = join(dir, "state.json");
    await (await ImportState.load(path, target)).record("a.md", entry());
    expect(JSON.parse(await readFile(path, "utf8"))).toMatchObject({ version: 1, target, files: { "a.md": entry() } });
  });
});

describe("compareWithState", () => {
  const never = async () => {
    throw new Error("should not hash");
  };

  it("is new without an entry, unchanged by size and time without reading the file", async () => {
    expect(await compareWithState(undefined, { size: 10, mtimeMs: 1000 }, never)).toBe("new");
    expect(await compareWithState(entry(), { size: 10, mtimeMs: 1000 }, never)).toBe("unchanged");
  });

  it("is changed when the size differs, and asks the content hash when only the time does", async () => {
    expect(await compareWithState(entry(), { size: 11, mtimeMs: 1000 }, never)).toBe("changed");
    expect(await compareWithState(entry(), { size: 10, mtimeMs: 2000 }, async () => "abc")).toBe("unchanged");
    expect(await compareWithState(entry(), { size: 10, mtimeMs: 2000 }, async () => "def")).toBe("changed");
  });

  it("hashes a file's content", async () => {
    const path = join(dir, "f.txt");
    await writeFile(path, "hello");
    expect(await hashFile(path)).toBe("2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824");
  });
});

describe("where the state lives", () => {
  it("is the user's state folder on each system, never the imported folder", () => {
    expect(stateDirectory({}, "linux", "/home/a")).toBe("/home/a/.local/state/mnemo/imports");
    expect(stateDirectory({ XDG_STATE_HOME: "/xdg" }, "linux", "/home/a")).toBe("/xdg/mnemo/imports");
    expect(stateDirectory({}, "darwin", "/Users/a")).toBe("/Users/a/Library/Application Support/mnemo/imports");
    expect(stateDirectory({ LOCALAPPDATA: "C:\\Users\\a\\AppData\\Local" }, "win32", "C:\\Users\\a")).toContain(
      join("mnemo", "imports"),
    );
  });

  it("has one file per server, account, project and folder, named after the folder", () => {
    const env = { XDG_STATE_HOME: "/xdg" };
    const path = defaultStatePath(target, env);
    expect(path).toMatch(/^\/xdg\/mnemo\/imports\/vault-[0-9a-f]{16}\.json$/);
    expect(defaultStatePath({ ...target, projectId: "p" }, env)).not.toBe(path);
    expect(defaultStatePath({ ...target, userId: "u2" }, env)).not.toBe(path);
    expect(defaultStatePath({ ...target, server: "https://other" }, env)).not.toBe(path);
    expect(defaultStatePath(target, env)).toBe(path);
  });
});
