import { PageHeader } from "@web/components/page-header.tsx";
import { AnalyticsEmpty } from "@web/features/analytics/components/analytics-empty.tsx";

/** `/analytics`: central concepts, cross-domain and surprising connections, category clusters. */
export default function AnalyticsPage() {
  return (
    <>
      <PageHeader title="Graph Analytics" documentTitle="Analytics" description="Find the hubs, bridges and clusters in your knowledge graph." />
      <AnalyticsEmpty />
    </>
  );
}
