import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Analytics } from "@contract/graph.ts";
import AnalyticsPage from "@web/pages/analytics-page.tsx";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";

const ref = (id: string, name: string, category: string) => ({ id, name, category });
const empty: Analytics = {
  centralConcepts: [],
  crossDomainConnections: [],
  surprisingConnections: [],
  clusterAnalysis: [],
  communities: [],
  modularity: 0,
  conceptsOverTime: [],
  totals: { concepts: 0, relationships: 0, documents: 0 },
  computedAt: "2026-11-22T10:00:00.000Z",
};
const full: Analytics = {
  ...empty,
  centralConcepts: [
    { id: "a", name: "entropy", connections: 7, category: "theoretical" },
    { id: "b", name: "gradient descent", connections: 1, category: "methodology" },
  ],
  crossDomainConnections: [
    {
      concept1: ref("a", "entropy", "theoretical"),
      concept2: ref("b", "gradient descent", "methodology"),
      relationshipType: "supports",
      strength: 0.8,
      between: ["entropy", "gradient descent"],
      label: "inspired",
    },
  ],
  surprisingConnections: [],
  clusterAnalysis: [
    { category: "theoretical", conceptCount: 3, avgConnections: 2.3333 },
    { category: "methodology", conceptCount: 1, avgConnections: 2 },
  ],
  communities: [
    {
      id: 0,
      label: "entropy, heat",
      size: 2,
      topConcepts: [ref("a", "entropy", "theoretical")],
      categories: [{ category: "theoretical", count: 2 }],
    },
  ],
  modularity: 0.41,
  conceptsOverTime: [{ hour: "2026-11-22T10:00:00.000Z", added: 4, total: 4 }],
  totals: { concepts: 4, relationships: 3, documents: 2 },
};

describe("the Graph Analytics page", () => {
  it("says 'No analytics available' when there is nothing", async () => {
    stubFetch({ "GET /api/analytics": () => json(empty) });
    renderWithApp(<AnalyticsPage />, { path: "/analytics" });
    expect(screen.getByRole("heading", { level: 1, name: "Graph Analytics" })).toBeInTheDocument();
    expect(await screen.findByText("No analytics available")).toBeInTheDocument();
    expect(screen.getByText("Add more documents and concepts to see insights")).toBeInTheDocument();
  });

  it("shows the four cards with their fields, each card's empty message, communities and charts", async () => {
    stubFetch({ "GET /api/analytics": () => json(full) });
    renderWithApp(<AnalyticsPage />, { path: "/analytics" });
    const central = await screen.findByTestId("card-central");
    expect(within(central).getByRole("heading", { name: "Central Concepts" })).toBeInTheDocument();
    const rows = within(central).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent(/^1entropyTheoretical7 connections$/);
    expect(rows[1]).toHaveTextContent("1 connection");
    expect(within(rows[0]!).getByRole("link", { name: "entropy" })).toHaveAttribute("href", "/graph?concept=a");
    const cross = screen.getByTestId("card-cross-domain");
    expect(cross).toHaveTextContent(/entropy.*Theoretical.*supports.*gradient descent.*Methodology/);
    expect(within(cross).getByTestId("cross-domain-between")).toHaveTextContent(
      "“entropy” inspired “gradient descent” · between the clusters around “entropy” and around “gradient descent”",
    );
    expect(screen.getByTestId("card-surprising")).toHaveTextContent("Nothing surprising yet");
    const clusters = screen.getByTestId("card-clusters");
    expect(
      within(clusters)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["CategoryConceptsAvg. connections", "Theoretical32.3", "Methodology12.0"]);
    expect(screen.getByTestId("card-communities")).toHaveTextContent("entropy, heat");
    expect(screen.getByTestId("card-communities")).toHaveTextContent("modularity 0.41: clear groups");
    expect(within(screen.getByTestId("chart-categories")).getByRole("img")).toHaveAccessibleName(
      "Concepts per category: Theoretical 3, Methodology 1",
    );
    expect(within(screen.getByTestId("chart-growth")).getByRole("img")).toHaveAccessibleName(/4 concepts by Nov 22/);
    expect(screen.getByTestId("analytics-totals")).toHaveTextContent(
      "4 concepts · 3 relationships · 2 documents · 1 community",
    );
  });

  it("gives every card its own empty message", async () => {
    stubFetch({
      "GET /api/analytics": () =>
        json({
          ...empty,
          totals: { concepts: 2, relationships: 0, documents: 1 },
          clusterAnalysis: [{ category: "general", conceptCount: 2, avgConnections: 0 }],
        }),
    });
    renderWithApp(<AnalyticsPage />, { path: "/analytics" });
    expect(await screen.findByTestId("card-central")).toHaveTextContent("No connected concepts yet");
    expect(screen.getByTestId("card-cross-domain")).toHaveTextContent(
      "No connections between different clusters of your graph yet.",
    );
    expect(screen.getByTestId("card-surprising")).toHaveTextContent("Nothing surprising yet");
    expect(screen.getByTestId("card-communities")).toHaveTextContent("No communities yet");
  });
});
