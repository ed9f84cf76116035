import { useState } from "react";
import { FileSearch, Search } from "lucide-react";
import type { Document } from "@contract/documents.ts";
import { EmptyState } from "@web/components/empty-state.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { UploadCta } from "@web/features/upload/components/upload-cta.tsx";
import { filterDocuments } from "../filter.ts";

/**
 * The search box 'Search documents...' over the list, and the list's empty state. The document cards arrive with
 * the documents work; the filter already follows the spec (title or content, ignoring case).
 */
export function DocumentBrowser({ documents }: { documents: readonly Document[] }) {
  const [term, setTerm] = useState("");
  const searching = term.trim() !== "";
  const shown = filterDocuments(documents, term);
  return (
    <div className="grid gap-6">
      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          placeholder="Search documents..."
          aria-label="Search documents"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          className="pl-9"
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={FileSearch}
          title="No documents found"
          description={searching ? "Try a different search term" : "Upload your first document to get started"}
          action={searching ? undefined : <UploadCta />}
        />
      ) : null}
    </div>
  );
}
