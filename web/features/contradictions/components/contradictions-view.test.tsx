import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Contradiction } from "@contract/contradictions.ts";
import { graphKeys } from "@web/features/graph/keys.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import ContradictionsPage from "@web/pages/contradictions-page.tsx";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const statement1 = "Regular exercise increases cancer mortality rates among elderly adults in cities.";
const statement2 = "Regular exercise reduces cancer mortality rates among elderly adults in cities.";

function contradiction(n: number, fields: Partial<Contradiction> = {}): Contradiction {
  return {
    id: uuid(n),
    severity: "high",
    kind: "antonym",
    confidence: 0.8,
    statement1,
    statement2,
    resolved: 0,
    reason: 'One statement says "increases" where the other says "reduces" about the same subject.',
    concept: { id: uuid(100 + n), name: "regular exercise" },
    source1: { documentId: uuid(200), documentTitle: "Trial A", chunkId: null, charStart: 0, charEnd: 81, page: null },
    source2: {
      documentId: uuid(201),
      documentTitle: "Trial B report",
      chunkId: null,
      charStart: 40,
      charEnd: 119,
      page: 3,
    },
    resolution: null,
    resolutionNote: null,
    dismissReason: null,
    detectedAt: `2026-01-0${n}T10:00:00.000Z`,
    resolvedAt: null,
    ...fields,
  };
}

const resolvedOne = contradiction(3, {
  severity: "low",
  resolved: 1,
  resolution: "both_hold",
  resolutionNote: "Different age groups.",
  resolvedAt: "2026-01-09T10:00:00.000Z",
});

const toastRegion = () => screen.getByRole("region", { name: /Notifications/, hidden: true });
const cards = () => screen.queryAllByTestId("contradiction");
const render = (path = "/contradictions") => renderWithApp(<ContradictionsPage />, { path });

afterEach(() => setSelectedProjectId(null));

