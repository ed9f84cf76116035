// Helpers for browser tests of the signed-in app.
import type { Page } from "playwright-core";
import { settle, visible, waitForPath } from "./page.ts";
import { screenshotPath } from "./paths.ts";

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(firstName = "Grace", lastName = "Hopper"): Account {
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${Date.now()}@example.com`,
    password: "compiler-1952",
  };
}

/** Fills in and sends the sign-up form shown now. */
export async function submitSignUp(page: Page, account: Account): Promise<void> {
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel(/Last name/).fill(account.lastName);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Creates an account through the built-in sign-up form and waits for Home. */
export async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto("/sign-up");
  await submitSignUp(page, account);
  await waitForPath(page, "/");
  await visible(page.getByRole("heading", { level: 1, name: "Home" }));
}

/** The h1 of the page shown now. */
export function pageHeading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

/** Sets the theme the way the app stores it and reloads, so the page starts in that theme. */
export async function startInTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.evaluate((t) => localStorage.setItem("theme", t), theme);
  await page.reload();
}

/**
 * Waits for a quiet page and saves `{name}-{theme}.png`. The viewport only by default: in a full-page capture the
 * fixed sidebar stops at the viewport's height, which the real page never shows.
 */
export async function snapshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await settle(page);
  const theme = await page.evaluate(() => (document.documentElement.classList.contains("dark") ? "dark" : "light"));
  await page.screenshot({ path: screenshotPath(`${name}-${theme}`), fullPage: options.fullPage ?? false });
}
