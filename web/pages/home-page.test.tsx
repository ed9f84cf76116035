import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { makeDocument } from "@web/testing/documents.ts";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import HomePage from "./home-page.tsx";

const stats = { documentCount: 4, conceptCount: 37, relationshipCount: 1204 };

afterEach(() => setSelectedProjectId(null));

describe("Home", () => {
  it("shows the three counts, the upload panel and the three newest documents with 'View all'", async () => {
    const docs = [1, 2, 3, 4].map((n) =>
      makeDocument({ title: `Doc ${n}`, status: n === 1 ? "processing" : "ready", progress: 50 }),
    );
    stubFetch({
      "GET /api/stats": () => json(stats),
      "GET /api/documents": () => json(docs),
      "GET /api/projects": () => json([]),
    });
    renderWithApp(<HomePage />);
    const recent = await screen.findByRole("list", { name: "Recent documents" });
    expect(
      within(recent)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual([expect.stringContaining("Doc 1"), expect.stringContaining("Doc 2"), expect.stringContaining("Doc 3")]);
    expect(within(recent).getByText("Processing 50%")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/documents");
    expect(await screen.findByTestId("stat-relationshipCount")).toHaveTextContent((1204).toLocaleString());
    expect(screen.getByTestId("stat-documentCount")).toHaveTextContent("4");
    expect(screen.getByTestId("stat-conceptCount")).toHaveTextContent("37");
    expect(screen.getByRole("heading", { name: "Upload Content" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Start Building Your Knowledge Base" })).not.toBeInTheDocument();
  });

  it("shows 'Start Building Your Knowledge Base' only once loading is done and there are no documents", async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch({
      "GET /api/stats": () => json({ documentCount: 0, conceptCount: 0, relationshipCount: 0 }),
      "GET /api/documents": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/projects": () => json([]),
    });
    renderWithApp(<HomePage />);
    expect(screen.queryByRole("heading", { name: "Start Building Your Knowledge Base" })).not.toBeInTheDocument();
    answer(json([]));
    expect(await screen.findByRole("heading", { name: "Start Building Your Knowledge Base" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Recent Documents" })).not.toBeInTheDocument();
  });

  it("says 'Welcome' on the first visit with an empty knowledge base, 'Welcome back' after", async () => {
    const ada = {
      id: "u-ada",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      profileImageUrl: null,
    };
    stubFetch({
      "GET /api/auth/user": () => json(ada),
      "GET /api/stats": () => json({ documentCount: 0, conceptCount: 0, relationshipCount: 0 }),
      "GET /api/documents": () => json([]),
      "GET /api/projects": () => json([]),
    });
    const first = renderWithApp(<HomePage />);
    expect(await screen.findByText(/^Welcome, Ada\. Add your first document/)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    first.unmount();
    renderWithApp(<HomePage />);
    expect(await screen.findByText("Welcome back, Ada. Here is your knowledge base at a glance.")).toBeInTheDocument();
  });

  it("welcomes back an account that already has documents, even in a browser it never used", async () => {
    const ada = { id: "u-ada-2", firstName: "Ada", lastName: null, email: "ada@example.com", profileImageUrl: null };
    stubFetch({
      "GET /api/auth/user": () => json(ada),
      "GET /api/stats": () => json(stats),
      "GET /api/documents": () => json([makeDocument({ title: "Doc" })]),
      "GET /api/projects": () => json([]),
    });
    renderWithApp(<HomePage />);
    expect(await screen.findByText("Welcome back, Ada. Here is your knowledge base at a glance.")).toBeInTheDocument();
  });

  it("asks for the selected project's documents and counts", async () => {
    const projectId = "30000000-0000-4000-8000-000000000001";
    setSelectedProjectId(projectId);
    const fetch = stubFetch({
      "GET /api/stats": () => json(stats),
      "GET /api/documents": () => json([]),
      "GET /api/projects": () => json([]),
    });
    renderWithApp(<HomePage />);
    await screen.findByRole("heading", { name: "Start Building Your Knowledge Base" });
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/api/stats?projectId=${projectId}`);
    expect(urls).toContain(`/api/documents?projectId=${projectId}`);
  });
});
