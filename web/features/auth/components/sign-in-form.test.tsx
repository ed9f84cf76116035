import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { signUpThenSignInFailed } from "@contract/auth.ts";
import { authKeys } from "../queries.ts";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

const ada = { id: "u1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", profileImageUrl: null };

describe("SignInForm", () => {
  it("validates on the client and does not call the server", async () => {
    const fetch = stubFetch({});
    renderWithApp(<SignInForm />, { path: "/sign-in" });
    await userEvent.type(screen.getByLabelText("E-mail"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter a valid e-mail address")).toHaveAttribute("role", "alert");
    expect(screen.getByText("Enter your password")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("E-mail")).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts the credentials, stores the user and goes home", async () => {
    const fetch = stubFetch({ "POST /api/auth/sign-in": () => json(ada), "GET /api/auth/user": () => json(ada) });
    const { client, location } = renderWithApp(<SignInForm />, { path: "/sign-in" });
    await userEvent.type(screen.getByLabelText("E-mail"), " Ada@Example.com ");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(sentBodies(fetch, "POST", "/api/auth/sign-in")).toEqual([{ email: "ada@example.com", password: "secret1" }]);
    const [, init] = fetch.mock.calls.find(([url]) => url === "/api/auth/sign-in")!;
    expect(init).toMatchObject({ credentials: "include", headers: { "Content-Type": "application/json" } });
    expect(client.getQueryData(authKeys.user())).toEqual(ada);
  });

  it("shows the server's message and disables submit while pending", async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch({ "POST /api/auth/sign-in": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithApp(<SignInForm />, { path: "/sign-in" });
    await userEvent.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const button = await screen.findByRole("button", { name: /Signing in/ });
    expect(button).toBeDisabled();
    answer(json({ message: "Invalid e-mail or password", code: "INVALID_CREDENTIALS" }, 401));
    expect(await screen.findByText("Invalid e-mail or password")).toBeInTheDocument();
    expect(screen.getByText("Invalid e-mail or password").closest("[role=alert]")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });
});

describe("SignUpForm", () => {
  it("requires a 6-character password", async () => {
    const fetch = stubFetch({});
    renderWithApp(<SignUpForm />, { path: "/sign-in" });
    await userEvent.type(screen.getByLabelText("First name"), "Ada");
    await userEvent.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Password must be at least 6 characters")).toHaveAttribute("role", "alert");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts the new account, then signs in with it", async () => {
    const fetch = stubFetch({
      "POST /api/auth/sign-up": () => json({ success: true }),
      "POST /api/auth/sign-in": () => json(ada),
      "GET /api/auth/user": () => json(ada),
    });
    const { location } = renderWithApp(<SignUpForm />, { path: "/sign-in" });
    await userEvent.type(screen.getByLabelText("First name"), " Ada ");
    await userEvent.type(screen.getByLabelText(/Last name/), "Lovelace");
    await userEvent.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(sentBodies(fetch, "POST", "/api/auth/sign-up")).toEqual([
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "secret1" },
    ]);
    expect(sentBodies(fetch, "POST", "/api/auth/sign-in")).toEqual([{ email: "ada@example.com", password: "secret1" }]);
  });

  it("says so when the e-mail has an account with another password", async () => {
    stubFetch({
      "POST /api/auth/sign-up": () => json({ success: true }),
      "POST /api/auth/sign-in": () => json({ message: "Invalid e-mail or password", code: "INVALID_CREDENTIALS" }, 401),
    });
    const { location } = renderWithApp(<SignUpForm />, { path: "/sign-in" });
    await userEvent.type(screen.getByLabelText("First name"), "Ada");
    await userEvent.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(signUpThenSignInFailed)).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/sign-in");
  });

  it("shows server validation issues next to the field", async () => {
    stubFetch({
      "POST /api/auth/sign-up": () =>
        json(
          {
            message: "An account with this e-mail already exists",
            code: "SIGN_UP_FAILED",
            issues: [{ path: "email", message: "Already registered" }],
          },
          400,
        ),
    });
    renderWithApp(<SignUpForm />, { path: "/sign-in" });
    await userEvent.type(screen.getByLabelText("First name"), "Ada");
    await userEvent.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("An account with this e-mail already exists")).toBeInTheDocument();
    expect(screen.getByText("Already registered")).toHaveAttribute("role", "alert");
  });
});
