import { z } from "zod";

/** A request's optional project scope: a project id, or absent or null for everything. */
export const projectScopeField = z.uuid({ message: "projectId must be a project id or null" }).nullish();

/**
 * Text the user typed, trimmed: `blank` when nothing is left, "<name> must be at most <max> characters" past `max`.
 */
export function typedTextField(field: { name: string; max: number; blank: string }) {
  const { name, max, blank } = field;
  return z.string({ message: blank }).trim().min(1, blank).max(max, `${name} must be at most ${max} characters`);
}
