// Settings and the account lifecycle end to end (issue 9 point 6) in a real browser against the real server: edit
// the profile (the shell's avatar follows), change the password and sign in with the new one (the old one fails),
// download the export and check its name and content, delete the account through the confirmation and the DELETE
// prompt, land on the landing page and fail to sign in again. Create an API token, call the API with it from outside
// the browser, revoke it and see the same call refused. axe on every tab and the dialogs, light and dark; screenshots
// to e2e/screenshots.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { visible, waitForPath } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
const account = newAccount("Ada", "Lovelace");
const newPassword = "difference-engine-1822";
const note = {
  title: "Notes on the Analytical Engine",
  content:
    "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves. " +
    "Bernoulli numbers can be computed by the Analytical Engine with a sequence of operations.",
};

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
  await signUp(page, account);
});

afterAll(async () => {
  await closeApp(browser, server);
});

// Radix renders each toast as a list item in the "Notifications (F8)" region and repeats its text in a live region:
// scope text to the item (found with CSS: the region is aria-hidden while a modal dialog is open).
const toast = () => page.locator('[role="region"][aria-label^="Notifications"] li');
const banner = () => page.getByRole("banner");
const tab = (name: string) => page.getByRole("tab", { name, exact: true });
const landingHeading = () => page.getByRole("heading", { level: 1, name: "Mnemo", exact: true });

async function expectToast(title: string, description: string) {
  await visible(toast().filter({ hasText: title }).filter({ hasText: description }));
}

async function openSettings(tabName = "Profile") {
  await page.goto("/settings");
  await visible(pageHeading(page, "Settings"));
  await tab(tabName).click();
  await visible(page.getByRole("tabpanel", { name: tabName }));
}

