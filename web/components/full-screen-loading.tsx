import { Spinner } from "@web/components/ui/spinner.tsx";

/** Shown while authentication status (or a page's code) loads. */
export function FullScreenLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-svh items-center justify-center gap-3 bg-background text-muted-foreground"
    >
      <Spinner className="size-5 text-primary" />
      <span className="text-sm font-medium">Loading</span>
    </div>
  );
}
