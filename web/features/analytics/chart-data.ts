// Shaping analytics for the charts: the server sends new concepts per UTC hour; people read days in their own
// time zone, so hours are regrouped into local days here, with the running total.
import type { Analytics } from "@contract/graph.ts";
import { dayKey } from "@web/features/timeline/format.ts";

export interface DayPoint {
  day: string;
  added: number;
  total: number;
}

export function conceptsPerLocalDay(series: Analytics["conceptsOverTime"]): DayPoint[] {
  const days: DayPoint[] = [];
  let total = 0;
  for (const point of series) {
    const day = dayKey(point.hour);
    total += point.added;
    const last = days.at(-1);
    if (last && last.day === day) {
      last.added += point.added;
      last.total = total;
    } else days.push({ day, added: point.added, total });
  }
  return days;
}

/** "Nov 22" from "2026-11-22" (a local day key). */
export function shortDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}
