import { cn } from "@web/lib/utils.ts";
import { categoryColors, categoryKeys, categoryNames, type CategoryKey } from "../colors.ts";

/** One toggle per colour group, with its count: pressed means shown. A group without concepts is not offered. */
export function CategoryFilter({
  counts,
  hidden,
  onToggle,
}: {
  counts: Record<CategoryKey, number>;
  hidden: ReadonlySet<CategoryKey>;
  onToggle: (key: CategoryKey) => void;
}) {
  return (
    <div role="group" aria-label="Show categories" className="flex flex-wrap items-center gap-1.5">
      {categoryKeys
        .filter((key) => counts[key] > 0)
        .map((key) => {
          const shown = !hidden.has(key);
          return (
            <button
              key={key}
              type="button"
              aria-pressed={shown}
              onClick={() => onToggle(key)}
              className={cn(
                "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                shown
                  ? "bg-background hover:bg-accent"
                  : "bg-muted text-muted-foreground line-through decoration-1 hover:bg-accent",
              )}
            >
              <span
                className={cn("size-2.5 rounded-full", !shown && "opacity-40")}
                style={{ backgroundColor: categoryColors[key] }}
                aria-hidden
              />
              {categoryNames[key]}
              <span className="text-muted-foreground tabular-nums">{counts[key].toLocaleString("en-US")}</span>
            </button>
          );
        })}
    </div>
  );
}