async function signInWithPassword(email: string, password: string) {
  await page.goto("/sign-in");
  await visible(page.getByRole("heading", { level: 1, name: "Sign in to Mnemo" }));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The local date as YYYY-MM-DD in the browser (the export's file name uses the user's date). */
const browserDate = () =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

describe("settings and the account lifecycle", () => {
  it("shows the profile with the initials avatar, and no accessibility violations on any tab (light)", async () => {
    await openSettings();
    const username = await visible(page.getByLabel("Username"));
    expect(await username.inputValue()).toBe(account.email.split("@")[0]);
    expect(await page.getByLabel(/Profile picture URL/).inputValue()).toBe("");
    expect(await page.getByRole("tabpanel").getByText("AL", { exact: true }).count()).toBe(1);
    expect(await page.getByTestId("not-available-yet").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, "settings-profile", { fullPage: true });
    await tab("Privacy & Data").click();
    await visible(page.getByRole("button", { name: "Download My Data" }));
    await visible(page.getByRole("button", { name: "Delete My Account" }));
    expect(await page.getByTestId("not-available-yet").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, "settings-privacy");
    await tab("API tokens").click();
    await visible(page.getByRole("heading", { name: "No API tokens yet" }));
    expect(await axeViolations(page)).toEqual([]);
    await tab("Terms & Policies").click();
    await visible(page.getByLabel("Usage Policy"));
    expect(await page.getByLabel("Privacy Policy").inputValue()).toContain("October 31, 2025");
    expect(await page.getByLabel("Terms of Service").inputValue()).toContain("Terms of Service");
    expect(await page.getByLabel("Usage Policy").inputValue()).toContain("Usage Policy");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("refuses an empty username, then saves the username and picture and the shell's avatar follows", async () => {
    await openSettings();
    const username = page.getByLabel("Username");
    await username.fill("   ");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Username cannot be empty" }));
    expect(await username.evaluate((el) => el === document.activeElement)).toBe(true);

    const picture = `${server.baseUrl}/favicon.svg`;
    await username.fill("  countess  ");
    await page.getByLabel(/Profile picture URL/).fill(` ${picture} `);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast("Profile updated", "Your profile has been updated successfully.");
    await visible(banner().locator(`img[src="${picture}"]`));
    expect(await banner().getByText("AL", { exact: true }).count()).toBe(0);
    await visible(page.getByRole("tabpanel").locator(`img[src="${picture}"]`));
    await visible(page.getByText("@countess"));
    await snapshot(page, "settings-profile-saved");

    await page.reload();
    await visible(pageHeading(page, "Settings"));
    expect(await (await visible(page.getByLabel("Username"))).inputValue()).toBe("countess");
    expect(await page.getByLabel(/Profile picture URL/).inputValue()).toBe(picture);
    await visible(banner().locator(`img[src="${picture}"]`));
    const profile = await page.evaluate(() => fetch("/api/profile").then((r) => r.json()));
    expect(profile).toEqual({ username: "countess", profilePicture: picture });
  });

  it("checks the password fields, then changes the password and clears them", async () => {
    await openSettings();
    const current = page.getByLabel("Current password");
    const fresh = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    const submit = page.getByRole("button", { name: "Change Password" });
    await submit.click();
    await visible(page.getByRole("alert").filter({ hasText: "Please fill in all password fields" }));
    await current.fill(account.password);
    await fresh.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await submit.click();
    await visible(page.getByRole("alert").filter({ hasText: "New passwords do not match" }));
    await fresh.fill("short");
    await confirm.fill("short");
    await submit.click();
    await visible(page.getByRole("alert").filter({ hasText: "Password must be at least 6 characters" }));
    await snapshot(page, "settings-password-error");
    expect(await axeViolations(page)).toEqual([]);

    await current.fill("not-the-password");
    await fresh.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await expectToast("Error", "Your current password is incorrect.");
    expect(await current.inputValue()).toBe("not-the-password");

    await current.fill(account.password);
    await submit.click();
    await expectToast("Password changed", "Your password has been changed successfully.");
    for (const field of [current, fresh, confirm]) expect(await field.inputValue()).toBe("");
  });

  it("signs out, refuses the old password and signs in with the new one", async () => {
    await banner().getByRole("link", { name: "Sign out" }).click();
    await visible(landingHeading());
    await signInWithPassword(account.email, account.password);
    await visible(page.getByRole("alert").filter({ hasText: "Invalid e-mail or password" }));
    await signInWithPassword(account.email, newPassword);
    await waitForPath(page, "/");
    await visible(pageHeading(page, "Home"));
    await visible(banner().locator(`img[src="${server.baseUrl}/favicon.svg"]`));
  });

  it("downloads everything the user owns as mnemo-export-YYYY-MM-DD.json", async () => {
    // A note through the API, processed before the export so its concepts are there too.
    const created = await page.evaluate(
      (body) =>
        fetch("/api/documents", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.json()),
      { ...note, type: "note", projectId: null },
    );
    expect(created).toMatchObject({ title: note.title });
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            fetch("/api/documents")
              .then((r) => r.json())
              .then((docs: Array<{ status: string }>) => docs.map((d) => d.status)),
          ),
        { timeout: 120_000, interval: 500 },
      )
      .toEqual(["ready"]);

    await openSettings("Privacy & Data");
    const before = await browserDate();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download My Data" }).click(),
    ]);
    const after = await browserDate();
    expect([`mnemo-export-${before}.json`, `mnemo-export-${after}.json`]).toContain(download.suggestedFilename());
    await expectToast("Data exported", "Your data has been downloaded successfully.");

    const text = await readFile(await download.path(), "utf8");
    expect(text).toContain(note.content);
    const data = JSON.parse(text) as { format: string; tables: Record<string, Array<Record<string, unknown>>> };
    expect(data.format).toBe("mnemo-export/1");
    expect(data.tables.documents?.map((d) => [d.title, d.content])).toEqual([[note.title, note.content]]);
    expect(data.tables.users?.[0]).toMatchObject({ email: account.email, username: "countess" });
    expect(data.tables.concepts?.length).toBeGreaterThan(0);
    expect(text).not.toContain(newPassword);
  }, 180_000);

  it("creates an API token, calls the API with it from a script, and revokes it", async () => {
    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
    await openSettings("API tokens");
    await visible(page.getByRole("heading", { name: "No API tokens yet" }));
    await page.getByRole("button", { name: "Create token" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Token name is required" }));
    await page.getByLabel("Token name").fill("Analytical importer");
    await page.getByRole("button", { name: "Create token" }).click();
    const secret = await visible(page.getByLabel("New token “Analytical importer”"));
    const token = await secret.inputValue();
    expect(token).toMatch(/^mnemo_[A-Za-z0-9_-]{43}$/);
    await visible(page.getByText("You will not see it again"));
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await visible(page.getByRole("button", { name: "Copied", exact: true }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await snapshot(page, "settings-api-token-created");
    expect(await axeViolations(page)).toEqual([]);

    // From the test process, as a script or the command-line importer would: no cookie, no Origin header.
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
      });
    const projects = await call("/api/projects");
    expect(projects.status).toBe(200);
    expect(Array.isArray(await projects.json())).toBe(true);
    const created = await call("/api/projects", { method: "POST", body: JSON.stringify({ name: "Made by a script" }) });
    expect(created.status).toBe(201);
    expect((await call("/api/export-data")).status).toBe(403);
    expect(
      (await call("/api/tokens", { method: "POST", body: JSON.stringify({ name: "minted by a token" }) })).status,
    ).toBe(403);

    await page.getByRole("button", { name: "Done" }).click();
    expect(await page.getByText(token).count()).toBe(0);
    await openSettings("API tokens");
    const row = await visible(
      page.getByRole("list", { name: "API tokens" }).getByRole("listitem").filter({ hasText: "Analytical importer" }),
    );
    expect(await row.textContent()).toContain(`mnemo_…${token.slice(-4)}`);
    expect(await row.textContent()).toContain("Last used");
    expect(await page.getByRole("list", { name: "API tokens" }).getByRole("listitem").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole("button", { name: "Revoke Analytical importer" }).click();
    const dialog = await visible(page.getByRole("alertdialog", { name: "Revoke “Analytical importer”?" }));
    await snapshot(page, "settings-api-token-revoke");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Revoke token" }).click();
    await expectToast("Token revoked", "“Analytical importer” no longer works.");
    await visible(page.getByRole("heading", { name: "No API tokens yet" }));
    const refused = await call("/api/projects");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      code: "UNAUTHENTICATED",
      message: expect.stringMatching(/not valid or was revoked/),
    });
  });

  it("has no accessibility violations on the four tabs in the dark theme", async () => {
    await openSettings();
    await startInTheme(page, "dark");
    await visible(page.getByLabel("Username"));
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, "settings-profile", { fullPage: true });
    await tab("Privacy & Data").click();
    await visible(page.getByRole("button", { name: "Download My Data" }));
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, "settings-privacy");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await visible(page.getByRole("alertdialog", { name: "Delete your account?" }));
    await snapshot(page, "settings-delete-confirm");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await tab("API tokens").click();
    await visible(page.getByRole("heading", { name: "No API tokens yet" }));
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, "settings-api-tokens");
    await tab("Terms & Policies").click();
    await visible(page.getByLabel("Usage Policy"));
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, "settings-policies");
    await startInTheme(page, "light");
  });

  it("cancels the deletion unless the prompt's answer is DELETE", async () => {
    await openSettings("Privacy & Data");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const confirm = await visible(page.getByRole("alertdialog", { name: "Delete your account?" }));
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await toast().filter({ hasText: "Cancelled" }).count()).toBe(0);

    await page.getByRole("button", { name: "Delete My Account" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
    const prompt = await visible(page.getByRole("alertdialog", { name: "Confirm account deletion" }));
    await page.keyboard.type("delete");
    await snapshot(page, "settings-delete-prompt"); // also lets the dialog's opening animation finish before axe
    expect(await axeViolations(page)).toEqual([]);
    await prompt.getByRole("button", { name: "Delete My Account" }).click();
    await expectToast("Cancelled", "Account deletion cancelled.");
    const user = await page.evaluate(() => fetch("/api/auth/user").then((r) => r.status));
    expect(user).toBe(200);
  });

  it("deletes the account on DELETE, lands on the landing page 2 s later and cannot sign in again", async () => {
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
    const prompt = await visible(page.getByRole("alertdialog", { name: "Confirm account deletion" }));
    await prompt.getByLabel("Confirmation").fill("DELETE");
    await prompt.getByRole("button", { name: "Delete My Account" }).click();
    await expectToast("Account deleted", "Your account and all data have been permanently deleted.");
    const shownAt = Date.now();
    await snapshot(page, "settings-account-deleted");
    expect(new URL(page.url()).pathname).toBe("/settings");
    await visible(landingHeading());
    expect(Date.now() - shownAt).toBeGreaterThan(1000);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => fetch("/api/auth/user").then((r) => r.status))).toBe(401);

    await signInWithPassword(account.email, newPassword);
    await visible(page.getByRole("alert").filter({ hasText: "Invalid e-mail or password" }));
    await signInWithPassword(account.email, account.password);
    await visible(page.getByRole("alert").filter({ hasText: "Invalid e-mail or password" }));
    expect(new URL(page.url()).pathname).toBe("/sign-in");
  });

  it("threw no uncaught errors in the page", () => {
    expect(browser.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
