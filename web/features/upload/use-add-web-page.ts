// "Add a web page": the server fetches the address and keeps the page as the document's original
// (`POST /api/documents/url`). The saved document goes into the cached lists at once, like an upload.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Document, ImportUrlRequest } from "@contract/documents.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { addDocumentToLists } from "@web/features/documents/cache.ts";
import { documentKeys } from "@web/features/documents/keys.ts";
import { sendJson } from "@web/lib/api.ts";

export const webPagePath = "/api/documents/url";

export function useAddWebPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportUrlRequest) => sendJson<Document>("POST", webPagePath, body),
    onSuccess: (document) => addDocumentToLists(client, document),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: documentKeys.lists() });
      void client.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}

/** What the field accepts before asking the server: an http(s) address, "https://" added when it was left out. */
export function normaliseWebAddress(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    const web = url.protocol === "http:" || url.protocol === "https:";
    return web && (url.hostname.includes(".") || url.hostname === "localhost") ? url.toString() : null;
  } catch {
    return null;
  }
}
