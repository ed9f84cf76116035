import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "@contract/auth.ts";
import { UserAvatar } from "@web/features/auth/components/user-avatar.tsx";
import { authKeys, useCurrentUser } from "@web/features/auth/queries.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { ProfileTab } from "./profile-tab.tsx";

const ada: CurrentUser = {
  id: "u1",
  firstName: "ada",
  lastName: "lovelace",
  email: "ada@example.com",
  profileImageUrl: null,
};
const profile = { username: "ada", profilePicture: null };
const picture = "https://example.com/ada.png";

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

/** Stands in for the shell's avatar, which follows the current-user query. */
function ShellAvatar() {
  const { user } = useCurrentUser();
  return user ? (
    <span data-testid="shell-avatar">
      <UserAvatar user={user} />
    </span>
  ) : null;
}

function renderTab() {
  const view = renderWithApp(
    <>
      <ShellAvatar />
      <ProfileTab user={ada} />
    </>,
  );
  view.client.setQueryData(authKeys.user(), ada);
  return view;
}

describe("Profile", () => {
  it("shows the initials avatar and the saved username and picture", async () => {
    stubFetch({ "GET /api/profile": () => json(profile) });
    renderTab();
    expect(await screen.findByLabelText("Username")).toHaveValue("ada");
    expect(screen.getByLabelText(/Profile picture URL/)).toHaveValue("");
    expect(screen.getAllByText("AL")).toHaveLength(2);
    expect(screen.getByText("@ada")).toBeInTheDocument();
  });

  it("refuses an empty username under its field without calling the server", async () => {
    const fetch = stubFetch({ "GET /api/profile": () => json(profile) });
    renderTab();
    const username = await screen.findByLabelText("Username");
    await userEvent.clear(username);
    await userEvent.type(username, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Username cannot be empty");
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveFocus();
    expect(sentBodies(fetch, "PATCH", "/api/profile")).toEqual([]);
    await userEvent.type(username, "x");
    expect(screen.queryByText("Username cannot be empty")).toBeNull();
  });

  it("saves trimmed values, then refetches the profile and the current user and confirms", async () => {
    let saved: { username: string; profilePicture: string | null } = profile;
    let user = ada;
    const fetch = stubFetch({
      "GET /api/profile": () => json(saved),
      "GET /api/auth/user": () => json(user),
      "PATCH /api/profile": (init) => {
        saved = JSON.parse(String(init?.body));
        user = { ...ada, profileImageUrl: saved.profilePicture };
        return json(saved);
      },
    });
    const { client } = renderTab();
    const username = await screen.findByLabelText("Username");
    await userEvent.clear(username);
    await userEvent.type(username, "  countess  ");
    await userEvent.type(screen.getByLabelText(/Profile picture URL/), `  ${picture} `);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await toastRegion().findByText("Profile updated")).toBeInTheDocument();
    expect(toastRegion().getByText("Your profile has been updated successfully.")).toBeInTheDocument();
    expect(sentBodies(fetch, "PATCH", "/api/profile")).toEqual([{ username: "countess", profilePicture: picture }]);
    await waitFor(() => expect(client.getQueryData(authKeys.user())).toEqual({ ...ada, profileImageUrl: picture }));
    expect(within(screen.getByTestId("shell-avatar")).queryByText("AL")).toBeNull();
    expect(screen.getByTestId("shell-avatar").querySelector("img")).toHaveAttribute("src", picture);
    expect(
      fetch.mock.calls.filter(([url, init]) => String(url) === "/api/profile" && !init?.method?.match(/PATCH/)).length,
    ).toBe(2);
    expect(await screen.findByText("@countess")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveValue("countess");
    expect(document.querySelector(`img[src="${picture}"]`)).not.toBeNull();
  });

  it("sends a blank picture as null", async () => {
    const fetch = stubFetch({
      "GET /api/profile": () => json({ username: "ada", profilePicture: picture }),
      "PATCH /api/profile": () => json(profile),
    });
    renderTab();
    const field = await screen.findByLabelText(/Profile picture URL/);
    expect(field).toHaveValue(picture);
    await userEvent.clear(field);
    await userEvent.type(field, "  ");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(sentBodies(fetch, "PATCH", "/api/profile")).toEqual([{ username: "ada", profilePicture: null }]),
    );
  });

  it("shows the server's message, else 'Failed to update profile'", async () => {
    stubFetch({
      "GET /api/profile": () => json(profile),
      "PATCH /api/profile": () =>
        json({ message: "The profile picture must be an http(s) URL", code: "VALIDATION" }, 400),
    });
    renderTab();
    await userEvent.type(await screen.findByLabelText(/Profile picture URL/), "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await toastRegion().findByText("Error")).toBeInTheDocument();
    expect(toastRegion().getByText("The profile picture must be an http(s) URL")).toBeInTheDocument();
    expect(screen.getByLabelText(/Profile picture URL/)).toHaveValue("javascript:alert(1)");

    stubFetch({ "PATCH /api/profile": () => Promise.reject(new Error("")) });
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await toastRegion().findByText("Failed to update profile")).toBeInTheDocument();
  });

  it("says so when the profile cannot be loaded", async () => {
    stubFetch({ "GET /api/profile": () => json({ message: "Database unavailable" }, 503) });
    renderTab();
    expect(await screen.findByText(/Your profile could not be loaded: Database unavailable/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("Change Password", () => {
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [
      ["Current password", current],
      ["New password", next],
      ["Confirm new password", confirm],
    ] as const) {
      const field = screen.getByLabelText(label);
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
    }
    await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
  };

  it("checks the fields in the order of PRODUCT.md section 5 with its messages, without calling the server", async () => {
    const fetch = stubFetch({ "GET /api/profile": () => json(profile) });
    renderTab();
    await fill("", "", "");
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all password fields");
    expect(screen.getByLabelText("Current password")).toHaveFocus();
    await fill("old-password", "new-password", "other-password");
    expect(screen.getByRole("alert")).toHaveTextContent("New passwords do not match");
    expect(screen.getByLabelText("Confirm new password")).toHaveFocus();
    await fill("old-password", "12345", "12345");
    expect(screen.getByRole("alert")).toHaveTextContent("Password must be at least 6 characters");
    expect(sentBodies(fetch, "POST", "/api/profile/change-password")).toEqual([]);
  });

  it("changes the password, confirms and clears the three fields", async () => {
    const fetch = stubFetch({
      "GET /api/profile": () => json(profile),
      "POST /api/profile/change-password": () => json({ success: true }),
    });
    renderTab();
    await fill("old-password", "new-password", "new-password");
    expect(await toastRegion().findByText("Password changed")).toBeInTheDocument();
    expect(toastRegion().getByText("Your password has been changed successfully.")).toBeInTheDocument();
    expect(sentBodies(fetch, "POST", "/api/profile/change-password")).toEqual([
      { currentPassword: "old-password", newPassword: "new-password" },
    ]);
    for (const label of ["Current password", "New password", "Confirm new password"])
      expect(screen.getByLabelText(label)).toHaveValue("");
  });

  it("keeps the fields and shows the server's message when the current password is wrong", async () => {
    stubFetch({
      "GET /api/profile": () => json(profile),
      "POST /api/profile/change-password": () =>
        json({ message: "Your current password is incorrect.", code: "INVALID_PASSWORD" }, 400),
    });
    renderTab();
    await fill("wrong-password", "new-password", "new-password");
    expect(await toastRegion().findByText("Error")).toBeInTheDocument();
    expect(toastRegion().getByText("Your current password is incorrect.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveValue("wrong-password");
  });

  it("falls back to 'Failed to change password'", async () => {
    stubFetch({
      "GET /api/profile": () => json(profile),
      "POST /api/profile/change-password": () => Promise.reject(new Error("")),
    });
    renderTab();
    await fill("old-password", "new-password", "new-password");
    expect(await toastRegion().findByText("Failed to change password")).toBeInTheDocument();
  });

  it("shows the server's sentence instead of the form for an account without a password", async () => {
    const sentence = "Your account signs in through a sign-in provider, so it has no password to change here.";
    stubFetch({
      "GET /api/profile": () => json(profile),
      "POST /api/profile/change-password": () => json({ message: sentence, code: "NO_PASSWORD" }, 400),
    });
    renderTab();
    await fill("anything", "new-password", "new-password");
    expect(await screen.findByTestId("no-password")).toHaveTextContent(sentence);
    expect(screen.queryByLabelText("Current password")).toBeNull();
  });
});
