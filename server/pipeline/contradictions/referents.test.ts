import { describe, expect, it } from "vitest";
import { workKey, workKeys } from "./referents.ts";

describe("workKey", () => {
  it("gives a citation and the paper's author names the same key, and a title its first words", () => {
    expect(workKey("Stachelek et al. 2020: reading notes (1)")).toBe("@work:stachelek");
    expect(workKey("Stachelek et al.")).toBe("@work:stachelek");
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
