import type { DocumentType } from "@contract/documents.ts";
import { cn } from "@web/lib/utils.ts";
import { typeLabels } from "../format.ts";

// PRODUCT.md section 2, Documents: pdf red, note blue, every other type grey.
const colours: Partial<Record<DocumentType, string>> = {
  pdf: "bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-400/30",
  note: "bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-950/60 dark:text-blue-300 dark:ring-blue-400/30",
};
const grey =
  "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30";

/** The document type badge. */
export function TypeBadge({ type, className }: { type: DocumentType; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        colours[type] ?? grey,
        className,
      )}
      data-type={type}
    >
      {typeLabels[type] ?? type}
    </span>
  );
}
