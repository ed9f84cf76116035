import { HighlightedText } from "@web/features/concepts/components/highlighted-text.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { readableError } from "@web/lib/api.ts";
import { documentPath } from "@web/lib/routes.ts";
import { Link } from "wouter";
import { useConceptPassages } from "../queries.ts";

const PAGE = 5;

/** The passages that mention the concept, the mention marked (text nodes only, never HTML), five at a time. */
export function ConceptPassagesList({
  conceptId,
  total,
  limit,
  onMore,
}: {
  conceptId: string;
  total: number;
  limit: number;
  onMore: () => void;
}) {
  const { data, isPending, isFetching, error } = useConceptPassages(conceptId, limit);
  if (isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> Loading passages...
      </p>
    );
  }
  if (error) return <p className="text-sm text-destructive">Passages could not be loaded: {readableError(error)}</p>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">No passages recorded.</p>;
  return (
    <div className="grid gap-2">
      <ol className="grid gap-2" aria-label="Passages">
        {data.map((p) => (
          <li
            key={`${p.documentId}-${p.charStart}`}
            className="rounded-md border bg-background p-3 text-sm leading-relaxed"
            data-testid="panel-passage"
          >
            <p className="mb-1 text-xs font-medium text-muted-foreground">
              <Link href={documentPath(p.documentId)} className="hover:underline">
                {p.documentTitle}
              </Link>
              {p.page !== null ? ` · page ${p.page}` : ""}
            </p>
            <p className="break-words whitespace-pre-line">
              <HighlightedText text={p.text} start={p.highlightStart} end={p.highlightEnd} />
            </p>
          </li>
        ))}
      </ol>
      {data.length < total && data.length >= limit ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onMore} disabled={isFetching}>
          {isFetching ? <Spinner /> : null}
          Show more passages
        </Button>
      ) : null}
    </div>
  );
}

export const passagePage = PAGE;
