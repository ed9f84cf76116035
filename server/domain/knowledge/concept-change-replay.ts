/**
 * A document read again (or for the first time) obeys the splits the user made: reading finds "LLM" in a definition
 * of "large language model" again, and the user's split takes those mentions back out. Merges need no replay: the
 * merged names are aliases of the kept concept, which resolution (resolve-concepts.ts) finds.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { conceptChanges, documentConcepts } from "../../db/schema.ts";
import type { Tx } from "../documents/batches.ts";
import { conceptByKey, dropIfUnlinked, type ChangeDetail } from "./concept-change-records.ts";
import { moveAliases, moveLinksWithoutMentions, moveMentions } from "./concept-moves.ts";

/** Applies the user's standing splits to one document's concepts, inside the caller's (locked) transaction. */
export async function replayConceptChanges(tx: Tx, userId: string, documentId: string): Promise<void> {
  const splits = await tx
    .select()
    .from(conceptChanges)
    .where(
      and(
        eq(conceptChanges.userId, userId),
        eq(conceptChanges.kind, "split"),
        isNull(conceptChanges.undoneAt),
        inArray(
          conceptChanges.conceptId,
          tx
            .select({ id: documentConcepts.conceptId })
            .from(documentConcepts)
            .where(eq(documentConcepts.documentId, documentId)),
        ),
      ),
    )
    .orderBy(conceptChanges.createdAt);
  for (const split of splits) {
    const detail = split.detail as Extract<ChangeDetail, { kind: "split" }>;
    if (detail.documentIds && !detail.documentIds.includes(documentId)) continue;
    const fromId = split.conceptId!;
    const target = await conceptByKey(tx, userId, detail);
    if (detail.keys) {
      await moveMentions(tx, userId, fromId, target.id, {
        documentIds: [documentId],
        surfaceKeys: new Set(detail.keys),
      });
      await moveAliases(tx, fromId, target.id, detail.keys);
    } else {
      await moveMentions(tx, userId, fromId, target.id, { documentIds: [documentId] });
      await moveLinksWithoutMentions(tx, fromId, target.id, [documentId]);
    }
    if (target.created && (await dropIfUnlinked(tx, target.id))) continue;
    if (split.otherConceptId !== target.id)
      await tx.update(conceptChanges).set({ otherConceptId: target.id }).where(eq(conceptChanges.id, split.id));
  }
}
