import { describe, expect, it } from "vitest";
import { defaultKeep, mergeRequest, nameProblem, renamedTo, splitProblem } from "./changes.ts";
import { pageRange, readListState } from "./list-state.ts";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const gene = { id: id(1), name: "gene expression", mentionCount: 4 };
const genes = { id: id(2), name: "expression of genes", mentionCount: 9 };
const ge = { id: id(3), name: "GE", mentionCount: 9 };

describe("concept names", () => {
  it("refuses an empty or overlong name with the server's words", () => {
    expect(nameProblem("  ")).toBe("Give the concept a name");
    expect(nameProblem("x".repeat(201))).toBe("A concept name is at most 200 characters");
    expect(nameProblem(" entropy ")).toBeNull();
  });

  it("renames only when the trimmed name differs", () => {
    expect(renamedTo("entropy", " entropy ")).toBeNull();
    expect(renamedTo("entropy", "")).toBeNull();
    expect(renamedTo("entropy", " Entropy ")).toBe("Entropy");
  });
});

describe("merge requests", () => {
  it("keep the most mentioned concept by default, the first of a tie", () => {
    expect(defaultKeep([gene, genes, ge])).toBe(genes.id);
    expect(defaultKeep([])).toBeNull();
  });

  it("send every concept and the kept one, with a name only when it is new", () => {
    expect(mergeRequest([gene, genes], { keepId: gene.id, otherName: null })).toEqual({
      body: { conceptIds: [gene.id, genes.id], intoId: gene.id },
    });
    expect(mergeRequest([gene, genes, ge], { keepId: null, otherName: " Gene expression " })).toEqual({
      body: { conceptIds: [gene.id, genes.id, ge.id], intoId: genes.id, name: "Gene expression" },
    });
    // Typing the kept concept's own name is no new name.
    expect(mergeRequest([gene, genes], { keepId: null, otherName: "expression of genes" })).toEqual({
      body: { conceptIds: [gene.id, genes.id], intoId: genes.id },
    });
  });

  it("say why a merge cannot be sent", () => {
    expect(mergeRequest([gene], { keepId: gene.id, otherName: null })).toEqual({
      problem: "Choose at least two concepts to merge",
    });
    expect(mergeRequest([gene, genes], { keepId: null, otherName: " " })).toEqual({
      problem: "Give the concept a name",
    });
  });
});

describe("splits by document", () => {
  const concept = {
    name: "mercury",
    documents: [
      { id: id(21), title: "Planets", salience: 1, mentionCount: 3 },
      { id: id(22), title: "Chemistry", salience: 1, mentionCount: 2 },
    ],
  };
  it("take some documents but not all, under a name of their own", () => {
    expect(splitProblem(concept, [], "Mercury (element)")).toBe(
      "Choose the documents whose mentions go to the new concept",
    );
    expect(splitProblem(concept, [id(21), id(22)], "Mercury (element)")).toMatch(/^Leave at least one document/);
    expect(splitProblem(concept, [id(22)], " ")).toBe("Give the concept a name");
    expect(splitProblem(concept, [id(22)], "Mercury")).toBe("Give the new concept a different name");
    expect(splitProblem(concept, [id(22)], "Mercury (element)")).toBeNull();
  });
});

describe("the concepts page's address", () => {
  it("reads the search, order and page, with defaults for nonsense", () => {
    expect(readListState(new URLSearchParams("q=gene&sort=name&page=3"))).toEqual({
      query: "gene",
      sort: "name",
      page: 3,
    });
    expect(readListState(new URLSearchParams("sort=size&page=-2"))).toEqual({ query: "", sort: "mentions", page: 1 });
  });

  it("says which concepts a page shows", () => {
    expect(pageRange(1, 0)).toBe("0 of 0");
    expect(pageRange(2, 60, 25)).toBe("26–50 of 60");
    expect(pageRange(3, 60, 25)).toBe("51–60 of 60");
  });
});
