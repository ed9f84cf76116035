/**
 * Results without a server: each record read and extracted in this process by the same reading layer and local
 * extractor the worker runs, the account's concept order applied as the API applies it. Minutes faster than the
 * HTTP collector, for iterating on reading and extraction; the HTTP collector stays the measure of record.
 */
import { readFileSync } from "node:fs";
import { limits } from "../../contract/constants.ts";
import { bestSupported } from "../../server/domain/knowledge/write-definitions.ts";
import { orderConcepts } from "../../server/domain/knowledge/concept-order.ts";
import { extractLocal, type LocalExtractOptions } from "../../server/pipeline/extract/local-extractor.ts";
import { addNoteKnowledge } from "../../server/pipeline/extract/note-links.ts";
import { extractPdfLayout } from "../../server/pipeline/pdf-text.ts";
import { documentTitle, readDocument, type ReadInput } from "../../server/pipeline/reading/read-document.ts";
import { extractionView } from "../../server/pipeline/reading/views.ts";
import { evalSets, pdfPathOf } from "./sets.ts";
import type { Collector, DocResult, RealRecord, SetName } from "./types.ts";

/** What the reading layer gets for a record, and the bytes a user would have sent (a PDF counts with its file). */
async function readInput(
  evalRoot: string,
  set: SetName,
  record: RealRecord,
): Promise<{ input: ReadInput; bytes: number }> {
  const upload = evalSets[set].upload;
  if (upload === "pdf") {
    const file = readFileSync(pdfPathOf(evalRoot, set, record));
    return { input: { type: "pdf", layout: await extractPdfLayout(file) }, bytes: file.length };
  }
  return { input: { type: upload, text: record.text }, bytes: Buffer.byteLength(record.text) };
}

/** `evalRoot`: the folder of the set folders (`../shared/eval`). */
export function inProcessCollector(evalRoot: string, options: LocalExtractOptions = {}): Collector {
  return async (set, records) => {
    const started = performance.now();
    const extracted: Array<{
      record: RealRecord;
      title: string;
      content: string;
      concepts: Array<{
        key: string;
        name: string;
        category: string;
        definition: string | null;
        salience: number;
        aliases: string[];
        acronym: string | null;
      }>;
      /** Concepts with a relationship the graph would show: stated, or co-occurring in two sentences or more. */
      related: Set<string>;
      error: string | null;
    }> = [];
    let bytes = 0;
    for (const record of records) {
      try {
        const { input, bytes: sent } = await readInput(evalRoot, set, record);
        bytes += sent;
        const read = readDocument(input);
        const view = extractionView(read);
        const title = documentTitle(read.title, record.fileName, limits.documentTitleMax) ?? record.fileName;
        const found = extractLocal(view.text, {
          ...options,
          headline: view.headline,
          headings: view.headings,
          authorWords: read.metadata.authors,
        });
        const extraction =
          input.type === "markdown" ? addNoteKnowledge(found, view.text, { title, metadata: read.metadata }) : found;
        const shown = extraction.relationships.filter((r) => r.cooccurrences === undefined || r.cooccurrences >= 2);
        const related = new Set(shown.flatMap((r) => [r.source, r.target]));
        extracted.push({ record, title, content: read.content, concepts: extraction.concepts, related, error: null });
      } catch (error) {
        extracted.push({
          record,
          title: record.fileName,
          content: "",
          concepts: [],
          related: new Set(),
          error: String(error),
        });
      }
    }
    const documentCount = new Map<string, number>();
    // A concept shows the best-supported definition any document of the account gives it, as the API does.
    const definitions = new Map<string, string[]>();
    for (const doc of extracted) {
      for (const concept of doc.concepts) {
        documentCount.set(concept.key, (documentCount.get(concept.key) ?? 0) + 1);
        if (concept.definition)
          definitions.set(concept.key, [...(definitions.get(concept.key) ?? []), concept.definition]);
      }
    }
    const docs: DocResult[] = extracted.map((doc) => ({
      recordId: doc.record.id,
      status: doc.error ? "failed" : "ready",
      error: doc.error,
      title: doc.title,
      content: doc.content,
      concepts: orderConcepts(
        doc.concepts.map((c) => ({ ...c, documentCount: documentCount.get(c.key) ?? 1 })),
        extracted.length,
      ).map((c) => ({
        name: c.name,
        category: c.category,
        definition: bestSupported(definitions.get(c.key) ?? []),
        related: doc.related.has(c.key),
        aliases: [...c.aliases, ...(c.acronym ? [c.acronym] : [])],
      })),
    }));
    return { docs, ingest: { documents: records.length, seconds: (performance.now() - started) / 1000, bytes } };
  };
}
