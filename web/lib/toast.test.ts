import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dismissToast, toast, useToasts } from "./toast.ts";

describe("toast store", () => {
  it("shows one toast at a time, newest wins", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second", variant: "destructive" });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
    act(() => dismissToast());
    expect(result.current[0]?.open).toBe(false);
  });
});
