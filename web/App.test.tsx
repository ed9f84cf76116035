import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { App } from "./App.tsx";

const ada = { id: "u1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", profileImageUrl: null };
const providers = { providers: [], primaryProviderName: "Replit" };

const signedOut = () =>
  stubFetch({
    "GET /api/auth/user": () => json({ message: "Not signed in", code: "UNAUTHENTICATED" }, 401),
    "GET /api/auth/providers": () => json(providers),
  });
const signedIn = () =>
  stubFetch({
    "GET /api/auth/user": () => json(ada),
    "GET /api/auth/providers": () => json(providers),
    "GET /api/projects": () => json([]),
    "GET /api/documents": () => json([]),
    "GET /api/stats": () => json({ documentCount: 0, conceptCount: 0, relationshipCount: 0 }),
    "GET /api/contradictions": () => json([]),
  });

/** The read calls the server answers (server/http/routes). */
const serverReads = [
  /^\/api\/auth\/user$/,
  /^\/api\/projects$/,
  /^\/api\/documents(\/[^/]+)?$/,
  /^\/api\/stats$/,
  /^\/api\/concepts(\/[^/]+(\/passages)?)?$/,
  /^\/api\/concept-changes$/,
  /^\/api\/concept-suggestions$/,
  /^\/api\/versions$/,
  /^\/api\/graph$/,
  /^\/api\/analytics$/,
  /^\/api\/contradictions$/,
  /^\/api\/profile$/,
];

