import { FileQuestion } from "lucide-react";
import { EmptyState } from "@web/components/empty-state.tsx";

export function DocumentNotFound() {
  return (
    <EmptyState
      icon={FileQuestion}
      headingLevel={1}
      title="Document not found"
      description="It may have been deleted, or it belongs to another account."
    />
  );
}
