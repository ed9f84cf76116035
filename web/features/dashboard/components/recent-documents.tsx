import { Link } from "wouter";
import { ArrowRight, FileText } from "lucide-react";
import type { Document } from "@contract/documents.ts";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { StatusChip } from "@web/features/documents/components/status-chip.tsx";
import { TypeBadge } from "@web/features/documents/components/type-badge.tsx";
import { formatDate } from "@web/features/documents/format.ts";
import { documentPath, routes } from "@web/lib/routes.ts";

/** Documents on the home page (PRODUCT.md section 9). */
export const recentDocumentCount = 3;

/** Home's 'Recent Documents': the newest three, each a link, with their live status, and 'View all'. */
export function RecentDocuments({ documents, isLoading }: { documents: readonly Document[]; isLoading: boolean }) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle as="h2">Recent Documents</CardTitle>
        <Link
          href={routes.documents}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          View all
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent className="flex-1">
        {isLoading ? (
          <div className="grid gap-3" aria-hidden>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : (
          <ul className="grid gap-2" aria-label="Recent documents">
            {documents.slice(0, recentDocumentCount).map((document) => (
              <li key={document.id}>
                <Link
                  href={documentPath(document.id)}
                  className="flex items-center gap-3 rounded-lg border p-3 transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                    <FileText className="size-4" aria-hidden />
                  </span>
                  <span className="grid min-w-0 flex-1 gap-1">
                    <span className="truncate text-sm font-medium">{document.title}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <TypeBadge type={document.type} />
                      <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt)}</time>
                      <StatusChip state={document} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
