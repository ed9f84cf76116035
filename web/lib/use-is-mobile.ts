import { useSyncExternalStore } from "react";
import { mobileBreakpointPx } from "./constants.ts";

const query = `(max-width: ${mobileBreakpointPx - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const getSnapshot = () => window.matchMedia(query).matches;

/** True while the viewport is narrower than the 768 px breakpoint (PRODUCT.md section 9). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
