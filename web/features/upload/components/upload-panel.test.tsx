import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Document } from "@contract/documents.ts";
import { documentKeys } from "@web/features/documents/keys.ts";
import { resetFollowedDocuments } from "@web/features/documents/live-status.ts";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { dismissToast } from "@web/lib/toast.ts";
import UploadPage from "@web/pages/upload-page.tsx";
import { makeDocument } from "@web/testing/documents.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { stubXhr, type FakeXhr } from "@web/testing/xhr.ts";
import { resetUploadWatch, useUploadNotifications, type UploadOrigin } from "../notices.ts";
import { uploadQueue } from "../upload-queue.ts";
import { UploadPanel } from "./upload-panel.tsx";

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));
const file = (name: string, size: number, type = "text/plain") => new File([new Uint8Array(size)], name, { type });
const rows = () => screen.queryAllByTestId("pending-file");
const summary = () => screen.getByTestId("upload-progress");

/** The panel with the app shell's upload notifications, as the app mounts them. */
function Panel({ origin, onSaved }: { origin: UploadOrigin; onSaved?: () => void }) {
  useUploadNotifications();
  return <UploadPanel origin={origin} onSaved={onSaved} />;
}

function PageWithNotifications() {
  useUploadNotifications();
  return <UploadPage />;
}

