import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { projectKeys } from "../keys.ts";
import { getSelectedProjectId, setSelectedProjectId } from "../selected-project.ts";
import { CreateProjectDialog } from "./create-project-dialog.tsx";

const created = {
  id: "0b6c8f2e-3f1a-4a57-9d7e-2f0c4f1e9a11",
  name: "Memory research",
  description: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function renderDialog() {
  let open = true;
  const onOpenChange = (next: boolean) => {
    open = next;
  };
  const view = renderWithApp(<CreateProjectDialog open onOpenChange={onOpenChange} />);
  return { ...view, isOpen: () => open };
}

const toastRegion = () => screen.getByRole("region", { name: /Notifications/, hidden: true });

afterEach(() => setSelectedProjectId(null));

describe("CreateProjectDialog", () => {
  it("shows the fields with the placeholders of PRODUCT.md section 2 and ignores a blank name", async () => {
    const fetch = stubFetch({});
    renderDialog();
    expect(screen.getByRole("heading", { name: "Create New Project" })).toBeInTheDocument();
    const name = screen.getByPlaceholderText("My Research Project");
    expect(screen.getByPlaceholderText("What is this project about?")).toBeInTheDocument();
    await userEvent.type(name, "   {Enter}");
    expect(screen.getByRole("button", { name: "Create Project" })).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the trimmed name without an empty description, then closes, selects the project and confirms", async () => {
    const fetch = stubFetch({
      "POST /api/projects": () => json(created, 201),
      "GET /api/projects": () => json([created]),
    });
    const { client, isOpen } = renderDialog();
    client.setQueryData(projectKeys.list(), []);
    await userEvent.type(screen.getByPlaceholderText("My Research Project"), "  Memory research  ");
    await userEvent.type(screen.getByPlaceholderText("What is this project about?"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(sentBodies(fetch, "POST", "/api/projects")).toEqual([{ name: "Memory research" }]);
    expect(getSelectedProjectId()).toBe(created.id);
    expect(localStorage.getItem("selectedProjectId")).toBe(created.id);
    expect(client.getQueryData(projectKeys.list())).toEqual([created]);
    const toast = within(toastRegion());
    expect(toast.getByText("Project created")).toBeInTheDocument();
    expect(toast.getByText('"Memory research" has been created successfully.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText("My Research Project")).toHaveValue("");
  });

  it("sends the description when there is one", async () => {
    const fetch = stubFetch({ "POST /api/projects": () => json({ ...created, description: "Papers" }, 201) });
    renderDialog();
    await userEvent.type(screen.getByPlaceholderText("My Research Project"), "Memory research");
    await userEvent.type(screen.getByPlaceholderText("What is this project about?"), " Papers ");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    await waitFor(() =>
      expect(sentBodies(fetch, "POST", "/api/projects")).toEqual([{ name: "Memory research", description: "Papers" }]),
    );
  });

  it("stays open with what was typed and shows the server's message on failure", async () => {
    stubFetch({
      "POST /api/projects": () =>
        json({ message: "Project name must be at most 100 characters", code: "VALIDATION" }, 400),
    });
    const { isOpen } = renderDialog();
    await userEvent.type(screen.getByPlaceholderText("My Research Project"), "Too long");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    const toast = within(toastRegion());
    expect(await toast.findByText("Error")).toBeInTheDocument();
    expect(toast.getByText("Project name must be at most 100 characters")).toBeInTheDocument();
    expect(isOpen()).toBe(true);
    expect(screen.getByPlaceholderText("My Research Project")).toHaveValue("Too long");
    expect(getSelectedProjectId()).toBeNull();
  });

  it("falls back to 'Failed to create project' when the failure has no message", async () => {
    stubFetch({ "POST /api/projects": () => Promise.reject(new Error("")) });
    renderDialog();
    await userEvent.type(screen.getByPlaceholderText("My Research Project"), "Offline");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    expect(await within(toastRegion()).findByText("Failed to create project")).toBeInTheDocument();
  });
});