describe("Contradictions page", () => {
  it("shows a spinner while loading", () => {
    stubFetch({ "GET /api/contradictions": () => new Promise<Response>(() => {}) });
    render();
    expect(screen.getByRole("heading", { level: 1, name: "Contradictions" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading contradictions...");
  });

  it("shows the empty state and no badge when nothing was detected", async () => {
    stubFetch({ "GET /api/contradictions": () => json([]) });
    render();
    expect(await screen.findByRole("heading", { name: "No contradictions detected" })).toBeInTheDocument();
    expect(screen.getByText("Your knowledge base is consistent")).toBeInTheDocument();
    expect(screen.queryByTestId("unresolved-badge")).not.toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("counts unresolved ones in the badge and shows each card with both statements and their sources", async () => {
    stubFetch({
      "GET /api/contradictions": () =>
        json([contradiction(1), contradiction(2, { severity: "medium", concept: null, reason: null }), resolvedOne]),
    });
    render();
    expect(await screen.findByTestId("unresolved-badge")).toHaveTextContent("2 unresolved");
    expect(cards()).toHaveLength(2);
    const [first, second] = cards().map((c) => within(c));
    expect(first!.getByRole("heading", { name: "Contradiction Detected" })).toBeInTheDocument();
    expect(first!.getByRole("heading", { name: "Statement 1" })).toBeInTheDocument();
    expect(first!.getByRole("heading", { name: "Statement 2" })).toBeInTheDocument();
    expect(first!.getByText("High severity")).toHaveClass("bg-red-100");
    expect(second!.getByText("Medium severity")).toHaveClass("bg-amber-100");
    expect(first!.getByTestId("contradiction-concept")).toHaveTextContent("regular exercise");
    expect(first!.getByTestId("contradiction-reason")).toHaveTextContent(
      'says "increases" where the other says "reduces"',
    );
    expect(second!.queryByTestId("contradiction-reason")).not.toBeInTheDocument();
    expect(first!.getByTestId("statement-1")).toHaveTextContent(statement1);
    expect(first!.getByTestId("statement-1").querySelector("mark")).toHaveTextContent("increases");
    expect(first!.getByRole("link", { name: /Open the passage in Trial A/ })).toHaveAttribute(
      "href",
      `/documents/${uuid(200)}?from=0&to=81`,
    );
    const pdfLink = first!.getByRole("link", { name: /Open the passage in Trial B report/ });
    expect(pdfLink).toHaveAttribute("href", `/documents/${uuid(201)}?from=40&to=119`);
    expect(pdfLink).toHaveTextContent("page 3");
    expect(screen.getByRole("tab", { name: "Unresolved 2", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Resolved 1" })).toBeInTheDocument();
  });

  it("asks for the selected project's contradictions", async () => {
    setSelectedProjectId(uuid(300));
    const fetch = stubFetch({ "GET /api/contradictions": () => json([]) });
    render();
    await screen.findByRole("heading", { name: "No contradictions detected" });
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/contradictions?projectId=${uuid(300)}`);
  });

  it("resolves one with a note, moves it to Resolved and the focus to the next card", async () => {
    const updated = contradiction(1, {
      resolved: 1,
      resolution: "second_holds",
      resolutionNote: "B is larger.",
      resolvedAt: "2026-01-10T10:00:00.000Z",
    });
    const fetch = stubFetch({
      "GET /api/contradictions": () => json([contradiction(1), contradiction(2)]),
      [`PATCH /api/contradictions/${uuid(1)}`]: () => json(updated),
    });
    const { location } = render();
    await screen.findByText("2 unresolved");
    // Newest first: the card of contradiction 1 is the second one.
    expect(cards()[1]).toHaveAttribute("id", `contradiction-${uuid(1)}`);
    await userEvent.click(within(cards()[1]!).getByRole("button", { name: "Statement 2 holds" }));
    const dialog = screen.getByRole("dialog", { name: "Statement 2 holds" });
    expect(dialog).toHaveTextContent('the statement from "Trial B report" is the one that holds');
    await userEvent.type(within(dialog).getByLabelText(/Note/), "  B is larger.  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Resolve" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentBodies(fetch, "PATCH", `/api/contradictions/${uuid(1)}`)).toEqual([
      { resolution: "second_holds", note: "B is larger." },
    ]);
    expect(within(toastRegion()).getByText("Contradiction resolved")).toBeInTheDocument();
    expect(within(toastRegion()).getByText("Resolved as: Statement 2 holds.")).toBeInTheDocument();
    expect(screen.getByTestId("unresolved-badge")).toHaveTextContent("1 unresolved");
    expect(cards()).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(cards()[0]));

    await userEvent.click(screen.getByRole("tab", { name: /Resolved/ }));
    expect(location.history.at(-1)).toBe("/contradictions?status=resolved");
    const card = within(await screen.findByTestId("resolution"));
    expect(card.getByText("Resolved: Statement 2 holds")).toBeInTheDocument();
    expect(card.getByTestId("resolution-note")).toHaveTextContent("Note: B is larger.");
  });

  it("dismisses with a reason, without a note, and reloads the graph and counts", async () => {
    const dismissed = contradiction(1, {
      resolved: 1,
      resolution: "dismissed",
      resolvedAt: "2026-01-10T10:00:00.000Z",
    });
    const fetch = stubFetch({
      "GET /api/contradictions": () => json([contradiction(1)]),
      [`PATCH /api/contradictions/${uuid(1)}`]: () => json(dismissed),
    });
    const { client } = render();
    client.setQueryData(graphKeys.scope(null), { nodes: [], edges: [] });
    client.setQueryData(statsKeys.scope(null), { documentCount: 2, conceptCount: 4, relationshipCount: 3 });
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss" }));
    const dialog = screen.getByRole("dialog", { name: "Dismiss this contradiction" });
    expect(within(dialog).getByRole("radio", { name: "Not a contradiction" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Both hold in different contexts" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    expect(await within(toastRegion()).findByText("Contradiction dismissed")).toBeInTheDocument();
    expect(sentBodies(fetch, "PATCH", `/api/contradictions/${uuid(1)}`)).toEqual([
      { resolution: "dismissed", dismissReason: "different_contexts" },
    ]);
    expect(client.getQueryState(graphKeys.scope(null))?.isInvalidated).toBe(true);
    expect(client.getQueryState(statsKeys.scope(null))?.isInvalidated).toBe(true);
    expect(screen.queryByTestId("unresolved-badge")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Every contradiction is resolved" })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("tab", { name: /Unresolved/ })));
  });

  it("returns the focus to the button that opened the dialog when it is cancelled", async () => {
    const fetch = stubFetch({ "GET /api/contradictions": () => json([contradiction(1)]) });
    render();
    const button = await screen.findByRole("button", { name: "Statement 1 holds" });
    await userEvent.click(button);
    expect(screen.getByRole("dialog", { name: "Statement 1 holds" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Note/)).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "PATCH")).toEqual([]);
  });

  it("keeps the dialog and the note open and shows 'Error' with the server's message on failure", async () => {
    stubFetch({
      "GET /api/contradictions": () => json([contradiction(1)]),
      [`PATCH /api/contradictions/${uuid(1)}`]: () =>
        json({ message: "The note must be at most 2000 characters", code: "VALIDATION" }, 400),
    });
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Statement 1 holds" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/Note/), "Kept{Control>}{Enter}{/Control}");
    expect(await within(toastRegion()).findByText("Error")).toBeInTheDocument();
    expect(within(toastRegion()).getByText("The note must be at most 2000 characters")).toBeInTheDocument();
    expect(within(screen.getByRole("dialog")).getByLabelText(/Note/)).toHaveValue("Kept");
    expect(screen.getByText("1 unresolved")).toBeInTheDocument();
  });

  it("shows resolved ones with their note from the URL and reopens one", async () => {
    const reopened = { ...resolvedOne, resolved: 0, resolution: null, resolutionNote: null, resolvedAt: null };
    const fetch = stubFetch({
      "GET /api/contradictions": () => json([resolvedOne]),
      [`PATCH /api/contradictions/${uuid(3)}`]: () => json(reopened),
    });
    render("/contradictions?status=resolved");
    const summary = within(await screen.findByTestId("resolution"));
    expect(screen.getByRole("tab", { name: "Resolved 1", selected: true })).toBeInTheDocument();
    expect(summary.getByText("Resolved: Both hold in different contexts")).toBeInTheDocument();
    expect(summary.getByText("Different age groups.")).toBeInTheDocument();
    expect(within(screen.getByTestId("statement-1")).getByText("Holds")).toBeInTheDocument();
    expect(within(screen.getByTestId("statement-2")).getByText("Holds")).toBeInTheDocument();
    expect(screen.getByText("Low severity")).toHaveClass("bg-yellow-100");
    expect(screen.queryByTestId("unresolved-badge")).not.toBeInTheDocument();
    await userEvent.click(summary.getByRole("button", { name: "Reopen" }));
    expect(await within(toastRegion()).findByText("Contradiction reopened")).toBeInTheDocument();
    expect(sentBodies(fetch, "PATCH", `/api/contradictions/${uuid(3)}`)).toEqual([{ resolution: null }]);
    expect(screen.getByTestId("unresolved-badge")).toHaveTextContent("1 unresolved");
    expect(screen.getByRole("heading", { name: "Nothing resolved yet" })).toBeInTheDocument();
  });

  it("shows each card's kind and confidence, and filters by kind, severity and document", async () => {
    const figure = contradiction(2, {
      kind: "figure",
      severity: "medium",
      confidence: 0.62,
      statement1: "YOLO runs at 45 frames per second.",
      statement2: "YOLO runs at 155 frames per second.",
      source2: {
        documentId: uuid(202),
        documentTitle: "Detector notes",
        chunkId: null,
        charStart: 0,
        charEnd: 34,
        page: null,
      },
    });
    stubFetch({ "GET /api/contradictions": () => json([contradiction(1), figure, resolvedOne]) });
    const { location } = render();
    await screen.findByText("2 unresolved");
    expect(within(cards()[0]!).getByTestId("contradiction-kind")).toHaveTextContent("Opposite claims");
    expect(within(cards()[0]!).getByTestId("contradiction-confidence")).toHaveTextContent("80 % confident");
    const kind = screen.getByLabelText("Kind");
    expect([...(kind as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      "All kinds",
      "Different figures (1)",
      "Opposite claims (2)",
    ]);
    await userEvent.selectOptions(kind, "figure");
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByTestId("statement-2")).toHaveTextContent("155 frames");
    expect(location.history.at(-1)).toBe("/contradictions?kind=figure");
    expect([...(screen.getByLabelText("Severity") as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      "All severities",
      "Medium (1)",
    ]);
    await userEvent.click(screen.getByRole("button", { name: /Clear filters/ }));
    // only the resolved one is low: nothing unresolved is left
    await userEvent.selectOptions(screen.getByLabelText("Severity"), "low");
    expect(screen.getByRole("heading", { name: "None left with these filters" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Clear filters/ }));
    await userEvent.selectOptions(screen.getByLabelText("Document"), uuid(202));
    expect(cards()).toHaveLength(1);
  });

  it("dismisses a selection at once with one reason", async () => {
    const dismissed = [1, 2].map((n) =>
      contradiction(n, {
        resolved: 1,
        resolution: "dismissed",
        dismissReason: "not_a_contradiction",
        resolvedAt: "2026-01-10T10:00:00.000Z",
      }),
    );
    const fetch = stubFetch({
      "GET /api/contradictions": () => json([contradiction(1), contradiction(2)]),
      "POST /api/contradictions/dismiss": () => json({ dismissed }),
    });
    render();
    await screen.findByText("2 unresolved");
    await userEvent.click(within(cards()[0]!).getByTestId("select-contradiction"));
    expect(screen.getByTestId("bulk-bar")).toHaveTextContent("1 selected");
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all 2 shown" }));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss selected (2)" }));
    const dialog = screen.getByRole("dialog", { name: "Dismiss 2 contradictions" });
    await userEvent.type(within(dialog).getByLabelText(/Note/), "Notes on two different models.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    expect(await within(toastRegion()).findByText("2 contradictions dismissed")).toBeInTheDocument();
    const [body] = sentBodies(fetch, "POST", "/api/contradictions/dismiss") as Array<{ ids: string[] }>;
    expect({ ...body, ids: [...body!.ids].sort() }).toEqual({
      ids: [uuid(1), uuid(2)],
      dismissReason: "not_a_contradiction",
      note: "Notes on two different models.",
    });
    expect(screen.queryByTestId("unresolved-badge")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: /Resolved/ }));
    expect(await screen.findAllByText("Dismissed: Not a contradiction")).toHaveLength(2);
  });

  it("reports a failed load with a way to try again", async () => {
    let calls = 0;
    stubFetch({
      "GET /api/contradictions": () => (++calls === 1 ? json({ message: "Database unavailable" }, 503) : json([])),
    });
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Contradictions could not be loaded: Database unavailable",
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No contradictions detected" })).toBeInTheDocument();
  });
});
