import { History } from "lucide-react";
import { EmptyState } from "@web/components/empty-state.tsx";
import { UploadCta } from "@web/features/upload/components/upload-cta.tsx";

export function TimelineEmpty() {
  return (
    <EmptyState
      icon={History}
      title="No History Yet"
      description="Start uploading documents to track how your concepts evolve over time."
      action={<UploadCta />}
    />
  );
}
