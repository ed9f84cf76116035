import { Skeleton } from "@web/components/ui/skeleton.tsx";

/** The document page while it loads. */
export function DocumentDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading document" className="grid gap-6" data-testid="document-skeleton">
      <div className="grid gap-3">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-64 max-w-full" />
      </div>
      <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid max-w-[72ch] gap-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  );
}
