import type { RelationshipType } from "@contract/graph.ts";
import { cn } from "@web/lib/utils.ts";

const styles: Record<RelationshipType, string> = {
  supports:
    "bg-green-50 text-green-800 ring-green-600/20 dark:bg-green-950/60 dark:text-green-300 dark:ring-green-400/30",
  contradicts: "bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-400/30",
  related: "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30",
};

/** A relationship type in the graph's edge colours (supports green, contradicts red, related grey). */
export function RelationshipBadge({ type, className }: { type: RelationshipType; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-md px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        styles[type],
        className,
      )}
    >
      {type}
    </span>
  );
}
