import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Graph } from "@contract/graph.ts";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import GraphPage from "@web/pages/graph-page.tsx";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";

// WebGL does not exist in happy-dom; the export menu does not need the canvas.
vi.mock("../sigma/graph-canvas.tsx", () => ({ default: () => <div data-testid="graph-canvas" /> }));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const graph: Graph = {
  nodes: [
    { id: id(1), label: "entropy", category: "theoretical", size: 12, degree: 1, documentCount: 1 },
    { id: id(2), label: "thermodynamics", category: "theoretical", size: 9, degree: 1, documentCount: 1 },
  ],
  edges: [{ id: id(11), source: id(1), target: id(2), type: "supports", strength: 0.8 }],
  truncated: false,
  totalNodes: 2,
  totalEdges: 1,
};
const empty: Graph = { nodes: [], edges: [], truncated: false, totalNodes: 0, totalEdges: 0 };

afterEach(() => setSelectedProjectId(null));

describe("the graph page's Export menu", () => {
  it("offers GraphML and the two CSV tables as downloads of the selected project's graph", async () => {
    const project = id(99);
    setSelectedProjectId(project);
    stubFetch({ "GET /api/graph": () => json(graph), "GET /api/projects": () => json([]) });
    renderWithApp(<GraphPage />, { path: "/graph" });
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    const entries = await screen.findAllByRole("menuitem");
    expect(entries.map((e) => e.querySelector(".font-medium")?.textContent)).toEqual([
      "GraphML",
      "CSV (nodes)",
      "CSV (edges)",
    ]);
    expect(entries.map((e) => e.getAttribute("href"))).toEqual(
      ["graphml", "csv-nodes", "csv-edges"].map((format) => `/api/graph/export?format=${format}&projectId=${project}`),
    );
    for (const entry of entries) expect(entry).toHaveAttribute("download");
  });

  it("leaves the project out for All Documents", async () => {
    stubFetch({ "GET /api/graph": () => json(graph) });
    renderWithApp(<GraphPage />, { path: "/graph" });
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    expect(await screen.findByRole("menuitem", { name: /^GraphML/ })).toHaveAttribute(
      "href",
      "/api/graph/export?format=graphml",
    );
  });

  it("is not offered while there is nothing to export", async () => {
    stubFetch({ "GET /api/graph": () => json(empty) });
    renderWithApp(<GraphPage />, { path: "/graph" });
    expect(await screen.findByText("No concepts yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export" })).toBeNull();
  });
});
