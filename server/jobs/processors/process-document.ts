import { processIngestedDocument, type ProcessingDeps, type ProcessingOutcome } from "../../domain/documents/ingest.ts";
import type { DocumentWork } from "../../domain/background-work.ts";

/** What the document job runs with (built once by the worker role: processing-deps.ts). */
export type ProcessDocumentDeps = ProcessingDeps;

/**
 * The document job: the ingest command's processing run (domain/documents/ingest.ts), which owns the document's
 * state and its writes; the worker records a failure it throws (recordProcessingFailure).
 */
export function processDocument(deps: ProcessDocumentDeps, data: DocumentWork): Promise<ProcessingOutcome> {
  return processIngestedDocument(deps, data);
}
