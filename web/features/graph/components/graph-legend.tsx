import { useState } from "react";
import { ChevronDown, Info } from "lucide-react";
import type { RelationshipType } from "@contract/graph.ts";
import { useIsMobile } from "@web/lib/use-is-mobile.ts";
import type { Theme } from "@web/lib/theme.ts";
import { cn } from "@web/lib/utils.ts";
import { categoryColors, categoryKeys, categoryNames, edgeSwatch } from "../colors.ts";

const edgeItems: ReadonlyArray<{ label: string; kind: RelationshipType; dashed: boolean }> = [
  { label: "Supports", kind: "supports", dashed: false },
  { label: "Related", kind: "related", dashed: false },
  { label: "Contradicts", kind: "contradicts", dashed: true },
];

/**
 * What the colours mean: categories for concepts, types for relationships (thicker lines are stronger). It folds
 * into a "Legend" button, folded from the start on small screens, where it would cover a third of the canvas.
 */
export function GraphLegend({ theme }: { theme: Theme }) {
  const mobile = useIsMobile();
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? !mobile;
  return (
    <div
      className="absolute top-3 left-3 rounded-md border bg-background/95 text-xs shadow-sm"
      data-testid="graph-legend"
      data-open={open}
    >
      <button
        type="button"
        className="flex w-full items-center gap-1.5 rounded-md px-2.5 py-1.5 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-expanded={open}
        aria-controls="graph-legend-items"
        onClick={() => setChoice(!open)}
      >
        <Info className="size-3.5" aria-hidden />
        Legend
        <ChevronDown className={cn("ml-auto size-3.5 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      {open ? (
        <div id="graph-legend-items" className="px-3 pb-2">
          <ul className="grid gap-1" aria-label="Concept categories">
            {categoryKeys.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <span className="size-2.5 rounded-full" style={{ backgroundColor: categoryColors[key] }} aria-hidden />
                {categoryNames[key]}
              </li>
            ))}
          </ul>
          <ul className="mt-2 grid gap-1 border-t pt-2" aria-label="Relationship types">
            {edgeItems.map((item) => (
              <li key={item.label} className="flex items-center gap-2">
                <svg width="18" height="6" aria-hidden>
                  <line
                    x1="1"
                    y1="3"
                    x2="17"
                    y2="3"
                    stroke={edgeSwatch(item.kind, theme)}
                    strokeWidth="2"
                    strokeDasharray={item.dashed ? "4 3" : undefined}
                    strokeLinecap="round"
                  />
                </svg>
                {item.label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
