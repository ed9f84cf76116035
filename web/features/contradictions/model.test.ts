import { describe, expect, it } from "vitest";
import type { Contradiction } from "@contract/contradictions.ts";
import {
  actionLabel,
  isUnresolved,
  passageHref,
  severityStyle,
  splitByStatus,
  statementHolds,
  unresolvedCount,
} from "./model.ts";

const item = (id: string, fields: Partial<Contradiction>): Contradiction =>
  ({
    id,
    severity: "medium",
    resolved: 0,
    detectedAt: "2026-01-01T00:00:00.000Z",
    resolvedAt: null,
    ...fields,
  }) as Contradiction;

describe("severityStyle", () => {
  it("colours high red, medium amber and anything else yellow", () => {
    expect(severityStyle("high")).toMatchObject({
      label: "High severity",
      badge: expect.stringContaining("bg-red-100"),
    });
    expect(severityStyle("medium")).toMatchObject({
      label: "Medium severity",
      badge: expect.stringContaining("bg-amber-100"),
    });
    expect(severityStyle("low")).toMatchObject({
      label: "Low severity",
      badge: expect.stringContaining("bg-yellow-100"),
    });
    expect(severityStyle("critical")).toMatchObject({
      label: "Critical severity",
      badge: expect.stringContaining("bg-yellow-100"),
    });
    expect(severityStyle("")).toMatchObject({ label: "Low severity" });
  });
});

describe("status", () => {
  it("counts resolved 0 as unresolved and any other value as resolved", () => {
    const list = [
      item("a", { resolved: 0 }),
      item("b", { resolved: 1 }),
      item("c", { resolved: 2 }),
      item("d", { resolved: 0 }),
    ];
    expect(unresolvedCount(list)).toBe(2);
    expect(isUnresolved(item("e", { resolved: 1 }))).toBe(false);
  });

  it("orders unresolved by severity then newest, resolved by most recently resolved", () => {
    const { unresolved, resolved } = splitByStatus([
      item("low-new", { severity: "low", detectedAt: "2026-03-01T00:00:00.000Z" }),
      item("medium-old", { severity: "medium", detectedAt: "2026-01-01T00:00:00.000Z" }),
      item("high", { severity: "high" }),
      item("medium-new", { severity: "medium", detectedAt: "2026-02-01T00:00:00.000Z" }),
      item("r-old", { resolved: 1, resolvedAt: "2026-01-05T00:00:00.000Z" }),
      item("r-new", { resolved: 1, resolvedAt: "2026-02-05T00:00:00.000Z" }),
    ]);
    expect(unresolved.map((c) => c.id)).toEqual(["high", "medium-new", "medium-old", "low-new"]);
    expect(resolved.map((c) => c.id)).toEqual(["r-new", "r-old"]);
  });
});

describe("statementHolds", () => {
  it("follows the reader's decision once resolved", () => {
    expect(statementHolds({ resolved: 1, resolution: "first_holds" }, 1)).toBe(true);
    expect(statementHolds({ resolved: 1, resolution: "first_holds" }, 2)).toBe(false);
    expect(statementHolds({ resolved: 1, resolution: "second_holds" }, 2)).toBe(true);
    expect(statementHolds({ resolved: 1, resolution: "both_hold" }, 1)).toBe(true);
    expect(statementHolds({ resolved: 1, resolution: "both_hold" }, 2)).toBe(true);
    expect(statementHolds({ resolved: 1, resolution: "dismissed" }, 1)).toBe(false);
    expect(statementHolds({ resolved: 0, resolution: null }, 1)).toBe(false);
  });
});

describe("links and labels", () => {
  it("opens a document at the statement's passage", () => {
    expect(passageHref({ documentId: "3f0a2c4e-0000-4000-8000-000000000001", charStart: 120, charEnd: 200 })).toBe(
      "/documents/3f0a2c4e-0000-4000-8000-000000000001?from=120&to=200",
    );
  });

  it("names the dismiss action as an action", () => {
    expect(actionLabel("dismissed")).toBe("Dismiss");
    expect(actionLabel("both_hold")).toBe("Both hold in different contexts");
  });
});
