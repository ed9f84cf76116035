import { describe, expect, it } from "vitest";
import { readClaim } from "./claim-text.ts";

const keys = (text: string) => readClaim(text).tokens.map((t) => t.key);

describe("readClaim", () => {
  it("reads the finding of 'We found that ...', not the report of it, and keeps the claim about the own work", () => {
    const claim = readClaim("We found that grazing reduced plant diversity in wet meadows.");
    expect(keys(claim.text)).not.toContain("find");
    expect(keys(claim.text)).toEqual(expect.arrayContaining(["grazing", "plant", "diversity"]));
    expect(claim.deictic).toBe(true);
    // a finding in the text, not an opening
    expect(keys("The survey found that grazing reduced plant diversity.")).toContain("find");
  });

  it("reads each statement of a sentence joined by semicolons, not the items of a list", () => {
    const claim = readClaim(
      "Renters are younger than owners; only renters in large cities are similar to owners in income.",
    );
    expect(claim.clauses.map((c) => c.text)).toEqual([
      "Renters are younger than owners",
      "only renters in large cities are similar to owners in income.",
    ]);
    expect(readClaim("Samples came from three sites (Oslo; Bergen; Tromsø) in two seasons.").clauses).toEqual([]);
    expect(readClaim("We measured pH; nitrate; phosphate and oxygen in every lake.").clauses).toEqual([]);
  });

  it("lets a cited work's frame carry over to its second statement", () => {
    const claim = readClaim("Gee and Leith report that fights were rare; penalties were more frequent in Europe.");
    expect(claim.clauses[1]!.frame).toMatchObject({ name: "Gee and Leith", end: 0 });
  });
});
