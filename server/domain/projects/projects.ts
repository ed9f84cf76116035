import { and, asc, eq } from "drizzle-orm";
import type { Project } from "../../../contract/projects.ts";
import type { Db } from "../../db/client.ts";
import { projects } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";

type ProjectRow = typeof projects.$inferSelect;

export function presentProject(row: ProjectRow): Project {
  return { id: row.id, name: row.name, description: row.description, createdAt: row.createdAt.toISOString() };
}

export async function listProjects(db: Db, userId: string): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(asc(projects.createdAt), asc(projects.name));
}

export async function createProject(
  db: Db,
  userId: string,
  input: { name: string; description: string | null },
): Promise<ProjectRow> {
  const [row] = await db
    .insert(projects)
    .values({ userId, name: input.name, description: input.description })
    .returning();
  return row!;
}

/** The user's project with this id, or undefined (also for another user's project). */
export async function findProject(db: Db, userId: string, projectId: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.userId, userId), eq(projects.id, projectId)));
  return row;
}

/** Refuses (404) a project id that is not one of the user's projects; no project (null) is All Documents. */
export async function requireProject(db: Db, userId: string, projectId: string | null): Promise<void> {
  if (projectId && !(await findProject(db, userId, projectId))) throw notFound("The project");
}
