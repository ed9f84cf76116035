import { useState } from "react";
import { useSearch } from "wouter";
import { Download } from "lucide-react";
import type { Passage } from "@contract/concepts.ts";
import type { DocumentDetail as DocumentDetailData } from "@contract/documents.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Alert } from "@web/components/ui/alert.tsx";
import { DocumentConcepts } from "@web/features/concepts/components/document-concepts.tsx";
import { isHttpStatus, readableError } from "@web/lib/api.ts";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";
import { originalUrl } from "../api.ts";
import { formatDateTime, formatKb } from "../format.ts";
import { highlightFromSearch } from "../link-highlight.ts";
import { useDocument } from "../queries.ts";
import { DocumentContent, type ContentHighlight } from "./document-content.tsx";
import { DocumentDetailSkeleton } from "./document-detail-skeleton.tsx";
import { DocumentNotFound } from "./document-not-found.tsx";
import { DocumentStatusPanel } from "./document-status-panel.tsx";
import { DocumentTitle } from "./document-title.tsx";
import { SourceLink } from "./source-link.tsx";
import { TypeBadge } from "./type-badge.tsx";

const contentBoxId = "document-content";

function DocumentView({ document }: { document: DocumentDetailData }) {
  // A link to a passage (from search or a contradiction) opens the document with that passage marked.
  const search = useSearch();
  const [highlight, setHighlight] = useState<ContentHighlight | null>(() => highlightFromSearch(search, document.content.length));
  const selectPassage = (passage: Passage) => setHighlight({ start: passage.charStart, end: passage.charEnd });
  const pages = document.pageCount ? `${document.pageCount} ${document.pageCount === 1 ? "page" : "pages"}` : null;
  return (
    <article className="grid gap-6">
      <header className="grid gap-3">
        <DocumentTitle id={document.id} title={document.title} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          <TypeBadge type={document.type} />
          <span>
            Uploaded <time dateTime={document.uploadedAt}>{formatDateTime(document.uploadedAt)}</time>
          </span>
          {pages ? <span>{pages}</span> : null}
          {document.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {document.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
          {document.original ? (
            <a
              href={originalUrl(document.id)}
              download={document.original.fileName}
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Download className="size-4" aria-hidden />
              Download original
              <span className="font-normal text-muted-foreground">
                ({document.original.fileName}, {formatKb(document.original.sizeBytes)})
              </span>
            </a>
          ) : null}
          {document.original?.sourceUrl ? <SourceLink url={document.original.sourceUrl} /> : null}
        </div>
      </header>
      <DocumentStatusPanel state={document} />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:sticky lg:top-20 lg:col-span-3">
          <CardHeader className="pb-4">
            <CardTitle as="h2">Content</CardTitle>
          </CardHeader>
          <CardContent>
            <DocumentContent content={document.content} pageStarts={document.pageStarts} highlight={highlight} boxId={contentBoxId} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader className="pb-4">
            <CardTitle as="h2">
              Concepts{" "}
              {document.concepts.length > 0 ? <span className="ml-1 text-sm font-normal text-muted-foreground">({document.concepts.length})</span> : null}
            </CardTitle>
            <CardDescription>
              {document.concepts.length > 0
                ? "Most central first. Open a concept's passages and pick one to see it in the text."
                : "What Mnemo found in this document."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <DocumentConcepts
              concepts={document.concepts}
              documentId={document.id}
              onSelectPassage={selectPassage}
              selected={highlight}
              contentBoxId={contentBoxId}
            />
          </CardContent>
        </Card>
      </div>
    </article>
  );
}

/** `/documents/{id}`: skeleton while loading, 'Document not found' for a missing one, else the document. */
export function DocumentDetail({ id }: { id: string }) {
  const { data, isPending, error } = useDocument(id);
  useDocumentTitle(data?.title ?? (isPending ? "Document" : "Document not found"));
  if (isPending) return <DocumentDetailSkeleton />;
  if (error) {
    if (isHttpStatus(error, 404) || isHttpStatus(error, 400)) return <DocumentNotFound />;
    return (
      <Alert variant="destructive" role="alert">
        The document could not be loaded: {readableError(error)}
      </Alert>
    );
  }
  return <DocumentView document={data} />;
}
