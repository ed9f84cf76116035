import { categoryColors, categoryKeys, categoryNames, edgeColors } from "../colors.ts";

const edgeItems = [
  { label: "Supports", color: edgeColors.supports, dashed: false },
  { label: "Related", color: edgeColors.related, dashed: false },
  { label: "Contradicts", color: edgeColors.contradicts, dashed: true },
] as const;

/** What the colours mean: categories for concepts, types for relationships (thicker lines are stronger). */
export function GraphLegend() {
  return (
    <div className="pointer-events-none absolute top-3 left-3 rounded-md border bg-background/95 px-3 py-2 text-xs shadow-sm" data-testid="graph-legend">
      <p className="sr-only">Legend</p>
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
              <line x1="1" y1="3" x2="17" y2="3" stroke={item.color} strokeWidth="2" strokeDasharray={item.dashed ? "4 3" : undefined} strokeLinecap="round" />
            </svg>
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
