import { describe, expect, it } from "vitest";
import { formatBar, formatDuration, formatLine, Progress } from "./progress.ts";

describe("progress", () => {
  it("formats durations", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65_000)).toBe("1:05");
    expect(formatDuration(3_723_000)).toBe("1:02:03");
  });

  it("shows counts, failures, rate and time left", () => {
    const counts = { done: 30, failed: 2, total: 90 };
    expect(formatLine(counts, 10_000)).toBe("import: 30/90, 2 failed, 3.0 files/s, 0:20 left");
    expect(formatBar(counts, 10_000, 100)).toMatch(
      /^Importing \[#+-+\] 30\/90 {2}2 failed {2}3\.0 files\/s {2}0:20 left$/,
    );
    expect(formatLine({ done: 0, failed: 0, total: 5 }, 0)).toBe("import: 0/5");
  });

  it("redraws one line on a terminal and writes throttled plain lines elsewhere", () => {
    let now = 0;
    const tty: string[] = [];
    const bar = new Progress({ isTTY: true, columns: 80, write: (t: string) => tty.push(t) }, { now: () => now });
    bar.start(10);
    for (let i = 1; i <= 10; i++) {
      now += 30;
      bar.update({ done: i, failed: 0 });
    }
    bar.finish();
    expect(tty.every((t) => t.startsWith("\r\x1b[K") || t === "\n")).toBe(true);
    expect(tty.length).toBeLessThan(10); // throttled to 10 a second
    expect(tty.at(-2)).toContain("10/10");

    now = 0;
    const log: string[] = [];
    const lines = new Progress(
      { isTTY: false, write: (t: string) => log.push(t) },
      { now: () => now, intervalMs: 5000 },
    );
    lines.start(100);
    for (let i = 1; i <= 100; i++) {
      now += 200;
      lines.update({ done: i, failed: 0 });
    }
    lines.note("a notice");
    lines.finish();
    expect(log.join("")).not.toContain("\r");
    expect(log.filter((l) => l.startsWith("import:")).length).toBe(1 + 4 + 1); // start, every 5 s of 20 s, finish
    expect(log).toContain("a notice\n");
  });
});
