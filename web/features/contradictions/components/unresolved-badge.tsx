import { CircleAlert } from "lucide-react";

/** 'N unresolved' beside the heading; nothing when every contradiction is resolved (PRODUCT.md section 2, Contradictions). */
export function UnresolvedBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-3 py-1 text-sm font-medium text-red-800 ring-1 ring-red-600/25 ring-inset dark:bg-red-950/60 dark:text-red-200 dark:ring-red-400/30"
      data-testid="unresolved-badge"
    >
      <CircleAlert className="size-4" aria-hidden />
      {count} unresolved
    </span>
  );
}
