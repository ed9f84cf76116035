import { describe, expect, it } from "vitest";
import { authorNames, keysMeeting, namesMeet, workKey, workKeys } from "./referents.ts";

describe("workKey", () => {
  it("gives a citation and the paper's author names the same key, and a title its first words", () => {
    expect(workKey("Stachelek et al. 2020: reading notes (1)")).toBe("@work:stachelek");
    expect(workKey("Stachelek et al.")).toBe("@work:stachelek");
    expect(workKey(authorNames(["Joseph Stachelek"])[0]!)).toBe("@author:stachelek");
    // a citation meets the paper's own authors; two papers' own authors never meet
    expect(keysMeeting(["@work:stachelek"])).toEqual(["@work:stachelek", "@author:stachelek"]);
    expect(keysMeeting(["@author:chang"])).toEqual(["@work:chang"]);
    expect(workKey("van Herk et al. 2023")).toBe("@work:herk");
    expect(workKey("Gee and Leith")).toBe("@work:gee");
    expect(workKey("Huang (2022)")).toBe("@work:huang");
    expect(workKey("Granular measures of agricultural land-use influence lake nitrogen")).toBe(
      workKey("Granular Measures of Agricultural Land-Use Influence Lake Nitrogen and Phosphorus"),
    );
    // too short or too plain to name one work
    expect(workKey("Reading notes week 3")).toBeNull();
    expect(workKey("YOLO")).toBeNull();
  });

  it("collects the works a note links to, cites by key or names at the start of a claim", () => {
    const keys = workKeys(
      ["Week 3: lakes"],
      {
        content: "As [@soranno2019] argue, and [[Granular measures of agricultural land use]] shows ...",
        metadata: { links: [{ target: "Granular measures of agricultural land use" }] },
      },
      [{ name: "Gupta et al.", explicit: true }, { name: "Methods", explicit: false }, null],
    );
    expect(keys.sort()).toEqual(["@work:granular measure agricultural land use", "@work:gupta", "@work:soranno"]);
  });
});

describe("authorNames", () => {
  it("meet a citation of the paper, never another paper's own authors", () => {
    const bert = authorNames(["Jacob Devlin", "Ming-Wei Chang"]);
    const other = authorNames(["Mang Ye", "Shih-Fu Chang"]);
    expect(namesMeet(bert, other)).toBe(false);
    expect(namesMeet(bert, ["Devlin et al."])).toBe(true);
    expect(namesMeet(bert, ["Chang et al. 2019: reading notes"])).toBe(true);
  });
});
