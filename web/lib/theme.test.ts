import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getStoredTheme, initTheme, setTheme, stopFollowingSystemTheme, useTheme } from "./theme.ts";

/** A `matchMedia` whose dark-scheme answer can be changed, firing `change` as a browser does. */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal("matchMedia", (query: string) =>
    query === "(prefers-color-scheme: dark)"
      ? media
      : { matches: false, addEventListener() {}, removeEventListener() {} },
  );
  return {
    set(next: boolean) {
      dark = next;
      for (const l of listeners) l();
    },
  };
}

afterEach(() => stopFollowingSystemTheme());

describe("theme", () => {
  it("is light when neither the user nor the system asks for dark", () => {
    stubSystemScheme(false);
    expect(initTheme()).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("follows the system's dark scheme until the user chooses", () => {
    const system = stubSystemScheme(true);
    expect(initTheme()).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(getStoredTheme()).toBeNull();
    const { result } = renderHook(() => useTheme());
    act(() => system.set(false));
    expect(result.current.theme).toBe("light");
    act(() => result.current.toggleTheme());
    expect(localStorage.getItem("theme")).toBe("dark");
    act(() => system.set(false));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("lets a stored choice win over the system", () => {
    stubSystemScheme(true);
    localStorage.setItem("theme", "light");
    expect(initTheme()).toBe("light");
    localStorage.setItem("theme", "dark");
    stubSystemScheme(false);
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
