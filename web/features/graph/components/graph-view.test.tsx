import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ConceptDetail, Passage } from "@contract/concepts.ts";
import type { Graph } from "@contract/graph.ts";
import type { VersionEntry } from "@contract/versions.ts";
import GraphPage from "@web/pages/graph-page.tsx";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";

// WebGL does not exist in happy-dom: the canvas is replaced by a list of what it was asked to show.
vi.mock("../sigma/graph-canvas.tsx", () => ({
  default: ({
    data,
    view,
    onSelect,
  }: {
    data: Graph;
    view: { hidden: Set<string>; only: Set<string> | null; selected: string | null };
    onSelect: (id: string) => void;
  }) => (
    <ul
      data-testid="graph-canvas"
      data-selected={view.selected ?? ""}
      data-hidden={[...view.hidden].join(",")}
      data-only={view.only ? [...view.only].sort().join(",") : ""}
    >
      {data.nodes.map((n) => (
        <li key={n.id}>
          <button type="button" onClick={() => onSelect(n.id)}>
            node {n.label}
          </button>
        </li>
      ))}
    </ul>
  ),
}));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const graph: Graph = {
  nodes: [
    { id: id(1), label: "entropy", category: "theoretical", size: 12, degree: 2, documentCount: 1 },
    { id: id(2), label: "thermodynamics", category: "theoretical", size: 9, degree: 1, documentCount: 1 },
    { id: id(3), label: "gradient descent", category: "methodology", size: 7, degree: 1, documentCount: 1 },
    { id: id(4), label: "Ada Lovelace", category: "person", size: 6, degree: 0, documentCount: 1 },
  ],
  edges: [
    { id: id(11), source: id(1), target: id(2), type: "supports", strength: 0.8 },
    { id: id(12), source: id(1), target: id(3), type: "contradicts", strength: 0.7 },
  ],
  truncated: false,
  totalNodes: 4,
  totalEdges: 2,
};
const concept: ConceptDetail = {
  id: id(1),
  name: "entropy",
  category: "theoretical",
  definition: "Entropy is a measure of disorder.",
  aliases: ["disorder measure"],
  mentionCount: 1,
  documents: [{ id: id(21), title: "Physics notes", salience: 0.9, mentionCount: 1 }],
};
const passages: Passage[] = [
  {
    documentId: id(21),
    documentTitle: "Physics notes",
    page: null,
    charStart: 0,
    charEnd: 7,
    text: "Entropy <b>is</b> a measure of disorder.",
    highlightStart: 0,
    highlightEnd: 7,
  },
];
const versions: VersionEntry[] = [
  {
    id: id(31),
    conceptId: id(1),
    name: "entropy",
    changeType: "created",
    category: "theoretical",
    definition: "Entropy is a measure of disorder.",
    previousDefinition: null,
    detail: null,
    changedAt: "2026-11-22T10:00:00.000Z",
    document: { id: id(21), title: "Physics notes" },
    mergedName: null,
    changeId: null,
  },
];

function stub(graphAnswer: () => Response | Promise<Response> = () => json(graph)) {
  return stubFetch({
    "GET /api/graph": graphAnswer,
    [`GET /api/concepts/${id(1)}`]: () => json(concept),
    [`GET /api/concepts/${id(1)}/passages`]: () => json(passages),
    "GET /api/versions": () => json(versions),
  });
}

