import { useId } from "react";
import { Link } from "wouter";
import { ArrowUpRight, Check, FileText } from "lucide-react";
import { cn } from "@web/lib/utils.ts";
import { markPieces, type WordRange } from "../differences.ts";
import { passageHref, type Source } from "../model.ts";

/**
 * One side of a contradiction: 'Statement 1' or 'Statement 2', the sentence (the words it differs on marked) and
 * where it comes from, a link that opens the document at the passage (with the page for PDFs). `holds` marks the
 * statement the reader decided for.
 */
export function StatementPanel({
  index,
  text,
  source,
  marks,
  holds = false,
}: {
  index: 1 | 2;
  text: string;
  source: Source;
  marks: readonly WordRange[];
  holds?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-lg border bg-surface p-4",
        holds && "border-emerald-300 dark:border-emerald-800",
      )}
      data-testid={`statement-${index}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-muted-foreground">
          Statement {index}
        </h3>
        {holds ? (
          <span className="inline-flex items-center gap-1 rounded-md bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300">
            <Check className="size-3.5" aria-hidden />
            Holds
          </span>
        ) : null}
      </div>
      <blockquote className="flex-1 text-sm leading-relaxed break-words text-foreground sm:text-base">
        <p>
          {markPieces(text, marks).map((piece, i) =>
            piece.marked ? (
              <mark
                key={i}
                className="rounded-sm bg-amber-200/70 px-0.5 font-medium text-inherit dark:bg-amber-400/25 dark:text-amber-50"
              >
                {piece.text}
              </mark>
            ) : (
              piece.text
            ),
          )}
        </p>
      </blockquote>
      <Link
        href={passageHref(source)}
        className="group inline-flex max-w-full items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        title="Open the document at this passage"
      >
        <FileText className="size-4 shrink-0" aria-hidden />
        <span className="sr-only">Open the passage in </span>
        <span className="truncate">{source.documentTitle}</span>
        {source.page !== null ? (
          <span className="shrink-0 font-normal text-muted-foreground">
            <span aria-hidden>· </span>
            <span className="sr-only">, </span>page {source.page}
          </span>
        ) : null}
        <ArrowUpRight className="size-3.5 shrink-0 opacity-70 transition-opacity group-hover:opacity-100" aria-hidden />
      </Link>
    </section>
  );
}
