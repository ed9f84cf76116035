import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { VersionEntry } from "@contract/versions.ts";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import TimelinePage from "@web/pages/timeline-page.tsx";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const at = (d: number, h: number) => new Date(2026, 10, d, h, 5).toISOString();
const versions: VersionEntry[] = [
  {
    id: id(1),
    conceptId: id(10),
    name: "entropy",
    changeType: "definition_updated",
    category: "theoretical",
    definition: "A measure of disorder.",
    previousDefinition: "Disorder.",
    detail: null,
    changedAt: at(22, 15),
    document: { id: id(20), title: "Physics notes" },
    mergedName: null,
    changeId: null,
  },
  {
    id: id(2),
    conceptId: id(11),
    name: "LLM",
    changeType: "merged",
    category: "technical",
    definition: null,
    previousDefinition: null,
    detail: '"LLMs" was recognised as another name for "LLM" and merged into it.',
    changedAt: at(22, 9),
    document: { id: null, title: "Deleted paper" },
    mergedName: null,
    changeId: null,
  },
  {
    id: id(3),
    conceptId: id(10),
    name: "entropy",
    changeType: "created",
    category: "general",
    definition: "Disorder.",
    previousDefinition: null,
    detail: null,
    changedAt: at(21, 10),
    document: { id: id(21), title: "Intro" },
    mergedName: null,
    changeId: null,
  },
];

const stub = () => stubFetch({ "GET /api/versions": () => json(versions) });

