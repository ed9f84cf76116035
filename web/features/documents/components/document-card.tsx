import { Link } from "wouter";
import type { Document } from "@contract/documents.ts";
import { Card } from "@web/components/ui/card.tsx";
import { documentPath } from "@web/lib/routes.ts";
import { contentPreview, formatDate } from "../format.ts";
import { DeleteDocumentButton } from "./delete-document-button.tsx";
import { StatusChip } from "./status-chip.tsx";
import { TypeBadge } from "./type-badge.tsx";

/**
 * One document in the list: title, type badge, date, status while not ready, a 200-character preview clamped to
 * three lines, and the delete action. The title link covers the whole card, so a click anywhere opens the document
 * while the delete button stays a separate control.
 */
export function DocumentCard({ document }: { document: Document }) {
  const preview = contentPreview(document.content);
  return (
    <Card className="group relative flex h-full flex-col gap-3 p-5 transition-colors focus-within:border-primary/50 hover:border-primary/40 hover:bg-accent/30" data-testid="document-card">
      <div className="flex items-start gap-2">
        <h2 className="min-w-0 flex-1 text-base leading-snug font-semibold break-words">
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
      <p className="line-clamp-3 text-sm break-words text-muted-foreground" data-testid="document-preview">
        {preview || <span className="italic">{document.status === "ready" ? "No text" : "The text appears when processing is done."}</span>}
      </p>
    </Card>
  );
}
