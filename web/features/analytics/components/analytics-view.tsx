import { Alert } from "@web/components/ui/alert.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { readableError } from "@web/lib/api.ts";
import { useAnalytics } from "../queries.ts";
import { AnalyticsEmpty } from "./analytics-empty.tsx";
import { ConceptsOverTimeChart, ConceptsPerCategoryChart } from "./charts.tsx";
import { CommunitiesCard } from "./communities-card.tsx";
import { CategoryClustersCard, CentralConceptsCard, CrossDomainCard, SurprisingCard } from "./insight-cards.tsx";

const fmt = (n: number) => n.toLocaleString("en-US");

/** The four cards of PRODUCT.md section 2, then communities and two charts; "No analytics available" when there is nothing at all. */
export function AnalyticsView() {
  const { data, isPending, error } = useAnalytics();
  if (isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-16 text-muted-foreground" role="status">
        <Spinner /> Loading analytics...
      </p>
    );
  }
  if (error)
    return (
      <Alert variant="destructive" role="alert">
        Analytics could not be loaded: {readableError(error)}
      </Alert>
    );
  if (data.totals.concepts === 0) return <AnalyticsEmpty />;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground" data-testid="analytics-totals">
        {fmt(data.totals.concepts)} concepts · {fmt(data.totals.relationships)} relationships ·{" "}
        {fmt(data.totals.documents)} documents
        {data.communities.length
          ? ` · ${fmt(data.communities.length)} ${data.communities.length === 1 ? "community" : "communities"}`
          : ""}
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <CentralConceptsCard items={data.centralConcepts} />
        <CrossDomainCard items={data.crossDomainConnections} />
        <SurprisingCard items={data.surprisingConnections} />
        <CategoryClustersCard items={data.clusterAnalysis} />
        <CommunitiesCard communities={data.communities} modularity={data.modularity} />
        <ConceptsPerCategoryChart clusters={data.clusterAnalysis} />
        <ConceptsOverTimeChart series={data.conceptsOverTime} />
      </div>
    </div>
  );
}
