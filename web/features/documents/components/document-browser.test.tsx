import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Document } from "@contract/documents.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { graphKeys } from "@web/features/graph/keys.ts";
import { makeDocument } from "@web/testing/documents.ts";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import DocumentsPage from "@web/pages/documents-page.tsx";
import { documentKeys } from "../keys.ts";

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

const pdf = makeDocument({
  title: "Attention Is All You Need",
  type: "pdf",
  content: "The Transformer relies on self-attention. ".repeat(10),
});
const note = makeDocument({ title: "Reading list", type: "note", content: "Papers on SPACED repetition" });
const md = makeDocument({
  title: "Notes.md",
  type: "markdown",
  content: "# Heading",
  status: "processing",
  progress: 42,
});

function renderPage(documents: Document[], routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetch = stubFetch({ "GET /api/documents": () => json(documents), ...routes });
  return { fetch, ...renderWithApp(<DocumentsPage />, { path: "/documents" }) };
}

describe("Documents page", () => {
  it("shows a card per document: title link, type badge colours, date, 200-character preview, status", async () => {
    renderPage([pdf, note, md]);
    const cards = await screen.findAllByTestId("document-card");
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole("link", { name: "Attention Is All You Need" })).toHaveAttribute(
      "href",
      `/documents/${pdf.id}`,
    );
    expect(first.getByText("PDF")).toHaveClass("bg-red-100");
    expect(within(cards[1]!).getByText("Note")).toHaveClass("bg-blue-100");
    expect(within(cards[2]!).getByText("Markdown")).toHaveClass("bg-slate-100");
    expect(first.getByText(/Mar 1[34], 2026/)).toBeInTheDocument();
    const preview = first.getByTestId("document-preview");
    expect(preview).toHaveClass("line-clamp-3");
    expect(preview.textContent!.length).toBeLessThanOrEqual(200);
    expect(within(cards[2]!).getByTestId("status-chip")).toHaveTextContent("Processing 42%");
    expect(within(cards[1]!).queryByTestId("status-chip")).not.toBeInTheDocument();
    expect(within(cards[1]!).getByTestId("status-ready")).toHaveTextContent("Ready");
  });

  it("shows a failed document's reason on its card, and a queued one as queued", async () => {
    const failed = makeDocument({
      title: "Scan.pdf",
      type: "pdf",
      status: "failed",
      error: "This PDF has no text layer (a scan?).",
      content: "",
    });
    const queued = makeDocument({ title: "Later.md", type: "markdown", status: "queued", content: "" });
    renderPage([failed, queued]);
    const cards = await screen.findAllByTestId("document-card");
    expect(within(cards[0]!).getByTestId("status-chip")).toHaveTextContent("Failed");
    expect(within(cards[0]!).getByTestId("document-error")).toHaveTextContent("This PDF has no text layer (a scan?).");
    expect(within(cards[1]!).getByTestId("status-chip")).toHaveTextContent("Queued");
    expect(within(cards[1]!).getByText("The text appears when processing is done.")).toBeInTheDocument();
  });

  it("sums up a batch still being read, and lists only the failed documents on request", async () => {
    const failed = makeDocument({ title: "Scan.pdf", type: "pdf", status: "failed", error: "No text layer." });
    const queued = makeDocument({ title: "Later.md", type: "markdown", status: "queued" });
    renderPage([pdf, note, md, failed, queued]);
    const summary = await screen.findByTestId("reading-summary");
    expect(summary).toHaveTextContent("Mnemo is reading 2 documents · 2 of 5 ready · 1 failed");
    expect(within(summary).getByRole("progressbar", { name: "Documents read" })).toHaveAttribute("aria-valuenow", "3");
    await userEvent.click(within(summary).getByRole("button", { name: "Show the failed one" }));
    expect(screen.getAllByTestId("document-card").map((c) => within(c).getByRole("link").textContent)).toEqual([
      "Scan.pdf",
    ]);
    await userEvent.click(within(summary).getByRole("button", { name: "Show all documents" }));
    expect(screen.getAllByTestId("document-card")).toHaveLength(5);
  });

  it("shows no summary when every document is ready", async () => {
    renderPage([pdf, note]);
    await screen.findAllByTestId("document-card");
    expect(screen.queryByTestId("reading-summary")).not.toBeInTheDocument();
  });

  it("filters by title or content ignoring case, with the search empty state", async () => {
    renderPage([pdf, note, md]);
    await screen.findAllByTestId("document-card");
    const search = screen.getByPlaceholderText("Search documents...");
    await userEvent.type(search, "spaced");
    expect(screen.getAllByTestId("document-card")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Reading list" })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, "ATTENTION");
    expect(screen.getAllByTestId("document-card")).toHaveLength(1);
    await userEvent.type(search, "zzz");
    expect(screen.getByRole("heading", { name: "No documents found" })).toBeInTheDocument();
    expect(screen.getByText("Try a different search term")).toBeInTheDocument();
  });

  it("shows 'Upload your first document to get started' when there are none", async () => {
    renderPage([]);
    expect(await screen.findByText("Upload your first document to get started")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No documents found" })).toBeInTheDocument();
  });

  it("asks before deleting, disables the buttons meanwhile, then confirms and refreshes the caches", async () => {
    let answer: (r: Response) => void = () => {};
    let onServer = [pdf, note];
    const { fetch, client } = renderPage([], {
      "GET /api/documents": () => json(onServer),
      ["DELETE /api/documents/" + pdf.id]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    client.setQueryData(statsKeys.scope(null), { documentCount: 2, conceptCount: 5, relationshipCount: 3 });
    client.setQueryData(graphKeys.scope(null), { nodes: [], edges: [] });
    await screen.findAllByTestId("document-card");
    await userEvent.click(screen.getByRole("button", { name: 'Delete "Attention Is All You Need"' }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Attention Is All You Need"?');
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(within(dialog).getByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(
      fetch.mock.calls.some(([url, init]) => url === `/api/documents/${pdf.id}` && init?.method === "DELETE"),
    ).toBe(true);
    onServer = [note];
    answer(json({ id: pdf.id, title: pdf.title }));
    expect(await toastRegion().findByText("Document deleted")).toBeInTheDocument();
    expect(toastRegion().getByText('"Attention Is All You Need" has been removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(client.getQueryState(statsKeys.scope(null))?.isInvalidated).toBe(true);
    expect(client.getQueryState(graphKeys.scope(null))?.isInvalidated).toBe(true);
    expect(client.getQueryData<Document[]>(documentKeys.list(null))?.map((d) => d.id)).not.toContain(pdf.id);
    await waitFor(() => expect(screen.getAllByTestId("document-card")).toHaveLength(1));
  });

  it("says 'Error' with the server's message when deleting fails, else 'Failed to delete document'", async () => {
    renderPage([pdf], { ["DELETE /api/documents/" + pdf.id]: () => json({ message: "Database is busy" }, 503) });
    await userEvent.click(await screen.findByRole("button", { name: 'Delete "Attention Is All You Need"' }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await toastRegion().findByText("Error")).toBeInTheDocument();
    expect(toastRegion().getByText("Database is busy")).toBeInTheDocument();
    expect(screen.getAllByTestId("document-card")).toHaveLength(1);
  });

  it("falls back to 'Failed to delete document'", async () => {
    renderPage([pdf], { ["DELETE /api/documents/" + pdf.id]: () => Promise.reject(new Error("")) });
    await userEvent.click(await screen.findByRole("button", { name: 'Delete "Attention Is All You Need"' }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await toastRegion().findByText("Failed to delete document")).toBeInTheDocument();
  });
});
