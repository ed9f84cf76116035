import { PageHeader } from "@web/components/page-header.tsx";
import { ExploreLinks } from "@web/features/dashboard/components/explore-links.tsx";
import { noStats, StatCards } from "@web/features/dashboard/components/stat-cards.tsx";
import { StartBuildingCard } from "@web/features/dashboard/components/start-building-card.tsx";
import { useCurrentUser } from "@web/features/auth/queries.ts";

/**
 * `/`: the home dashboard. The counts, the upload panel and the recent documents are wired to the server by the
 * documents work; until then the knowledge base is empty and the empty-state card leads to the upload page.
 */
export default function HomePage() {
  const { user } = useCurrentUser();
  const firstName = user?.firstName?.trim();
  return (
    <>
      <PageHeader
        title="Home"
        description={firstName ? `Welcome back, ${firstName}. Here is your knowledge base at a glance.` : "Your knowledge base at a glance."}
      />
      <div className="grid gap-6">
        <StatCards stats={noStats} />
        <StartBuildingCard />
        <ExploreLinks />
      </div>
    </>
  );
}
