// Concept category colours (PRODUCT.md section 3): technical blue, theoretical purple, methodology green, anything else grey. The
// further categories (person, organization, place, event, general, and any a provider invents) are all grey.
const colours: Record<string, string> = {
  technical: "bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-950/60 dark:text-blue-300 dark:ring-blue-400/30",
  theoretical:
    "bg-purple-100 text-purple-800 ring-purple-600/20 dark:bg-purple-950/60 dark:text-purple-300 dark:ring-purple-400/30",
  methodology:
    "bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-950/60 dark:text-green-300 dark:ring-green-400/30",
};
const grey =
  "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30";

/** Badge classes for a category (case-insensitive). */
export function categoryClasses(category: string): string {
  return colours[category.trim().toLowerCase()] ?? grey;
}

/** "organization" → "Organization". */
export function categoryLabel(category: string): string {
  const text = category.trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : "General";
}
