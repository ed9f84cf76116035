import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { navigateBrowser, saveFile } from "../browser.ts";
import { PrivacyDataTab } from "./privacy-data-tab.tsx";

vi.mock("../browser.ts", () => ({ saveFile: vi.fn(), navigateBrowser: vi.fn() }));

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.useRealTimers());

describe("Download My Data", () => {
  it("saves the export as mnemo-export-YYYY-MM-DD.json and confirms", async () => {
    const exported = { format: "mnemo-export/1", tables: { documents: [{ title: "Sleep" }] } };
    const fetch = stubFetch({ "GET /api/export-data": () => json(exported) });
    renderWithApp(<PrivacyDataTab />);
    const today = new Date();
    await userEvent.click(screen.getByRole("button", { name: "Download My Data" }));
    expect(await toastRegion().findByText("Data exported")).toBeInTheDocument();
    expect(toastRegion().getByText("Your data has been downloaded successfully.")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      "/api/export-data",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    expect(name).toBe(`mnemo-export-${date}.json`);
    expect(JSON.parse(await blob.text())).toEqual(exported);
  });

  it("shows the server's message, else 'Failed to export data'", async () => {
    stubFetch({ "GET /api/export-data": () => json({ message: "Too many requests, try again in a minute" }, 429) });
    renderWithApp(<PrivacyDataTab />);
    await userEvent.click(screen.getByRole("button", { name: "Download My Data" }));
    expect(await toastRegion().findByText("Export failed")).toBeInTheDocument();
    expect(toastRegion().getByText("Too many requests, try again in a minute")).toBeInTheDocument();
    stubFetch({ "GET /api/export-data": () => Promise.reject(new Error("")) });
    await userEvent.click(screen.getByRole("button", { name: "Download My Data" }));
    expect(await toastRegion().findByText("Failed to export data")).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe("Delete My Account", () => {
  const deletions = (fetch: ReturnType<typeof stubFetch>) =>
    fetch.mock.calls.filter(([, init]) => init?.method === "DELETE");

  const openPrompt = async () => {
    await userEvent.click(screen.getByRole("button", { name: "Delete My Account" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    expect(confirm).toHaveTextContent("Are you sure you want to delete your account?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Continue" }));
    const prompt = await screen.findByRole("alertdialog", { name: "Confirm account deletion" });
    expect(prompt).toHaveTextContent("Type DELETE to confirm account deletion.");
    const input = within(prompt).getByLabelText("Confirmation");
    expect(input).toHaveFocus();
    return { prompt, input };
  };

  it("does nothing when the confirmation is cancelled", async () => {
    const fetch = stubFetch({});
    renderWithApp(<PrivacyDataTab />);
    await userEvent.click(screen.getByRole("button", { name: "Delete My Account" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.queryByText("Cancelled")).toBeNull();
    expect(deletions(fetch)).toEqual([]);
  });

  it.each([["delete"], ["DELETE "], [""]])("cancels when the answer is %j instead of DELETE", async (answer) => {
    const fetch = stubFetch({});
    renderWithApp(<PrivacyDataTab />);
    const { prompt, input } = await openPrompt();
    if (answer) await userEvent.type(input, answer);
    await userEvent.click(within(prompt).getByRole("button", { name: "Delete My Account" }));
    expect(await toastRegion().findByText("Cancelled")).toBeInTheDocument();
    expect(toastRegion().getByText("Account deletion cancelled.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(deletions(fetch)).toEqual([]);
  });

  it("cancels when the prompt is left with Escape, and starts over next time", async () => {
    stubFetch({});
    renderWithApp(<PrivacyDataTab />);
    const { input } = await openPrompt();
    await userEvent.type(input, "DEL");
    await userEvent.keyboard("{Escape}");
    expect(await toastRegion().findByText("Account deletion cancelled.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Delete My Account" }));
    expect(await screen.findByRole("alertdialog", { name: "Delete your account?" })).toBeInTheDocument();
  });

  it("deletes the account on DELETE, confirms, and goes to /api/auth/logout after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubFetch({ "DELETE /api/account": () => json({ success: true }) });
    renderWithApp(<PrivacyDataTab />);
    const { input } = await openPrompt();
    await userEvent.type(input, "DELETE{Enter}");
    expect(await toastRegion().findByText("Account deleted")).toBeInTheDocument();
    expect(toastRegion().getByText("Your account and all data have been permanently deleted.")).toBeInTheDocument();
    expect(deletions(fetch).map(([url]) => url)).toEqual(["/api/account"]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Signing out..." })).toBeDisabled();
    expect(navigateBrowser).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(navigateBrowser).toHaveBeenCalledExactlyOnceWith("/api/auth/logout");
  });

  it("shows the server's message, else 'Failed to delete account', and stays signed in", async () => {
    stubFetch({ "DELETE /api/account": () => json({ message: "Database unavailable" }, 503) });
    renderWithApp(<PrivacyDataTab />);
    let { input } = await openPrompt();
    await userEvent.type(input, "DELETE{Enter}");
    expect(await toastRegion().findByText("Deletion failed")).toBeInTheDocument();
    expect(toastRegion().getByText("Database unavailable")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();

    stubFetch({ "DELETE /api/account": () => Promise.reject(new Error("")) });
    ({ input } = await openPrompt());
    expect(input).toHaveValue("");
    await userEvent.type(input, "DELETE{Enter}");
    expect(await toastRegion().findByText("Failed to delete account")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete My Account" })).toBeEnabled();
    expect(navigateBrowser).not.toHaveBeenCalled();
  });
});
