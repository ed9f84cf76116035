import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Document } from "@contract/documents.ts";
import { documentKeys } from "@web/features/documents/keys.ts";
import { resetFollowedDocuments } from "@web/features/documents/live-status.ts";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import UploadPage from "@web/pages/upload-page.tsx";
import { makeDocument } from "@web/testing/documents.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { stubXhr, type FakeXhr } from "@web/testing/xhr.ts";
import { resetUploadWatch } from "../notices.ts";
import { UploadPanel } from "./upload-panel.tsx";

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));
const file = (name: string, size: number, type = "text/plain") => new File([new Uint8Array(size)], name, { type });

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
  resetUploadWatch();
  resetFollowedDocuments();
});

afterEach(() => setSelectedProjectId(null));

describe("UploadPanel: Upload Files", () => {
  it("lists picked files with their size in KB, rejects other types, removes files", async () => {
    stubFetch({ "GET /api/projects": () => json([]) });
    renderWithApp(<UploadPanel origin="upload" />);
    expect(screen.getByText("PDF, TXT, MD, DOCX, HTML, EPUB files supported")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Upload Files" })).toHaveAttribute("aria-selected", "true");
    await pick([file("paper.pdf", 153_600, "application/pdf"), file("notes.md", 1536, ""), file("table.csv", 10, "text/plain")]);
    const pending = await screen.findAllByTestId("pending-file");
    expect(pending.map((p) => p.textContent)).toEqual(["paper.pdf150.0 KB", "notes.md1.5 KB"]);
    expect(screen.getByRole("alert")).toHaveTextContent("table.csv: File type must be PDF (.pdf), text (.txt), Markdown (.md), Word (.docx), web page (.html) or EPUB (.epub)");
    expect(screen.getByRole("button", { name: "Upload 2 file(s)" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Remove paper.pdf" }));
    expect(screen.getAllByTestId("pending-file")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Upload 1 file(s)" })).toBeInTheDocument();
  });

  it("sends each file as multipart with the selected project, shows byte progress and 'Processing...', then clears the list", async () => {
    setSelectedProjectId("20000000-0000-4000-8000-000000000001");
    stubFetch({ "GET /api/projects": () => json([]), "GET /api/documents": () => json([]), "GET /api/stats": () => json({}) });
    const onSaved = vi.fn();
    const { client } = renderWithApp(<UploadPanel origin="upload" onSaved={onSaved} />);
    client.setQueryData(documentKeys.list(null), []);
    await pick([file("a.txt", 1000), file("b.md", 3000, "text/markdown")]);
    await userEvent.click(screen.getByRole("button", { name: "Upload 2 file(s)" }));

    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Choose files to upload" })).toHaveAttribute("aria-disabled", "true");
    const first = Xhr.requests[0]!;
    expect(first).toMatchObject({ method: "POST", url: "/api/documents/upload", withCredentials: true });
    expect(first.file?.name).toBe("a.txt");
    expect(first.body?.get("projectId")).toBe("20000000-0000-4000-8000-000000000001");
    act(() => first.progress(550, 1100));
    // 500 of 4000 bytes
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "13");
    const a = makeDocument({ title: "a", status: "queued" });
    await act(async () => first.respond(201, a));
    await waitFor(() => expect(Xhr.requests).toHaveLength(2));
    expect(Xhr.requests[1]!.file?.name).toBe("b.md");
    const b = makeDocument({ title: "b", status: "queued" });
    await act(async () => Xhr.requests[1]!.respond(201, b));

    await waitFor(() => expect(screen.queryAllByTestId("pending-file")).toHaveLength(0));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(toastRegion().getByText("Document uploaded")).toBeInTheDocument();
    expect(toastRegion().getByText("2 documents are saved. Mnemo is extracting their concepts now.")).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<Document[]>(documentKeys.list(null))?.map((d) => d.title)).toEqual(["b", "a"]);
  });

  it("keeps a failed file in the list and says 'Upload failed' with the server's message", async () => {
    stubFetch({ "GET /api/projects": () => json([]) });
    const onSaved = vi.fn();
    renderWithApp(<UploadPanel origin="home" onSaved={onSaved} />);
    await pick([file("locked.pdf", 2048, "application/pdf")]);
    await userEvent.click(screen.getByRole("button", { name: "Upload 1 file(s)" }));
    await waitFor(() => expect(Xhr.requests).toHaveLength(1));
    await act(async () =>
      Xhr.requests[0]!.respond(400, { message: "This PDF is protected by a password. Remove the password and upload it again.", code: "VALIDATION" }),
    );
    expect(await toastRegion().findByText("Upload failed")).toBeInTheDocument();
    expect(toastRegion().getByText("This PDF is protected by a password. Remove the password and upload it again.")).toBeInTheDocument();
    expect(screen.getAllByTestId("pending-file")).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("reports a 413 with the server's limit message", async () => {
    stubFetch({ "GET /api/projects": () => json([]) });
    renderWithApp(<UploadPanel origin="upload" />);
    await pick([file("big.txt", 10)]);
    await userEvent.click(screen.getByRole("button", { name: "Upload 1 file(s)" }));
    await waitFor(() => expect(Xhr.requests).toHaveLength(1));
    await act(async () => Xhr.requests[0]!.respond(413, { message: "The upload is larger than the limit of 50 MB.", code: "PAYLOAD_TOO_LARGE" }));
    expect(await toastRegion().findByText("The upload is larger than the limit of 50 MB.")).toBeInTheDocument();
  });
});

describe("UploadPanel: Write Note", () => {
  it("enables 'Save Note' only when title and content are non-blank, sends a note and clears the form", async () => {
    const saved = makeDocument({ title: "Idea", type: "note", status: "queued" });
    const fetch = stubFetch({ "GET /api/projects": () => json([]), "POST /api/documents": () => json(saved, 201) });
    renderWithApp(<UploadPanel origin="upload" />);
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
    expect(sentBodies(fetch, "POST", "/api/documents")).toEqual([{ title: "Idea", content: "   Spaced repetition works.", type: "note", projectId: null }]);
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.getByLabelText("Content")).toHaveValue("");
  });

  it("keeps the draft and says 'Upload failed' when saving fails", async () => {
    stubFetch({ "GET /api/projects": () => json([]), "POST /api/documents": () => json({ message: "Content is required" }, 400) });
    renderWithApp(<UploadPanel origin="home" />);
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
    const { location } = renderWithApp(<UploadPage />, { path: "/upload" });
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
});
