// What the page shows of a contradiction, without React: severity labels and colours (PRODUCT.md section 2: high red, medium amber,
// anything else yellow), resolution wording, the unresolved/resolved split and the link to a statement's passage.
import type { Contradiction } from "@contract/contradictions.ts";
import { withQuery } from "@web/lib/api.ts";
import { documentPath } from "@web/lib/routes.ts";

export type Resolution = NonNullable<Contradiction["resolution"]>;
export type Kind = Contradiction["kind"];
export type DismissReason = NonNullable<Contradiction["dismissReason"]>;
export type Source = Contradiction["source1"];

/** Mirrors `resolveContradictionSchema` in contract/contradictions.ts (the note's maximum length). */
export const resolutionNoteMax = 2000;

/** Cards shown per tab before "Show more". */
export const pageSize = 25;

/** The left accent of a resolved card: its severity no longer calls for attention. */
export const resolvedAccent = "border-l-slate-300 dark:border-l-slate-600";

export interface SeverityStyle {
  label: string;
  /** The label's pill. */
  badge: string;
  /** The card's left accent. */
  accent: string;
}

const severityStyles: Record<string, SeverityStyle> = {
  high: {
    label: "High severity",
    badge: "bg-red-100 text-red-800 ring-red-600/25 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-400/30",
    accent: "border-l-red-500 dark:border-l-red-500",
  },
  medium: {
    label: "Medium severity",
    badge:
      "bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-400/30",
    accent: "border-l-amber-500 dark:border-l-amber-500",
  },
};

const yellow = {
  badge:
    "bg-yellow-100 text-yellow-900 ring-yellow-600/30 dark:bg-yellow-950/50 dark:text-yellow-200 dark:ring-yellow-400/30",
  accent: "border-l-yellow-400 dark:border-l-yellow-500",
};

/** High red, medium amber, anything else (low, or a value this build does not know) yellow. */
export function severityStyle(severity: string): SeverityStyle {
  const known = severityStyles[severity];
  if (known) return known;
  const name = severity.trim() || "low";
  return { label: `${name.charAt(0).toUpperCase()}${name.slice(1)} severity`, ...yellow };
}

/** PRODUCT.md section 4: resolved 0 is unresolved (counted in the badge); any other value is resolved. */
export function isUnresolved(c: Pick<Contradiction, "resolved">): boolean {
  return c.resolved === 0;
}

export function unresolvedCount(list: readonly Pick<Contradiction, "resolved">[]): number {
  return list.filter(isUnresolved).length;
}

const severityRank: Record<string, number> = { high: 0, medium: 1, low: 2 };
const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);

/**
 * Unresolved ones by severity, then newest detected (the server's order, kept after a reopen); resolved ones most
 * recently resolved first.
 */
export function splitByStatus(list: readonly Contradiction[]): {
  unresolved: Contradiction[];
  resolved: Contradiction[];
} {
  const unresolved = list
    .filter(isUnresolved)
    .sort(
      (a, b) =>
        (severityRank[a.severity] ?? 3) - (severityRank[b.severity] ?? 3) || time(b.detectedAt) - time(a.detectedAt),
    );
  const resolved = list.filter((c) => !isUnresolved(c)).sort((a, b) => time(b.resolvedAt) - time(a.resolvedAt));
  return { unresolved, resolved };
}

/** The buttons of an unresolved card, in order, and how a resolved card names its outcome. */
export const resolutionLabels: Record<Resolution, string> = {
  first_holds: "Statement 1 holds",
  second_holds: "Statement 2 holds",
  both_hold: "Both hold in different contexts",
  dismissed: "Dismissed",
};
/** "Both hold in different contexts" is a reason to dismiss (below); older resolutions keep their label. */
export const resolutionOrder: readonly Resolution[] = ["first_holds", "second_holds", "dismissed"];

/** Why a pair is dismissed, as the dismiss dialog offers it. */
export const dismissReasonLabels: Record<DismissReason, string> = {
  not_a_contradiction: "Not a contradiction",
  different_contexts: "Both hold in different contexts",
};
export const dismissReasons = Object.keys(dismissReasonLabels) as DismissReason[];

/** What kind of clash the card shows, in a word or two (the filter and the card's label). */
export const kindLabels: Record<Kind, string> = {
  figure: "Different figures",
  count: "Different counts",
  negation: "Negation",
  antonym: "Opposite claims",
  comparison: "Reversed comparison",
  exclusive: "Exclusive alternatives",
  other: "Found by the AI provider",
};

/** "83 % confident", for the card. */
export function confidenceLabel(confidence: number): string {
  return `${Math.round(Math.max(0, Math.min(1, confidence)) * 100)} % confident`;
}

export interface Filters {
  kind: Kind | null;
  severity: string | null;
  documentId: string | null;
}

export const noFilters: Filters = { kind: null, severity: null, documentId: null };

export function matchesFilters(c: Contradiction, f: Filters): boolean {
  return (
    (!f.kind || c.kind === f.kind) &&
    (!f.severity || c.severity === f.severity) &&
    (!f.documentId || c.source1.documentId === f.documentId || c.source2.documentId === f.documentId)
  );
}

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  count: number;
}

/** The choices each filter offers, with how many contradictions each leaves (the other filters applied). */
export function filterOptions(list: readonly Contradiction[], f: Filters) {
  const count = <T extends string>(
    values: Array<[T, string]>,
    key: keyof Filters,
    of: (c: Contradiction) => T[],
  ): FilterOption<T>[] => {
    const rest = list.filter((c) => matchesFilters(c, { ...f, [key]: null }));
    return values
      .map(([value, label]) => ({ value, label, count: rest.filter((c) => of(c).includes(value)).length }))
      .filter((o) => o.count > 0 || f[key] === o.value);
  };
  const documents = new Map<string, string>();
  for (const c of list) for (const s of [c.source1, c.source2]) documents.set(s.documentId, s.documentTitle);
  return {
    kinds: count(Object.entries(kindLabels) as Array<[Kind, string]>, "kind", (c) => [c.kind]),
    severities: count(
      [
        ["high", "High"],
        ["medium", "Medium"],
        ["low", "Low"],
      ],
      "severity",
      (c) => [c.severity],
    ),
    documents: count(
      [...documents].sort((a, b) => a[1].localeCompare(b[1])),
      "documentId",
      (c) => [c.source1.documentId, c.source2.documentId],
    ),
  };
}

/** The action's wording on its button (the outcome reads "Dismissed", the button "Dismiss"). */
export function actionLabel(resolution: Resolution): string {
  return resolution === "dismissed" ? "Dismiss" : resolutionLabels[resolution];
}

/** Whether the reader decided that statement `index` holds (both do for "both hold in different contexts"). */
export function statementHolds(c: Pick<Contradiction, "resolved" | "resolution">, index: 1 | 2): boolean {
  if (isUnresolved(c)) return false;
  return (
    c.resolution === "both_hold" ||
    (index === 1 && c.resolution === "first_holds") ||
    (index === 2 && c.resolution === "second_holds")
  );
}

/** `/documents/{id}?from=&to=`: the document detail opened at the statement's passage. */
export function passageHref(source: Pick<Source, "documentId" | "charStart" | "charEnd">): string {
  return withQuery(documentPath(source.documentId), { from: source.charStart, to: source.charEnd });
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** "Nov 22, 2026" (in the reader's locale), or "" for a missing or broken date. */
export function formatDay(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : "";
}
