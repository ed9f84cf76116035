import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ConceptRelationship } from "@contract/relationships.ts";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { ConceptRelationships } from "./concept-relationships.tsx";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const relationship = (n: number, fields: Partial<ConceptRelationship>): ConceptRelationship => ({
  id: uuid(n),
  type: "related",
  direction: "none",
  other: { id: uuid(100 + n), name: `concept ${n}`, category: "technical" },
  strength: 0.5,
  basis: "cooccurrence",
  label: null,
  labelFrom: null,
  cooccurrences: 3,
  evidence: [
    {
      documentId: uuid(200),
      documentTitle: "Notes",
      page: null,
      charStart: 10,
      charEnd: 60,
      text: `Sentence ${n} shows the link.`,
      contradictionId: null,
    },
  ],
  evidenceCount: 1,
  ...fields,
});

describe("ConceptRelationships", () => {
  it("lists each relationship with its type in words and the sentence that shows it", async () => {
    stubFetch({
      [`GET /api/concepts/${uuid(1)}/relationships`]: () =>
        json([
          relationship(1, {
            type: "supports",
            direction: "out",
            basis: "stated",
            other: { id: uuid(101), name: "gradient descent", category: "methodology" },
            evidence: [
              {
                documentId: uuid(200),
                documentTitle: "Deep learning notes",
                page: 4,
                charStart: 10,
                charEnd: 72,
                text: "Batch normalization improves gradient descent in deep networks.",
                contradictionId: null,
              },
            ],
            evidenceCount: 3,
          }),
          relationship(2, {
            type: "supports",
            direction: "in",
            basis: "stated",
            other: { id: uuid(102), name: "layer norm", category: "technical" },
          }),
          ...Array.from({ length: 6 }, (_, i) => relationship(10 + i, {})),
        ]),
    });
    renderWithApp(<ConceptRelationships conceptId={uuid(1)} />);
    const items = await screen.findAllByTestId("relationship");
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent("Supports gradient descent");
    expect(within(items[0]!).getByTestId("relationship-evidence")).toHaveTextContent(
      "Batch normalization improves gradient descent in deep networks.",
    );
    expect(within(items[0]!).getByRole("link", { name: "Deep learning notes" })).toHaveAttribute(
      "href",
      `/documents/${uuid(200)}?from=10&to=72`,
    );
    expect(items[0]).toHaveTextContent("page 4 · 2 more sentences");
    expect(items[1]).toHaveTextContent("Supported by layer norm");
    expect(items[2]).toHaveTextContent("Often mentioned with concept 10");
    await userEvent.click(screen.getByRole("button", { name: "Show all 8" }));
    expect(screen.getAllByTestId("relationship")).toHaveLength(8);
  });

  it("reads a stated relationship in the text's own words, from whichever side the sentence has as subject", async () => {
    stubFetch({
      [`GET /api/concepts/${uuid(1)}/relationships`]: () =>
        json([
          relationship(1, {
            basis: "stated",
            label: "inspired by",
            labelFrom: "this",
            other: { id: uuid(101), name: "natural selection", category: "theoretical" },
          }),
          relationship(2, {
            basis: "stated",
            label: "described",
            labelFrom: "other",
            other: { id: uuid(102), name: "Charles Darwin", category: "person" },
          }),
        ]),
    });
    renderWithApp(<ConceptRelationships conceptId={uuid(1)} />);
    const wordings = await screen.findAllByTestId("relationship-wording");
    expect(wordings.map((w) => w.textContent)).toEqual([
      "Inspired by natural selection",
      "Charles Darwin described it",
    ]);
  });

  it("says when there are none", async () => {
    stubFetch({ [`GET /api/concepts/${uuid(1)}/relationships`]: () => json([]) });
    renderWithApp(<ConceptRelationships conceptId={uuid(1)} />);
    expect(await screen.findByText("No relationships found in your documents yet.")).toBeInTheDocument();
  });
});
