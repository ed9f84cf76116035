import { act, renderHook } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentKeys } from "@web/features/documents/keys.ts";
import { graphKeys } from "@web/features/graph/keys.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { createQueryClient } from "@web/lib/query-client.ts";
import {
  getSelectedProjectId,
  reloadSelectedProjectId,
  setSelectedProjectId,
  useSelectedProjectId,
  useSelectProject,
} from "./selected-project.ts";

afterEach(() => {
  setSelectedProjectId(null);
});

describe("selected project", () => {
  it("is null (All Documents) by default and read from localStorage", () => {
    expect(getSelectedProjectId()).toBeNull();
    localStorage.setItem("selectedProjectId", "p1");
    reloadSelectedProjectId();
    expect(getSelectedProjectId()).toBe("p1");
  });

  it("stores the id under selectedProjectId and removes it for All Documents", () => {
    setSelectedProjectId("p2");
    expect(localStorage.getItem("selectedProjectId")).toBe("p2");
    setSelectedProjectId(null);
    expect(localStorage.getItem("selectedProjectId")).toBeNull();
  });

  it("invalidates documents, graph and stats on every change, and nothing when unchanged", () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ select: useSelectProject(), id: useSelectedProjectId() }), { wrapper });

    act(() => result.current.select("p3"));
    expect(result.current.id).toBe("p3");
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([documentKeys.all, graphKeys.all, statsKeys.all]));

    invalidate.mockClear();
    act(() => result.current.select("p3"));
    expect(invalidate).not.toHaveBeenCalled();

    act(() => result.current.select(null));
    expect(result.current.id).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: documentKeys.all });
  });

  it("marks cached project-scoped lists stale so they reload", async () => {
    const client = createQueryClient();
    client.setQueryData(documentKeys.list(null), []);
    client.setQueryData(graphKeys.scope(null), { nodes: [], edges: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSelectProject(), { wrapper });
    act(() => result.current("p4"));
    expect(client.getQueryState(documentKeys.list(null))?.isInvalidated).toBe(true);
    expect(client.getQueryState(graphKeys.scope(null))?.isInvalidated).toBe(true);
  });
});
