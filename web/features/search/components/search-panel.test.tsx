import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchResponse, SearchResult } from "@contract/search.ts";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import SearchPage from "@web/pages/search-page.tsx";

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));
const box = () => screen.getByPlaceholderText("Ask anything about your knowledge base...");

const documentResult: SearchResult = {
  id: "11111111-1111-4111-8111-111111111111",
  type: "document",
  title: "Learning and memory",
  snippet: "…Spaced repetition improves long-term memory. <img src=x onerror=alert(1)>",
  relevance: 0.874,
  highlights: [
    { start: 1, end: 7 },
    { start: 8, end: 18 },
  ],
  passage: {
    chunkId: "22222222-2222-4222-8222-222222222222",
    charStart: 100,
    charEnd: 600,
    snippetStart: 180,
    snippetEnd: 420,
    page: null,
  },
  documentType: "note",
  category: null,
};
const conceptResult: SearchResult = {
  id: "33333333-3333-4333-8333-333333333333",
  type: "concept",
  title: "spaced repetition",
  snippet: "A learning technique that reviews material at increasing intervals.",
  relevance: 0.455,
  highlights: [],
  passage: null,
  documentType: null,
  category: "method",
};
const answer = (results: SearchResult[]): SearchResponse => ({ results, queryTruncated: false });

afterEach(() => setSelectedProjectId(null));

describe("Search page", () => {
  it("ignores a blank or whitespace-only question", async () => {
    const fetch = stubFetch({});
    renderWithApp(<SearchPage />, { path: "/search" });
    await userEvent.type(box(), "   {Enter}");
    expect(screen.getByRole("heading", { name: "Ask your knowledge base" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks in the selected project and shows each result: icon, title, badge, percent match, marked snippet", async () => {
    setSelectedProjectId("44444444-4444-4444-8444-444444444444");
    const fetch = stubFetch({ "POST /api/search": () => json(answer([documentResult, conceptResult])) });
    const { location } = renderWithApp(<SearchPage />, { path: "/search" });
    await userEvent.type(box(), "  spaced repetition  {Enter}");

    expect(await screen.findByText("Found 2 result(s)")).toBeInTheDocument();
    expect(sentBodies(fetch, "POST", "/api/search")).toEqual([
      { query: "spaced repetition", projectId: "44444444-4444-4444-8444-444444444444" },
    ]);
    expect(location.history?.at(-1)).toBe("/search?q=spaced+repetition");

    const [doc, concept] = screen.getAllByTestId("search-result");
    expect(within(doc!).getByRole("link", { name: "Learning and memory" })).toHaveAttribute(
      "href",
      `/documents/${documentResult.id}?from=180&to=420`,
    );
    expect(within(doc!).getByTestId("result-badge")).toHaveTextContent("Document");
    expect(within(doc!).getByTestId("result-match")).toHaveTextContent("87% match");
    expect(within(doc!).getByTestId("result-icon").querySelector("svg")).not.toBeNull();
    const snippet = within(doc!).getByTestId("result-snippet");
    expect([...snippet.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["Spaced", "repetition"]);
    // The user's text is shown as text, never interpreted as markup.
    expect(snippet.textContent).toBe(documentResult.snippet);
    expect(snippet.querySelector("img")).toBeNull();

    expect(within(concept!).getByRole("link", { name: "spaced repetition" })).toHaveAttribute(
      "href",
      `/graph?concept=${conceptResult.id}`,
    );
    expect(within(concept!).getByTestId("result-badge")).toHaveTextContent("Concept");
    expect(within(concept!).getByTestId("result-match")).toHaveTextContent("46% match");
    expect(within(concept!).getByText("method")).toHaveClass("capitalize");
  });

  it("runs the question in the address on load and shows zero results as 'Found 0 result(s)'", async () => {
    const fetch = stubFetch({ "POST /api/search": () => json(answer([])) });
    renderWithApp(<SearchPage />, { path: "/search?q=quantum%20gravity" });
    expect(await screen.findByText("Found 0 result(s)")).toBeInTheDocument();
    expect(box()).toHaveValue("quantum gravity");
    expect(sentBodies(fetch, "POST", "/api/search")).toEqual([{ query: "quantum gravity", projectId: null }]);
    expect(screen.getByRole("heading", { name: "Nothing matched" })).toBeInTheDocument();
  });

  it("on failure shows 'Search failed' with the server's message and clears the results", async () => {
    let fail = false;
    stubFetch({
      "POST /api/search": () =>
        fail ? json({ message: "The database is busy" }, 503) : json(answer([documentResult])),
    });
    renderWithApp(<SearchPage />, { path: "/search" });
    await userEvent.type(box(), "memory{Enter}");
    expect(await screen.findByText("Found 1 result(s)")).toBeInTheDocument();

    fail = true;
    await userEvent.clear(box());
    await userEvent.type(box(), "recall{Enter}");
    expect(await toastRegion().findByText("Search failed")).toBeInTheDocument();
    expect(toastRegion().getByText("The database is busy")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("search-result")).not.toBeInTheDocument());
    expect(screen.queryByText(/Found \d+ result/)).not.toBeInTheDocument();

    // Asking the same question again asks the server again, and a failure there also clears the results.
    await userEvent.clear(box());
    await userEvent.type(box(), "memory{Enter}");
    expect(await toastRegion().findByText("The database is busy")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("search-result")).not.toBeInTheDocument());
  });

  it("keeps a very long question out of the address but still searches it", async () => {
    const fetch = stubFetch({ "POST /api/search": () => json({ results: [], queryTruncated: true }) });
    const { location } = renderWithApp(<SearchPage />, { path: "/search" });
    const long = "memory ".repeat(400).trim();
    await userEvent.click(box());
    await userEvent.paste(long);
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Your question was long, so only its beginning was searched.")).toBeInTheDocument();
    expect(sentBodies(fetch, "POST", "/api/search")).toEqual([{ query: long, projectId: null }]);
    expect(location.history?.at(-1) ?? "/search").toBe("/search");
  });
});
