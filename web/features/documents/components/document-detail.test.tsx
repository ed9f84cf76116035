import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import type { Passage } from "@contract/concepts.ts";
import type { DocumentDetail } from "@contract/documents.ts";
import DocumentDetailPage from "@web/pages/document-detail-page.tsx";
import { makeDetail } from "@web/testing/documents.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";

const concept = (id: string, name: string, category: string, definition: string | null = null) => ({
  id: `10000000-0000-4000-8000-${id.padStart(12, "0")}`,
  name,
  category,
  definition,
  salience: 1,
  mentionCount: 2,
  firstMention: null as { charStart: number; charEnd: number } | null,
});

function renderDetail(document: DocumentDetail | null, routes: Parameters<typeof stubFetch>[0] = {}) {
  const id = document?.id ?? "00000000-0000-4000-8000-00000000ffff";
  const fetch = stubFetch({
    [`GET /api/documents/${id}`]: () =>
      document ? json(document) : json({ message: "Document not found", code: "NOT_FOUND" }, 404),
    ...routes,
  });
  const view = renderWithApp(<Route path="/documents/:id" component={DocumentDetailPage} />, {
    path: `/documents/${id}`,
  });
  return { fetch, ...view };
}

describe("Document detail", () => {
  it("shows a skeleton while loading, then 'Document not found' for a missing one", async () => {
    renderDetail(null);
    expect(screen.getByTestId("document-skeleton")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Document not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Documents" })).toHaveAttribute("href", "/documents");
  });

  it("shows the title, type, date, content, the original and the concepts in order with coloured categories", async () => {
    const doc = makeDetail({
      title: "Deep learning notes",
      type: "markdown",
      content: "Deep learning uses neural networks.",
      original: { fileName: "deep.md", mimeType: "text/markdown", sizeBytes: 2048, sourceUrl: null },
      concepts: [
        concept("1", "neural network", "technical", "A neural network is a model."),
        concept("2", "learning theory", "theoretical"),
        concept("3", "cross-validation", "methodology"),
        concept("4", "Geoffrey Hinton", "person"),
      ],
    });
    renderDetail(doc);
    expect(await screen.findByRole("heading", { level: 1, name: "Deep learning notes" })).toBeInTheDocument();
    expect(screen.getByText("Markdown")).toBeInTheDocument();
    expect(screen.getByText(/Mar 1[34], 2026/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Document content" })).toHaveTextContent(
      "Deep learning uses neural networks.",
    );
    expect(screen.getByRole("link", { name: /Download original/ })).toHaveAttribute(
      "href",
      `/api/documents/${doc.id}/original`,
    );
    expect(screen.getByText(/deep\.md, 2\.0 KB/)).toBeInTheDocument();
    const items = screen.getAllByTestId("concept");
    expect(items.map((i) => within(i).getByRole("heading").textContent)).toEqual([
      "neural network",
      "learning theory",
      "cross-validation",
      "Geoffrey Hinton",
    ]);
    expect(within(items[0]!).getByText("Technical")).toHaveClass("bg-blue-100");
    expect(within(items[1]!).getByText("Theoretical")).toHaveClass("bg-purple-100");
    expect(within(items[2]!).getByText("Methodology")).toHaveClass("bg-green-100");
    expect(within(items[3]!).getByText("Person")).toHaveClass("bg-slate-100");
    expect(within(items[0]!).getByText("A neural network is a model.")).toBeInTheDocument();
    expect(document.title).toBe("Deep learning notes · Mnemo");
  });

  it("explains a missing concept list and shows live progress and warnings", async () => {
    renderDetail(makeDetail({ status: "processing", progress: 35, warning: "Page 2 has no text layer." }));
    expect(
      await screen.findByText(/may be because AI processing is still in progress or the document is too short/),
    ).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Processing progress" })).toHaveAttribute("aria-valuenow", "35");
    expect(screen.getByText("Processing 35%")).toBeInTheDocument();
    expect(screen.getByTestId("document-warning")).toHaveTextContent("Page 2 has no text layer.");
  });

  it("says a read note without a body has no text of its own, and a document in reading has none yet", async () => {
    const { unmount } = renderDetail(makeDetail({ status: "ready", content: "" }));
    expect(
      await screen.findByText("This document has no text of its own, only properties or queries."),
    ).toBeInTheDocument();
    unmount();
    renderDetail(makeDetail({ status: "processing", content: "" }));
    expect(await screen.findByText("No text yet.")).toBeInTheDocument();
  });

  it("shows a failed document's error, and reads it again when asked", async () => {
    const doc = makeDetail({ status: "failed", error: "The PDF could not be read." });
    const { fetch } = renderDetail(doc, {
      [`POST /api/documents/${doc.id}/reread`]: () => json({ queued: 1 }, 202),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Processing failed. The PDF could not be read.");
    await userEvent.click(within(alert).getByRole("button", { name: "Read again" }));
    expect(await screen.findByText("Queued")).toBeInTheDocument();
    expect(screen.queryByText(/Processing failed/)).not.toBeInTheDocument();
    expect(sentBodies(fetch, "POST", `/api/documents/${doc.id}/reread`)).toEqual([{}]);
  });

  it("loads a concept's passages on demand, marks the mention as text, and shows the passage in the content", async () => {
    const content = "Intro. <b>Attention</b> is key. More text about attention here.";
    const c = concept("9", "attention", "technical");
    const passages: Passage[] = [
      {
        documentId: "",
        documentTitle: "Paper",
        page: 2,
        charStart: content.indexOf("attention here"),
        charEnd: content.indexOf("attention here") + 9,
        text: "…<b>Attention</b> is key. More text about attention here.",
        highlightStart: "…<b>Attention</b> is key. More text about ".length,
        highlightEnd: "…<b>Attention</b> is key. More text about ".length + 9,
      },
    ];
    const blocks = [
      { kind: "paragraph", start: 0, end: 6 },
      { kind: "paragraph", start: 7, end: content.length },
    ];
    const doc = makeDetail({ type: "pdf", content, blocks, pageStarts: [0, 7], pageCount: 2, concepts: [c] });
    const { fetch } = renderDetail(doc, { [`GET /api/concepts/${c.id}/passages`]: () => json(passages) });
    const toggle = await screen.findByRole("button", { name: /Show passages \(2\) for attention/ });
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/passages"))).toBe(false);
    await userEvent.click(toggle);
    const passage = await screen.findByTestId("passage");
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      `/api/concepts/${c.id}/passages?documentId=${doc.id}&limit=20`,
    );
    expect(passage).toHaveTextContent("Page 2");
    expect(passage.querySelector("b")).toBeNull();
    expect(passage).toHaveTextContent("<b>Attention</b> is key.");
    expect(passage.querySelector("mark")).toHaveTextContent(/^attention$/);
    const box = screen.getByRole("region", { name: "Document content" });
    expect(box.querySelector("b")).toBeNull();
    expect(within(box).getByText("Page 2")).toBeInTheDocument();
    expect(within(box).queryByTestId("content-highlight")).not.toBeInTheDocument();
    await userEvent.click(passage);
    expect(within(box).getByTestId("content-highlight")).toHaveTextContent(/^attention$/);
    expect(passage).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: /Hide passages/ }));
    expect(screen.queryByTestId("passage")).not.toBeInTheDocument();
  });

  it("renames the document: the new title is saved, shown, and an empty one is refused", async () => {
    let doc = makeDetail({ title: "1810.04805" });
    const { fetch } = renderDetail(doc, {
      [`GET /api/documents/${doc.id}`]: () => json(doc),
      [`PATCH /api/documents/${doc.id}`]: async (init) => {
        doc = { ...doc, title: JSON.parse(String(init?.body)).title };
        return json(doc);
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Rename document" }));
    const input = screen.getByLabelText("Document title");
    expect(input).toHaveValue("1810.04805");
    await userEvent.clear(input);
    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.type(input, "BERT: Pre-training of Deep Bidirectional Transformers{Enter}");
    expect(
      await screen.findByRole("heading", { level: 1, name: "BERT: Pre-training of Deep Bidirectional Transformers" }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      `/api/documents/${doc.id}`,
      expect.objectContaining({
        method: "PATCH",
        body: JSON.stringify({ title: "BERT: Pre-training of Deep Bidirectional Transformers" }),
      }),
    );
  });

  it("sets the text as a document: headings, paragraphs, lists, references and page breaks", async () => {
    const content =
      "Attention Is All You Need\n\nAbstract\n\nWe propose the Transformer.\n\n1 Introduction\n\nRecurrent models dominate.\n\nfirst point\n\nsecond point\n\n[1] Ba et al. Layer normalization.";
    const at = (s: string) => content.indexOf(s);
    const span = (kind: string, s: string, level?: number) => ({
      kind,
      start: at(s),
      end: at(s) + s.length,
      ...(level ? { level } : {}),
    });
    const blocks = [
      span("title", "Attention Is All You Need"),
      span("heading", "Abstract", 1),
      span("abstract", "We propose the Transformer."),
      span("heading", "1 Introduction", 1),
      span("paragraph", "Recurrent models dominate."),
      span("list-item", "first point"),
      span("list-item", "second point"),
      span("reference", "[1] Ba et al. Layer normalization."),
    ];
    renderDetail(makeDetail({ type: "pdf", content, blocks, pageStarts: [0, at("1 Introduction")], pageCount: 2 }));
    const text = await screen.findByRole("region", { name: "Document content" });
    expect(
      within(text)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Abstract", "1 Introduction"]);
    expect(within(text).getByText("Recurrent models dominate.").tagName).toBe("P");
    const lists = within(text).getAllByRole("list");
    expect(
      within(lists[0]!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["first point", "second point"]);
    expect(within(lists[1]!).getByRole("listitem")).toHaveTextContent("[1] Ba et al. Layer normalization.");
    expect(text.textContent!.indexOf("Page 2")).toBeLessThan(text.textContent!.indexOf("1 Introduction"));
  });

  it("marks the passage a link asks for (?from=&to=), across the blocks it spans", async () => {
    const content = "First paragraph here.\n\nSecond paragraph there.";
    const blocks = [
      { kind: "paragraph", start: 0, end: 21 },
      { kind: "paragraph", start: 23, end: content.length },
    ];
    const doc = makeDetail({ content, blocks });
    stubFetch({ [`GET /api/documents/${doc.id}`]: () => json(doc) });
    renderWithApp(<Route path="/documents/:id" component={DocumentDetailPage} />, {
      path: `/documents/${doc.id}?from=6&to=30`,
    });
    const text = await screen.findByRole("region", { name: "Document content" });
    expect(
      within(text)
        .getAllByTestId("content-highlight")
        .map((m) => m.textContent),
    ).toEqual(["paragraph here.", "Second "]);
  });

  it("shows the text's mathematics typeset, and a link into a formula marks the whole formula", async () => {
    const content = "The merger left a remnant of $22.2-24.3 M_{\\odot}$ behind, at prices of $5 and $10.";
    const doc = makeDetail({ content, blocks: [{ kind: "paragraph", start: 0, end: content.length }] });
    stubFetch({ [`GET /api/documents/${doc.id}`]: () => json(doc) });
    const from = content.indexOf("M_");
    renderWithApp(<Route path="/documents/:id" component={DocumentDetailPage} />, {
      path: `/documents/${doc.id}?from=${from}&to=${from + 2}`,
    });
    const text = await screen.findByRole("region", { name: "Document content" });
    await waitFor(() => expect(text.querySelectorAll(".katex")).toHaveLength(1));
    // What the reader sees, without the MathML copy KaTeX keeps for screen readers.
    const seen = text.cloneNode(true) as HTMLElement;
    seen.querySelectorAll(".katex-mathml").forEach((node) => node.remove());
    expect(seen.textContent).not.toContain("M_{\\odot}");
    expect(seen.textContent).toContain("⊙");
    expect(seen.textContent).toContain("at prices of $5 and $10.");
    expect(within(text).getByTestId("content-highlight").querySelector(".katex")).not.toBeNull();
  });

  it("shows the sentence that names a concept without a definition, and marks it in the text when chosen", async () => {
    const content = "Methods. We train the model with dropout on every layer. Results follow.";
    const c = {
      ...concept("7", "dropout", "methodology"),
      firstMention: { charStart: content.indexOf("dropout"), charEnd: content.indexOf("dropout") + 7 },
    };
    const defined = concept("8", "model", "technical", "A model is a simplified description.");
    renderDetail(makeDetail({ content, concepts: [defined, c] }));
    const context = await screen.findByTestId("concept-context");
    expect(context).toHaveTextContent("“We train the model with dropout on every layer.”");
    expect(within(context).getByText("dropout").tagName).toBe("STRONG");
    expect(screen.getByTestId("concept-definition")).toHaveTextContent("A model is a simplified description.");
    await userEvent.click(context);
    expect(screen.getByTestId("content-highlight")).toHaveTextContent(/^dropout$/);
    expect(context).toHaveAttribute("aria-pressed", "true");
  });

  it("says why a rename failed", async () => {
    const doc = makeDetail({ title: "Draft" });
    renderDetail(doc, {
      [`PATCH /api/documents/${doc.id}`]: () => json({ message: "Title must be at most 300 characters" }, 400),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Rename document" }));
    await userEvent.type(screen.getByLabelText("Document title"), " two{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Title must be at most 300 characters");
    expect(screen.getByLabelText("Document title")).toHaveValue("Draft two");
  });

  it("shows a note's tags", async () => {
    renderDetail(makeDetail({ title: "Alveolar Septum", tags: ["_durability/fleeting", "lung"] }));
    const tags = await screen.findByRole("list", { name: "Tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["#_durability/fleeting", "#lung"]);
  });

  it("leaves the title as it was when renaming is cancelled with Escape", async () => {
    const doc = makeDetail({ title: "alveolar-septum" });
    const { fetch } = renderDetail(doc);
    await userEvent.click(await screen.findByRole("button", { name: "Rename document" }));
    await userEvent.type(screen.getByLabelText("Document title"), " changed{Escape}");
    expect(screen.getByRole("heading", { level: 1, name: "alveolar-septum" })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });
});
