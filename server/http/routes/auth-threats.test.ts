/**
 * What an attacker tried against sign-in and sign-up: finding out who has an account, guessing passwords on a route
 * with a budget of its own, using Better Auth's own endpoints around Mnemo's rules, keeping access through a token
 * after a password change, and signing the user out from another site.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, cookieHeader, createTestApp, signUpUser, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MNEMO_SIGNIN_RATE_LIMIT: "6" });
});
afterAll(() => t?.close());

/** Each test its own client address, so the credential budget of one does not spill into another. */
let address = 0;
const fromAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

describe("sign-up never reveals or uses an existing account", () => {
  it("answers a taken e-mail exactly like a new one, signs nobody in and leaves the account untouched", async () => {
    const ip = fromAddress();
    const owner = await signUpUser(t.app, { firstName: "Owner", password: "owner-password" });
    const signUp = (email: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up",
        remoteAddress: ip,
        payload: { firstName: "Mallory", email, password },
      });

    const taken = await signUp(owner.email, "a-guess-at-it");
    const takenRightPassword = await signUp(owner.email, "owner-password");
    const fresh = await signUp(`fresh-${Date.now()}@example.com`, "a-guess-at-it");
    for (const answer of [taken, takenRightPassword, fresh]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true });
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }

    const [row] = await t.ctx.database.query<{ first_name: string; n: number }>(
      "SELECT first_name, (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS n FROM users u WHERE email = $1",
      [owner.email],
    );
    expect(row!.first_name).toBe("Owner");
    expect(row!.n).toBe(1); // the owner's own session only: no sign-up signed in
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      remoteAddress: fromAddress(),
      payload: { email: owner.email, password: "owner-password" },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe("one rate-limit budget for every password check", () => {
  it("counts sign-in, sign-up and password changes from one address together", async () => {
    const ip = fromAddress();
    const user = await signUpUser(t.app);
    // Other accounts for sign-in and sign-up, so only the address's budget runs out (the user's own has 2 + 2 spent).
    const other = (i: number) => `other-${i}-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/auth/sign-in",
            remoteAddress: ip,
            payload: { email: other(i), password: `guess-${i}` },
          })
        ).statusCode,
      );
      statuses.push(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/auth/sign-up",
            remoteAddress: ip,
            payload: { firstName: "M", email: other(i), password: `guess-${i}` },
          })
        ).statusCode,
      );
      statuses.push(
        (
          await asUser(t.app, user, {
            method: "POST",
            url: "/api/profile/change-password",
            remoteAddress: ip,
            payload: { currentPassword: `guess-${i}`, newPassword: "whatever-new" },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([401, 200, 400, 401, 200, 400]);
    const over = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      remoteAddress: ip,
      payload: { firstName: "M", email: other(9), password: "guess-x" },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
    });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // The right password is refused too while the budget is spent: guessing gains nothing by switching routes.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          remoteAddress: ip,
          payload: { email: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(429);
  });
});

/** A JSON POST over a real socket from one loopback source address (Linux routes all of 127.0.0.0/8 to lo). */
function postFrom(port: number, localAddress: string, path: string, body: unknown) {
  return new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"] }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe("one budget of password checks per account, from any number of addresses", () => {
  it("refuses even the right password once guesses from several addresses spent the account's budget", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const victim = await signUpUser(t.app, { password: "victims-password" });
    const bystander = await signUpUser(t.app, { password: "bystanders-password" });
    const unknown = `nobody-${Date.now()}@example.com`;
    const guessFrom = (account: string, host: number, i: number) =>
      postFrom(port, `127.0.0.${host}`, "/api/auth/sign-in", { email: account, password: `guess-${i}` });
    // Signing up spent 2 of the victim's 6 (its sign-up and first sign-in): spend as many on the unknown e-mail.
    for (const i of [0, 1]) expect((await guessFrom(unknown, 9, i)).status).toBe(401);

    // Five addresses, two guesses each at the victim and at an e-mail with no account: 12 a minute per account, over
    // the budget of 6, while no address is over its own (4 attempts each).
    const victimStatuses: number[] = [];
    const unknownStatuses: number[] = [];
    for (let host = 2; host <= 6; host++) {
      for (let i = 0; i < 2; i++) {
        victimStatuses.push((await guessFrom(victim.email, host, i)).status);
        unknownStatuses.push((await guessFrom(unknown, host, i)).status);
      }
    }
    expect(victimStatuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    // An e-mail with no account is answered exactly alike: the budget says nothing about who has one.
    expect(unknownStatuses).toEqual(victimStatuses);

    const right = await postFrom(port, "127.0.0.7", "/api/auth/sign-in", {
      email: victim.email,
      password: "victims-password",
    });
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    // Sign-up for the same account spends the same budget.
    const signUp = await postFrom(port, "127.0.0.8", "/api/auth/sign-up", {
      firstName: "M",
      email: victim.email.toUpperCase(),
      password: "another-guess",
    });
    expect(signUp.status).toBe(429);
    // Another account, from the same addresses, is untouched.
    const other = await postFrom(port, "127.0.0.2", "/api/auth/sign-in", {
      email: bystander.email,
      password: "bystanders-password",
    });
    expect(other.status).toBe(200);
  });

  it("counts a password change against the account's budget too", async () => {
    const user = await signUpUser(t.app, { password: "first-password" });
    const change = (i: number) =>
      asUser(t.app, user, {
        method: "POST",
        url: "/api/profile/change-password",
        remoteAddress: fromAddress(),
        payload: { currentPassword: `guess-${i}`, newPassword: "whatever-new" },
      });
    const statuses: number[] = [];
    // 2 of the 6 went to signing up (sign-up and sign-in).
    for (let i = 0; i < 4; i++) statuses.push((await change(i)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400]);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      remoteAddress: fromAddress(),
      payload: { email: user.email, password: "first-password" },
    });
    expect(signIn.statusCode).toBe(429);
  });
});

describe("the e-mail address", () => {
  it("is refused above 254 characters at sign-up and sign-in, with the limit named", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(200)}.example.com`;
    for (const url of ["/api/auth/sign-up", "/api/auth/sign-in"]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        remoteAddress: fromAddress(),
        payload: { firstName: "Long", email, password: "long-enough" },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/at most 254 characters/);
    }
    const [row] = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE length(email) > 254",
    );
    expect(row!.n).toBe(0);
  });
});

