import { describe, expect, it } from "vitest";
import { displayName, initials } from "./display-name.ts";

const user = (firstName: string | null, lastName: string | null, email: string | null) => ({
  firstName,
  lastName,
  email,
});

describe("displayName", () => {
  it("joins first and last name", () => {
    expect(displayName(user("Ada", "Lovelace", "ada@example.com"))).toBe("Ada Lovelace");
  });
  it("falls back to the e-mail when there is no name", () => {
    expect(displayName(user(null, null, "ada@example.com"))).toBe("ada@example.com");
    expect(displayName(user("  ", "", "ada@example.com"))).toBe("ada@example.com");
  });
  it("uses a lone first or last name", () => {
    expect(displayName(user("Ada", null, "ada@example.com"))).toBe("Ada");
    expect(displayName(user(null, "Lovelace", null))).toBe("Lovelace");
  });
  it("falls back to 'User'", () => {
    expect(displayName(user(null, null, null))).toBe("User");
    expect(displayName(user("", "", ""))).toBe("User");
    expect(displayName(null)).toBe("User");
  });
});

describe("initials", () => {
  it("takes the first letters of first and last name in upper case", () => {
    expect(initials(user("ada", "lovelace", "x@example.com"))).toBe("AL");
  });
  it("falls back to the first letter of the e-mail", () => {
    expect(initials(user(null, null, "grace@example.com"))).toBe("G");
  });
  it("uses a lone name's first letter", () => {
    expect(initials(user("ada", "", "x@example.com"))).toBe("A");
  });
  it("falls back to 'U'", () => {
    expect(initials(user(null, null, null))).toBe("U");
    expect(initials(undefined)).toBe("U");
  });
  it("does not split characters outside the basic plane", () => {
    expect(initials(user("𝒜da", "Ö", null))).toBe("𝒜Ö");
  });
});
