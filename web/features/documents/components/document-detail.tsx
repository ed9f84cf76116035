import { useState } from "react";
import { useSearch } from "wouter";
import { ArrowDown, Download } from "lucide-react";
import type { DocumentDetail as DocumentDetailData } from "@contract/documents.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { DocumentConcepts } from "@web/features/concepts/components/document-concepts.tsx";
import { isHttpStatus, readableError } from "@web/lib/api.ts";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";
import { originalUrl } from "../api.ts";
import { formatDateTime, formatKb } from "../format.ts";
import { highlightFromSearch } from "../link-highlight.ts";
import { useDocument } from "../queries.ts";
import type { ContentHighlight } from "../reading.ts";
import { DocumentDetailSkeleton } from "./document-detail-skeleton.tsx";
import { DocumentNotFound } from "./document-not-found.tsx";
import { DocumentStatusPanel } from "./document-status-panel.tsx";
import { DocumentText } from "./document-text.tsx";
import { DocumentTitle } from "./document-title.tsx";
import { SourceLink } from "./source-link.tsx";
import { TypeBadge } from "./type-badge.tsx";

const textId = "document-content";
const linkClass =
  "inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

function DocumentMeta({ document }: { document: DocumentDetailData }) {
  const pages = document.pageCount ? `${document.pageCount} ${document.pageCount === 1 ? "page" : "pages"}` : null;
  return (
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
        <a href={originalUrl(document.id)} download={document.original.fileName} className={linkClass}>
          <Download className="size-4" aria-hidden />
          Download original
          <span className="hidden font-normal text-muted-foreground [overflow-wrap:anywhere] sm:inline">
            ({document.original.fileName}, {formatKb(document.original.sizeBytes)})
          </span>
        </a>
      ) : null}
      {document.original?.sourceUrl ? <SourceLink url={document.original.sourceUrl} /> : null}
      {document.concepts.length > 0 ? (
        // On narrow screens the concepts come after the text.
        <a href="#concepts" className={`${linkClass} xl:hidden`}>
          <ArrowDown className="size-4" aria-hidden />
          Concepts ({document.concepts.length})
        </a>
      ) : null}
    </div>
  );
}

/**
 * The document to read, full width with its headings and pages, and its concepts beside it on wide screens (below
 * it on narrow ones): each with its category and its definition, or the sentence that names it.
 */
function DocumentView({ document }: { document: DocumentDetailData }) {
  // A link to a passage (from search, a contradiction or an answer) opens the document with that passage marked.
  const search = useSearch();
  const [highlight, setHighlight] = useState<ContentHighlight | null>(() =>
    highlightFromSearch(search, document.content.length),
  );
  const select = (span: { charStart: number; charEnd: number }) =>
    setHighlight({ start: span.charStart, end: span.charEnd });
  return (
    <article className="grid gap-6">
      <header className="grid gap-3">
        <DocumentTitle id={document.id} title={document.title} />
        <DocumentMeta document={document} />
      </header>
      <DocumentStatusPanel state={document} title={document.title} />
      <div className="grid grid-cols-1 items-start gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Text" className="min-w-0">
          <DocumentText
            ready={document.status === "ready"}
            content={document.content}
            blocks={document.blocks}
            pageStarts={document.pageStarts}
            highlight={highlight}
            id={textId}
          />
        </section>
        <aside
          id="concepts"
          aria-labelledby="concepts-title"
          className="grid min-w-0 scroll-mt-20 gap-3 border-t pt-6 xl:sticky xl:top-20 xl:max-h-[calc(100svh-6rem)] xl:overflow-y-auto xl:border-t-0 xl:border-l xl:pt-0 xl:pl-6"
        >
          <div className="grid gap-1">
            <h2 id="concepts-title" className="text-lg font-semibold tracking-tight">
              Concepts{" "}
              {document.concepts.length > 0 ? (
                <span className="ml-1 text-sm font-normal text-muted-foreground">({document.concepts.length})</span>
              ) : null}
            </h2>
            <p className="text-sm text-muted-foreground">
              {document.concepts.length > 0
                ? "Most central first. Pick a sentence or a passage to see it in the text."
                : "What Mnemo found in this document."}
            </p>
          </div>
          <DocumentConcepts
            concepts={document.concepts}
            content={document.content}
            blocks={document.blocks}
            documentId={document.id}
            onSelect={select}
            selected={highlight}
            textId={textId}
          />
        </aside>
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
