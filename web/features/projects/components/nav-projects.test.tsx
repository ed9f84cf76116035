import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SidebarProvider } from "@web/components/ui/sidebar/sidebar-context.tsx";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { getSelectedProjectId, reloadSelectedProjectId, setSelectedProjectId } from "../selected-project.ts";
import { NavProjects } from "./nav-projects.tsx";

const projects = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    name: "Thesis",
    description: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    name: "Reading group",
    description: "Weekly",
    createdAt: "2026-01-02T00:00:00.000Z",
  },
];

const renderNav = () =>
  renderWithApp(
    <SidebarProvider>
      <NavProjects />
    </SidebarProvider>,
  );

afterEach(() => setSelectedProjectId(null));

describe("NavProjects", () => {
  it("shows 'Loading...' while the projects load, then All Documents and the projects", async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch({ "GET /api/projects": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderNav();
    expect(screen.getByRole("heading", { name: "Projects" })).toBeInTheDocument();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    answer(json(projects));
    expect(await screen.findByRole("button", { name: "Thesis" })).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
    const names = screen
      .getAllByRole("button", { pressed: false })
      .concat(screen.getAllByRole("button", { pressed: true }));
    expect(names.map((b) => b.textContent).sort()).toEqual(["All Documents", "Reading group", "Thesis"]);
    expect(screen.getByRole("button", { name: "All Documents" })).toHaveAttribute("aria-pressed", "true");
  });

  it("selects a project and goes back to All Documents", async () => {
    stubFetch({ "GET /api/projects": () => json(projects) });
    renderNav();
    await userEvent.click(await screen.findByRole("button", { name: "Reading group" }));
    expect(getSelectedProjectId()).toBe(projects[1]!.id);
    expect(screen.getByRole("button", { name: "Reading group" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "All Documents" }));
    expect(getSelectedProjectId()).toBeNull();
    expect(localStorage.getItem("selectedProjectId")).toBeNull();
  });

  it("falls back to All Documents when the stored project is not one of the user's", async () => {
    localStorage.setItem("selectedProjectId", "33333333-3333-4333-8333-333333333333");
    reloadSelectedProjectId();
    stubFetch({ "GET /api/projects": () => json(projects) });
    renderNav();
    await waitFor(() => expect(getSelectedProjectId()).toBeNull());
    expect(screen.getByRole("button", { name: "All Documents" })).toHaveAttribute("aria-pressed", "true");
  });

  it("offers a retry when the projects cannot be loaded", async () => {
    let fail = true;
    stubFetch({ "GET /api/projects": () => (fail ? json({ message: "Down" }, 503) : json(projects)) });
    renderNav();
    expect(await screen.findByText("Projects could not be loaded.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Thesis" })).toBeInTheDocument();
  });

  it("opens the Create New Project dialog from the plus button", async () => {
    stubFetch({ "GET /api/projects": () => json([]) });
    renderNav();
    await userEvent.click(screen.getByRole("button", { name: "Create New Project" }));
    expect(await screen.findByRole("dialog", { name: "Create New Project" })).toBeInTheDocument();
  });
});
