import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../", import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The layer rule's messages for a one-line file at `path` (the file need not exist). */
async function refusals(path: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const probe = 1;\n`, { filePath: `${root}${path}` });
  return result!.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

describe("the server's layers (eslint.config.js)", () => {
  it("refuses an import that points up", async () => {
    expect(
      await refusals("server/domain/graph/probe.ts", 'import { requireUser } from "../../http/session.ts";'),
    ).toHaveLength(1);
    expect(
      await refusals("server/domain/graph/probe.ts", 'import { loadConfig } from "../../config/env.ts";'),
    ).toHaveLength(1);
    expect(
      await refusals("server/domain/graph/probe.ts", 'import { startWorkers } from "../../jobs/worker.ts";'),
    ).toHaveLength(1);
    expect(
      await refusals("server/pipeline/probe.ts", 'import type { AppConfig } from "../config/env.ts";'),
    ).toHaveLength(1);
    expect(
      await refusals("server/pipeline/llm/probe.ts", 'import type { Db } from "../../db/client.ts";'),
    ).toHaveLength(1);
    expect(
      await refusals("server/db/probe.ts", 'import { notFound } from "../domain/documents/queries.ts";'),
    ).toHaveLength(1);
    expect(await refusals("server/jobs/probe.ts", 'import { buildApp } from "../http/app.ts";')).toHaveLength(1);
    expect(
      await refusals("server/http/routes/probe.ts", 'import { startRuntime } from "../../runtime.ts";'),
    ).toHaveLength(1);
    expect(
      await refusals("server/http/routes/probe.ts", 'import { loadConfig } from "../../config/env.ts";'),
    ).toHaveLength(1);
  });

  it("keeps the domain off the queue: it asks for background work through its port", async () => {
    for (const line of [
      'import type { JobQueue } from "../../jobs/queue.ts";',
      'import { jobs } from "../../jobs/definitions.ts";',
      'import { queuedBackgroundWork } from "../../jobs/background-work.ts";',
    ]) {
      const messages = await refusals("server/domain/documents/probe.ts", line);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain("background work through its port");
    }
  });

  it("lets every layer import what lies beneath it, errors and the contract", async () => {
    expect(await refusals("server/domain/graph/probe.ts", 'import { notFound } from "../../errors.ts";')).toEqual([]);
    expect(await refusals("server/domain/graph/probe.ts", 'import type { Db } from "../../db/client.ts";')).toEqual([]);
    expect(
      await refusals("server/domain/graph/probe.ts", 'import type { BackgroundWork } from "../background-work.ts";'),
    ).toEqual([]);
    expect(
      await refusals("server/jobs/probe.ts", 'import type { DocumentWork } from "../domain/background-work.ts";'),
    ).toEqual([]);
    expect(
      await refusals("server/pipeline/sources/probe.ts", 'import { errorCodes } from "../../../contract/errors.ts";'),
    ).toEqual([]);
    expect(
      await refusals("server/http/routes/probe.ts", 'import type { AppConfig } from "../../config/env.ts";'),
    ).toEqual([]);
    expect(
      await refusals(
        "server/jobs/processors/probe.ts",
        'import { deleteAccountRows } from "../../domain/accounts/user-data.ts";',
      ),
    ).toEqual([]);
  });
});