describe("the Knowledge Graph page", () => {
  it("shows a spinner, then the graph with counts, filters and legend", async () => {
    stub();
    renderWithApp(<GraphPage />, { path: "/graph" });
    expect(screen.getByRole("heading", { level: 1, name: "Knowledge Graph" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your knowledge graph");
    expect(await screen.findByTestId("graph-canvas")).toBeInTheDocument();
    expect(screen.getByTestId("graph-summary")).toHaveTextContent("4 concepts · 2 relationships");
    const filter = screen.getByRole("group", { name: "Show categories" });
    expect(
      within(filter)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Theoretical2", "Methodology1", "Other1"]);
    expect(screen.getByTestId("graph-legend")).toHaveTextContent(
      /Technical.*Theoretical.*Methodology.*Other.*Supports.*Related.*Contradicts/,
    );
  });

  it("shows the empty state without concepts, and the error with a retry", async () => {
    stub(() => json({ nodes: [], edges: [], truncated: false, totalNodes: 0, totalEdges: 0 }));
    const { unmount } = renderWithApp(<GraphPage />, { path: "/graph" });
    expect(await screen.findByText("No concepts yet")).toBeInTheDocument();
    expect(screen.getByText("Upload documents to extract concepts and build your knowledge graph")).toBeInTheDocument();
    unmount();
    const fetch = stub(() => json({ message: "Database unavailable" }, 503));
    renderWithApp(<GraphPage />, { path: "/graph" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The graph could not be loaded: Database unavailable");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url).startsWith("/api/graph"))).toHaveLength(2),
    );
  });

  it("hides a category from the filter", async () => {
    stub();
    renderWithApp(<GraphPage />, { path: "/graph" });
    const button = await screen.findByRole("button", { name: /Methodology/ });
    expect(button).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("graph-canvas")).toHaveAttribute("data-hidden", "methodology");
  });

  it("finds a concept and opens its panel: definition, documents, passages (marked as text), history", async () => {
    stub();
    const { location } = renderWithApp(<GraphPage />, { path: "/graph" });
    const search = await screen.findByRole("combobox", { name: "Find a concept" });
    await userEvent.type(search, "entr");
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["entropy2 (2 connections)"]);
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("complementary", { name: "Concept details" });
    expect(screen.getByTestId("graph-canvas")).toHaveAttribute("data-selected", id(1));
    expect(location.history?.at(-1)).toContain(`concept=${id(1)}`);
    // The definition, and the history's first version (the same text).
    expect(await within(panel).findAllByText("Entropy is a measure of disorder.")).toHaveLength(2);
    expect(within(panel).getByRole("list", { name: "Other names" })).toHaveTextContent("disorder measure");
    expect(within(panel).getByText("Theoretical")).toBeInTheDocument();
    for (const link of within(panel).getAllByRole("link", { name: "Physics notes" }))
      expect(link).toHaveAttribute("href", `/documents/${id(21)}`);
    const passage = await within(panel).findByTestId("panel-passage");
    // The passage's markup-like text stays text; only the mention is marked.
    expect(passage.querySelector("mark")?.textContent).toBe("Entropy");
    expect(passage).toHaveTextContent("Entropy <b>is</b> a measure of disorder.");
    expect(passage.querySelector("b")).toBeNull();
    const history = await within(panel).findByRole("list", { name: "History" });
    expect(history).toHaveTextContent("Created");
    expect(history).toHaveTextContent("From document: Physics notes");
    expect(within(panel).getByRole("link", { name: /Open in timeline/ })).toHaveAttribute(
      "href",
      `/timeline?concept=${id(1)}`,
    );
  }, 20_000);

  it("focuses on a concept's neighbourhood and back, and closes the panel", async () => {
    stub();
    renderWithApp(<GraphPage />, { path: `/graph?concept=${id(1)}` });
    const panel = await screen.findByRole("complementary", { name: "Concept details" });
    await userEvent.click(await within(panel).findByRole("button", { name: "Focus on neighbourhood" }));
    expect(screen.getByTestId("graph-canvas")).toHaveAttribute("data-only", [id(1), id(2), id(3)].sort().join(","));
    expect(screen.getByText(/Showing 3 concepts within one step of/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show whole graph" }));
    expect(screen.getByTestId("graph-canvas")).toHaveAttribute("data-only", "");
    await userEvent.click(within(panel).getByRole("button", { name: "Close concept details" }));
    expect(screen.queryByRole("complementary", { name: "Concept details" })).toBeNull();
    // Clicking a node in the canvas opens its panel.
    await userEvent.click(screen.getByRole("button", { name: "node entropy" }));
    expect(await screen.findByRole("complementary", { name: "Concept details" })).toBeInTheDocument();
  });
});
