import { useEffect } from "react";

/** Sets the tab title to "{title} · Mnemo" (or just "Mnemo") while the component is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Mnemo` : "Mnemo";
  }, [title]);
}
