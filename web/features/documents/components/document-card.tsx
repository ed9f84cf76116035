import { Link } from "wouter";
import type { Document } from "@contract/documents.ts";
import { Card } from "@web/components/ui/card.tsx";
import { documentPath } from "@web/lib/routes.ts";
import { contentPreview, formatDate } from "../format.ts";
import { isInProgress } from "../status.ts";
import { DeleteDocumentButton } from "./delete-document-button.tsx";
import { StatusChip } from "./status-chip.tsx";
import { TypeBadge } from "./type-badge.tsx";

/**
 * One document in the list: title, type badge, date, status (queued, processing with a progress bar, ready,
 * failed with its reason), a 200-character preview clamped to three lines, and the delete action. The title link
 * covers the whole card, so a click anywhere opens the document while the delete button stays a separate control.
 */
export function DocumentCard({ document }: { document: Document }) {
  const preview = contentPreview(document.content);
  const failed = document.status === "failed";
  return (
    <Card
      className="group relative flex h-full min-w-0 flex-col gap-3 overflow-hidden p-5 transition-colors focus-within:border-primary/50 hover:border-primary/40 hover:bg-accent/30"
      data-testid="document-card"
      data-status={document.status}
    >
      <div className="flex items-start gap-2">
        <h2 className="min-w-0 flex-1 text-base leading-snug font-semibold [overflow-wrap:anywhere]">
          <Link
            href={documentPath(document.id)}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {document.title}
          </Link>
        </h2>
        <DeleteDocumentButton document={document} className="relative z-10 -mt-1.5 -mr-2" />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <TypeBadge type={document.type} />
        <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt)}</time>
        <StatusChip state={document} />
      </div>
      {failed ? (
        <p
          className="line-clamp-3 text-sm text-red-700 [overflow-wrap:anywhere] dark:text-red-300"
          data-testid="document-error"
        >
          {document.error || "The document could not be processed."}
        </p>
      ) : (
        <p
          className="line-clamp-3 text-sm text-muted-foreground [overflow-wrap:anywhere]"
          data-testid="document-preview"
        >
          {preview || (
            <span className="italic">
              {document.status === "ready" ? "No text" : "The text appears when processing is done."}
            </span>
          )}
        </p>
      )}
      {isInProgress(document.status) ? (
        // Decorative: the chip above says the same in words.
        <div className="absolute inset-x-0 bottom-0 h-1 bg-muted" aria-hidden>
          <div
            className="h-full bg-primary transition-[width] duration-500"
            style={{ width: `${document.status === "queued" ? 0 : Math.max(4, document.progress)}%` }}
          />
        </div>
      ) : null}
    </Card>
  );
}
