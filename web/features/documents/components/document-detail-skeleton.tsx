import { Skeleton } from "@web/components/ui/skeleton.tsx";

/** The document page while it loads. */
export function DocumentDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading document" className="grid gap-6" data-testid="document-skeleton">
      <div className="grid gap-3">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-64 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <Skeleton className="h-96 rounded-xl lg:col-span-3" />
        <Skeleton className="h-96 rounded-xl lg:col-span-2" />
      </div>
    </div>
  );
}
