import { ArrowLeftRight, Layers, Sparkles, Target } from "lucide-react";
import { Link } from "wouter";
import type { Analytics } from "@contract/graph.ts";
import { withQuery } from "@web/lib/api.ts";
import { documentPath } from "@web/lib/routes.ts";
import { CategoryBadge } from "@web/features/concepts/components/category-badge.tsx";
import { AnalyticsCard, type AnalyticsCardText } from "./analytics-card.tsx";
import { ConceptLink } from "./concept-link.tsx";
import { RelationshipBadge } from "./relationship-badge.tsx";

/** The four cards' texts, side by side so their wording reads as one set. */
const cards = {
  central: {
    icon: Target,
    title: "Central Concepts",
    description: "The concepts with the most connections the text states: the hubs of your knowledge.",
    empty: "No connected concepts yet. Concepts appear here once your documents relate them to each other.",
    testId: "card-central",
  },
  crossDomain: {
    icon: ArrowLeftRight,
    title: "Cross-Domain Connections",
    description:
      "Relationships between different clusters of your graph: what one area of your reading says about another.",
    empty: "No connections between different clusters of your graph yet.",
    testId: "card-cross-domain",
  },
  surprising: {
    icon: Sparkles,
    title: "Surprising Connections",
    description: "Links a sentence makes between concepts that nothing else in your graph brings close.",
    empty: "Nothing surprising yet: every connection stays close to its neighbourhood.",
    testId: "card-surprising",
  },
  clusters: {
    icon: Layers,
    title: "Category Clusters",
    description: "How many concepts each category holds and how connected they are.",
    empty: "No categories yet.",
    testId: "card-clusters",
  },
} satisfies Record<string, AnalyticsCardText>;

/** A pair of related concepts (cross-domain or surprising) is one row per relationship type. */
const connectionKey = (
  c: Pick<Analytics["crossDomainConnections"][number], "concept1" | "concept2" | "relationshipType">,
) => `${c.concept1.id}-${c.concept2.id}-${c.relationshipType}`;

export function CentralConceptsCard({ items }: { items: Analytics["centralConcepts"] }) {
  return (
    <AnalyticsCard {...cards.central} isEmpty={items.length === 0}>
      <ol className="grid gap-2">
        {items.map((c, i) => (
          <li key={c.id} className="flex items-center gap-3 text-sm">
            <span
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary tabular-nums"
              aria-label={`Rank ${i + 1}`}
            >
              {i + 1}
            </span>
            <span className="min-w-0 flex-1">
              <ConceptLink concept={c} />
            </span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {c.connections} connection{c.connections === 1 ? "" : "s"}
            </span>
          </li>
        ))}
      </ol>
    </AnalyticsCard>
  );
}

export function CrossDomainCard({ items }: { items: Analytics["crossDomainConnections"] }) {
  return (
    <AnalyticsCard {...cards.crossDomain} isEmpty={items.length === 0}>
      <ul className="grid gap-2">
        {items.map((c) => (
          <li
            key={connectionKey(c)}
            className="grid gap-1 border-b pb-2 text-sm [overflow-wrap:anywhere] last:border-0"
          >
            <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
              <ConceptLink concept={c.concept1} />
              <RelationshipBadge type={c.relationshipType} />
              <span className="justify-self-end text-right">
                <ConceptLink concept={c.concept2} />
              </span>
            </div>
            <p className="text-xs text-muted-foreground" data-testid="cross-domain-between">
              {c.label ? `“${c.concept1.name}” ${c.label} “${c.concept2.name}” · ` : ""}
              between the clusters around “{c.between[0]}” and around “{c.between[1]}”
            </p>
          </li>
        ))}
      </ul>
    </AnalyticsCard>
  );
}

export function SurprisingCard({ items }: { items: Analytics["surprisingConnections"] }) {
  return (
    <AnalyticsCard {...cards.surprising} isEmpty={items.length === 0}>
      <ul className="grid gap-4">
        {items.map((c) => (
          <li key={connectionKey(c)} className="grid gap-1.5 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <ConceptLink concept={c.concept1} showCategory={false} />
              <RelationshipBadge type={c.relationshipType} />
              <ConceptLink concept={c.concept2} showCategory={false} />
            </div>
            <p className="text-muted-foreground">{c.reason}</p>
            {c.evidence ? (
              <Link
                href={withQuery(documentPath(c.evidence.documentId), {
                  from: c.evidence.charStart,
                  to: c.evidence.charEnd,
                })}
                className="justify-self-start text-xs text-primary hover:underline"
              >
                Read it in {c.evidence.documentTitle}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </AnalyticsCard>
  );
}

export function CategoryClustersCard({ items }: { items: Analytics["clusterAnalysis"] }) {
  return (
    <AnalyticsCard {...cards.clusters} isEmpty={items.length === 0}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              Category
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Concepts
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Avg. connections
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.category} className="border-b last:border-0">
              <td className="py-2">
                <CategoryBadge category={c.category} />
              </td>
              <td className="py-2 text-right tabular-nums">{c.conceptCount.toLocaleString("en-US")}</td>
              <td className="py-2 text-right tabular-nums">{c.avgConnections.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AnalyticsCard>
  );
}
