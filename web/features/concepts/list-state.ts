// What the concepts page keeps in its address (`?q=entropy&sort=name&page=2`), so Back from the graph returns to the
// same search, order and page.
import { useCallback } from "react";
import { useSearchParams } from "wouter";
import type { ConceptListQuery } from "@contract/concept-changes.ts";

export type ConceptSort = ConceptListQuery["sort"];

export const conceptSortLabels: Record<ConceptSort, string> = {
  mentions: "Most mentioned",
  name: "Name",
  documents: "In most documents",
  recent: "Recently changed",
};

/** Concepts per page. */
export const conceptPageSize = 25;

export interface ListState {
  query: string;
  sort: ConceptSort;
  /** 1-based. */
  page: number;
}

const isSort = (value: string | null): value is ConceptSort => value !== null && value in conceptSortLabels;

/** The page's numbers from the address, defaults where it has none or nonsense. */
export function readListState(params: URLSearchParams): ListState {
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    query: params.get("q") ?? "",
    sort: isSort(sort) ? sort : "mentions",
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** "26–50 of 130". */
export function pageRange(page: number, total: number, size = conceptPageSize): string {
  if (total === 0) return "0 of 0";
  const first = (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  const fmt = (n: number) => n.toLocaleString("en-US");
  return `${fmt(first)}–${fmt(last)} of ${fmt(total)}`;
}

/** The list's state and a setter; a new search or order starts again at the first page. */
export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (change: Partial<ListState>) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          const page = change.page ?? (change.query !== undefined || change.sort !== undefined ? 1 : undefined);
          if (change.query !== undefined) {
            if (change.query.trim()) next.set("q", change.query);
            else next.delete("q");
          }
          if (change.sort !== undefined) {
            if (change.sort !== "mentions") next.set("sort", change.sort);
            else next.delete("sort");
          }
          if (page !== undefined) {
            if (page > 1) next.set("page", String(page));
            else next.delete("page");
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [readListState(params), set];
}
