import type { ReactNode } from "react";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";
import { cn } from "@web/lib/utils.ts";

/** A page's h1, its one-line description and optional actions on the right; also sets the tab title. */
export function PageHeader({
  title,
  description,
  actions,
  documentTitle,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The tab title when it differs from the heading. */
  documentTitle?: string;
  className?: string;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={cn("mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="grid min-w-0 gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground sm:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
