import { useMemo, useState } from "react";
import { FileSearch } from "lucide-react";
import type { Document } from "@contract/documents.ts";
import { EmptyState } from "@web/components/empty-state.tsx";
import { SearchInput } from "@web/components/search-input.tsx";
import { Alert } from "@web/components/ui/alert.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UploadCta } from "@web/features/upload/components/upload-cta.tsx";
import { readableError } from "@web/lib/api.ts";
import { filterDocuments } from "../filter.ts";
import { statusCounts } from "../status.ts";
import { DocumentCard } from "./document-card.tsx";
import { ReadingSummary } from "./reading-summary.tsx";

/**
 * The search box 'Search documents...' (title or content, ignoring case, on the client), the grid of cards and the
 * two empty states: 'Try a different search term' while searching, else 'Upload your first document to get started'.
 */
export function DocumentBrowser({
  documents,
  isLoading = false,
  error = null,
}: {
  documents: readonly Document[];
  isLoading?: boolean;
  error?: unknown;
}) {
  const [term, setTerm] = useState("");
  const [onlyFailed, setOnlyFailed] = useState(false);
  const counts = useMemo(() => statusCounts(documents), [documents]);
  const failedOnly = onlyFailed && counts.failed > 0;
  const searching = term.trim() !== "";
  const shown = filterDocuments(failedOnly ? documents.filter((d) => d.status === "failed") : documents, term);
  return (
    <div className="grid gap-6">
      <SearchInput
        boxClassName="w-full max-w-md"
        placeholder="Search documents..."
        aria-label="Search documents"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      {!isLoading && !error ? (
        <ReadingSummary counts={counts} onlyFailed={failedOnly} onToggleFailed={() => setOnlyFailed((v) => !v)} />
      ) : null}
      {error ? (
        <Alert variant="destructive" role="alert">
          Documents could not be loaded: {readableError(error)}
        </Alert>
      ) : isLoading ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading documents">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-40 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={FileSearch}
          title="No documents found"
          description={searching ? "Try a different search term" : "Upload your first document to get started"}
          action={searching ? undefined : <UploadCta />}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Documents">
          {shown.map((document) => (
            <li key={document.id}>
              <DocumentCard document={document} />
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status">
        {searching && !isLoading ? `${shown.length} of ${documents.length} documents match` : ""}
      </p>
    </div>
  );
}
