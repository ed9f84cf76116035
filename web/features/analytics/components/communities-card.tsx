import { Network } from "lucide-react";
import type { Analytics } from "@contract/graph.ts";
import { categoryColors, categoryKey } from "@web/features/graph/colors.ts";
import { categoryLabel } from "@web/features/concepts/category.ts";
import { AnalyticsCard } from "./analytics-card.tsx";
import { ConceptLink } from "./concept-link.tsx";

/** Louvain communities: groups of concepts more tied to each other than to the rest, with their category mix. */
export function CommunitiesCard({
  communities,
  modularity,
}: {
  communities: Analytics["communities"];
  modularity: number;
}) {
  return (
    <AnalyticsCard
      icon={Network}
      title="Communities"
      description={`Groups of concepts your documents tie together more than to the rest${communities.length ? ` (modularity ${modularity.toFixed(2)}: ${modularity >= 0.3 ? "clear groups" : "loosely grouped"})` : ""}.`}
      empty="No communities yet: they appear once several concepts are related."
      isEmpty={communities.length === 0}
      className="lg:col-span-2"
      testId="card-communities"
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {communities.map((c) => (
          <li key={c.id} className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border p-3">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="min-w-0 truncate text-sm font-semibold" title={c.label}>
                {c.label}
              </h3>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {c.size.toLocaleString("en-US")} concepts
              </span>
            </div>
            <div
              className="flex h-2 overflow-hidden rounded-full bg-muted"
              role="img"
              aria-label={c.categories.map((k) => `${categoryLabel(k.category)} ${k.count}`).join(", ")}
            >
              {c.categories.map((k) => (
                <span
                  key={k.category}
                  style={{
                    width: `${(k.count / c.size) * 100}%`,
                    backgroundColor: categoryColors[categoryKey(k.category)],
                  }}
                />
              ))}
            </div>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {c.topConcepts.map((t) => (
                <ConceptLink key={t.id} concept={t} showCategory={false} />
              ))}
            </p>
          </li>
        ))}
      </ul>
    </AnalyticsCard>
  );
}
