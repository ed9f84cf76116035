import { z } from "zod";

/** A request's optional project scope: a project id, or absent or null for everything. */
export const projectScopeField = z.uuid({ message: "projectId must be a project id or null" }).nullish();

/** Text the user typed, trimmed: `blank` when nothing is left, `tooLong` past `max` characters. */
export function typedTextField(blank: string, max: number, tooLong: string) {
  return z.string({ message: blank }).trim().min(1, blank).max(max, tooLong);
}
