import type { VersionEntry } from "@contract/versions.ts";
import { cn } from "@web/lib/utils.ts";
import { changeTypeLabels } from "../format.ts";

const styles: Record<VersionEntry["changeType"], string> = {
  created:
    "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-400/30",
  definition_updated:
    "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-400/30",
  category_changed:
    "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-400/30",
  merged:
    "bg-violet-50 text-violet-800 ring-violet-600/20 dark:bg-violet-950/60 dark:text-violet-300 dark:ring-violet-400/30",
  split: "bg-rose-50 text-rose-800 ring-rose-600/20 dark:bg-rose-950/60 dark:text-rose-300 dark:ring-rose-400/30",
  renamed: "bg-slate-100 text-slate-800 ring-slate-600/20 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/30",
};

/** The kind of change: Created, Definition Updated, Category Changed, Merged, Split or Renamed. */
export function ChangeTypeBadge({
  changeType,
  className,
}: {
  changeType: VersionEntry["changeType"];
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        styles[changeType],
        className,
      )}
      data-change-type={changeType}
    >
      {changeTypeLabels[changeType]}
    </span>
  );
}