/** Picks files as the browser's file dialog would. */
async function pick(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

let Xhr: typeof FakeXhr;

beforeEach(() => {
  Xhr = stubXhr();
  uploadQueue.reset();
  resetUploadWatch();
  resetFollowedDocuments();
  act(() => dismissToast());
});

afterEach(() => setSelectedProjectId(null));

describe("UploadPanel: Upload Files", () => {
  it("starts uploading chosen files at once, lists rejected ones, and sums the batch up", async () => {
    stubFetch({
      "GET /api/projects": () => json([]),
      "GET /api/documents": () => json([]),
      "GET /api/stats": () => json({}),
    });
    const onSaved = vi.fn();
    const { client } = renderWithApp(<Panel origin="upload" onSaved={onSaved} />);
    client.setQueryData(documentKeys.list(null), []);
    expect(screen.getByText("PDF, TXT, MD, DOCX, HTML, EPUB files supported")).toBeInTheDocument();
    expect(screen.getByText(/Uploading starts as soon as you choose or drop them/)).toBeInTheDocument();
    await pick([
      file("paper.pdf", 153_600, "application/pdf"),
      file("notes.md", 1536, ""),
      file("table.csv", 10, "text/plain"),
    ]);

    expect(screen.getByRole("alert")).toHaveTextContent(
      "table.csv: File type must be PDF (.pdf), text (.txt), Markdown (.md), Word (.docx), web page (.html) or EPUB (.epub)",
    );
    expect(Xhr.requests.map((r) => r.file?.name)).toEqual(["paper.pdf", "notes.md"]);
    expect(Xhr.requests[0]).toMatchObject({ method: "POST", url: "/api/documents/upload", withCredentials: true });
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining("paper.pdf150.0 KB"),
      expect.stringContaining("notes.md1.5 KB"),
    ]);
    expect(summary()).toHaveTextContent("Uploading: 0 of 2 files done");
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();

    const paper = makeDocument({ title: "paper", type: "pdf", status: "queued" });
    await act(async () => Xhr.requests[0]!.respond(201, paper));
    expect(summary()).toHaveTextContent("Uploading: 1 of 2 files done");
    const notes = makeDocument({ title: "notes", type: "markdown", status: "queued" });
    await act(async () => Xhr.requests[1]!.respond(201, notes));

    expect(summary()).toHaveTextContent("2 files uploaded");
    expect(rows()).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Processing..." })).not.toBeInTheDocument();
    expect(toastRegion().getByText("Document uploaded")).toBeInTheDocument();
    expect(
      toastRegion().getByText("2 documents are saved. Mnemo is extracting their concepts now."),
    ).toBeInTheDocument();
    expect(toastRegion().getByRole("link", { name: "View documents" })).toHaveAttribute("href", "/documents");
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<Document[]>(documentKeys.list(null))?.map((d) => d.title)).toEqual(["notes", "paper"]);
  });

  it("sends each file as multipart with the selected project and shows the files done over the batch", async () => {
    setSelectedProjectId("20000000-0000-4000-8000-000000000001");
    stubFetch({ "GET /api/projects": () => json([]) });
    renderWithApp(<Panel origin="upload" />);
    await pick([file("a.txt", 1000), file("b.md", 3000, "text/markdown")]);
    const [first] = Xhr.requests;
    expect(first!.body?.get("projectId")).toBe("20000000-0000-4000-8000-000000000001");
    act(() => first!.progress(550, 1100));
    // Half of the first of two files sent, counted at 0.9: 0.45 of 2 files.
    await waitFor(() =>
      expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "23"),
    );
    await act(async () => first!.respond(201, makeDocument({ status: "queued" })));
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "50");
  });

  it("keeps a failed file with its reason, says 'Upload failed', and sends it again with 'Upload N file(s)'", async () => {
    stubFetch({ "GET /api/projects": () => json([]) });
    const onSaved = vi.fn();
    renderWithApp(<Panel origin="home" onSaved={onSaved} />);
    await pick([file("locked.pdf", 2048, "application/pdf")]);
    const message = "This PDF is protected by a password. Remove the password and upload it again.";
    await act(async () => Xhr.requests[0]!.respond(400, { message, code: "VALIDATION" }));
    expect(await toastRegion().findByText("Upload failed")).toBeInTheDocument();
    expect(toastRegion().getByText(message)).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent(message);
    expect(summary()).toHaveTextContent("0 of 1 files uploaded · 1 failed");
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Upload 1 file(s)" }));
    expect(Xhr.requests).toHaveLength(2);
    expect(Xhr.requests[1]!.file?.name).toBe("locked.pdf");
    await act(async () => Xhr.requests[1]!.respond(400, { message, code: "VALIDATION" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove locked.pdf" }));
    expect(rows()).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /Upload \d file/ })).not.toBeInTheDocument();
  });

  it("reports a 413 with the server's limit message", async () => {
    stubFetch({ "GET /api/projects": () => json([]) });
    renderWithApp(<Panel origin="upload" />);
    await pick([file("big.txt", 10)]);
    await act(async () =>
      Xhr.requests[0]!.respond(413, {
        message: "The upload is larger than the limit of 50 MB.",
        code: "PAYLOAD_TOO_LARGE",
      }),
    );
    expect(await toastRegion().findByText("The upload is larger than the limit of 50 MB.")).toBeInTheDocument();
  });

  it("keeps a big batch folded: three requests at a time, one summary, the files behind 'Show files'", async () => {
    stubFetch({ "GET /api/projects": () => json([]) });
    renderWithApp(<Panel origin="upload" />);
    const files = Array.from({ length: 40 }, (_, i) => file(`note-${i}.md`, 500, "text/markdown"));
    await pick(files);
    expect(Xhr.requests).toHaveLength(3);
    expect(rows()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Show files (40)" })).toHaveAttribute("aria-expanded", "false");
    for (let i = 0; i < 10; i++) {
      await act(async () =>
        Xhr.requests[i]!.respond(
          i === 4 ? 400 : 201,
          i === 4 ? { message: "Not a text file." } : makeDocument({ status: "queued" }),
        ),
      );
    }
    expect(Xhr.requests).toHaveLength(13);
    expect(summary()).toHaveTextContent("Uploading: 10 of 40 files done");
    expect(summary()).toHaveTextContent("1 failed");
    await userEvent.click(screen.getByRole("button", { name: "Show files (40)" }));
    expect(rows()).toHaveLength(40);
    expect(rows().filter((r) => r.dataset.state === "uploading")).toHaveLength(3);
    expect(rows().filter((r) => r.dataset.state === "failed")).toHaveLength(1);
  });

  it("waits the time the server names when the upload rate limit answers 429, then carries on", async () => {
    stubFetch({ "GET /api/projects": () => json([]) });
    renderWithApp(<Panel origin="upload" />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await pick([file("a.md", 10, "text/markdown")]);
      await act(async () =>
        Xhr.requests[0]!.respond(429, { message: "Too many uploads.", code: "RATE_LIMITED" }, "", {
          "Retry-After": "3",
        }),
      );
      expect(Xhr.requests).toHaveLength(1);
      expect(screen.queryByText("Upload failed")).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(3100));
      expect(Xhr.requests).toHaveLength(2);
      expect(Xhr.requests[1]!.file?.name).toBe("a.md");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("UploadPanel: Write Note", () => {
  it("enables 'Save Note' only when title and content are non-blank, sends a note, links to it and clears the form", async () => {
    const saved = makeDocument({ title: "Idea", type: "note", status: "queued" });
    const fetch = stubFetch({ "GET /api/projects": () => json([]), "POST /api/documents": () => json(saved, 201) });
    renderWithApp(<Panel origin="upload" />);
    await userEvent.click(screen.getByRole("tab", { name: "Write Note" }));
    const save = screen.getByRole("button", { name: "Save Note" });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Title"), "  Idea ");
    await userEvent.type(screen.getByLabelText("Content"), "   ");
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Content"), "Spaced repetition works.");
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await toastRegion().findByText("Document uploaded")).toBeInTheDocument();
    expect(toastRegion().getByText('"Idea" is saved. Mnemo is extracting its concepts now.')).toBeInTheDocument();
    expect(toastRegion().getByRole("link", { name: "Open note" })).toHaveAttribute("href", `/documents/${saved.id}`);
    expect(sentBodies(fetch, "POST", "/api/documents")).toEqual([
      { title: "Idea", content: "   Spaced repetition works.", type: "note", projectId: null },
    ]);
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.getByLabelText("Content")).toHaveValue("");
  });

  it("keeps the draft and says 'Upload failed' when saving fails", async () => {
    stubFetch({
      "GET /api/projects": () => json([]),
      "POST /api/documents": () => json({ message: "Content is required" }, 400),
    });
    renderWithApp(<Panel origin="home" />);
    await userEvent.click(screen.getByRole("tab", { name: "Write Note" }));
    await userEvent.type(screen.getByLabelText("Title"), "Idea");
    await userEvent.type(screen.getByLabelText("Content"), "Text");
    await userEvent.click(screen.getByRole("button", { name: "Save Note" }));
    expect(await toastRegion().findByText("Upload failed")).toBeInTheDocument();
    expect(toastRegion().getByText("Content is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Idea");
  });
});

describe("Upload page", () => {
  it("is headed 'Upload Document' and returns to /documents 1.5 s after a successful upload", async () => {
    const saved = makeDocument({ title: "Idea", type: "note", status: "queued" });
    stubFetch({ "GET /api/projects": () => json([]), "POST /api/documents": () => json(saved, 201) });
    const { location } = renderWithApp(<PageWithNotifications />, { path: "/upload" });
    expect(screen.getByRole("heading", { level: 1, name: "Upload Document" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Write Note" }));
    await userEvent.type(screen.getByLabelText("Title"), "Idea");
    await userEvent.type(screen.getByLabelText("Content"), "Text");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole("button", { name: "Save Note" }));
      await toastRegion().findByText("Document uploaded");
      await act(async () => vi.advanceTimersByTime(1400));
      expect(location.history.at(-1)).toBe("/upload");
      await act(async () => vi.advanceTimersByTime(200));
      expect(location.history.at(-1)).toBe("/documents");
    } finally {
      vi.useRealTimers();
    }
  });

  it("returns to /documents 1.5 s after every chosen file was saved", async () => {
    stubFetch({ "GET /api/projects": () => json([]) });
    const { location } = renderWithApp(<PageWithNotifications />, { path: "/upload" });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await pick([file("a.md", 10, "text/markdown")]);
      await act(async () => Xhr.requests[0]!.respond(201, makeDocument({ status: "queued" })));
      await act(async () => vi.advanceTimersByTime(1600));
      expect(location.history.at(-1)).toBe("/documents");
    } finally {
      vi.useRealTimers();
    }
  });
});
