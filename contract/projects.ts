import { z } from "zod";
import { limits } from "./constants.ts";

export const projectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.array(projectSchema);

/** `POST /api/projects`. An empty description is treated as absent, as the dialog sends it (PRODUCT.md section 5). */
export const createProjectRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Project name is required")
    .max(limits.projectNameMax, `Project name must be at most ${limits.projectNameMax} characters`),
  description: z
    .string()
    .trim()
    .max(limits.projectDescriptionMax, `Description must be at most ${limits.projectDescriptionMax} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;
