import { ChartColumn } from "lucide-react";
import { EmptyState } from "@web/components/empty-state.tsx";
import { UploadCta } from "@web/features/upload/components/upload-cta.tsx";

export function AnalyticsEmpty() {
  return (
    <EmptyState
      icon={ChartColumn}
      title="No analytics available"
      description="Add more documents and concepts to see insights"
      action={<UploadCta />}
    />
  );
}
