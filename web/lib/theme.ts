// Light by default; `dark` adds the `dark` class on <html>. Stored in localStorage under `theme`.
// public/theme-init.js applies the stored theme before the first paint (the CSP forbids inline scripts).
import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

export const themeStorageKey = "theme";

const listeners = new Set<() => void>();

export function getStoredTheme(): Theme {
  try {
    return localStorage.getItem(themeStorageKey) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", theme === "dark");
}

/** The theme shown now (the class on <html> is the truth, whatever storage says). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Applies the theme and remembers it. */
export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** Applies the stored theme; call once before the first render. */
export function initTheme(): Theme {
  const theme = getStoredTheme();
  applyTheme(theme);
  return theme;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme and a toggle, shared by every component that shows it. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "light" as const);
  return { theme, toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark") };
}
