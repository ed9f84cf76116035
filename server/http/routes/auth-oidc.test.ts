import { Events, OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createTestApp, type TestApp } from "../../testing/harness.ts";

/** An OpenID Connect issuer on loopback that signs real tokens, started by the test. */
let issuer: OAuth2Server;
let t: TestApp;
let subject = "subject-ada";

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate("RS256");
  await issuer.start(0, "127.0.0.1");
  const address = issuer.address();
  issuer.issuer.url = `http://127.0.0.1:${address.port}`;
  const claims = () => ({
    sub: subject,
    email: `${subject}@idp.example`,
    email_verified: true,
    name: "Ada Lovelace",
    given_name: "Ada",
    family_name: "Lovelace",
  });
  issuer.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, claims()));
  issuer.service.on(Events.BeforeUserinfo, (response) => {
    response.body = claims();
  });
  t = await createTestApp({
    MNEMO_OIDC_TESTIDP_ISSUER: issuer.issuer.url,
    MNEMO_OIDC_TESTIDP_CLIENT_ID: "mnemo-test",
    MNEMO_OIDC_TESTIDP_CLIENT_SECRET: "test-client-secret",
    MNEMO_OIDC_TESTIDP_NAME: "Test IdP",
  });
});

afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});

/** Walks the whole authorization-code flow as a browser would and returns the session cookie. */
async function signInThroughIssuer(): Promise<string> {
  const entry = await t.app.inject({ method: "GET", url: "/api/login" });
  expect(entry.statusCode).toBe(302);
  expect(entry.headers.location).toBe("/api/login/testidp");

  const start = await t.app.inject({ method: "GET", url: "/api/login/testidp" });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(String(start.headers.location));
  expect(authorizeUrl.origin).toBe(issuer.issuer.url);
  expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");

  const atIssuer = await fetch(authorizeUrl, { redirect: "manual" });
  expect(atIssuer.status).toBe(302);
  const callback = new URL(atIssuer.headers.get("location")!);
  expect(callback.pathname.startsWith("/api/identity/")).toBe(true);

  const done = await t.app.inject({
    method: "GET",
    url: callback.pathname + callback.search,
    headers: { cookie: cookieHeader(start) },
  });
  expect(done.statusCode).toBe(302);
  expect(done.headers.location).toBe("/");
  return cookieHeader(done);
}

describe("sign-in through an OpenID Connect provider", () => {
  it("lists the provider by its display name", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(response.json()).toEqual({
      providers: [{ id: "testidp", name: "Test IdP" }],
      primaryProviderName: "Test IdP",
    });
  });

  it("creates the user on the first sign-in and reuses it on the second", async () => {
    const firstCookie = await signInThroughIssuer();
    const first = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: firstCookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: "subject-ada@idp.example" });

    const secondCookie = await signInThroughIssuer();
    const second = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: secondCookie } });
    expect(second.json().id).toBe(first.json().id);

    const users = await t.ctx.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email = $1", [
      "subject-ada@idp.example",
    ]);
    const links = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM accounts WHERE provider_id = 'testidp' AND account_id = $1",
      [subject],
    );
    expect(users[0]!.n).toBe(1);
    expect(links[0]!.n).toBe(1);
  });

  it("sends a refused sign-in back to the sign-in screen with an error code and no session", async () => {
    subject = "subject-grace";
    const start = await t.app.inject({ method: "GET", url: "/api/login/testidp" });
    const authorizeUrl = new URL(String(start.headers.location));
    const redirectUri = authorizeUrl.searchParams.get("redirect_uri")!;
    const callback = new URL(redirectUri);
    callback.searchParams.set("error", "access_denied");
    callback.searchParams.set("state", authorizeUrl.searchParams.get("state")!);
    const done = await t.app.inject({
      method: "GET",
      url: callback.pathname + callback.search,
      headers: { cookie: cookieHeader(start) },
    });
    expect(done.statusCode).toBe(302);
    expect(String(done.headers.location)).toMatch(/^\/sign-in\?error=/);
    expect(String(done.headers["set-cookie"] ?? "")).not.toMatch(/session_token=[^;]+;/);
  });
});
