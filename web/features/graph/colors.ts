// The graph's colours (PRODUCT.md section 2, Knowledge Graph: technical blue, theoretical purple, methodology green, anything else grey; contradicts
// red, supports green, related grey). Hex only: sigma draws hsl() colours black (research/FRONTEND.md).
import type { RelationshipType } from "@contract/graph.ts";
import type { Theme } from "@web/lib/theme.ts";

export const categoryKeys = ["technical", "theoretical", "methodology", "other"] as const;
export type CategoryKey = (typeof categoryKeys)[number];

export const categoryNames: Record<CategoryKey, string> = {
  technical: "Technical",
  theoretical: "Theoretical",
  methodology: "Methodology",
  other: "Other",
};

/** The colour group of a category (PRODUCT.md section 3): every category but the three named ones is "other" (grey). */
export function categoryKey(category: string): CategoryKey {
  const key = category.trim().toLowerCase();
  return key === "technical" || key === "theoretical" || key === "methodology" ? key : "other";
}

/** Node fills (Tailwind blue-500, purple-500, green-500, slate-400), readable on both themes. */
export const categoryColors: Record<CategoryKey, string> = {
  technical: "#3b82f6",
  theoretical: "#a855f7",
  methodology: "#22c55e",
  other: "#94a3b8",
};

export const edgeColors: Record<RelationshipType, string> = {
  contradicts: "#ef4444",
  supports: "#16a34a",
  related: "#94a3b8",
};

/** The legend's swatch for a relationship type: the colour its lines are drawn in on this theme (./sigma/build.ts). */
export function edgeSwatch(kind: RelationshipType, theme: Theme): string {
  if (kind === "related") return theme === "dark" ? edgeColors.related : "#475569";
  if (kind === "supports") return theme === "dark" ? "#22c55e" : edgeColors.supports;
  return edgeColors.contradicts;
}

/** Colours that follow the page theme (canvas text, hover boxes, the dotted background, dimmed items). */
export function themeColors(theme: Theme) {
  return theme === "dark"
    ? {
        label: "#e2e8f0",
        labelHalo: "#020617",
        box: "#0f172a",
        boxBorder: "#334155",
        dot: "#334155",
        dimNode: "#1e293b",
        dimEdge: "#1e293b",
        minimap: "#0f172aee",
        viewport: "#818cf8",
        contradictsText: "#fca5a5",
      }
    : {
        label: "#1e293b",
        labelHalo: "#ffffff",
        box: "#ffffff",
        boxBorder: "#cbd5e1",
        dot: "#cbd5e1",
        dimNode: "#e2e8f0",
        dimEdge: "#eef2f7",
        minimap: "#ffffffee",
        viewport: "#4f46e5",
        contradictsText: "#b91c1c",
      };
}
export type ThemeColors = ReturnType<typeof themeColors>;
