import { Component, type ErrorInfo, type ReactNode } from "react";
import { CircleAlert, RotateCw } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";

interface State {
  error: Error | null;
}

/**
 * Catches render errors (including a lazily loaded page whose file is gone after a deploy) and offers a reload
 * instead of a blank screen.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Mnemo could not show this page", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="flex min-h-svh flex-col items-center justify-center gap-4 bg-surface px-4 text-center"
      >
        <CircleAlert className="size-10 text-destructive" aria-hidden />
        <div className="grid gap-1">
          <h1 className="text-xl font-semibold">Something went wrong</h1>
          <p className="max-w-md text-sm text-muted-foreground">
            This page could not be shown. Reloading usually fixes it.
          </p>
        </div>
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          Reload
        </Button>
      </div>
    );
  }
}
