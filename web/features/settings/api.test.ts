import { describe, expect, it } from "vitest";
import { HttpError } from "@web/lib/api.ts";
import { accountDeletionRedirectDelayMs, errorCode, exportFileName } from "./api.ts";

describe("exportFileName", () => {
  it("is mnemo-export- and the local date as YYYY-MM-DD", () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe("mnemo-export-2026-01-05.json");
    expect(exportFileName(new Date(2025, 9, 31, 0, 0))).toBe("mnemo-export-2025-10-31.json");
  });
});

describe("errorCode", () => {
  it("reads the code of a JSON error body", () => {
    expect(
      errorCode(new HttpError(400, JSON.stringify({ message: "No password", code: "NO_PASSWORD" }), "Bad Request")),
    ).toBe("NO_PASSWORD");
  });

  it("is undefined for other failures", () => {
    expect(errorCode(new HttpError(400, "plain text", "Bad Request"))).toBeUndefined();
    expect(errorCode(new HttpError(400, JSON.stringify({ message: "x" }), "Bad Request"))).toBeUndefined();
    expect(errorCode(new Error("offline"))).toBeUndefined();
  });
});

it("waits 2000 ms before leaving for the logout path (PRODUCT.md section 9)", () => {
  expect(accountDeletionRedirectDelayMs).toBe(2000);
});