describe("the identity library's own routes", () => {
  it("answer 404, except the sign-in provider's callback", async () => {
    const user = await signUpUser(t.app);
    const calls = [
      ["GET", "/api/identity/get-session"],
      ["GET", "/api/identity/list-sessions"],
      ["POST", "/api/identity/change-password"],
      ["POST", "/api/identity/update-user"],
      ["POST", "/api/identity/sign-out"],
      ["POST", "/api/identity/revoke-sessions"],
      ["POST", "/api/identity/change-email"],
      ["POST", "/api/identity/delete-user"],
      ["POST", "/api/identity/request-password-reset"],
      ["GET", "/api/identity/ok"],
      ["GET", "/api/identity/error"],
    ] as const;
    for (const [method, url] of calls) {
      const payload =
        method === "POST"
          ? {
              name: "x".repeat(5000),
              image: "javascript:alert(1)",
              currentPassword: user.password,
              newPassword: "another-one",
              revokeOtherSessions: false,
            }
          : undefined;
      const response = await asUser(t.app, user, { method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    const [row] = await t.ctx.database.query<{ name: string; image: string | null }>(
      "SELECT name, image FROM users WHERE id = $1",
      [user.id],
    );
    expect(row!.image).toBeNull();
    expect(row!.name.length).toBeLessThan(100);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          remoteAddress: fromAddress(),
          payload: { email: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("still lets a provider's callback through to the library", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/identity/callback/unknown-provider?code=x&state=y",
    });
    expect(response.statusCode).not.toBe(404);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe("a password change", () => {
  it("ends the other sessions and revokes every API token", async () => {
    const user = await signUpUser(t.app, { password: "first-password" });
    const otherSession = cookieHeader(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        remoteAddress: fromAddress(),
        payload: { email: user.email, password: "first-password" },
      }),
    );
    const token = (
      await asUser(t.app, user, { method: "POST", url: "/api/tokens", payload: { name: "Script" } })
    ).json().token as string;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: "GET", url: "/api/projects", headers: bearer })).statusCode).toBe(200);

    const change = await asUser(t.app, user, {
      method: "POST",
      url: "/api/profile/change-password",
      remoteAddress: fromAddress(),
      payload: { currentPassword: "first-password", newPassword: "second-password" },
    });
    expect(change.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/projects", headers: bearer })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: otherSession } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookieHeader(change) } }))
        .statusCode,
    ).toBe(200);
  });
});

describe("sign-out", () => {
  it("is not done by another site's link, image or form", async () => {
    const user = await signUpUser(t.app);
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, {}]) {
      const response = await asUser(t.app, user, { method: "GET", url: "/api/logout", headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toContain('<form method="post">');
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    const crossSitePost = await asUser(t.app, user, {
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(crossSitePost.statusCode).toBe(403);
    expect((await asUser(t.app, user, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
  });

  it("is done by Mnemo's own navigation, an address typed in, or a POST from Mnemo", async () => {
    for (const request of [
      { method: "GET" as const, headers: { "sec-fetch-site": "same-origin" } },
      { method: "GET" as const, headers: { "sec-fetch-site": "none" } },
      { method: "POST" as const, headers: { origin: "http://localhost:5000" } },
    ]) {
      const user = await signUpUser(t.app);
      const response = await asUser(t.app, user, { url: "/api/logout", ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(request.method === "POST" ? 303 : 302);
      expect(response.headers.location).toBe("/");
      expect((await asUser(t.app, user, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    }
  });
});
