import { describe, expect, it } from "vitest";
import { isSamePath, normalisePath } from "./paths.ts";

describe("normalisePath", () => {
  it("lower-cases and drops trailing slashes", () => {
    expect(normalisePath("/Graph/")).toBe("/graph");
    expect(normalisePath("/documents/ABC")).toBe("/documents/abc");
  });
  it("keeps the root", () => {
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("")).toBe("/");
    expect(normalisePath("//")).toBe("/");
  });
  it("ignores query and hash", () => {
    expect(normalisePath("/Sign-In/?error=x#top")).toBe("/sign-in");
  });
  it("compares paths", () => {
    expect(isSamePath("/SETTINGS/", "/settings")).toBe(true);
    expect(isSamePath("/settings/x", "/settings")).toBe(false);
  });
});
