import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentDetailSchema } from "../../contract/documents.ts";
import { projectListSchema } from "../../contract/projects.ts";
import { asUser } from "../../server/testing/harness.ts";
import { runCli, startCli, startCliTestServer, type CliTestServer } from "../testing/harness.ts";
import { makeVault } from "../testing/vault.ts";

// The real server (both roles, its own database) on a loopback port; the real `mnemo` command in a child process.
// Uploads are capped at 0.1 MB so one file of the vault is refused with 413.
let server: CliTestServer;
let vault: string;
let vaultFiles: Record<string, string | Uint8Array>;
let stateHome: string;
let env: Record<string, string>;
const cleanup: string[] = [];

beforeAll(async () => {
  server = await startCliTestServer({ MNEMO_MAX_UPLOAD_MB: "0.1" });
  ({ root: vault, files: vaultFiles } = await makeVault());
  await writeFile(join(vault, "Large notes.txt"), "A very long reading note about glaciers. ".repeat(4000));
  stateHome = await mkdtemp(join(tmpdir(), "mnemo-state-home-"));
  cleanup.push(vault, stateHome);
  env = { MNEMO_URL: server.url, MNEMO_TOKEN: server.token, XDG_STATE_HOME: stateHome };
});

afterAll(async () => {
  await server?.test.close();
  await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function detail(id: string) {
  return documentDetailSchema.parse(
    (await asUser(server.test.app, server.user, { method: "GET", url: `/api/documents/${id}` })).json(),
  );
}

describe("mnemo import", () => {
  it("imports a vault into a new project: notes converted, text and PDF as they are, the oversize file failed", async () => {
    const run = await runCli(["import", vault, "--project", "Vault"], env);
    expect(run.code, run.stderr).toBe(1); // one file failed
    expect(run.stderr).toContain('created the project "Vault"');
    expect(run.stderr).toMatch(/^import: 8\/8, 1 failed/m); // not a terminal: plain lines, no carriage returns
    expect(run.stderr).not.toContain("\r");
    expect(run.stdout).toContain("Imported 6 files.");
    expect(run.stdout).toContain("Skipped 1 file: 0 already imported and unchanged, 1 empty.");
    expect(run.stdout).toContain("Failed: 1 file:\n  Large notes.txt: The upload is larger than the limit of 0.1 MB.");

    const [project] = projectListSchema.parse(
      (await asUser(server.test.app, server.user, { method: "GET", url: "/api/projects" })).json(),
    );
    expect(project?.name).toBe("Vault");
    const documents = await server.documents();
    expect(documents.map((d) => [d.title, d.type]).sort()).toEqual([
      ["Entropy and disorder", "markdown"],
      ["Heat engine", "markdown"],
      ["Photosynthesis", "markdown"],
      ["mitochondria", "pdf"],
      ["reading-list", "text"],
      ["Über Entropie", "markdown"],
    ]);
    expect(documents.every((d) => d.projectId === project!.id)).toBe(true);

    // Files go up as they are (the original is kept byte for byte); the server reads them as it reads a browser upload.
    const entropyId = documents.find((d) => d.title === "Entropy and disorder")!.id;
    expect(documents.find((d) => d.title === "Über Entropie")?.original?.fileName).toBe("Über Entropie.md");
    const processed = await server.waitUntilProcessed();
    expect(processed.map((d) => d.status)).toEqual(Array(6).fill("ready"));
    const entropy = await detail(entropyId);
    expect(entropy.original).toMatchObject({
      fileName: "Entropy.md",
      sizeBytes: Buffer.byteLength(vaultFiles["Physics/Entropy.md"] as string),
    });
    expect(entropy.content).toBe(
      [
        "Entropy",
        "",
        "Entropy measures the number of microscopic configurations of a system. The second law",
        "says the entropy of an isolated system never decreases. See Heat engine > Efficiency and.",
      ].join("\n"),
    );
    expect(entropy.concepts.find((c) => c.name.toLowerCase() === "entropy")).toBeDefined();
    expect((await detail(documents.find((d) => d.title === "reading-list")!.id)).content).toBe(
      "Gravity bends light near massive stars.\nGeneral relativity predicts gravitational lensing.",
    );
    const pdf = await detail(documents.find((d) => d.type === "pdf")!.id);
    expect(pdf.content).toContain("oxidative phosphorylation");

    // The state lives in the user's state folder, not in the vault, and names every imported file.
    expect((await readdir(vault)).some((name) => name.includes("mnemo"))).toBe(false);
    const [stateFile] = await readdir(join(stateHome, "mnemo", "imports"));
    const state = JSON.parse(await readFile(join(stateHome, "mnemo", "imports", stateFile!), "utf8")) as {
      files: Record<string, { documentId: string }>;
    };
    expect(Object.keys(state.files).sort()).toEqual([
      "Biology/Cells/Photosynthesis.markdown",
      "Physics/Entropy.md",
      "Physics/Heat engine.md",
      "papers/mitochondria.pdf",
      "reading-list.txt",
      "Über Entropie.md",
    ]);
    expect(run.stdout).toContain(`Import state: ${join(stateHome, "mnemo", "imports", stateFile!)}`);
  });

  it("skips everything on a second run, a touched file included, and exits 0 without failures", async () => {
    await rm(join(vault, "Large notes.txt"));
    const later = new Date(Date.now() + 60_000);
    await utimes(join(vault, "reading-list.txt"), later, later); // same content, new time: hashed, not uploaded
    const before = await server.documents();
    const run = await runCli(["import", vault, "--project", "vault"], env); // the project's name in another case
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("Imported 0 files.");
    expect(run.stdout).toContain("Skipped 7 files: 6 already imported and unchanged, 1 empty.");
    expect(run.stdout).toContain("Failed: none.");
    expect((await server.documents()).map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
  });

  it("imports a changed note again and removes its earlier document", async () => {
    const old = (await server.documents()).find((d) => d.title === "Heat engine")!;
    await writeFile(
      join(vault, "Physics", "Heat engine.md"),
      "A heat engine turns heat into mechanical work. Its efficiency is bounded by the [[Carnot cycle]].\n",
    );
    const run = await runCli(["import", vault, "--project", "Vault"], env);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(
      "Imported 1 file (1 changed since the last import, replacing their earlier documents).",
    );
    const documents = await server.documents();
    expect(documents).toHaveLength(6);
    const now = documents.find((d) => d.title === "Heat engine")!;
    expect(now.id).not.toBe(old.id);
    await server.waitUntilProcessed();
    expect((await detail(now.id)).content).toContain("bounded by the Carnot cycle.");
  });

  it("says clearly when the token is refused or missing, and uploads nothing", async () => {
    const before = (await server.documents()).length;
    const bad = await runCli(["import", vault], { ...env, MNEMO_TOKEN: `mnemo_${"x".repeat(43)}` });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("mnemo: The API token is not valid or was revoked. Check --token or MNEMO_TOKEN");
    const missing = await runCli(["import", vault], { MNEMO_URL: server.url, XDG_STATE_HOME: stateHome });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("No API token.");
    const notFolder = await runCli(["import", join(vault, "nope")], env);
    expect(notFolder.code).toBe(2);
    expect(notFolder.stderr).toContain("is not a folder");
    expect((await server.documents()).length).toBe(before);
  });

  it("stops cleanly on Ctrl-C and the next run imports only the rest, with no duplicates", async () => {
    const notes = await mkdtemp(join(tmpdir(), "mnemo-many-"));
    cleanup.push(notes);
    for (let i = 0; i < 60; i++)
      await writeFile(join(notes, `note ${String(i).padStart(2, "0")}.md`), `Note number ${i} is about topic ${i}.\n`);
    const inProject = async () => (await server.documents()).filter((d) => d.title.startsWith("note "));

    const first = startCli(["import", notes, "--project", "Many", "--concurrency", "1"], env);
    while ((await inProject()).length === 0) await new Promise((r) => setTimeout(r, 10));
    first.child.kill("SIGINT");
    const stopped = await first.result;
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain("stopping after the uploads in progress");
    const imported = Number(/Imported (\d+) files?/.exec(stopped.stdout)?.[1]);
    expect(stopped.stdout).toContain(`Stopped early: interrupted (Ctrl-C). ${60 - imported} files not tried`);
    expect(imported).toBeLessThan(60);
    expect((await inProject()).length).toBe(imported); // every upload that happened is recorded

    const second = await runCli(["import", notes, "--project", "Many"], env);
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(second.stdout).toContain(`Imported ${60 - imported} file`);
    expect(second.stdout).toContain(`${imported} already imported and unchanged`);
    const titles = (await inProject()).map((d) => d.title);
    expect(new Set(titles).size).toBe(60);
    expect(titles).toHaveLength(60);
  });
});
