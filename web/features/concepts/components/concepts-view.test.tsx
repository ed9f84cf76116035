import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ConceptSuggestion } from "@contract/concept-changes.ts";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import ConceptsPage from "@web/pages/concepts-page.tsx";
import { change, changeResult, detail, listItem, uuid } from "@web/testing/concepts.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";

const items = [
  listItem(1, "gene expression", { mentionCount: 7, documentCount: 2, aliases: ["expression profile"] }),
  listItem(2, "expression of genes", { mentionCount: 2, category: "theoretical" }),
  listItem(3, "transcription", { mentionCount: 1 }),
];
const side = (n: number, name: string, passageText: string, highlight: [number, number]) => ({
  id: uuid(n),
  name,
  category: "technical",
  definition: n === 1 ? "Gene expression turns a gene's information into a product." : null,
  mentionCount: 3,
  documentCount: 1,
  passage: {
    documentId: uuid(30 + n),
    documentTitle: `Note ${n}`,
    text: passageText,
    highlightStart: highlight[0],
    highlightEnd: highlight[1],
  },
});
const suggestion: ConceptSuggestion = {
  concepts: [
    side(1, "gene expression", "Gene expression varies by tissue.", [0, 15]),
    side(2, "expression of genes", "The expression of genes is regulated.", [4, 23]),
  ],
  reason: "The same words in another order.",
  score: 0.9,
};
const merged = changeResult(
  detail(1, "gene expression", { aliases: ["expression of genes"] }),
  change(40, "merge", 'Merged "expression of genes" into "gene expression".'),
);

function stub(answers: { concepts?: typeof items; suggestions?: ConceptSuggestion[]; changes?: unknown[] } = {}) {
  const list = answers.concepts ?? items;
  return stubFetch({
    "GET /api/concepts": () => json({ total: list.length === 0 ? 0 : 60, items: list }),
    "GET /api/concept-suggestions": () => json(answers.suggestions ?? []),
    "GET /api/concept-changes": () => json(answers.changes ?? []),
    "POST /api/concepts/merge": () => json(merged),
    "POST /api/concept-suggestions/reject": () => new Response(null, { status: 204 }),
    [`POST /api/concept-changes/${uuid(40)}/undo`]: () => json({ ...merged.change, undoable: false }),
    [`POST /api/concept-changes/${uuid(41)}/undo`]: () =>
      json({ message: "This change can no longer be undone: a later change moved the same names." }, 409),
  });
}

const urls = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.split("?")[0] === path);
const toastRegion = () => screen.getByRole("region", { name: /Notifications/, hidden: true });

