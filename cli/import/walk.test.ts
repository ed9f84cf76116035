import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { findFiles } from "./walk.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mnemo-walk-"));
  const files = [
    "a.md",
    "b.MARKDOWN",
    "c.txt",
    "d.pdf",
    "e.png",
    "g.docx",
    "h.HTM",
    "i.html",
    "j.epub",
    "k.doc",
    "l.rtf",
    ".hidden.md",
    "sub/deep/f.md",
    ".obsidian/workspace.md",
    ".git/x.md",
    ".trash/old.md",
    "node_modules/pkg/README.md",
  ];
  for (const file of files) {
    await mkdir(join(root, file, ".."), { recursive: true });
    await writeFile(join(root, file), "text");
  }
  await symlink(root, join(root, "sub", "loop")); // a link back up must not recurse forever
});
afterAll(() => rm(root, { recursive: true, force: true }));

it("finds notes, text, PDFs, Word files, web pages and EPUBs recursively, skipping dot-folders, hidden files and node_modules", async () => {
  const found = await findFiles(root);
  expect(found.map((f) => [f.relativePath, f.type])).toEqual([
    ["a.md", "markdown"],
    ["b.MARKDOWN", "markdown"],
    ["c.txt", "text"],
    ["d.pdf", "pdf"],
    ["g.docx", "docx"],
    ["h.HTM", "html"],
    ["i.html", "html"],
    ["j.epub", "epub"],
    ["sub/deep/f.md", "markdown"],
  ]);
  expect(found[0]).toMatchObject({ size: 4, path: join(root, "a.md") });
});
