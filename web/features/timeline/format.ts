// How the timeline names and dates things (PRODUCT.md section 2: change-type badges Created, Definition Updated, Category Changed,
// Merged, and the user's own Split and Renamed of issue 33; entries grouped by calendar day, each with its time of
// day). Days are the browser's local days.
import type { VersionEntry } from "@contract/versions.ts";

export const changeTypeLabels: Record<VersionEntry["changeType"], string> = {
  created: "Created",
  definition_updated: "Definition Updated",
  category_changed: "Category Changed",
  merged: "Merged",
  split: "Split",
  renamed: "Renamed",
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

/** Consecutive changes of one type caused by one document: a bulk import's "Created" entries, shown as one. */
export interface EntryRun {
  key: string;
  changeType: VersionEntry["changeType"];
  document: VersionEntry["document"];
  entries: VersionEntry[];
}

export type TimelineItem = { type: "entry"; entry: VersionEntry } | { type: "run"; run: EntryRun };

/** Runs shorter than this stay separate entries. */
export const minRunLength = 3;

/**
 * A day's entries (newest first) with the changes of one type that one document made at one time (its write
 * transaction: one `changedAt`) folded into one item where there are at least `minRun` of them, at the place of the
 * first. Smaller sets stay separate entries, in order.
 */
export function foldRuns(entries: readonly VersionEntry[], minRun = minRunLength): TimelineItem[] {
  const runKey = (e: VersionEntry) =>
    e.document ? `${e.document.id ?? e.document.title}|${e.changeType}|${e.changedAt}` : null;
  const members = new Map<string, VersionEntry[]>();
  for (const entry of entries) {
    const key = runKey(entry);
    if (key) members.set(key, [...(members.get(key) ?? []), entry]);
  }
  const items: TimelineItem[] = [];
  const emitted = new Set<string>();
  for (const entry of entries) {
    const key = runKey(entry);
    const run = key ? members.get(key)! : null;
    if (!key || !run || run.length < minRun) {
      items.push({ type: "entry", entry });
    } else if (!emitted.has(key)) {
      emitted.add(key);
      items.push({
        type: "run",
        run: { key: `run-${entry.id}`, changeType: entry.changeType, document: entry.document, entries: run },
      });
    }
  }
  return items;
}

const runNouns: Record<VersionEntry["changeType"], [string, string]> = {
  created: ["concept created", "concepts created"],
  definition_updated: ["definition updated", "definitions updated"],
  category_changed: ["category changed", "categories changed"],
  merged: ["concept merged", "concepts merged"],
  split: ["concept split", "concepts split"],
  renamed: ["concept renamed", "concepts renamed"],
};

/** "12 concepts created from “Attention Is All You Need”". */
export function runTitle(run: EntryRun): string {
  const [one, many] = runNouns[run.changeType];
  const count = run.entries.length;
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}${run.document ? ` from “${run.document.title}”` : ""}`;
}

export interface DayItems {
  key: string;
  label: string;
  items: TimelineItem[];
}

/** The days with their items (runs folded), and only the first `limit` items over all days. */
export function timelineDays(entries: readonly VersionEntry[], limit: number): { days: DayItems[]; itemCount: number } {
  const all = groupByDay(entries).map((day) => ({ key: day.key, label: day.label, items: foldRuns(day.entries) }));
  const itemCount = all.reduce((sum, day) => sum + day.items.length, 0);
  const days: DayItems[] = [];
  let left = limit;
  for (const day of all) {
    if (left <= 0) break;
    days.push({ ...day, items: day.items.slice(0, left) });
    left -= day.items.length;
  }
  return { days, itemCount };
}

/** The documents that caused changes, newest first, for the document filter. */
export function documentsOf(entries: readonly VersionEntry[]): Array<{ id: string; title: string }> {
  const seen = new Map<string, string>();
  for (const e of entries) if (e.document?.id && !seen.has(e.document.id)) seen.set(e.document.id, e.document.title);
  return [...seen].map(([id, title]) => ({ id, title }));
}
