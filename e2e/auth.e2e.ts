// Sign-in flows in a real browser against the real server (no OIDC provider configured).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { settle, visible, waitForPath } from "./support/page.ts";
import { screenshotPath } from "./support/paths.ts";
import type { RunningServer } from "./support/server.ts";

const account = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: `ada.${Date.now()}@example.com`,
  password: "analytical-engine",
};

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
});

afterAll(async () => {
  await closeApp(browser, server);
});

const landingHeading = () => page.getByRole("heading", { level: 1, name: "Mnemo", exact: true });
const displayName = () => page.getByTestId("user-display-name");

async function signInWithPassword(email: string, password: string) {
  await visible(page.getByRole("heading", { level: 1, name: "Sign in to Mnemo" }));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("signing in", () => {
  it("shows the landing page to a signed-out visitor", async () => {
    await page.goto("/");
    await visible(landingHeading());
    await visible(page.getByText("Built for students, researchers, and knowledge workers"));
    const link = page.getByRole("main").getByRole("link", { name: /^Sign in with / });
    await visible(link);
    expect(await link.getAttribute("href")).toBe("/api/login");
    await settle(page);
    await page.screenshot({ path: screenshotPath("landing"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("follows the sign-in link to /sign-in when no provider is configured", async () => {
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Sign in with / })
      .click();
    await waitForPath(page, "/sign-in");
    await visible(page.getByRole("heading", { level: 1, name: "Sign in to Mnemo" }));
    await settle(page);
    await page.screenshot({ path: screenshotPath("sign-in"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("validates the new account's password on the client", async () => {
    await page.getByRole("link", { name: "Create an account" }).click();
    await waitForPath(page, "/sign-up");
    await visible(page.getByRole("heading", { level: 1, name: "Create your Mnemo account" }));
    await page.getByLabel("First name").fill(account.firstName);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Create account" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Password must be at least 6 characters" }));
  });

  it("creates an account and arrives at / signed in", async () => {
    await page.getByLabel(/Last name/).fill(account.lastName);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await settle(page);
    await page.screenshot({ path: screenshotPath("sign-up"), fullPage: true });
    await page.getByRole("button", { name: "Create account" }).click();
    await waitForPath(page, "/");
    await visible(page.getByRole("heading", { level: 1, name: "Home" }));
    expect(await visible(displayName()).then((l) => l.textContent())).toBe("Ada Lovelace");
    await visible(page.getByText(/^Welcome, Ada\./));
    await settle(page);
    await page.screenshot({ path: screenshotPath("home"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("keeps the session across a reload, and welcomes the user back", async () => {
    await page.reload();
    await visible(page.getByRole("heading", { level: 1, name: "Home" }));
    await visible(page.getByText(/^Welcome back, Ada\./));
    expect(await displayName().textContent()).toBe("Ada Lovelace");
  });

  it("routes case-insensitively and shows the not-found page", async () => {
    await page.goto("/Sign-In/");
    await waitForPath(page, "/");
    await visible(page.getByRole("heading", { level: 1, name: "Home" }));
    await page.goto("/no-such-page");
    await visible(page.getByRole("heading", { name: "404 Page Not Found" }));
    await visible(page.getByText("Did you forget to add the page to the router?"));
  });

  it("signs out back to the landing page", async () => {
    await page.getByRole("link", { name: "Sign out" }).click();
    await waitForPath(page, "/");
    await visible(landingHeading());
    await page.reload();
    await visible(landingHeading());
  });

  it("signs in again with the password", async () => {
    await page.goto("/sign-in");
    await signInWithPassword(account.email.toUpperCase(), account.password);
    await waitForPath(page, "/");
    await visible(page.getByRole("heading", { level: 1, name: "Home" }));
    expect(await displayName().textContent()).toBe("Ada Lovelace");
  });

  it("says so when the password is wrong", async () => {
    await page.getByRole("link", { name: "Sign out" }).click();
    await visible(landingHeading());
    await page.goto("/sign-in");
    await signInWithPassword(account.email, "not-the-password");
    await visible(page.getByRole("alert").filter({ hasText: "Invalid e-mail or password" }));
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    await settle(page);
    await page.screenshot({ path: screenshotPath("sign-in-error"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("explains an OIDC failure code", async () => {
    await page.goto("/sign-in?error=access_denied");
    await visible(page.getByRole("alert").filter({ hasText: "Sign-in was cancelled at the provider." }));
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
