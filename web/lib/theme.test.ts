import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getStoredTheme, initTheme, setTheme, useTheme } from "./theme.ts";

describe("theme", () => {
  it("is light by default", () => {
    expect(initTheme()).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
  it("applies a stored dark theme as the `dark` class on <html>", () => {
    localStorage.setItem("theme", "dark");
    expect(initTheme()).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
  it("remembers a change", () => {
    setTheme("dark");
    expect(getStoredTheme()).toBe("dark");
    setTheme("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
  it("toggles through the hook, updating every user of it", () => {
    const first = renderHook(() => useTheme());
    const second = renderHook(() => useTheme());
    expect(first.result.current.theme).toBe("light");
    act(() => first.result.current.toggleTheme());
    expect(second.result.current.theme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
