import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AnswerResponse, AnswerSentence } from "@contract/answers.ts";
import type { SearchResponse } from "@contract/search.ts";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import SearchPage from "@web/pages/search-page.tsx";

const doc = "11111111-1111-4111-8111-111111111111";
const chunk = "22222222-2222-4222-8222-222222222222";
const first: AnswerSentence = {
  text: "Within twenty minutes his subjects had forgotten 42% of what they had learned.",
  citations: [
    {
      documentId: doc,
      chunkId: chunk,
      quote: "Within twenty minutes his subjects had forgotten 42% of what they had learned.",
      charStart: 120,
      charEnd: 199,
      page: 3,
      section: "2 Forgetting",
    },
  ],
};
const second: AnswerSentence = {
  text: "After a day they had forgotten about two thirds.",
  citations: [
    {
      documentId: doc,
      chunkId: chunk,
      quote: "after a day about two thirds",
      charStart: 230,
      charEnd: 258,
      page: 3,
      section: "2 Forgetting",
    },
    {
      documentId: doc,
      chunkId: chunk,
      quote: "Within twenty minutes his subjects had forgotten 42% of what they had learned.",
      charStart: 120,
      charEnd: 199,
      page: 3,
      section: "2 Forgetting",
    },
  ],
};
const answered: AnswerResponse = {
  answer: `${first.text} ${second.text}`,
  sentences: [first, second],
  documents: [{ id: doc, title: "Forgetting <b>curves</b>", documentType: "pdf" }],
  mode: "extractive",
  notice: null,
  disagreements: [],
};
const results: SearchResponse = {
  results: [
    {
      id: doc,
      type: "document",
      title: "Forgetting <b>curves</b>",
      snippet: "…forgotten 42%…",
      relevance: 0.8,
      highlights: [],
      passage: null,
      documentType: "pdf",
      category: null,
    },
  ],
  queryTruncated: false,
};

/** A server-sent event stream; `hold` keeps it open until `release()` sends the rest. */
function sse(events: Array<[string, unknown]>, hold?: number) {
  let release = () => {};
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (list: Array<[string, unknown]>) =>
        list.forEach(([event, data]) =>
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
        );
      send(events.slice(0, hold ?? events.length));
      if (hold === undefined) controller.close();
      else
        release = () => {
          send(events.slice(hold));
          controller.close();
        };
    },
  });
  return {
    response: new Response(body, { headers: { "content-type": "text/event-stream" } }),
    release: () => release(),
  };
}

afterEach(() => setSelectedProjectId(null));

