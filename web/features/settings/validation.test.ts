import { describe, expect, it } from "vitest";
import { checkPasswordChange, checkProfile } from "./validation.ts";

describe("checkProfile", () => {
  it("refuses a username that is empty after trimming", () => {
    expect(checkProfile({ username: "   ", profilePicture: "https://example.com/a.png" })).toEqual({
      ok: false,
      field: "username",
      message: "Username cannot be empty",
    });
  });

  it("trims both and sends a blank picture as null", () => {
    expect(checkProfile({ username: "  ada  ", profilePicture: "   " })).toEqual({
      ok: true,
      body: { username: "ada", profilePicture: null },
    });
    expect(checkProfile({ username: "ada", profilePicture: " https://example.com/a.png " })).toEqual({
      ok: true,
      body: { username: "ada", profilePicture: "https://example.com/a.png" },
    });
  });
});

describe("checkPasswordChange", () => {
  const check = (currentPassword: string, newPassword: string, confirmPassword: string) =>
    checkPasswordChange({ currentPassword, newPassword, confirmPassword });

  it("asks for the current and the new password first", () => {
    expect(check("", "", "")).toMatchObject({
      ok: false,
      field: "currentPassword",
      message: "Please fill in all password fields",
    });
    expect(check("", "secret1", "secret1")).toMatchObject({
      field: "currentPassword",
      message: "Please fill in all password fields",
    });
    expect(check("old-one", "", "")).toMatchObject({
      field: "newPassword",
      message: "Please fill in all password fields",
    });
  });

  it("then wants the confirmation to match", () => {
    expect(check("old-one", "secret1", "")).toMatchObject({
      field: "confirmPassword",
      message: "New passwords do not match",
    });
    expect(check("old-one", "abc", "abd")).toMatchObject({
      field: "confirmPassword",
      message: "New passwords do not match",
    });
  });

  it("then wants at least 6 characters", () => {
    expect(check("old-one", "12345", "12345")).toMatchObject({
      field: "newPassword",
      message: "Password must be at least 6 characters",
    });
  });

  it("sends the two passwords as typed (not trimmed)", () => {
    expect(check(" old ", " new-one ", " new-one ")).toEqual({
      ok: true,
      body: { currentPassword: " old ", newPassword: " new-one " },
    });
  });
});
