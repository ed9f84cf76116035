// Notes go through the JSON call `POST /api/documents` (PRODUCT.md section 7) (files go through ./upload-queue.ts). A saved note goes into the cached
// lists at once, so its live status shows while it is processed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { createDocument } from "@web/features/documents/api.ts";
import { addDocumentToLists } from "@web/features/documents/cache.ts";
import { documentKeys } from "@web/features/documents/keys.ts";

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
