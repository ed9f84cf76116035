import { useEffect } from "react";
import { useLocation } from "wouter";

/** A new page starts at its top (the browser only does this for full page loads). */
export function useScrollToTop(): void {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}
