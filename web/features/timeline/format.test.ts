import { describe, expect, it } from "vitest";
import type { VersionEntry } from "@contract/versions.ts";
import { changeTypeLabels, dayKey, documentsOf, foldRuns, groupByDay, runTitle, timelineDays } from "./format.ts";

const entry = (id: string, changedAt: string): VersionEntry => ({
  id,
  conceptId: "c",
  name: "n",
  changeType: "created",
  category: "general",
  definition: null,
  previousDefinition: null,
  detail: null,
  changedAt,
  document: null,
  mergedName: null,
  changeId: null,
});

describe("timeline format", () => {
  it("names the change types as PRODUCT.md section 2 does, with the user's own Split and Renamed (issue 33)", () => {
    expect(Object.values(changeTypeLabels)).toEqual([
      "Created",
      "Definition Updated",
      "Category Changed",
      "Merged",
      "Split",
      "Renamed",
    ]);
  });

  it("groups entries by local calendar day, newest day first, keeping their order", () => {
    const local = (y: number, m: number, d: number, h: number) => new Date(y, m - 1, d, h).toISOString();
    const groups = groupByDay([
      entry("a", local(2026, 11, 22, 23)),
      entry("b", local(2026, 11, 22, 1)),
      entry("c", local(2026, 11, 21, 12)),
    ]);
    expect(groups.map((g) => [g.key, g.entries.map((e) => e.id)])).toEqual([
      ["2026-11-22", ["a", "b"]],
      ["2026-11-21", ["c"]],
    ]);
    expect(groups[0]!.label).toBe("Sunday, November 22, 2026");
    expect(dayKey(local(2026, 1, 5, 0))).toBe("2026-01-05");
  });

  it("folds one document's changes of one type made together, wherever they fall, and leaves small sets alone", () => {
    const from = (
      id: string,
      doc: string | null,
      changeType: VersionEntry["changeType"] = "created",
    ): VersionEntry => ({
      ...entry(id, "2026-11-22T10:00:00.000Z"),
      changeType,
      document: doc ? { id: `d-${doc}`, title: doc } : null,
    });
    const later = { ...from("10", "A"), changedAt: "2026-11-22T11:00:00.000Z" };
    const items = foldRuns([
      later,
      from("1", "A"),
      from("2", "A"),
      from("6", "A", "merged"),
      from("3", "A"),
      from("4", "B"),
      from("5", "B"),
      from("7", null),
      from("8", null),
      from("9", null),
    ]);
    expect(
      items.map((i) => (i.type === "run" ? `run(${i.run.entries.map((e) => e.id).join("")})` : i.entry.id)),
    ).toEqual(["10", "run(123)", "6", "4", "5", "7", "8", "9"]);
    const run = items.find((i) => i.type === "run")?.run;
    expect(runTitle(run!)).toBe("3 concepts created from “A”");
    expect(runTitle({ ...run!, changeType: "definition_updated" })).toBe("3 definitions updated from “A”");
    expect(runTitle({ ...run!, changeType: "split" })).toBe("3 concepts split from “A”");
    expect(runTitle({ ...run!, changeType: "renamed", entries: run!.entries.slice(0, 1) })).toBe(
      "1 concept renamed from “A”",
    );
  });

  it("pages by items over the days, and lists the documents that caused changes", () => {
    const local = (d: number, h: number) => new Date(2026, 10, d, h).toISOString();
    const entries = [
      ...["a", "b", "c", "d"].map((id) => ({ ...entry(id, local(22, 9)), document: { id: "p1", title: "Paper" } })),
      entry("e", local(21, 9)),
      entry("f", local(21, 8)),
    ];
    const { days, itemCount } = timelineDays(entries, 2);
    expect(itemCount).toBe(3);
    expect(days.map((d) => d.items.length)).toEqual([1, 1]);
    expect(documentsOf(entries)).toEqual([{ id: "p1", title: "Paper" }]);
  });
});
