import { describe, expect, it } from "vitest";
import { getStoredTheme, initTheme, setTheme } from "./theme.ts";

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
});
