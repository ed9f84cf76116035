import { PageHeader } from "@web/components/page-header.tsx";
import { TimelineView } from "@web/features/timeline/components/timeline-view.tsx";

/** `/timeline`: every concept's version history, grouped by day, with a filter by concept. */
export default function TimelinePage() {
  return (
    <>
      <PageHeader
        title="Concept Timeline"
        documentTitle="Timeline"
        description="Follow how your understanding of each concept evolves over time."
      />
      <TimelineView />
    </>
  );
}
