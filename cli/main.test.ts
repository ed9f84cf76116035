import { describe, expect, it } from "vitest";
import { runCli } from "./testing/harness.ts";

// The real entry (cli/mnemo.mjs, through tsx) in a child process: what `npx mnemo` runs.
describe("mnemo", () => {
  it("prints its help on stdout with exit 0", async () => {
    const run = await runCli(["--help"], {});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("mnemo import <folder> [--project NAME]");
    expect(run.stdout).toContain("--url URL        The Mnemo server (env MNEMO_URL, default http://localhost:5000)");
    expect(run.stderr).toBe("");
  });

  it("explains wrong usage on stderr with exit 2", async () => {
    const none = await runCli([], {});
    expect([none.code, none.stdout]).toEqual([2, ""]);
    expect(none.stderr).toContain("Usage:");

    const unknown = await runCli(["export"], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('mnemo: Unknown command "export".\nRun "mnemo --help" for the commands and options.\n');

    const flag = await runCli(["import", "--bogus", "."], { MNEMO_TOKEN: "t" });
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("Unknown option '--bogus'");

    const url = await runCli(["mcp", "--url", "ftp://host"], { MNEMO_TOKEN: "t" });
    expect(url.code).toBe(2);
    expect(url.stderr).toContain("The server URL must start with http:// or https://");

    const concurrency = await runCli(["import", ".", "--concurrency", "9"], { MNEMO_TOKEN: "t" });
    expect(concurrency.stderr).toContain('--concurrency must be a whole number from 1 to 8 (got "9")');
  });
});
