import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fixture, webPage } from "../../server/pipeline/sources/fixtures.ts";
import { runCli, startCliTestServer, type CliTestServer } from "../testing/harness.ts";

// `mnemo import` takes Word files, web pages and EPUBs as they are, like the upload page: real files of the source
// tests in a folder, the real server, the real command in a child process.
let server: CliTestServer;
let folder: string;

beforeAll(async () => {
  server = await startCliTestServer();
  folder = await mkdtemp(join(tmpdir(), "mnemo-sources-"));
  await mkdir(join(folder, "reading"), { recursive: true });
  await writeFile(join(folder, "reading", "tables.docx"), fixture("word/tables.docx"));
  await writeFile(join(folder, "reading", "article.htm"), webPage("polygon.html"));
  await writeFile(join(folder, "manual.epub"), fixture("books/live-manual.en.epub"));
  await writeFile(join(folder, "notes.docx"), "Not a Word file, only text.\n");
  await copyFile(join(folder, "reading", "tables.docx"), join(folder, "reading", "old.doc"));
});
afterAll(async () => {
  await server?.test.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

it("imports Word files, web pages and EPUBs, and names the file that is not what its extension says", async () => {
  const run = await runCli(["import", folder], {
    MNEMO_URL: server.url,
    MNEMO_TOKEN: server.token,
    XDG_STATE_HOME: folder,
  });
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout).toContain("Imported 3 files.");
  expect(run.stdout).toContain(
    "notes.docx: This file is not a Word document (.docx): it is a text file. Rename it to .txt and upload it again.",
  );
  const documents = await server.documents();
  expect(documents.map((d) => [d.type, d.original?.fileName]).sort()).toEqual([
    ["docx", "tables.docx"],
    ["epub", "manual.epub"],
    ["html", "article.htm"],
  ]);
  expect(documents.find((d) => d.type === "epub")?.title).toBe("Live Systems Manual");
  expect(documents.find((d) => d.type === "html")?.title).toBe("Shovel Knight review: rewrite history");
}, 180_000);
