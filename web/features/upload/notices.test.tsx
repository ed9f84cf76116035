import { render, screen, within } from "@testing-library/react";
import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { DocumentState } from "@contract/documents.ts";
import { Toaster } from "@web/components/ui/toaster.tsx";
import { resetFollowedDocuments } from "@web/features/documents/live-status.ts";
import { dismissToast } from "@web/lib/toast.ts";
import { makeDocument } from "@web/testing/documents.ts";
import {
  announceSaved,
  handleUploadEvent,
  resetUploadWatch,
  savedAction,
  savedText,
  summariseMessages,
} from "./notices.ts";

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));
const state = (id: string, status: DocumentState["status"], extra: Partial<DocumentState> = {}): DocumentState => ({
  id,
  status,
  progress: status === "ready" ? 100 : 0,
  warning: null,
  error: null,
  ...extra,
});
const destructive = () => document.querySelector("li[class*='bg-destructive']") !== null;
const send = (s: DocumentState) => act(() => handleUploadEvent({ type: "state", state: s }));

beforeEach(() => {
  resetUploadWatch();
  resetFollowedDocuments();
  act(() => dismissToast());
  render(<Toaster />);
});

describe("upload toasts", () => {
  it("Home: 'Document uploaded successfully' only once every document of the upload is ready", () => {
    const a = makeDocument({ status: "queued" });
    const b = makeDocument({ status: "queued" });
    act(() => announceSaved([a, b], "home"));
    expect(toastRegion().queryByText("Document uploaded successfully")).not.toBeInTheDocument();
    send(state(a.id, "processing"));
    send(state(a.id, "ready"));
    expect(toastRegion().queryByText("Document uploaded successfully")).not.toBeInTheDocument();
    send(state(b.id, "ready"));
    expect(toastRegion().getByText("Document uploaded successfully")).toBeInTheDocument();
    expect(
      toastRegion().getByText("Your document has been processed and concepts have been extracted."),
    ).toBeInTheDocument();
  });

  it("Home: a warning with the ready state gives 'Document saved with warning' in the destructive style", () => {
    const a = makeDocument({ status: "queued" });
    act(() => announceSaved([a], "home"));
    send(state(a.id, "ready", { warning: "This PDF has no text layer, so no text could be extracted." }));
    expect(toastRegion().getByText("Document saved with warning")).toBeInTheDocument();
    expect(toastRegion().getByText("This PDF has no text layer, so no text could be extracted.")).toBeInTheDocument();
    expect(destructive()).toBe(true);
  });

  it("Upload page: confirms at once; a later warning is not destructive; a failure says 'Upload failed'", () => {
    const a = makeDocument({ title: "Paper", status: "queued" });
    act(() => announceSaved([a], "upload"));
    expect(toastRegion().getByText("Document uploaded")).toBeInTheDocument();
    expect(toastRegion().getByText(savedText([a]))).toBeInTheDocument();
    send(state(a.id, "ready", { warning: "Pages 3-4 have no text layer." }));
    expect(toastRegion().getByText("Document saved with warning")).toBeInTheDocument();
    expect(destructive()).toBe(false);

    const b = makeDocument({ status: "queued" });
    act(() => announceSaved([b], "upload"));
    send(state(b.id, "failed", { error: "The text could not be processed." }));
    expect(toastRegion().getByText("Upload failed")).toBeInTheDocument();
    expect(toastRegion().getByText("The text could not be processed.")).toBeInTheDocument();
  });

  it("ignores events of documents it does not watch, and forgets deleted ones", () => {
    const a = makeDocument({ status: "queued" });
    const b = makeDocument({ status: "queued" });
    act(() => announceSaved([a, b], "home"));
    send(state("00000000-0000-4000-8000-0000000000ff", "ready"));
    act(() => handleUploadEvent({ type: "gone", id: a.id }));
    expect(toastRegion().queryByText("Document uploaded successfully")).not.toBeInTheDocument();
    send(state(b.id, "ready"));
    expect(toastRegion().getByText("Document uploaded successfully")).toBeInTheDocument();
  });

  it("links to the one document saved, or to the documents", () => {
    const note = makeDocument({ type: "note" });
    expect(savedAction([note])).toEqual({ label: "Open note", href: `/documents/${note.id}` });
    expect(savedAction([makeDocument({ type: "pdf" })]).label).toBe("Open document");
    expect(savedAction([note, makeDocument()])).toEqual({ label: "View documents", href: "/documents" });
  });

  it("sums up many failures instead of listing them all", () => {
    expect(summariseMessages(["A failed."], "documents could not be read")).toBe("A failed.");
    expect(summariseMessages(["A.", "B.", "C."], "documents could not be read")).toBe(
      "3 documents could not be read. The first: A.",
    );
  });
});
