import { FileText, Lightbulb, Waypoints, type LucideIcon } from "lucide-react";
import type { Stats } from "@contract/documents.ts";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";

const cards: ReadonlyArray<{ key: keyof Stats; label: string; icon: LucideIcon }> = [
  { key: "documentCount", label: "Documents", icon: FileText },
  { key: "conceptCount", label: "Concepts", icon: Lightbulb },
  { key: "relationshipCount", label: "Connections", icon: Waypoints },
];

/** The home dashboard's three counts: Documents, Concepts, Connections. */
export function StatCards({ stats, isLoading = false }: { stats: Stats | undefined; isLoading?: boolean }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-4" aria-label="Knowledge base totals">
      {cards.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="flex h-full flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:size-11">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="grid min-w-0">
              <span className="truncate text-xs font-medium text-muted-foreground sm:text-sm">{label}</span>
              {isLoading ? (
                <Skeleton className="mt-1 h-7 w-12" />
              ) : (
                <span className="text-2xl font-bold tabular-nums" data-testid={`stat-${key}`}>
                  {(stats?.[key] ?? 0).toLocaleString()}
                </span>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
