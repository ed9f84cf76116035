// The two ways to add content: files through the streaming multipart upload (one at a time, with a byte progress
// over the whole batch) and notes through the spec's JSON call. Each saved document goes into the cached lists at
// once, so its live status shows while it is processed.
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Document } from "@contract/documents.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { createDocument, uploadDocumentFile } from "@web/features/documents/api.ts";
import { addDocumentToLists } from "@web/features/documents/cache.ts";
import { documentKeys } from "@web/features/documents/keys.ts";

export interface BatchProgress {
  /** Bytes sent so far over all files of the batch. */
  loaded: number;
  total: number;
  /** 1-based index of the file being sent, and how many there are. */
  current: number;
  count: number;
  fileName: string;
}

export interface UploadResult {
  saved: Document[];
  failed: Array<{ file: File; error: unknown }>;
}

/** Uploads files one after the other; a failure does not stop the others. */
export function useUploadFiles() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ files, projectId }: { files: readonly File[]; projectId: string | null }): Promise<UploadResult> => {
      const total = Math.max(1, files.reduce((sum, f) => sum + f.size, 0));
      const result: UploadResult = { saved: [], failed: [] };
      let sent = 0;
      for (const [index, file] of files.entries()) {
        const base = { total, current: index + 1, count: files.length, fileName: file.name };
        setProgress({ ...base, loaded: sent });
        try {
          const document = await uploadDocumentFile(file, {
            projectId,
            // The request is a little larger than the file (multipart headers): count its share of the file.
            onProgress: ({ loaded, total: requestTotal }) =>
              setProgress({ ...base, loaded: sent + Math.min(file.size, requestTotal > 0 ? (loaded / requestTotal) * file.size : 0) }),
          });
          result.saved.push(document);
          addDocumentToLists(client, document);
        } catch (error) {
          result.failed.push({ file, error });
        }
        sent += file.size;
        setProgress({ ...base, loaded: sent });
      }
      return result;
    },
    onSettled: () => {
      setProgress(null);
      void client.invalidateQueries({ queryKey: documentKeys.lists() });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
  return { ...mutation, progress };
}

/** Saves a note (`POST /api/documents`, type note). */
export function useSaveNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: { title: string; content: string; projectId: string | null }) =>
      createDocument({ title: note.title.trim(), content: note.content, type: "note", projectId: note.projectId }),
    onSuccess: (document) => addDocumentToLists(client, document),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: documentKeys.lists() });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
