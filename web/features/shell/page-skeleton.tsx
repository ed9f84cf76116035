import { Skeleton } from "@web/components/ui/skeleton.tsx";

/** Placeholder page body while a lazily loaded page's code arrives. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="grid gap-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
