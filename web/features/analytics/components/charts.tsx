// Two small charts drawn as SVG by hand (no chart library: two shapes do not justify ~100 kB of JavaScript). Each
// has a text summary for screen readers and its numbers written on it.
import { BarChart3, TrendingUp } from "lucide-react";
import type { Analytics } from "@contract/graph.ts";
import { categoryColors, categoryKey } from "@web/features/graph/colors.ts";
import { categoryLabel } from "@web/features/concepts/category.ts";
import { conceptsPerLocalDay, shortDay } from "../chart-data.ts";
import { AnalyticsCard } from "./analytics-card.tsx";

export function ConceptsPerCategoryChart({ clusters }: { clusters: Analytics["clusterAnalysis"] }) {
  const max = Math.max(1, ...clusters.map((c) => c.conceptCount));
  const rows = clusters.slice(0, 10);
  const rowHeight = 28;
  const summary = rows.map((c) => `${categoryLabel(c.category)} ${c.conceptCount}`).join(", ");
  return (
    <AnalyticsCard
      icon={BarChart3}
      title="Concepts per Category"
      description="Where your knowledge sits."
      empty="No concepts yet."
      isEmpty={rows.length === 0}
      testId="chart-categories"
    >
      <svg
        viewBox={`0 0 400 ${rows.length * rowHeight}`}
        className="w-full"
        role="img"
        aria-label={`Concepts per category: ${summary}`}
      >
        {rows.map((c, i) => {
          const width = Math.max(2, (c.conceptCount / max) * 230);
          const y = i * rowHeight;
          return (
            <g key={c.category}>
              <text x="0" y={y + 18} className="fill-muted-foreground text-[12px]">
                {categoryLabel(c.category)}
              </text>
              <rect x="110" y={y + 6} width={width} height="16" rx="3" fill={categoryColors[categoryKey(c.category)]} />
              <text x={116 + width} y={y + 18} className="fill-foreground text-[12px] tabular-nums">
                {c.conceptCount.toLocaleString("en-US")}
              </text>
            </g>
          );
        })}
      </svg>
    </AnalyticsCard>
  );
}

export function ConceptsOverTimeChart({ series }: { series: Analytics["conceptsOverTime"] }) {
  const days = conceptsPerLocalDay(series);
  const width = 400;
  const height = 170;
  const pad = { left: 36, right: 8, top: 10, bottom: 24 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const maxTotal = Math.max(1, ...days.map((d) => d.total));
  const step = plotW / Math.max(1, days.length);
  const x = (i: number) => pad.left + step * i + step / 2;
  const y = (v: number) => pad.top + plotH - (v / maxTotal) * plotH;
  const line = days.map((d, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(d.total).toFixed(1)}`).join(" ");
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? `${last.total} concepts by ${shortDay(last.day)}, from ${first.added} on ${shortDay(first.day)}, over ${days.length} days with new concepts`
      : "";
  return (
    <AnalyticsCard
      icon={TrendingUp}
      title="Concepts Added over Time"
      description="New concepts per day (bars) and the running total (line)."
      empty="No concepts yet."
      isEmpty={days.length === 0}
      testId="chart-growth"
    >
      <svg viewBox={`0 0 ${width} ${height}`} className="w-full" role="img" aria-label={summary}>
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={pad.top + plotH}
          y2={pad.top + plotH}
          className="stroke-border"
        />
        <text
          x={pad.left - 6}
          y={pad.top + 8}
          textAnchor="end"
          className="fill-muted-foreground text-[10px] tabular-nums"
        >
          {maxTotal.toLocaleString("en-US")}
        </text>
        <text x={pad.left - 6} y={pad.top + plotH} textAnchor="end" className="fill-muted-foreground text-[10px]">
          0
        </text>
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={x(i) - Math.min(18, step * 0.35)}
            width={Math.min(36, step * 0.7)}
            y={y(d.added)}
            height={pad.top + plotH - y(d.added)}
            rx="2"
            className="fill-primary/25"
          >
            <title>{`${shortDay(d.day)}: ${d.added} new, ${d.total} in all`}</title>
          </rect>
        ))}
        <path d={line} fill="none" className="stroke-primary" strokeWidth="2" strokeLinejoin="round" />
        {days.map((d, i) => (
          <circle key={d.day} cx={x(i)} cy={y(d.total)} r="3" className="fill-primary" />
        ))}
        {first ? (
          <text
            x={x(0)}
            y={height - 6}
            textAnchor={days.length === 1 ? "middle" : "start"}
            className="fill-muted-foreground text-[10px]"
          >
            {shortDay(first.day)}
          </text>
        ) : null}
        {last && days.length > 1 ? (
          <text x={x(days.length - 1)} y={height - 6} textAnchor="end" className="fill-muted-foreground text-[10px]">
            {shortDay(last.day)}
          </text>
        ) : null}
      </svg>
    </AnalyticsCard>
  );
}