describe("the concepts page", () => {
  it("lists the selected project's concepts with their names, category and counts, a page at a time", async () => {
    setSelectedProjectId(uuid(99));
    const fetch = stub();
    const { location } = renderWithApp(<ConceptsPage />, { path: "/concepts" });
    expect(screen.getByRole("heading", { level: 1, name: "Concepts" })).toBeInTheDocument();
    const rows = await screen.findAllByTestId("concept-row");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole("link", { name: "gene expression" })).toHaveAttribute(
      "href",
      `/graph?concept=${uuid(1)}`,
    );
    expect(rows[0]).toHaveTextContent("Also called: expression profile");
    expect(rows[0]).toHaveTextContent("7 mentions2 documents");
    expect(within(rows[1]!).getByText("Theoretical")).toBeInTheDocument();
    expect(screen.getByText("1–25 of 60")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(location.history?.at(-1)).toContain("page=2");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "name");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search concepts" }), "gene");
    await waitFor(() => expect(location.history?.at(-1)).toContain("q=gene"));
    await waitFor(() =>
      expect(urls(fetch, "/api/concepts")).toEqual([
        `/api/concepts?projectId=${uuid(99)}&sort=mentions&limit=25`,
        `/api/concepts?projectId=${uuid(99)}&sort=mentions&limit=25&offset=25`,
        `/api/concepts?projectId=${uuid(99)}&sort=name&limit=25`,
        `/api/concepts?query=gene&projectId=${uuid(99)}&sort=name&limit=25`,
      ]),
    );
    expect(urls(fetch, "/api/concept-suggestions")).toEqual([`/api/concept-suggestions?projectId=${uuid(99)}`]);
    setSelectedProjectId(null);
  });

  it("says when there are no concepts, and when none matches", async () => {
    stub({ concepts: [] });
    renderWithApp(<ConceptsPage />, { path: "/concepts" });
    expect(await screen.findByText("No concepts yet")).toBeInTheDocument();
    expect(screen.getByText("Upload documents to extract concepts")).toBeInTheDocument();
    // Neither the duplicates nor the changes take room while there are none.
    expect(screen.queryByRole("heading", { name: /Possible duplicates|Your changes/ })).toBeNull();
  });

  it("merges the concepts selected, keeping the chosen name, and undoes it from the toast", async () => {
    const fetch = stub();
    renderWithApp(<ConceptsPage />, { path: "/concepts" });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select “expression of genes”" }));
    const bar = screen.getByTestId("selection-bar");
    expect(bar).toHaveTextContent("1 selected: choose one more to merge");
    expect(within(bar).getByRole("button", { name: "Merge selected" })).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select “gene expression”" }));
    await userEvent.click(within(bar).getByRole("button", { name: "Merge selected" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge 2 concepts" });
    expect(within(dialog).getByRole("radio", { name: "gene expression (7 mentions)" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge 2 concepts" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentBodies(fetch, "POST", "/api/concepts/merge")).toEqual([
      { conceptIds: [uuid(2), uuid(1)], intoId: uuid(1) },
    ]);
    expect(screen.queryByTestId("selection-bar")).toBeNull();
    const toast = within(toastRegion());
    await userEvent.click(await toast.findByRole("button", { name: "Undo" }));
    expect(await toast.findByText("Change undone")).toBeInTheDocument();
    expect(urls(fetch, `/api/concept-changes/${uuid(40)}/undo`)).toHaveLength(1);
  });

  it("shows a probable duplicate side by side, to merge or keep apart", async () => {
    const fetch = stub({ suggestions: [suggestion] });
    renderWithApp(<ConceptsPage />, { path: "/concepts" });
    const card = await screen.findByTestId("suggestion");
    expect(screen.getByRole("heading", { name: "Possible duplicates (1)" })).toBeInTheDocument();
    expect(within(card).getByTestId("suggestion-reason")).toHaveTextContent("The same words in another order.");
    const sides = within(card).getAllByTestId("suggestion-side");
    expect(sides[0]).toHaveTextContent("Gene expression turns a gene's information into a product.");
    expect(sides[1]).toHaveTextContent("No definition found.");
    expect(sides[1]!.querySelector("mark")?.textContent).toBe("expression of genes");
    expect(within(sides[1]!).getByRole("link", { name: "Note 2" })).toHaveAttribute("href", `/documents/${uuid(32)}`);
    await userEvent.click(within(card).getByRole("button", { name: "Merge" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge 2 concepts" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await userEvent.click(within(card).getByRole("button", { name: "Keep apart" }));
    await waitFor(() => expect(screen.queryByTestId("suggestion")).toBeNull());
    expect(sentBodies(fetch, "POST", "/api/concept-suggestions/reject")).toEqual([{ conceptIds: [uuid(1), uuid(2)] }]);
  });

  it("lists the user's changes, newest first, undoing those that still can be", async () => {
    stub({
      changes: [
        change(41, "rename", 'Renamed "EOS" to "EoS".', { concept: { id: uuid(5), name: "EoS" } }),
        change(42, "split", 'Split "LLM" out of "large language model".', {
          undoneAt: "2026-11-22T11:00:00.000Z",
          undoable: false,
        }),
      ],
    });
    renderWithApp(<ConceptsPage />, { path: "/concepts" });
    const changes = await screen.findAllByTestId("concept-change");
    expect(changes[0]).toHaveTextContent('Renamed "EOS" to "EoS".');
    expect(within(changes[0]!).getByRole("link", { name: "Open “EoS”" })).toHaveAttribute(
      "href",
      `/graph?concept=${uuid(5)}`,
    );
    expect(changes[1]).toHaveTextContent("Undone");
    expect(within(changes[1]!).queryByRole("button", { name: "Undo" })).toBeNull();
    await userEvent.click(within(changes[0]!).getByRole("button", { name: "Undo" }));
    const toast = within(toastRegion());
    expect(await toast.findByText("Could not undo")).toBeInTheDocument();
    expect(
      toast.getByText("This change can no longer be undone: a later change moved the same names."),
    ).toBeInTheDocument();
  });
});
