import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { RereadCard } from "./reread-card.tsx";

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

describe("Read My Documents Again", () => {
  it("says how many documents an earlier version read, queues them all and shows progress", async () => {
    let progress = { total: 12, inWork: 0, outdated: 12 };
    const fetch = stubFetch({
      "GET /api/documents/reading": () => json(progress),
      "POST /api/documents/reread": () => {
        progress = { total: 12, inWork: 12, outdated: 12 };
        return json({ queued: 12 }, 202);
      },
    });
    renderWithApp(<RereadCard />);
    expect(await screen.findByTestId("outdated-documents")).toHaveTextContent(
      "12 documents were read by an earlier version of Mnemo.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Read all documents again" }));
    expect(await toastRegion().findByText("Reading your documents again")).toBeInTheDocument();
    expect(toastRegion().getByText("12 documents are queued. You can keep working meanwhile.")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/documents/reread", expect.objectContaining({ method: "POST" }));
    const bar = await screen.findByRole("progressbar", { name: "Documents read" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByTestId("reading-progress")).toHaveTextContent("0 of 12 done");
    expect(screen.getByRole("button", { name: "Read all documents again" })).toBeDisabled();
  });

  it("shows the server's message when it refuses", async () => {
    stubFetch({
      "GET /api/documents/reading": () => json({ total: 3, inWork: 0, outdated: 0 }),
      "POST /api/documents/reread": () => json({ message: "Too many requests, try again in a minute" }, 429),
    });
    renderWithApp(<RereadCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Read all documents again" }));
    expect(await toastRegion().findByText("Too many requests, try again in a minute")).toBeInTheDocument();
    expect(screen.queryByTestId("outdated-documents")).toBeNull();
  });
});
