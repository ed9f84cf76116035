// HTTP calls of the projects area. Types come from the shared contract (type-only: no zod in the bundle here).
import type { CreateProjectRequest, Project } from "@contract/projects.ts";
import { getJson, sendJson } from "@web/lib/api.ts";

export const projectPaths = { projects: "/api/projects" } as const;

export function fetchProjects(): Promise<Project[]> {
  return getJson<Project[]>(projectPaths.projects);
}

export function createProject(body: CreateProjectRequest): Promise<Project> {
  return sendJson<Project>("POST", projectPaths.projects, body);
}
