import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, cookieHeader, createTestApp, signUpUser, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("sign-up and sign-in", () => {
  it("signs up without signing in; the sign-in that follows returns the user in the shape of PRODUCT.md section 3 with an HttpOnly, SameSite=Lax cookie", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { firstName: "Ada", lastName: "Lovelace", email: "  Ada@Example.com ", password: "analytical" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.headers["set-cookie"]).toBeUndefined();

    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: "ada@example.com", password: "analytical" },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({
      id: expect.any(String),
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      profileImageUrl: null,
    });
    const setCookie = String(signIn.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http://localhost by default

    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookieHeader(signIn) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: "ada@example.com", firstName: "Ada" });
  });

  it("signs in with the right password and refuses a wrong one with the same answer as an unknown e-mail", async () => {
    const user = await signUpUser(t.app);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: user.id, email: user.email });

    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: user.email, password: "not-it" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: "nobody@example.com", password: "not-it" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: "Invalid e-mail or password", code: "INVALID_CREDENTIALS" });
  });

  it("answers 400 in the error shape for invalid input", async () => {
    const cases = [
      {
        url: "/api/auth/sign-up",
        payload: { firstName: "A", email: "not-an-email", password: "longenough" },
        path: "email",
      },
      { url: "/api/auth/sign-up", payload: { firstName: "A", email: "a@b.co", password: "short" }, path: "password" },
      { url: "/api/auth/sign-up", payload: { email: "a@b.co", password: "longenough" }, path: "firstName" },
      { url: "/api/auth/sign-in", payload: { email: ["x"], password: "longenough" }, path: "email" },
    ];
    for (const c of cases) {
      const response = await t.app.inject({ method: "POST", url: c.url, payload: c.payload });
      expect(response.statusCode, JSON.stringify(c.payload)).toBe(400);
      const body = response.json();
      expect(body.code).toBe("VALIDATION");
      expect(typeof body.message).toBe("string");
      expect(body.issues.map((i: { path: string }) => i.path)).toContain(c.path);
    }
    const short = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { firstName: "A", email: "a@b.co", password: "12345" },
    });
    expect(short.json().message).toContain("Password must be at least 6 characters");
  });

  it("answers 400 with a readable message for a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "The request body is not valid JSON." });
  });
});

describe("current user and sign-out", () => {
  it("answers 401 in the error shape when signed out", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Sign in to continue.", code: "UNAUTHENTICATED" });
  });

  it.each(["/api/logout", "/api/auth/logout"])("%s ends the session and returns to /", async (path) => {
    const user = await signUpUser(t.app);
    const before = await asUser(t.app, user, { method: "GET", url: "/api/auth/user" });
    expect(before.statusCode).toBe(200);
    const out = await asUser(t.app, user, { method: "GET", url: path, headers: { "sec-fetch-site": "same-origin" } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    const after = await asUser(t.app, user, { method: "GET", url: "/api/auth/user" });
    expect(after.statusCode).toBe(401);
  });

  it("logout while signed out still returns to /", async () => {
    const out = await t.app.inject({ method: "GET", url: "/api/logout", headers: { "sec-fetch-site": "none" } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
  });
});

describe("sign-in entry", () => {
  it("sends /api/login to the built-in sign-in screen when no provider is configured", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/sign-in");
  });

  it("lists no providers and names Mnemo on the landing button", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providers: [], primaryProviderName: "Mnemo" });
  });

  it("sends an unknown provider back to the sign-in screen with a readable error code", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/login/nope" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/sign-in?error=provider_unavailable");
  });
});

describe("Better Auth's own e-mail endpoints", () => {
  it("are closed, so sign-in always goes through the validated, rate-limited routes", async () => {
    for (const path of ["/api/identity/sign-in/email", "/api/identity/sign-up/email"]) {
      const response = await t.app.inject({ method: "POST", url: path, payload: { email: "a@b.co", password: "x" } });
      expect(response.statusCode).toBe(404);
    }
  });
});
