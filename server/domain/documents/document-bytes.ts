/**
 * A document's original bytes (its file, or the text of a note as it was sent), kept in parts of 256 KB. On the
 * embedded database a 20 MB value took half a minute to write as one parameter and seconds to read, and nothing
 * else ran meanwhile; a part travels as base64 text (ten times faster there) in a statement of its own, and the
 * event loop runs between parts. A part of 1 MB held the embedded database for about 100 ms, a request's whole
 * budget; one of 256 KB for about 25 ms. Parts of any size are read back alike.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export const PART_BYTES = 256 * 1024;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Stores the bytes in parts, one statement each (the caller keeps the document hidden until they are all in). */
export async function storeDocumentBytes(db: Db, userId: string, documentId: string, bytes: Uint8Array): Promise<void> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let part = 0, at = 0; at < data.length || part === 0; part++, at += PART_BYTES) {
    const piece = data.subarray(at, at + PART_BYTES).toString("base64");
    await db.execute(
      sql`INSERT INTO document_parts (document_id, user_id, part, bytes) VALUES (${documentId}, ${userId}, ${part}, decode(${piece}, 'base64'))`,
    );
    await nextTurn();
  }
}

/** The parts of a document, in order, one statement each; none for a document stored without them. */
export async function* documentByteParts(db: Db, userId: string, documentId: string): AsyncGenerator<Buffer> {
  const parts = rowsOf<{ part: number }>(
    await db.execute(
      sql`SELECT part FROM document_parts WHERE user_id = ${userId} AND document_id = ${documentId} ORDER BY part`,
    ),
  );
  for (const { part } of parts) {
    const [row] = rowsOf<{ b: string }>(
      await db.execute(
        sql`SELECT encode(bytes, 'base64') AS b FROM document_parts WHERE document_id = ${documentId} AND part = ${part}`,
      ),
    );
    if (row) yield Buffer.from(row.b, "base64");
    await nextTurn();
  }
}

/** All of a document's bytes, or null when it has none stored. */
export async function readDocumentBytes(db: Db, userId: string, documentId: string): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  for await (const part of documentByteParts(db, userId, documentId)) parts.push(part);
  return parts.length ? Buffer.concat(parts) : null;
}
