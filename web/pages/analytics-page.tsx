import { PageHeader } from "@web/components/page-header.tsx";
import { AnalyticsView } from "@web/features/analytics/components/analytics-view.tsx";

/** `/analytics`: central concepts, cross-domain and surprising connections, category clusters, communities, charts. */
export default function AnalyticsPage() {
  return (
    <>
      <PageHeader
        title="Graph Analytics"
        documentTitle="Analytics"
        description="Find the hubs, bridges and clusters in your knowledge graph."
      />
      <AnalyticsView />
    </>
  );
}
