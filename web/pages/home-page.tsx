import { PageHeader } from "@web/components/page-header.tsx";
import { useCurrentUser } from "@web/features/auth/queries.ts";
import { ExploreLinks } from "@web/features/dashboard/components/explore-links.tsx";
import { RecentDocuments } from "@web/features/dashboard/components/recent-documents.tsx";
import { StartBuildingCard } from "@web/features/dashboard/components/start-building-card.tsx";
import { StatCards } from "@web/features/dashboard/components/stat-cards.tsx";
import { homeGreeting, useUnvisitedHome } from "@web/features/dashboard/first-visit.ts";
import { useStats } from "@web/features/dashboard/queries.ts";
import { useDocuments } from "@web/features/documents/queries.ts";
import { UploadPanel } from "@web/features/upload/components/upload-panel.tsx";

/**
 * `/`: the home dashboard: a greeting ("Welcome" on the first visit, "Welcome back" after), the three counts, the
 * upload panel, the three newest documents with 'View all' (or, once loading is done and there are none, 'Start
 * Building Your Knowledge Base'), and the two link cards.
 */
export default function HomePage() {
  const { user } = useCurrentUser();
  const stats = useStats();
  const documents = useDocuments();
  const unvisited = useUnvisitedHome(user?.id);
  const empty = !documents.isPending && !documents.error && (documents.data?.length ?? 0) === 0;
  return (
    <>
      <PageHeader
        title="Home"
        description={
          documents.isPending ? "Your knowledge base at a glance." : homeGreeting(user?.firstName, unvisited && empty)
        }
      />
      <div className="grid gap-6">
        <StatCards stats={stats.data} isLoading={stats.isPending} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <UploadPanel origin="home" />
          {empty ? (
            <StartBuildingCard />
          ) : (
            <RecentDocuments documents={documents.data ?? []} isLoading={documents.isPending} />
          )}
        </div>
        <ExploreLinks />
      </div>
    </>
  );
}
