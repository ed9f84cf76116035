// Applies the theme before the first paint so a dark-theme user never sees a white flash: the stored choice, else
// the system's colour scheme. Kept in sync with web/lib/theme.ts (key `theme`, class `dark`). A file, not inline:
// the CSP allows only 'self'.
try {
  var stored = localStorage.getItem("theme");
  var dark =
    stored === "dark" ||
    (stored !== "light" && window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  if (dark) document.documentElement.classList.add("dark");
} catch {
  // Storage unavailable: the light theme.
}
