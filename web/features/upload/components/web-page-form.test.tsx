import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { resetFollowedDocuments } from "@web/features/documents/live-status.ts";
import { makeDocument } from "@web/testing/documents.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { resetUploadWatch } from "../notices.ts";
import { normaliseWebAddress } from "../use-add-web-page.ts";
import { WebPageForm } from "./web-page-form.tsx";

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

beforeEach(() => {
  resetUploadWatch();
  resetFollowedDocuments();
});
afterEach(() => setSelectedProjectId(null));

describe("Add a web page", () => {
  it("sends the address with the selected project, confirms and clears the field", async () => {
    setSelectedProjectId("20000000-0000-4000-8000-000000000001");
    const saved = makeDocument({
      id: "30000000-0000-4000-8000-000000000001",
      title: "Glaciers retreat",
      type: "html",
      status: "queued",
    });
    const fetch = stubFetch({
      "GET /api/projects": () => json([]),
      "POST /api/documents/url": () => json(saved, 201),
      "GET /api/documents": () => json([]),
      "GET /api/stats": () => json({}),
    });
    const onSaved = vi.fn();
    renderWithApp(<WebPageForm origin="upload" onSaved={onSaved} />);
    expect(screen.getByRole("heading", { name: "Add a web page" })).toBeInTheDocument();
    const field = screen.getByLabelText("Web address");
    expect(screen.getByRole("button", { name: "Add page" })).toBeDisabled();
    await userEvent.type(field, "example.org/glaciers");
    await userEvent.click(screen.getByRole("button", { name: "Add page" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBodies(fetch, "POST", "/api/documents/url")).toEqual([
      { url: "https://example.org/glaciers", projectId: "20000000-0000-4000-8000-000000000001" },
    ]);
    expect(field).toHaveValue("");
    expect(await toastRegion().findByText("Document uploaded")).toBeInTheDocument();
  });

  it("shows why a page cannot be added under the field", async () => {
    stubFetch({
      "GET /api/projects": () => json([]),
      "POST /api/documents/url": () =>
        json(
          {
            message:
              "localhost:8080 is a local or private network address, which Mnemo does not fetch. Use a public web address.",
            code: "URL_NOT_ALLOWED",
          },
          400,
        ),
    });
    renderWithApp(<WebPageForm origin="upload" />);
    await userEvent.type(screen.getByLabelText("Web address"), "http://localhost:8080/admin");
    await userEvent.click(screen.getByRole("button", { name: "Add page" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("localhost:8080 is a local or private network address");
    expect(screen.getByLabelText("Web address")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Web address")).toHaveValue("http://localhost:8080/admin");
  });

  it("asks for a web address before sending anything that is not one", async () => {
    const fetch = stubFetch({ "GET /api/projects": () => json([]) });
    renderWithApp(<WebPageForm origin="home" />);
    await userEvent.type(screen.getByLabelText("Web address"), "not an address");
    await userEvent.click(screen.getByRole("button", { name: "Add page" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Enter a web address, such as https://example.org/article.",
    );
    expect(sentBodies(fetch, "POST", "/api/documents/url")).toEqual([]);
  });

  it("normalises what people paste", () => {
    expect(normaliseWebAddress(" https://example.org/a ")).toBe("https://example.org/a");
    expect(normaliseWebAddress("example.org")).toBe("https://example.org/");
    expect(normaliseWebAddress("ftp://example.org/a")).toBeNull();
    expect(normaliseWebAddress("javascript:alert(1)")).toBeNull();
    expect(normaliseWebAddress("words")).toBeNull();
  });
});
