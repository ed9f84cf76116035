import { describe, expect, it } from "vitest";
import { formatTimeLeft, summarise, timeLeft, type UploadItem } from "./upload-queue.ts";

const item = (size: number, state: UploadItem["state"], loaded = 0): UploadItem => ({
  key: `${size}-${Math.random()}`,
  file: new File([new Uint8Array(size)], "f.md"),
  projectId: null,
  state,
  loaded,
  document: null,
  error: null,
});

describe("batch summary", () => {
  it("counts files by state and the bytes sent (a failed file counts as done)", () => {
    const summary = summarise(
      [item(100, "saved"), item(100, "failed"), item(200, "uploading", 50), item(100, "waiting")],
      0,
      0,
      true,
    );
    expect(summary).toMatchObject({
      total: 4,
      saved: 1,
      failed: 1,
      uploading: 1,
      waiting: 1,
      bytesTotal: 500,
      bytesSent: 250,
    });
    // Two files done and a quarter of one sent (counted at 0.9) of four.
    expect(summary.percent).toBe(56);
  });

  it("estimates the time left from bytes or from files, whichever is slower, once there is enough to go on", () => {
    const counts = { total: 10, saved: 0, failed: 0, bytesTotal: 1000, bytesSent: 500 };
    expect(timeLeft(counts, 1000)).toBeNull();
    expect(timeLeft({ ...counts, bytesSent: 0 }, 5000)).toBeNull();
    expect(timeLeft(counts, 10_000)).toBe(10);
    // Small notes: all bytes sent quickly, but only 2 of 10 files answered in 4 s.
    expect(timeLeft({ total: 10, saved: 2, failed: 0, bytesTotal: 1000, bytesSent: 900 }, 4000)).toBe(16);
  });

  it("says the time left in round figures", () => {
    expect(formatTimeLeft(4)).toBe("a few seconds left");
    expect(formatTimeLeft(44)).toBe("about 40 s left");
    expect(formatTimeLeft(200)).toBe("about 3 min left");
  });
});
