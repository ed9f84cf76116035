import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokenLimits, apiTokenPattern, type ApiToken, type CreatedApiToken } from "../../../contract/api-tokens.ts";
import { multipartBody } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(() => t?.close());

async function createToken(owner: TestUser, name = "Laptop importer"): Promise<CreatedApiToken> {
  const response = await asUser(t.app, owner, { method: "POST", url: "/api/tokens", payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiToken>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenRows(userId: string) {
  return t.ctx.database.query<{ name: string; token_hash: string; last_four: string; last_used_at: Date | null }>(
    "SELECT name, token_hash, last_four, last_used_at FROM api_tokens WHERE user_id = $1 ORDER BY created_at",
    [userId],
  );
}

describe("token management", () => {
  it("creates a token, shows its secret once and keeps only its hash", async () => {
    const owner = await signUpUser(t.app);
    const response = await asUser(t.app, owner, {
      method: "POST",
      url: "/api/tokens",
      payload: { name: "  CI script  " },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const created = response.json<CreatedApiToken>();
    expect(created.token).toMatch(apiTokenPattern);
    expect(created).toMatchObject({ name: "CI script", lastFour: created.token.slice(-4), lastUsedAt: null });

    const [row] = await tokenRows(owner.id);
    expect(row!.token_hash).toBe(createHash("sha256").update(created.token).digest("hex"));
    const stored = JSON.stringify(
      await t.ctx.database.query("SELECT * FROM api_tokens WHERE user_id = $1", [owner.id]),
    );
    expect(stored).not.toContain(created.token.slice(6));

    const list = await asUser(t.app, owner, { method: "GET", url: "/api/tokens" });
    expect(list.statusCode).toBe(200);
    expect(list.json<ApiToken[]>()).toEqual([
      { id: created.id, name: "CI script", lastFour: created.lastFour, createdAt: created.createdAt, lastUsedAt: null },
    ]);
    expect(list.body).not.toContain(created.token);
    expect(list.body).not.toContain(row!.token_hash);
  });

  it("refuses blank and overlong names, and more than the limit of tokens", async () => {
    const owner = await signUpUser(t.app);
    for (const name of ["", "   ", "x".repeat(apiTokenLimits.nameMax + 1)]) {
      const response = await asUser(t.app, owner, { method: "POST", url: "/api/tokens", payload: { name } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Token name/);
    }
    await t.ctx.database.query(
      `INSERT INTO api_tokens (user_id, name, token_hash, last_four) SELECT $1, 'bulk ' || n, md5(random()::text || n), 'abcd' FROM generate_series(1, ${apiTokenLimits.perUser - 1}) n`,
      [owner.id],
    );
    await createToken(owner, "the last one allowed");
    const over = await asUser(t.app, owner, { method: "POST", url: "/api/tokens", payload: { name: "one too many" } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: "TOO_MANY_TOKENS",
      message: expect.stringContaining(`${apiTokenLimits.perUser}`),
    });
    expect(await tokenRows(owner.id)).toHaveLength(apiTokenLimits.perUser);
  });

  it("revokes a token: it stops working at once, and a second revocation or a malformed id is refused", async () => {
    const created = await createToken(user, "to revoke");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/projects", headers: bearer(created.token) })).statusCode,
    ).toBe(200);

    const revoked = await asUser(t.app, user, { method: "DELETE", url: `/api/tokens/${created.id}` });
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe("");
    const after = await t.app.inject({ method: "GET", url: "/api/projects", headers: bearer(created.token) });
    expect(after.statusCode).toBe(401);
    expect((await asUser(t.app, user, { method: "DELETE", url: `/api/tokens/${created.id}` })).statusCode).toBe(404);
    const malformed = await asUser(t.app, user, { method: "DELETE", url: "/api/tokens/not-a-uuid" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
  });

  it("does not let one user see or revoke another's tokens", async () => {
    const other = await signUpUser(t.app);
    const theirs = await createToken(other, "Bob's token");
    const mine = await asUser(t.app, user, { method: "GET", url: "/api/tokens" });
    expect(mine.body).not.toContain("Bob's token");
    const response = await asUser(t.app, user, { method: "DELETE", url: `/api/tokens/${theirs.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(await tokenRows(other.id)).toHaveLength(1);
  });
});

describe("signing in with a token", () => {
  it("acts as its owner on reads, JSON writes and uploads sent without an Origin header", async () => {
    const owner = await signUpUser(t.app);
    const { token } = await createToken(owner);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: owner.id, email: owner.email });

    const project = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: bearer(token),
      payload: { name: "From the CLI" },
    });
    expect(project.statusCode).toBe(201);
    const upload = multipartBody(
      { name: "notes.md", bytes: Buffer.from("# Notes\n\nImported from a vault."), type: "text/markdown" },
      { projectId: project.json().id },
    );
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/documents/upload",
      headers: { ...upload.headers, ...bearer(token) },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const listed = await asUser(t.app, owner, { method: "GET", url: "/api/projects" });
    expect(listed.json()).toEqual([expect.objectContaining({ name: "From the CLI" })]);
  });

  it("records the last use at most once a minute", async () => {
    const owner = await signUpUser(t.app);
    const { token } = await createToken(owner);
    await t.app.inject({ method: "GET", url: "/api/projects", headers: bearer(token) });
    const first = (await tokenRows(owner.id))[0]!.last_used_at;
    expect(first).toBeInstanceOf(Date);
    await t.app.inject({ method: "GET", url: "/api/projects", headers: bearer(token) });
    expect((await tokenRows(owner.id))[0]!.last_used_at).toEqual(first);

    await t.ctx.database.query("UPDATE api_tokens SET last_used_at = now() - interval '2 minutes' WHERE user_id = $1", [
      owner.id,
    ]);
    const stale = (await tokenRows(owner.id))[0]!.last_used_at!;
    await t.app.inject({ method: "GET", url: "/api/projects", headers: bearer(token) });
    expect((await tokenRows(owner.id))[0]!.last_used_at!.getTime()).toBeGreaterThan(stale.getTime());
    const listed = (await asUser(t.app, owner, { method: "GET", url: "/api/tokens" })).json<ApiToken[]>();
    expect(listed[0]!.lastUsedAt).not.toBeNull();
  });

  it("answers a malformed, unknown or empty token with 401 in the error shape, even next to a valid cookie", async () => {
    const unknown = `mnemo_${"A".repeat(43)}`;
    for (const value of [
      `Bearer ${unknown}`,
      "Bearer mnemo_short",
      "Bearer ",
      "bearer not-a-token",
      `Bearer ${unknown}x`,
    ]) {
      const response = await asUser(t.app, user, {
        method: "GET",
        url: "/api/projects",
        headers: { authorization: value },
      });
      expect(response.statusCode, value).toBe(401);
      expect(response.json(), value).toEqual({
        message: "The API token is not valid or was revoked.",
        code: "UNAUTHENTICATED",
      });
      expect(response.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
    }
    // A bad token is refused before the body is read.
    const write = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: bearer(unknown),
      payload: { name: "nope" },
    });
    expect(write.statusCode).toBe(401);
  });

  it("ends with its owner's account", async () => {
    const owner = await signUpUser(t.app);
    const { token } = await createToken(owner);
    expect((await asUser(t.app, owner, { method: "DELETE", url: "/api/account" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/projects", headers: bearer(token) })).statusCode).toBe(401);
    expect(await tokenRows(owner.id)).toHaveLength(0);
  });

  it("is refused (403) on token management and account-level routes, which change nothing", async () => {
    const owner = await signUpUser(t.app);
    const created = await createToken(owner);
    const sessionOnly = t.app.routeList
      .filter((r) => r.sessionOnly && r.method !== "HEAD")
      .map((r) => `${r.method} ${r.url}`);
    expect(sessionOnly.sort()).toEqual(
      [
        "DELETE /api/account",
        "DELETE /api/tokens/:id",
        "GET /api/export-data",
        "GET /api/tokens",
        "POST /api/profile/change-password",
        "POST /api/tokens",
      ].sort(),
    );
    const bodies: Record<string, object> = {
      "POST /api/tokens": { name: "minted by a token" },
      "POST /api/profile/change-password": { currentPassword: owner.password, newPassword: "taken-over-password" },
    };
    for (const route of sessionOnly) {
      const [method, url] = route.split(" ") as ["GET", string];
      const response = await t.app.inject({
        method,
        url: url.replace(":id", created.id),
        headers: bearer(created.token),
        payload: bodies[route],
      });
      expect(response.statusCode, route).toBe(403);
      expect(response.json(), route).toMatchObject({
        code: "SESSION_REQUIRED",
        message: expect.stringContaining("sign in"),
      });
    }
    // Fastify's automatic HEAD routes keep the flag too.
    expect(
      t.app.routeList
        .filter((r) => r.method === "HEAD" && r.sessionOnly)
        .map((r) => r.url)
        .sort(),
    ).toEqual(["/api/export-data", "/api/tokens"]);
    expect(
      (await t.app.inject({ method: "HEAD", url: "/api/export-data", headers: bearer(created.token) })).statusCode,
    ).toBe(403);
    expect(await tokenRows(owner.id)).toHaveLength(1);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/projects", headers: bearer(created.token) })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          payload: { email: owner.email, password: owner.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("still refuses writes a browser makes on behalf of another site", async () => {
    const { token } = await createToken(user);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { ...bearer(token), origin: "https://evil.example" },
      payload: { name: "x" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "CROSS_ORIGIN" });
  });
});

describe("rate limits with a token", () => {
  it("count per user, whichever address the token is used from", async () => {
    const limited = await createTestApp({ MNEMO_UPLOAD_RATE_LIMIT: "2" });
    try {
      const owner = await signUpUser(limited.app);
      const created = await limited.app.inject({
        method: "POST",
        url: "/api/tokens",
        headers: { cookie: owner.cookie },
        payload: { name: "importer" },
      });
      const { token } = created.json<CreatedApiToken>();
      const upload = (address: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/documents",
          headers: bearer(token),
          payload: { title: "t", content: "c", type: "note", projectId: null },
          remoteAddress: address,
        });
      expect((await upload("198.51.100.1")).statusCode).toBe(201);
      expect((await upload("198.51.100.2")).statusCode).toBe(201);
      const third = await upload("198.51.100.3");
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: "RATE_LIMITED" });
    } finally {
      await limited.close();
    }
  });
});