describe("App routes", () => {
  it("shows Loading while authentication status loads", () => {
    stubFetch({ "GET /api/auth/user": () => new Promise<Response>(() => {}) });
    renderWithApp(<App />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
  });

  it("shows the landing screen to signed-out visitors on any path", async () => {
    signedOut();
    renderWithApp(<App />, { path: "/Documents/" });
    expect(await screen.findByRole("heading", { level: 1, name: "Mnemo" })).toBeInTheDocument();
    expect(screen.getByText("Built for students, researchers, and knowledge workers")).toBeInTheDocument();
    const links = await screen.findAllByRole("link", { name: "Sign in with Replit" });
    for (const link of links) expect(link).toHaveAttribute("href", "/api/login");
  });

  it("does not retry the current-user call", async () => {
    const fetch = signedOut();
    renderWithApp(<App />);
    await screen.findByRole("heading", { level: 1, name: "Mnemo" });
    expect(fetch.mock.calls.filter(([url]) => url === "/api/auth/user")).toHaveLength(1);
  });

  it("offers 'Get started' (account creation) beside the 'Sign in with {provider}' link", async () => {
    signedOut();
    renderWithApp(<App />);
    const main = within(await screen.findByRole("main"));
    expect(await main.findByRole("link", { name: "Get started" })).toHaveAttribute("href", "/sign-up");
    expect(main.getByRole("link", { name: "Sign in with Replit" })).toHaveAttribute("href", "/api/login");
    expect(
      main.getByText(/E-mail and password always work; other social sign-in providers are supported too/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/on-device language models/)).not.toBeInTheDocument();
  });

  it("shows the sign-in screen at /sign-in, whatever the case, with a way to create an account", async () => {
    signedOut();
    const { location } = renderWithApp(<App />, { path: "/Sign-In/" });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to Mnemo" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Create account" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Create an account" }));
    expect(location.history.at(-1)).toBe("/sign-up");
    expect(await screen.findByRole("heading", { level: 1, name: "Create your Mnemo account" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Create account" })).toBeInTheDocument();
    expect(document.title).toContain("Create account");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
  });

  it("explains an OIDC failure", async () => {
    signedOut();
    renderWithApp(<App />, { path: "/sign-in?error=access_denied" });
    expect(await screen.findByText("Sign-in was cancelled at the provider.")).toBeInTheDocument();
  });

  it("falls back to the default message for an unknown OIDC error code", async () => {
    signedOut();
    renderWithApp(<App />, { path: "/sign-in?error=weird" });
    expect(await screen.findByText("Sign-in failed. Please try again.")).toBeInTheDocument();
  });

  it("shows a button per OIDC provider", async () => {
    stubFetch({
      "GET /api/auth/user": () => json({ message: "no" }, 401),
      "GET /api/auth/providers": () =>
        json({ providers: [{ id: "keycloak", name: "Keycloak" }], primaryProviderName: "Keycloak" }),
    });
    renderWithApp(<App />, { path: "/sign-in" });
    expect(await screen.findByRole("link", { name: "Sign in with Keycloak" })).toHaveAttribute(
      "href",
      "/api/login/keycloak",
    );
  });

  it("shows Home in the app shell to a signed-in user", async () => {
    signedIn();
    renderWithApp(<App />);
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(screen.getByTestId("user-display-name")).toHaveTextContent("Ada Lovelace");
    expect(screen.getByRole("link", { name: "Sign out" })).toHaveAttribute("href", "/api/logout");
  });

  it("redirects a signed-in user away from /sign-in", async () => {
    signedIn();
    const { location } = renderWithApp(<App />, { path: "/sign-in" });
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/");
  });

  it("shows the not-found page for unknown paths", async () => {
    signedIn();
    renderWithApp(<App />, { path: "/nowhere" });
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });

  it.each([
    ["/", "Home"],
    ["/upload", "Upload Document"],
    ["/documents", "Documents"],
    ["/documents/abc", "Document not found"],
    ["/GRAPH/", "Knowledge Graph"],
    ["/concepts", "Concepts"],
    ["/timeline", "Concept Timeline"],
    ["/analytics", "Graph Analytics"],
    ["/search", "Search Your Knowledge"],
    ["/contradictions", "Contradictions"],
    ["/settings", "Settings"],
    ["/privacy-policy", "Privacy Policy"],
    ["/Terms-Of-Service/", "Terms of Service"],
  ])("routes %s to the page headed %s, inside the shell", async (path, heading) => {
    const fetch = signedIn();
    renderWithApp(<App />, { path });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText("AI Knowledge Platform")).toBeInTheDocument();
    // Pages call only reads this server answers (a page whose call is not built yet says so instead).
    const called = fetch.mock.calls.map(([url]) => new URL(String(url), "http://localhost").pathname);
    expect(called.filter((path) => !serverReads.some((read) => read.test(path)))).toEqual([]);
  });

  it("shows the home dashboard's empty state and counts", async () => {
    signedIn();
    renderWithApp(<App />);
    expect(await screen.findByRole("heading", { name: "Start Building Your Knowledge Base" })).toBeInTheDocument();
    for (const label of ["Documents", "Concepts", "Connections"])
      expect(screen.getByRole("main")).toHaveTextContent(label);
    expect(screen.getByTestId("stat-documentCount")).toHaveTextContent("0");
    expect(screen.getByRole("link", { name: /Explore Knowledge Graph/ })).toHaveAttribute("href", "/graph");
    expect(screen.getByRole("link", { name: /Search Your Knowledge/ })).toHaveAttribute("href", "/search");
  });

  it("shows the policy pages to signed-out visitors with a way back", async () => {
    signedOut();
    renderWithApp(<App />, { path: "/privacy-policy" });
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText("Last updated: October 31, 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("AI Knowledge Platform")).not.toBeInTheDocument();
  });

  it("shows the not-found page to signed-out visitors on unknown paths", async () => {
    signedOut();
    renderWithApp(<App />, { path: "/nowhere" });
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
  });

  it("has the footer links and this year's copyright line", async () => {
    signedIn();
    renderWithApp(<App />);
    const footer = await screen.findByRole("contentinfo");
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Mnemo. All rights reserved.`);
    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Settings", "/settings"],
    ]) {
      expect(within(footer).getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });
});
