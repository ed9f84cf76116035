// Applies the stored theme before the first paint so a dark-theme user never sees a white flash.
// Kept in sync with web/lib/theme.ts (key `theme`, class `dark`). A file, not inline: the CSP allows only 'self'.
try {
  if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
} catch {
  // Storage unavailable: light theme.
}
