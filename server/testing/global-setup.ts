import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildPgliteTemplate, buildPostgresTemplate } from "./template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresServerUrl: string;
  }
}

/** Migrates once per run: a PGlite tarball, or a template database when TEST_DATABASE_URL names a PostgreSQL. */
export default async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  project.provide("postgresServerUrl", serverUrl);
  if (serverUrl) {
    await buildPostgresTemplate(serverUrl);
    project.provide("pgliteTemplatePath", "");
    return;
  }
  const dir = join(process.cwd(), ".tmp");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, await buildPgliteTemplate());
  project.provide("pgliteTemplatePath", path);
}