describe("Answer panel on the Search page", () => {
  it("shows the answer above the unchanged results, each sentence with numbered sources that open the passage", async () => {
    setSelectedProjectId("44444444-4444-4444-8444-444444444444");
    const fetch = stubFetch({
      "POST /api/search": () => json(results),
      "POST /api/answer/stream": () => sse([["answer", answered]]).response,
    });
    renderWithApp(<SearchPage />, { path: "/search?q=how%20fast%20do%20we%20forget" });

    const panel = await screen.findByTestId("answer-panel");
    expect(await within(panel).findByTestId("answer-text")).toHaveTextContent(`${first.text}[1] ${second.text}[2][1]`);
    expect(sentBodies(fetch, "POST", "/api/answer/stream")).toEqual([
      { question: "how fast do we forget", projectId: "44444444-4444-4444-8444-444444444444" },
    ]);
    const citations = within(panel).getAllByTestId("answer-citation");
    expect(citations.map((c) => c.getAttribute("href"))).toEqual([
      `/documents/${doc}?from=120&to=199`,
      `/documents/${doc}?from=230&to=258`,
      `/documents/${doc}?from=120&to=199`,
    ]);
    expect(citations[0]).toHaveAccessibleName("Source 1: Forgetting <b>curves</b>");
    const sources = within(panel).getAllByTestId("answer-source");
    expect(sources).toHaveLength(2);
    // The first source's quote is the first sentence itself: not repeated. The second's is a part of a sentence: shown.
    expect(sources[0]).toHaveTextContent(/^1\.Forgetting <b>curves<\/b> · 2 Forgetting · page 3$/);
    expect(sources[1]).toHaveTextContent(
      /^2\.Forgetting <b>curves<\/b> · 2 Forgetting · page 3after a day about two thirds$/,
    );
    expect(within(sources[1]!).getByRole("link", { name: "Forgetting <b>curves</b>" })).toHaveAttribute(
      "href",
      `/documents/${doc}?from=230&to=258`,
    );
    expect(panel.querySelector("b")).toBeNull();
    expect(within(panel).getByText("Quoted from your documents")).toBeInTheDocument();

    // The results list of PRODUCT.md section 2, below the answer.
    expect(await screen.findByText("Found 1 result(s)")).toBeInTheDocument();
    expect(
      panel.compareDocumentPosition(screen.getByTestId("search-result")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows both sides when a quoted passage is disputed: 'Your documents disagree', each side opening its passage", async () => {
    const note = "55555555-5555-4555-8555-555555555555";
    const disputed: AnswerResponse = {
      ...answered,
      disagreements: [
        {
          contradictionId: "66666666-6666-4666-8666-666666666666",
          reason: "Different figures for the same quantity: 42% in one, 12% in the other.",
          sides: [
            {
              documentId: doc,
              documentTitle: "Forgetting <b>curves</b>",
              quote: second.citations[1]!.quote,
              charStart: 120,
              charEnd: 199,
              page: 3,
            },
            {
              documentId: note,
              documentTitle: "Reading notes",
              quote: "Within twenty minutes his subjects had forgotten 12% of what they had learned.",
              charStart: 10,
              charEnd: 88,
              page: null,
            },
          ],
        },
      ],
    };
    stubFetch({
      "POST /api/search": () => json(results),
      "POST /api/answer/stream": () => sse([["answer", disputed]]).response,
    });
    renderWithApp(<SearchPage />, { path: "/search?q=how%20fast%20do%20we%20forget" });

    const box = await screen.findByTestId("answer-disagreements");
    expect(within(box).getByRole("heading", { name: "Your documents disagree" })).toBeInTheDocument();
    expect(box).toHaveTextContent("Different figures for the same quantity: 42% in one, 12% in the other.");
    const [quoted, other] = within(box).getAllByTestId("disagreement-side");
    expect(quoted).toHaveTextContent(
      /^The answer quotes Forgetting <b>curves<\/b> · page 3Within twenty minutes .* 42%/,
    );
    expect(other).toHaveTextContent(/^Against it, in Reading notesWithin twenty minutes .* 12%/);
    expect(within(other!).getByRole("link", { name: "Reading notes" })).toHaveAttribute(
      "href",
      `/documents/${note}?from=10&to=88`,
    );
    expect(within(box).getByRole("link", { name: "Review contradictions" })).toHaveAttribute("href", "/contradictions");
  });

  it("says nothing of disagreement when the sources agree", async () => {
    stubFetch({
      "POST /api/search": () => json(results),
      "POST /api/answer/stream": () => sse([["answer", answered]]).response,
    });
    renderWithApp(<SearchPage />, { path: "/search?q=how%20fast%20do%20we%20forget" });
    await screen.findByTestId("answer-text");
    expect(screen.queryByTestId("answer-disagreements")).toBeNull();
  });

  it("shows the mathematics of an answer and its quotes typeset, and a formula KaTeX cannot read as written", async () => {
    const withMath: AnswerSentence = {
      text: "The merger left a remnant of $22.2-24.3 M_{\\odot}$, not $\\frac{1}{$.",
      citations: [{ ...first.citations[0]!, quote: "a remnant of \\(M_{\\odot}\\) in total" }],
    };
    const math: AnswerResponse = { ...answered, answer: withMath.text, sentences: [withMath] };
    stubFetch({
      "POST /api/search": () => json(results),
      "POST /api/answer/stream": () => sse([["answer", math]]).response,
    });
    renderWithApp(<SearchPage />, { path: "/search?q=remnant%20mass" });
    const sentence = await screen.findByTestId("answer-sentence");
    await waitFor(() => expect(sentence.querySelectorAll(".katex")).toHaveLength(1));
    expect(sentence.querySelector(".katex-html")).toHaveTextContent("⊙");
    expect(sentence).toHaveTextContent("not $\\frac{1}{$.");
    expect(screen.getByTestId("answer-source").querySelector("blockquote .katex")).not.toBeNull();
  });

  it("says 'Not found in your documents' when the documents do not answer", async () => {
    const none: AnswerResponse = {
      answer: null,
      sentences: [],
      documents: [],
      mode: "extractive",
      notice: null,
      disagreements: [],
    };
    stubFetch({
      "POST /api/search": () => json(results),
      "POST /api/answer/stream": () => sse([["answer", none]]).response,
    });
    renderWithApp(<SearchPage />, { path: "/search?q=gpt-3%20parameters" });
    expect(await screen.findByText("Not found in your documents")).toBeInTheDocument();
    expect(screen.queryByTestId("answer-sentence")).not.toBeInTheDocument();
  });

  it("shows checked sentences while an AI provider writes, then the answer and its notice", async () => {
    const ai: AnswerResponse = {
      ...answered,
      mode: "ai",
      notice: "One sentence of the AI answer was left out: its citation was not found in your documents.",
    };
    const stream = sse(
      [
        ["sentence", first],
        ["answer", ai],
      ],
      1,
    );
    stubFetch({ "POST /api/search": () => json(results), "POST /api/answer/stream": () => stream.response });
    renderWithApp(<SearchPage />, { path: "/search?q=forgetting" });
    expect(await screen.findByTestId("answer-sentence")).toHaveTextContent(`${first.text}[1]`);
    expect(screen.getByTestId("answer-panel")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByTestId("answer-notice")).not.toBeInTheDocument();

    stream.release();
    expect(await screen.findByTestId("answer-notice")).toHaveTextContent("One sentence of the AI answer was left out");
    expect(screen.getAllByTestId("answer-sentence")).toHaveLength(2);
    expect(screen.getByText("AI, checked against your documents")).toBeInTheDocument();
    expect(screen.getByTestId("answer-panel")).toHaveAttribute("aria-busy", "false");
  });

  it("withdraws streamed sentences on reset and says what went wrong on an error, without touching the results", async () => {
    stubFetch({
      "POST /api/search": () => json(results),
      "POST /api/answer/stream": () =>
        sse([
          ["sentence", first],
          ["reset", {}],
          ["error", { message: "The answer could not be made. Try again in a moment." }],
        ]).response,
    });
    renderWithApp(<SearchPage />, { path: "/search?q=forgetting" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The answer could not be made: The answer could not be made. Try again in a moment.",
    );
    expect(screen.queryByTestId("answer-sentence")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Found 1 result(s)")).toBeInTheDocument());
  });

  it("reports a refused request with the server's message", async () => {
    stubFetch({
      "POST /api/search": () => json(results),
      "POST /api/answer/stream": () => json({ message: "Enter a question" }, 400),
    });
    renderWithApp(<SearchPage />, { path: "/search?q=x" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The answer could not be made: Enter a question");
  });
});
