import { and, asc, eq } from "drizzle-orm";
import type { DocumentBlock, DocumentDetail } from "../../../contract/documents.ts";
import type { Db } from "../../db/client.ts";
import { mentions } from "../../db/schema.ts";
import { documentTags, presentDocument } from "./present.ts";
import { getDocument, listDocumentConcepts } from "./queries.ts";

/** Block kinds that are running text: a concept's first mention there reads as a sentence. */
const runningText = new Set(["abstract", "paragraph", "list-item", "quote"]);
/** Where a mention is taken from when the running text has none: a figure's or table's caption. */
const captions = new Set(["caption"]);

/** The stored structure's blocks (`[kind, start, end, level?]` tuples, see pipeline/reading/views.ts). */
export function documentBlocks(structure: unknown): DocumentBlock[] {
  const blocks = (structure as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  const out: DocumentBlock[] = [];
  for (const tuple of blocks) {
    if (!Array.isArray(tuple)) continue;
    const [kind, start, end, level] = tuple as unknown[];
    if (typeof kind !== "string" || typeof start !== "number" || typeof end !== "number" || end < start) continue;
    out.push(typeof level === "number" ? { kind, start, end, level } : { kind, start, end });
  }
  return out;
}

type Span = { conceptId: string; charStart: number; charEnd: number };

/**
 * Each concept's first mention inside running text, else inside a caption (blocks are in reading order, mentions
 * sorted by offset). Without blocks (a document read before they existed) any mention will do.
 */
export function firstMentionsInText(
  spans: readonly Span[],
  blocks: readonly DocumentBlock[],
): Map<string, { charStart: number; charEnd: number }> {
  if (blocks.length === 0) return firstIn(spans, null);
  const first = firstIn(
    spans,
    blocks.filter((b) => runningText.has(b.kind)),
  );
  for (const [id, span] of firstIn(
    spans,
    blocks.filter((b) => captions.has(b.kind)),
  ))
    if (!first.has(id)) first.set(id, span);
  return first;
}

/** The first mention of each concept inside one of `text` (null: anywhere). */
function firstIn(spans: readonly Span[], text: readonly DocumentBlock[] | null) {
  const first = new Map<string, { charStart: number; charEnd: number }>();
  let b = 0;
  for (const span of spans) {
    if (first.has(span.conceptId)) continue;
    if (text) {
      while (b < text.length && text[b]!.end <= span.charStart) b += 1;
      const block = text[b];
      if (!block || block.start > span.charStart || span.charEnd > block.end) continue;
    }
    first.set(span.conceptId, { charStart: span.charStart, charEnd: span.charEnd });
  }
  return first;
}

/** `GET /api/documents/{id}`: the whole document, its parts, and its concepts with where each is first named. */
export async function getDocumentDetail(db: Db, userId: string, documentId: string): Promise<DocumentDetail> {
  const { row, original } = await getDocument(db, userId, documentId);
  const concepts = await listDocumentConcepts(db, userId, row.id);
  const blocks = documentBlocks(row.structure);
  const spans = await db
    .select({ conceptId: mentions.conceptId, charStart: mentions.charStart, charEnd: mentions.charEnd })
    .from(mentions)
    .where(and(eq(mentions.userId, userId), eq(mentions.documentId, row.id)))
    .orderBy(asc(mentions.charStart));
  const first = firstMentionsInText(spans, blocks);
  return {
    ...presentDocument(row, original, { truncate: false }),
    pageStarts: row.pageStarts ?? null,
    tags: documentTags(row.structure),
    blocks,
    concepts: concepts.map((concept) => ({ ...concept, firstMention: first.get(concept.id) ?? null })),
  };
}
