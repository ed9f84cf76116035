import { describe, expect, it } from "vitest";
import { conceptsPerLocalDay, shortDay } from "./chart-data.ts";

describe("chart data", () => {
  it("regroups hourly counts into local days with the running total", () => {
    const hour = (d: number, h: number) => new Date(2026, 10, d, h).toISOString();
    expect(
      conceptsPerLocalDay([
        { hour: hour(21, 9), added: 3, total: 3 },
        { hour: hour(21, 17), added: 2, total: 5 },
        { hour: hour(23, 8), added: 4, total: 9 },
      ]),
    ).toEqual([
      { day: "2026-11-21", added: 5, total: 5 },
      { day: "2026-11-23", added: 4, total: 9 },
    ]);
    expect(shortDay("2026-11-23")).toBe("Nov 23");
  });
});
