import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { isSidebarShortcut, SidebarProvider, useSidebar } from "./sidebar-context.tsx";

function Probe() {
  const { state, toggleSidebar } = useSidebar();
  return (
    <button type="button" onClick={toggleSidebar}>
      {state}
    </button>
  );
}

const renderProvider = () =>
  render(
    <SidebarProvider>
      <Probe />
    </SidebarProvider>,
  );

afterEach(() => {
  document.cookie = "sidebar_state=; path=/; max-age=0";
});

describe("SidebarProvider", () => {
  it("starts expanded and remembers a toggle in the sidebar_state cookie", async () => {
    renderProvider();
    const probe = screen.getByRole("button");
    expect(probe).toHaveTextContent("expanded");
    await userEvent.click(probe);
    expect(probe).toHaveTextContent("collapsed");
    expect(document.cookie).toContain("sidebar_state=false");
  });

  it("starts collapsed when the cookie says so", () => {
    document.cookie = "sidebar_state=false; path=/";
    renderProvider();
    expect(screen.getByRole("button")).toHaveTextContent("collapsed");
  });

  it("toggles with Ctrl+B and Cmd+B", () => {
    renderProvider();
    const probe = screen.getByRole("button");
    act(() => void fireEvent.keyDown(window, { key: "b", ctrlKey: true }));
    expect(probe).toHaveTextContent("collapsed");
    act(() => void fireEvent.keyDown(window, { key: "B", metaKey: true }));
    expect(probe).toHaveTextContent("expanded");
    act(() => void fireEvent.keyDown(window, { key: "b" }));
    expect(probe).toHaveTextContent("expanded");
  });

  it("recognises only b with Ctrl or Cmd", () => {
    const key = (init: KeyboardEventInit) => isSidebarShortcut(new KeyboardEvent("keydown", init));
    expect(key({ key: "b", ctrlKey: true })).toBe(true);
    expect(key({ key: "b", metaKey: true })).toBe(true);
    expect(key({ key: "b", ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ key: "c", ctrlKey: true })).toBe(false);
  });
});
