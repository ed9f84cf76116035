import type { Project } from "../../contract/projects.ts";
import type { ApiClient } from "../api-client.ts";
import { findProject } from "../projects.ts";
import type { Links } from "./format.ts";

/** What every tool uses: the API as the token's owner and links into the web app. */
export interface ToolContext {
  client: ApiClient;
  links: Links;
}

/** The project a tool call names (by name or id), or null for all documents. */
export async function projectScope(ctx: ToolContext, project: string | undefined): Promise<Project | null> {
  return project?.trim() ? findProject(ctx.client, project) : null;
}

export function scopeLabel(project: Project | null): string {
  return project ? `the project "${project.name}"` : "all documents";
}

/** The project input every scoped tool takes, described once. */
export const projectDescription =
  "Optional: a project's name or id, to look only at the documents in that project. Leave it out to use everything the user has.";
