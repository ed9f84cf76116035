import { describe, expect, it } from "vitest";
import { orderConcepts, spreadWeight } from "./concept-order.ts";

describe("the order of a document's concepts", () => {
  it("keeps salience order in a small account, where spread says nothing", () => {
    const concepts = [
      { name: "summary", salience: 0.9, documentCount: 3 },
      { name: "collagen", salience: 0.5, documentCount: 1 },
    ];
    expect(orderConcepts(concepts, 3).map((c) => c.name)).toEqual(["summary", "collagen"]);
  });

  it("pushes down a phrase found in most of the account's documents (a template's heading), not one in half", () => {
    expect(spreadWeight(50, 100)).toBe(1);
    expect(spreadWeight(100, 100)).toBeCloseTo(0.2);
    expect(spreadWeight(75, 100)).toBeCloseTo(0.6);
    const concepts = [
      { name: "also read", salience: 0.9, documentCount: 60 },
      { name: "decorin", salience: 0.4, documentCount: 1 },
      { name: "fibrosis", salience: 0.5, documentCount: 30 },
    ];
    expect(orderConcepts(concepts, 69).map((c) => c.name)).toEqual(["fibrosis", "decorin", "also read"]);
  });
});
