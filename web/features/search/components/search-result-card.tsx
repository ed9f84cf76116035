import { Link } from "wouter";
import { FileText, Lightbulb } from "lucide-react";
import type { SearchResult } from "@contract/search.ts";
import { Card } from "@web/components/ui/card.tsx";
import { typeLabels } from "@web/features/documents/format.ts";
import { cn } from "@web/lib/utils.ts";
import { percentMatch, resultHref } from "../links.ts";
import { HighlightedSnippet } from "./highlighted-snippet.tsx";

const kinds = {
  document: {
    icon: FileText,
    label: "Document",
    tone: "bg-sky-100 text-sky-800 ring-sky-600/20 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-400/30",
  },
  concept: {
    icon: Lightbulb,
    label: "Concept",
    tone: "bg-violet-100 text-violet-800 ring-violet-600/20 dark:bg-violet-950/60 dark:text-violet-300 dark:ring-violet-400/30",
  },
} as const;

/** What the result is, beyond the badge: the document's type or the concept's category. */
function detail(result: SearchResult): string | null {
  if (result.type === "document")
    return result.documentType
      ? (typeLabels[result.documentType as keyof typeof typeLabels] ?? result.documentType)
      : null;
  return result.category;
}

/**
 * One result (PRODUCT.md section 2, Search Your Knowledge: icon, title, Document/Concept badge, percent match, snippet). The title link covers the whole
 * card: a document opens at the passage the snippet came from, a concept in the graph.
 */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const kind = kinds[result.type];
  const Icon = kind.icon;
  const percent = percentMatch(result.relevance);
  const extra = detail(result);
  return (
    <Card
      className="group relative flex gap-4 p-5 transition-colors focus-within:border-primary/50 hover:border-primary/40 hover:bg-accent/30"
      data-testid="search-result"
      data-type={result.type}
    >
      <span
        className={cn(
          "mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset",
          kind.tone,
        )}
        data-testid="result-icon"
      >
        <Icon className="size-4.5" aria-hidden />
      </span>
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-start gap-x-3 gap-y-1.5">
          <h2 className="min-w-0 flex-1 text-base leading-snug font-semibold break-words">
            <Link
              href={resultHref(result)}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {result.title}
            </Link>
          </h2>
          <div className="flex shrink-0 items-center gap-2 text-xs">
            <span
              className={cn("inline-flex items-center rounded-md px-2 py-0.5 font-medium ring-1 ring-inset", kind.tone)}
              data-testid="result-badge"
            >
              {kind.label}
            </span>
            <span className="font-medium text-muted-foreground tabular-nums" data-testid="result-match">
              {percent}% match
            </span>
          </div>
        </div>
        {extra ? (
          <p className={cn("-mt-1 text-xs text-muted-foreground", result.type === "concept" && "capitalize")}>
            {extra}
          </p>
        ) : null}
        <HighlightedSnippet snippet={result.snippet} highlights={result.highlights} />
      </div>
    </Card>
  );
}
