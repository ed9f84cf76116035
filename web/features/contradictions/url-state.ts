// What the Contradictions page keeps in its address (`?status=resolved&kind=figure&severity=high&document=<id>`), so
// Back from a document returns to the same tab and filters.
import { useCallback } from "react";
import { useSearchParams } from "wouter";
import { kindLabels, type Filters, type Kind } from "./model.ts";

export type Tab = "unresolved" | "resolved";

function useParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams(
        (old) => {
          const copy = new URLSearchParams(old);
          if (value) copy.set(name, value);
          else copy.delete(name);
          return copy;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}

export function useTab(): [Tab, (tab: Tab) => void] {
  const [status, setStatus] = useParam("status");
  const setTab = useCallback((tab: Tab) => setStatus(tab === "resolved" ? "resolved" : null), [setStatus]);
  return [status === "resolved" ? "resolved" : "unresolved", setTab];
}

export function useFilters(): [Filters, (filters: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get("kind");
  const filters: Filters = {
    kind: kind && kind in kindLabels ? (kind as Kind) : null,
    severity: params.get("severity"),
    documentId: params.get("document"),
  };
  const setFilters = useCallback(
    (next: Filters) =>
      setParams(
        (old) => {
          const copy = new URLSearchParams(old);
          for (const [key, value] of [
            ["kind", next.kind],
            ["severity", next.severity],
            ["document", next.documentId],
          ] as const) {
            if (value) copy.set(key, value);
            else copy.delete(key);
          }
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, setFilters];
}
