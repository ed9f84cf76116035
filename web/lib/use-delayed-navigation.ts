import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";

/**
 * Returns `start()`: navigates to `path` after `delayMs`. Calling it again restarts the delay; leaving the page
 * first cancels it.
 */
export function useDelayedNavigation(path: string, delayMs: number): () => void {
  const [, navigate] = useLocation();
  const [requested, setRequested] = useState(0);
  useEffect(() => {
    if (requested === 0) return;
    const timer = setTimeout(() => navigate(path), delayMs);
    return () => clearTimeout(timer);
  }, [requested, navigate, path, delayMs]);
  return useCallback(() => setRequested((n) => n + 1), []);
}
