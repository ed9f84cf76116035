import { PageHeader } from "@web/components/page-header.tsx";
import { TimelineEmpty } from "@web/features/timeline/components/timeline-empty.tsx";

/** `/timeline`: every concept's version history, grouped by day. */
export default function TimelinePage() {
  return (
    <>
      <PageHeader title="Concept Timeline" documentTitle="Timeline" description="Follow how your understanding of each concept evolves over time." />
      <TimelineEmpty />
    </>
  );
}
