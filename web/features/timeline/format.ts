// How the timeline names and dates things (SPEC: change-type badges Created, Definition Updated, Category Changed,
// Merged; entries grouped by calendar day, each with its time of day). Days are the browser's local days.
import type { VersionEntry } from "@contract/versions.ts";

export const changeTypeLabels: Record<VersionEntry["changeType"], string> = {
  created: "Created",
  definition_updated: "Definition Updated",
  category_changed: "Category Changed",
  merged: "Merged",
};

/** The local calendar day of a timestamp, as a sortable key: "2026-11-22". */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** "Sunday, November 22, 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" });
}

/** "3:04 PM". */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}

export interface DayGroup {
  key: string;
  /** The heading: the day's date. */
  label: string;
  entries: VersionEntry[];
}

/** Entries grouped by local calendar day, newest day first, in the server's order (newest first) within a day. */
export function groupByDay(entries: readonly VersionEntry[]): DayGroup[] {
  const groups: DayGroup[] = [];
  const byKey = new Map<string, DayGroup>();
  for (const entry of entries) {
    const key = dayKey(entry.changedAt);
    let group = byKey.get(key);
    if (!group) {
      group = { key, label: formatDay(entry.changedAt), entries: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.entries.push(entry);
  }
  return groups.sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
}
