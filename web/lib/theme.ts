// The theme follows the system's `prefers-color-scheme` until the user picks one with the toggle; the choice is
// kept in localStorage under `theme` ('light' or 'dark') and then wins. `dark` adds the `dark` class on <html>.
// public/theme-init.js applies the same rule before the first paint (the CSP forbids inline scripts).
import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

export const themeStorageKey = "theme";

const darkQuery = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

/** The theme the user chose, or null while they have not chosen (the system's then applies). */
export function getStoredTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return stored === "dark" || stored === "light" ? stored : null;
  } catch {
    return null;
  }
}

function systemMedia(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(darkQuery) : null;
}

/** The system's colour scheme (light when the browser cannot tell). */
export function systemTheme(): Theme {
  return systemMedia()?.matches ? "dark" : "light";
}

/** The user's choice, else the system's. */
export function preferredTheme(): Theme {
  return getStoredTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", theme === "dark");
}

/** The theme shown now (the class on <html> is the truth, whatever storage says). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Applies the theme and remembers it as the user's choice. */
export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  notify();
}

let followingSystem: (() => void) | null = null;

/**
 * Applies the preferred theme; call once before the first render. While the user has not chosen, a change of the
 * system's scheme (e.g. the OS switching to dark at sunset) is followed at once.
 */
export function initTheme(): Theme {
  const theme = preferredTheme();
  applyTheme(theme);
  const media = systemMedia();
  if (media && !followingSystem) {
    const onChange = () => {
      if (getStoredTheme() !== null) return;
      applyTheme(systemTheme());
      notify();
    };
    media.addEventListener?.("change", onChange);
    followingSystem = () => media.removeEventListener?.("change", onChange);
  }
  return theme;
}

/** Stops following the system's scheme (tests). */
export function stopFollowingSystemTheme(): void {
  followingSystem?.();
  followingSystem = null;
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
