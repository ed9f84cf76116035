import { and, eq, or, type SQL } from "drizzle-orm";
import { contradictions } from "../../db/schema.ts";

/**
 * The user's contradictions with a statement of the document on either side; with `resolved`, only those the user
 * decided (true) or only those still open (false).
 */
export function contradictionsOfDocument(userId: string, documentId: string, resolved?: boolean): SQL {
  return and(
    eq(contradictions.userId, userId),
    or(eq(contradictions.document1Id, documentId), eq(contradictions.document2Id, documentId)),
    resolved === undefined ? undefined : eq(contradictions.resolved, resolved ? 1 : 0),
  )!;
}
