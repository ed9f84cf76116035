import { Network } from "lucide-react";
import { EmptyState } from "@web/components/empty-state.tsx";
import { UploadCta } from "@web/features/upload/components/upload-cta.tsx";

export function GraphEmpty() {
  return (
    <EmptyState
      icon={Network}
      title="No concepts yet"
      description="Upload documents to extract concepts and build your knowledge graph"
      action={<UploadCta />}
      className="min-h-[24rem]"
    />
  );
}
