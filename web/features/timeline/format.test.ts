import { describe, expect, it } from "vitest";
import type { VersionEntry } from "@contract/versions.ts";
import { changeTypeLabels, dayKey, groupByDay } from "./format.ts";

const entry = (id: string, changedAt: string): VersionEntry => ({ id, conceptId: "c", name: "n", changeType: "created", category: "general", definition: null, previousDefinition: null, detail: null, changedAt, document: null });

describe("timeline format", () => {
  it("names the four change types as the spec does", () => {
    expect(Object.values(changeTypeLabels)).toEqual(["Created", "Definition Updated", "Category Changed", "Merged"]);
  });

  it("groups entries by local calendar day, newest day first, keeping their order", () => {
    const local = (y: number, m: number, d: number, h: number) => new Date(y, m - 1, d, h).toISOString();
    const groups = groupByDay([entry("a", local(2026, 11, 22, 23)), entry("b", local(2026, 11, 22, 1)), entry("c", local(2026, 11, 21, 12))]);
    expect(groups.map((g) => [g.key, g.entries.map((e) => e.id)])).toEqual([
      ["2026-11-22", ["a", "b"]],
      ["2026-11-21", ["c"]],
    ]);
    expect(groups[0]!.label).toBe("Sunday, November 22, 2026");
    expect(dayKey(local(2026, 1, 5, 0))).toBe("2026-01-05");
  });
});
