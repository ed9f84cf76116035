import { uploadTooLargeMessage } from "../../contract/sizes.ts";
import { MnemoApiError, MnemoNetworkError, type ApiClient } from "../api-client.ts";
import type { Progress } from "./progress.ts";
import { runPool } from "./pool.ts";
import { compareWithState, hashFile, type ImportState } from "./state.ts";
import { prepareUpload, uploadDocument } from "./upload.ts";
import type { FoundFile } from "./walk.ts";

export interface ImportOutcome {
  found: number;
  imported: string[];
  /** Of `imported`: files changed since their last import, whose earlier document was replaced. */
  replaced: string[];
  /** Unchanged since the last import. */
  skipped: number;
  /** Nothing to import in them (an empty note). */
  empty: string[];
  failed: Array<{ path: string; reason: string }>;
  /** Why the import stopped before the end (Ctrl-C, the token refused, the server gone), with the files not tried. */
  stopped: { reason: string; notTried: number } | null;
}

export interface ImportDeps {
  client: ApiClient;
  state: ImportState;
  progress: Progress;
  projectId: string | null;
  concurrency: number;
  /** True once the user asked to stop (Ctrl-C). */
  interrupted: () => boolean;
  /** The server's upload limit, when it says: a larger file fails here, without being read or sent. */
  maxUploadBytes?: number;
}

/** Errors after which every further upload would fail the same way: stop instead of failing a thousand files. */
function isFatal(error: unknown): boolean {
  return (
    error instanceof MnemoNetworkError ||
    (error instanceof MnemoApiError && (error.status === 401 || error.status === 403))
  );
}

function describeFatal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof MnemoApiError && error.status === 401
    ? `the server refused the API token: ${message}`
    : message;
}

/** Which files need uploading; unchanged ones are counted, and a merely touched one gets its new time recorded. */
async function plan(files: FoundFile[], state: ImportState): Promise<{ todo: FoundFile[]; skipped: number }> {
  const todo: FoundFile[] = [];
  let skipped = 0;
  let touched = false;
  for (const file of files) {
    const entry = state.get(file.relativePath);
    const verdict = await compareWithState(entry, file, () => hashFile(file.path));
    if (verdict !== "unchanged") {
      todo.push(file);
      continue;
    }
    skipped++;
    if (entry && entry.mtimeMs !== file.mtimeMs) {
      void state.record(file.relativePath, { ...entry, mtimeMs: file.mtimeMs });
      touched = true;
    }
  }
  if (touched) await state.save();
  return { todo, skipped };
}

/** Uploads what is new or changed, `concurrency` at a time, recording each success in the state as it lands. */
export async function importFiles(files: FoundFile[], deps: ImportDeps): Promise<ImportOutcome> {
  const { client, state, progress, projectId } = deps;
  const { todo, skipped } = await plan(files, state);
  const outcome: ImportOutcome = {
    found: files.length,
    imported: [],
    replaced: [],
    skipped,
    empty: [],
    failed: [],
    stopped: null,
  };
  let fatal: unknown = null;
  let done = 0;
  progress.start(todo.length);

  await runPool(
    todo,
    deps.concurrency,
    async (file) => {
      try {
        if (deps.maxUploadBytes !== undefined && file.size > deps.maxUploadBytes)
          throw new Error(uploadTooLargeMessage(deps.maxUploadBytes));
        const upload = await prepareUpload(file);
        if (upload.empty) {
          outcome.empty.push(file.relativePath);
          return;
        }
        const document = await uploadDocument(client, upload, projectId);
        const previous = state.get(file.relativePath);
        await state.record(file.relativePath, {
          size: file.size,
          mtimeMs: file.mtimeMs,
          sha256: upload.sha256,
          documentId: document.id,
          importedAt: new Date().toISOString(),
        });
        outcome.imported.push(file.relativePath);
        if (previous && previous.documentId !== document.id) {
          outcome.replaced.push(file.relativePath);
          await removeReplaced(client, previous.documentId, file.relativePath, progress);
        }
      } catch (error) {
        if (isFatal(error)) fatal ??= error;
        outcome.failed.push({
          path: file.relativePath,
          reason: error instanceof Error ? error.message : String(error),
        });
      } finally {
        done++;
        progress.update({ done, failed: outcome.failed.length });
      }
    },
    () => deps.interrupted() || fatal !== null,
  );
  progress.finish();
  await state.save();

  if (done < todo.length || fatal) {
    const reason = fatal ? describeFatal(fatal) : "interrupted (Ctrl-C)";
    outcome.stopped = { reason, notTried: todo.length - done };
  }
  return outcome;
}

/**
 * A changed file's earlier document is deleted once the new one is stored, so editing a note and importing again
 * does not leave two versions of it in the graph. Already deleted in Mnemo: nothing to do.
 */
async function removeReplaced(client: ApiClient, documentId: string, path: string, progress: Progress): Promise<void> {
  try {
    await client.request("DELETE", `/api/documents/${encodeURIComponent(documentId)}`, { schema: undefined });
  } catch (error) {
    if (error instanceof MnemoApiError && error.status === 404) return;
    progress.note(
      `mnemo: ${path} was imported again, but its earlier document could not be removed: ${(error as Error).message}`,
    );
  }
}
