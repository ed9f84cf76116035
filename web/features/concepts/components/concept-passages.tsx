import { Alert } from "@web/components/ui/alert.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { readableError } from "@web/lib/api.ts";
import { cn } from "@web/lib/utils.ts";
import { usePassages } from "../queries.ts";
import { HighlightedText } from "./highlighted-text.tsx";

/**
 * Where one concept appears in one document: each passage with the mention marked, and the PDF page. Choosing a
 * passage shows it in the document's content box (`onSelect` gets the mention's span in the content).
 */
export function ConceptPassages({
  conceptId,
  documentId,
  onSelect,
  selected,
  contentBoxId,
}: {
  conceptId: string;
  documentId: string;
  onSelect: (span: { charStart: number; charEnd: number }) => void;
  /** The span shown in the content box now, to mark its passage as the current one. */
  selected: { start: number; end: number } | null;
  contentBoxId: string;
}) {
  const { data, isPending, error } = usePassages(conceptId, documentId, true);
  if (isPending) {
    return (
      <p className="flex items-center gap-2 py-2 text-sm text-muted-foreground" role="status">
        <Spinner />
        Loading passages...
      </p>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive" role="alert">
        Passages could not be loaded: {readableError(error)}
      </Alert>
    );
  }
  if (data.length === 0)
    return <p className="py-2 text-sm text-muted-foreground">No passages recorded for this concept here.</p>;
  return (
    <ol className="grid gap-2" aria-label="Passages">
      {data.map((passage) => {
        const current = selected?.start === passage.charStart && selected.end === passage.charEnd;
        return (
          <li key={`${passage.charStart}-${passage.charEnd}`}>
            <button
              type="button"
              onClick={() => onSelect(passage)}
              aria-controls={contentBoxId}
              aria-pressed={current}
              className={cn(
                "w-full rounded-md border bg-background p-3 text-left text-sm leading-relaxed transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring",
                current && "border-primary/60 bg-primary/5 ring-1 ring-primary/40",
              )}
              data-testid="passage"
            >
              {passage.page !== null ? (
                <span className="mb-1 block text-xs font-medium text-muted-foreground">Page {passage.page}</span>
              ) : null}
              <span className="break-words whitespace-pre-line">
                <HighlightedText text={passage.text} start={passage.highlightStart} end={passage.highlightEnd} />
              </span>
              <span className="sr-only"> (show in the document)</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
