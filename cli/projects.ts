import { projectListSchema, projectSchema, type Project } from "../contract/projects.ts";
import type { ApiClient } from "./api-client.ts";
import { UsageError } from "./config.ts";

/**
 * A project by name: the exact name first, then the only one whose name matches ignoring case (people type
 * "research" for "Research"); null when none does. Several case-insensitive matches are ambiguous: an error.
 */
export function pickProject(projects: Project[], name: string): Project | null {
  const wanted = name.trim();
  const exact = projects.filter((p) => p.name === wanted);
  if (exact.length) return exact[0]!;
  const folded = projects.filter((p) => p.name.toLocaleLowerCase() === wanted.toLocaleLowerCase());
  if (folded.length > 1)
    throw new UsageError(
      `Several projects are called "${wanted}" in different letter case: ${folded.map((p) => `"${p.name}"`).join(", ")}. Give the exact name.`,
    );
  return folded[0] ?? null;
}

/** A project by id or name, for reading (no creation). */
export async function findProject(client: ApiClient, nameOrId: string): Promise<Project> {
  const projects = await client.get("/api/projects", projectListSchema);
  const found = projects.find((p) => p.id === nameOrId.trim()) ?? pickProject(projects, nameOrId);
  if (!found) {
    const names = projects.map((p) => `"${p.name}"`).join(", ") || "none yet";
    throw new UsageError(`There is no project "${nameOrId}". Projects: ${names}.`);
  }
  return found;
}

/** The project to import into, created when it does not exist yet. */
export async function findOrCreateProject(
  client: ApiClient,
  name: string,
): Promise<{ project: Project; created: boolean }> {
  const existing = pickProject(await client.get("/api/projects", projectListSchema), name);
  if (existing) return { project: existing, created: false };
  const project = await client.post("/api/projects", { name: name.trim() }, projectSchema);
  return { project, created: true };
}
