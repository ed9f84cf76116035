import { z } from "zod";

const componentStatus = z.enum(["ok", "error", "disabled"]);

/** `GET /api/health`: 200 when every enabled part is ok, else 503 with the same shape. */
export const healthSchema = z.object({
  status: z.enum(["ok", "error"]),
  roles: z.array(z.enum(["web", "worker"])),
  database: z.object({
    status: componentStatus,
    driver: z.enum(["pglite", "postgres"]),
    vectors: z.enum(["pgvector", "array"]),
  }),
  queue: z.object({ status: componentStatus }),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
