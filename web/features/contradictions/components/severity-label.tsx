import { cn } from "@web/lib/utils.ts";
import { severityStyle } from "../model.ts";

/** The severity pill of a card: high red, medium amber, anything else yellow (PRODUCT.md section 2, Contradictions). */
export function SeverityLabel({ severity, className }: { severity: string; className?: string }) {
  const style = severityStyle(severity);
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        style.badge,
        className,
      )}
      data-severity={severity}
    >
      {style.label}
    </span>
  );
}
