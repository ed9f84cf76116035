import { cn } from "@web/lib/utils.ts";

/** A thin horizontal progress bar with its accessible name and value. */
export function ProgressBar({
  label,
  value,
  max = 100,
  fillClassName,
}: {
  label: string;
  value: number;
  max?: number;
  fillClassName?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      className="h-2 overflow-hidden rounded-full bg-muted"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <div
        className={cn("h-full rounded-full bg-primary transition-[width]", fillClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
