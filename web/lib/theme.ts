// Light by default; `dark` adds the `dark` class on <html>. Stored in localStorage under `theme`.
export type Theme = "light" | "dark";

export const themeStorageKey = "theme";

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

/** Applies the theme and remembers it. */
export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** Applies the stored theme; call once before the first render. */
export function initTheme(): Theme {
  const theme = getStoredTheme();
  applyTheme(theme);
  return theme;
}
