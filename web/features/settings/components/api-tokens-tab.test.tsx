import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiToken, CreatedApiToken } from "@contract/api-tokens.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { copyText } from "../browser.ts";
import { ApiTokensTab } from "./api-tokens-tab.tsx";

vi.mock("../browser.ts", () => ({
  copyText: vi.fn(async () => undefined),
  saveFile: vi.fn(),
  navigateBrowser: vi.fn(),
}));

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

const laptop: ApiToken = {
  id: "8b0c1f9e-6a43-4c37-9a55-0f1e2d3c4b5a",
  name: "Laptop importer",
  lastFour: "Xy_9",
  createdAt: "2026-03-01T10:00:00.000Z",
  lastUsedAt: null,
};
const ci: ApiToken = {
  id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
  name: "CI",
  lastFour: "abcd",
  createdAt: "2026-02-01T10:00:00.000Z",
  lastUsedAt: "2026-03-02T09:30:00.000Z",
};
const secret = `mnemo_${"s".repeat(39)}Xy_9`;

beforeEach(() => vi.clearAllMocks());

describe("API tokens", () => {
  it("says when there are no tokens yet", async () => {
    stubFetch({ "GET /api/tokens": () => json([]) });
    renderWithApp(<ApiTokensTab />);
    expect(await screen.findByRole("heading", { name: "No API tokens yet" })).toBeInTheDocument();
  });

  it("checks the name, creates a token and shows its secret once, with a copy button", async () => {
    let tokens: ApiToken[] = [];
    const fetch = stubFetch({
      "GET /api/tokens": () => json(tokens),
      "POST /api/tokens": () => {
        tokens = [laptop];
        return json({ ...laptop, token: secret } satisfies CreatedApiToken, 201);
      },
    });
    renderWithApp(<ApiTokensTab />);
    await screen.findByText("No API tokens yet");

    await userEvent.click(screen.getByRole("button", { name: "Create token" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Token name is required");
    expect(screen.getByLabelText("Token name")).toHaveFocus();
    expect(sentBodies(fetch, "POST", "/api/tokens")).toEqual([]);

    await userEvent.type(screen.getByLabelText("Token name"), "  Laptop importer ");
    await userEvent.click(screen.getByRole("button", { name: "Create token" }));
    const shown = await screen.findByTestId("new-api-token");
    expect(sentBodies(fetch, "POST", "/api/tokens")).toEqual([{ name: "Laptop importer" }]);
    expect(within(shown).getByLabelText("New token “Laptop importer”")).toHaveValue(secret);
    expect(shown).toHaveTextContent("You will not see it again");
    expect(await toastRegion().findByText("Token created")).toBeInTheDocument();

    await userEvent.click(within(shown).getByRole("button", { name: "Copy" }));
    expect(copyText).toHaveBeenCalledWith(secret);
    expect(await within(shown).findByRole("button", { name: "Copied" })).toBeInTheDocument();

    const list = await screen.findByRole("list", { name: "API tokens" });
    expect(within(list).getByText("Laptop importer")).toBeInTheDocument();
    expect(list).not.toHaveTextContent(secret);

    await userEvent.click(within(shown).getByRole("button", { name: "Done" }));
    expect(screen.queryByTestId("new-api-token")).toBeNull();
    expect(document.body).not.toHaveTextContent(secret);
    expect(screen.getByLabelText("Token name")).toHaveValue("");
  });

  it("says so when the copy fails", async () => {
    vi.mocked(copyText).mockRejectedValueOnce(new Error("denied"));
    stubFetch({ "GET /api/tokens": () => json([]), "POST /api/tokens": () => json({ ...laptop, token: secret }, 201) });
    renderWithApp(<ApiTokensTab />);
    await userEvent.type(screen.getByLabelText("Token name"), "Laptop importer");
    await userEvent.click(screen.getByRole("button", { name: "Create token" }));
    await userEvent.click(within(await screen.findByTestId("new-api-token")).getByRole("button", { name: "Copy" }));
    expect(await toastRegion().findByText("Copy failed")).toBeInTheDocument();
  });

  it("shows the server's message when a token cannot be created", async () => {
    stubFetch({
      "GET /api/tokens": () => json([]),
      "POST /api/tokens": () =>
        json(
          { message: "You already have 50 API tokens. Revoke one you no longer use first.", code: "TOO_MANY_TOKENS" },
          409,
        ),
    });
    renderWithApp(<ApiTokensTab />);
    await userEvent.type(screen.getByLabelText("Token name"), "one more");
    await userEvent.click(screen.getByRole("button", { name: "Create token" }));
    expect(
      await toastRegion().findByText("You already have 50 API tokens. Revoke one you no longer use first."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("new-api-token")).toBeNull();
    expect(screen.getByLabelText("Token name")).toHaveValue("one more");
  });

  it("lists tokens with their last four characters and last use, and revokes one after a confirmation", async () => {
    let tokens = [laptop, ci];
    const fetch = stubFetch({
      "GET /api/tokens": () => json(tokens),
      [`DELETE /api/tokens/${ci.id}`]: () => {
        tokens = [laptop];
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<ApiTokensTab />);
    const list = await screen.findByRole("list", { name: "API tokens" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((i) => i.querySelector("p")?.textContent)).toEqual(["Laptop importer", "CI"]);
    expect(items[0]).toHaveTextContent("mnemo_…Xy_9");
    expect(items[0]).toHaveTextContent("Never used");
    expect(items[1]).toHaveTextContent("Last used");

    const deletions = () => fetch.mock.calls.filter(([, init]) => init?.method === "DELETE");
    await userEvent.click(within(items[1]!).getByRole("button", { name: "Revoke CI" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke “CI”?" });
    expect(dialog).toHaveTextContent("will stop working at once");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(deletions()).toEqual([]);

    await userEvent.click(within(items[1]!).getByRole("button", { name: "Revoke CI" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke token" }));
    expect(await toastRegion().findByText("Token revoked")).toBeInTheDocument();
    expect(toastRegion().getByText("“CI” no longer works.")).toBeInTheDocument();
    expect(deletions()).toHaveLength(1);
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "API tokens" })).getAllByRole("listitem")).toHaveLength(1),
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