describe("the Concept Timeline page", () => {
  it("says 'Loading timeline...', then groups entries by day with every field", async () => {
    stub();
    renderWithApp(<TimelinePage />, { path: "/timeline" });
    expect(screen.getByRole("heading", { level: 1, name: "Concept Timeline" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading timeline...");
    const days = await screen.findAllByRole("heading", { level: 2 });
    expect(days.map((d) => d.textContent)).toEqual(["Sunday, November 22, 2026", "Saturday, November 21, 2026"]);
    const entries = screen.getAllByTestId("timeline-entry");
    expect(entries).toHaveLength(3);
    const first = within(entries[0]!);
    expect(first.getByRole("link", { name: "entropy" })).toHaveAttribute("href", `/graph?concept=${id(10)}`);
    expect(first.getByText("Definition Updated")).toBeInTheDocument();
    expect(first.getByText("Theoretical")).toBeInTheDocument();
    expect(first.getByText("3:05 PM")).toBeInTheDocument();
    expect(first.getByText("A measure of disorder.")).toBeInTheDocument();
    expect(entries[0]).toHaveTextContent("Previous definition: Disorder.");
    expect(entries[0]).toHaveTextContent("From document: Physics notes");
    // A deleted document keeps its title, without a link.
    expect(entries[1]).toHaveTextContent("Merged");
    expect(entries[1]).toHaveTextContent("From document: Deleted paper");
    expect(within(entries[1]!).queryByRole("link", { name: "Deleted paper" })).toBeNull();
    expect(screen.getByText("3 changes to 2 concepts")).toBeInTheDocument();
  });

  it("shows 'No History Yet' without versions", async () => {
    stubFetch({ "GET /api/versions": () => json([]) });
    renderWithApp(<TimelinePage />, { path: "/timeline" });
    expect(await screen.findByText("No History Yet")).toBeInTheDocument();
    expect(
      screen.getByText("Start uploading documents to track how your concepts evolve over time."),
    ).toBeInTheDocument();
  });

  it("filters by concept through the selected project", async () => {
    setSelectedProjectId(id(99));
    const fetch = stubFetch({
      "GET /api/versions": () => json(versions),
    });
    const { location } = renderWithApp(<TimelinePage />, { path: "/timeline" });
    await userEvent.type(await screen.findByRole("combobox", { name: "Filter by concept" }), "entr");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText(/Showing the history of/)).toHaveTextContent("Showing the history of entropy");
    expect(location.history?.at(-1)).toContain(`concept=${id(10)}`);
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/api/versions?projectId=${id(99)}`);
    expect(urls).toContain(`/api/versions?projectId=${id(99)}&conceptId=${id(10)}`);
    await userEvent.click(screen.getByRole("button", { name: "Show all concepts" }));
    expect(location.history?.at(-1)).not.toContain("concept=");
    setSelectedProjectId(null);
  });

  it("folds a bulk import into one item that opens to every entry", async () => {
    const bulk: VersionEntry[] = Array.from({ length: 12 }, (_, i) => ({
      id: id(100 + i),
      conceptId: id(200 + i),
      name: `concept ${i + 1}`,
      changeType: "created",
      category: "technical",
      definition: null,
      previousDefinition: null,
      detail: null,
      changedAt: at(23, 10),
      document: { id: id(30), title: "Attention Is All You Need" },
      mergedName: null,
      changeId: null,
    }));
    stubFetch({ "GET /api/versions": () => json([...bulk, ...versions]) });
    renderWithApp(<TimelinePage />, { path: "/timeline" });
    const run = await screen.findByTestId("timeline-run");
    expect(within(run).getByRole("heading")).toHaveTextContent("12 concepts created from “Attention Is All You Need”");
    expect(within(run).getByText("and 4 more")).toBeInTheDocument();
    expect(within(run).queryAllByTestId("timeline-entry")).toHaveLength(0);
    expect(screen.getAllByTestId("timeline-entry")).toHaveLength(3);
    await userEvent.click(within(run).getByRole("button", { name: "Show all 12" }));
    expect(within(run).getAllByTestId("timeline-entry")).toHaveLength(12);
    expect(within(run).getByRole("button", { name: "Fold" })).toHaveAttribute("aria-expanded", "true");
  });

  it("filters by change type and by document on the server, with both in the address", async () => {
    const fetch = stubFetch({ "GET /api/versions": () => json(versions) });
    const { location } = renderWithApp(<TimelinePage />, { path: "/timeline" });
    const type = await screen.findByRole("combobox", { name: "Change type" });
    expect(
      within(type)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All changes", "Created", "Definition Updated", "Category Changed", "Merged", "Split", "Renamed"]);
    await userEvent.selectOptions(type, "merged");
    expect(location.history?.at(-1)).toContain("type=merged");
    const doc = screen.getByRole("combobox", { name: "Document" });
    expect(
      within(doc)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All documents", "Physics notes", "Intro"]);
    await userEvent.selectOptions(doc, "Physics notes");
    expect(location.history?.at(-1)).toContain(`document=${id(20)}`);
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain("/api/versions?changeType=merged");
    expect(urls).toContain(`/api/versions?changeType=merged&documentId=${id(20)}`);
    expect(await screen.findByText(/Showing \d+ of 3 changes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(location.history?.at(-1)).not.toMatch(/type=|document=/);
  });

  it("badges the user's splits and renames, undoes them, and splits a name merged while reading back out", async () => {
    const mine = (n: number, changeType: VersionEntry["changeType"], changeId: string): VersionEntry => ({
      ...versions[2]!,
      id: id(n),
      changeType,
      changedAt: at(23, n - 60),
      document: null,
      changeId,
    });
    const automatic: VersionEntry = { ...versions[1]!, mergedName: "LLMs" };
    const fetch = stubFetch({
      "GET /api/versions": () => json([mine(71, "renamed", id(81)), mine(70, "split", id(80)), automatic]),
      "GET /api/concept-changes": () =>
        json([
          {
            id: id(81),
            kind: "rename",
            summary: "Renamed.",
            concept: null,
            createdAt: at(23, 11),
            undoneAt: null,
            undoable: true,
          },
          {
            id: id(80),
            kind: "split",
            summary: "Split.",
            concept: null,
            createdAt: at(23, 10),
            undoneAt: at(23, 12),
            undoable: false,
          },
        ]),
      [`POST /api/concept-changes/${id(81)}/undo`]: () =>
        json({
          id: id(81),
          kind: "rename",
          summary: "Renamed.",
          concept: null,
          createdAt: at(23, 11),
          undoneAt: at(23, 13),
          undoable: false,
        }),
      [`POST /api/concepts/${id(11)}/split`]: () => json({ message: "“LLMs” is no longer a name of “LLM”." }, 409),
    });
    renderWithApp(<TimelinePage />, { path: "/timeline" });
    const entries = await screen.findAllByTestId("timeline-entry");
    expect(within(entries[0]!).getByText("Renamed")).toHaveAttribute("data-change-type", "renamed");
    expect(within(entries[1]!).getByText("Split")).toHaveAttribute("data-change-type", "split");
    // Only a change the server says can still be undone offers it.
    await userEvent.click(await within(entries[0]!).findByRole("button", { name: "Undo" }));
    expect(within(entries[1]!).queryByRole("button", { name: /Undo/ })).toBeNull();
    const merge = within(entries[2]!);
    await userEvent.click(merge.getByRole("button", { name: /^Undo merge\b.*“LLMs” as a concept of its own again/ }));
    expect(await merge.findByRole("alert")).toHaveTextContent("“LLMs” is no longer a name of “LLM”.");
    expect(sentBodies(fetch, "POST", `/api/concepts/${id(11)}/split`)).toEqual([{ alias: "LLMs" }]);
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/concept-changes/${id(81)}/undo`);
  });
});
