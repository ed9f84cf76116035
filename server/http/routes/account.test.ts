import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TABLES_WITHOUT_USER_DATA } from "../../domain/accounts/user-data.ts";
import { createProcessedNote, multipartBody, postDocument, waitUntilProcessed } from "../../testing/documents.ts";
import { decompressionBombPdf } from "../../testing/hostile-files.ts";
import { asUser, cookieHeader, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  // A small PDF stream limit, so a bomb of a few MB fails in processing (its job's output then quotes the reason).
  t = await createTestApp({ MNEMO_MAX_PDF_STREAM_MB: "1" });
});
afterAll(() => t?.close());

/**
 * Every table in the database, with the rows the user owns: found by walking the catalogue, so a table added later
 * is covered without editing this test (a table without user_id must be listed as holding no user data).
 */
async function rowsOwnedBy(userId: string): Promise<Record<string, number>> {
  const tables = await t.ctx.database.query<{ table_name: string; has_user: boolean }>(`
    SELECT t.table_name, EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'user_id') AS has_user
      FROM information_schema.tables t WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY t.table_name`);
  const counts: Record<string, number> = {};
  for (const { table_name: name, has_user: hasUser } of tables) {
    if (name === "users")
      counts[name] = (
        await t.ctx.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE id = $1", [userId])
      )[0]!.n;
    else if (hasUser)
      counts[name] = (
        await t.ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}" WHERE user_id = $1`, [
          userId,
        ])
      )[0]!.n;
    else
      expect(
        TABLES_WITHOUT_USER_DATA.has(name),
        `table ${name} has no user_id and is not listed as holding no user data`,
      ).toBe(true);
  }
  return counts;
}

/**
 * Rows of any table in any schema (the job queue's too) whose text holds one of `needles` (ids), by table: a deleted
 * account must leave none, wherever a later table or library keeps its rows.
 */
async function tracesOf(needles: string[]): Promise<Record<string, number>> {
  const tables = await t.ctx.database.query<{ name: string }>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`);
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${name} r WHERE r::text LIKE ANY ($1::text[])`,
      [needles.map((id) => `%${id}%`)],
    );
    if (row!.n > 0) found[name] = row!.n;
  }
  return found;
}

/** A user with something in every kind of table: a project, documents (one with an original), knowledge, a contradiction, an API token. */
async function busyUser(): Promise<TestUser> {
  const user = await signUpUser(t.app);
  const project = (await asUser(t.app, user, { method: "POST", url: "/api/projects", payload: { name: "P" } })).json();
  await createProcessedNote(
    t.app,
    user,
    "A",
    "Regular exercise increases cancer mortality rates among elderly adults in cities.",
    project.id,
  );
  const b = (
    await postDocument(t.app, user, {
      title: "B",
      content: "Regular exercise reduces cancer mortality rates among elderly adults in cities.",
      type: "text",
      fileName: "b.txt",
      projectId: null,
    })
  ).json();
  await waitUntilProcessed(t.app, user, b.id);
  expect(
    (await asUser(t.app, user, { method: "POST", url: "/api/tokens", payload: { name: "Importer" } })).statusCode,
  ).toBe(201);
  return user;
}

describe("profile", () => {
  it("reads and updates the username and picture, with the validation of PRODUCT.md section 5", async () => {
    const user = await signUpUser(t.app, { email: "grace.hopper@example.com" });
    expect((await asUser(t.app, user, { method: "GET", url: "/api/profile" })).json()).toEqual({
      username: "grace.hopper",
      profilePicture: null,
    });
    const updated = await asUser(t.app, user, {
      method: "PATCH",
      url: "/api/profile",
      payload: { username: "  grace  ", profilePicture: " https://example.com/g.png " },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ username: "grace", profilePicture: "https://example.com/g.png" });
    expect((await asUser(t.app, user, { method: "GET", url: "/api/auth/user" })).json().profileImageUrl).toBe(
      "https://example.com/g.png",
    );
    expect(
      (
        await asUser(t.app, user, {
          method: "PATCH",
          url: "/api/profile",
          payload: { username: "grace", profilePicture: "  " },
        })
      ).json().profilePicture,
    ).toBeNull();

    const blank = await asUser(t.app, user, {
      method: "PATCH",
      url: "/api/profile",
      payload: { username: "   ", profilePicture: null },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain("Username cannot be empty");
    const script = await asUser(t.app, user, {
      method: "PATCH",
      url: "/api/profile",
      payload: { username: "g", profilePicture: "javascript:alert(1)" },
    });
    expect(script.statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/profile" })).statusCode).toBe(401);
  });
});

describe("change password", () => {
  it("refuses a wrong current password, then changes it and ends the other sessions", async () => {
    const user = await signUpUser(t.app, { password: "first-password" });
    const other = cookieHeader(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        payload: { email: user.email, password: "first-password" },
      }),
    );

    const wrong = await asUser(t.app, user, {
      method: "POST",
      url: "/api/profile/change-password",
      payload: { currentPassword: "nope-nope", newPassword: "second-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Your current password is incorrect.");
    const short = await asUser(t.app, user, {
      method: "POST",
      url: "/api/profile/change-password",
      payload: { currentPassword: "first-password", newPassword: "12345" },
    });
    expect(short.json().message).toContain("Password must be at least 6 characters");

    const changed = await asUser(t.app, user, {
      method: "POST",
      url: "/api/profile/change-password",
      payload: { currentPassword: "first-password", newPassword: "second-password" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: other } })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          payload: { email: user.email, password: "first-password" },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          payload: { email: user.email, password: "second-password" },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("explains that an account without a password has none to change", async () => {
    const user = await signUpUser(t.app);
    await t.ctx.database.query("UPDATE accounts SET provider_id = 'corp-sso' WHERE user_id = $1", [user.id]);
    const response = await asUser(t.app, user, {
      method: "POST",
      url: "/api/profile/change-password",
      payload: { currentPassword: "whatever1", newPassword: "whatever2" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "NO_PASSWORD",
      message: expect.stringContaining("sign-in provider"),
    });
  });
});

describe("export and deletion", () => {
  it("exports every row the user owns, without secrets, as mnemo-export-YYYY-MM-DD.json", async () => {
    const user = await busyUser();
    const response = await asUser(t.app, user, { method: "GET", url: "/api/export-data" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="mnemo-export-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const data = response.json();
    const owned = await rowsOwnedBy(user.id);
    for (const [table, count] of Object.entries(owned)) expect(data.tables[table]?.length ?? 0, table).toBe(count);
    // Every table of any schema that holds the user's id is exported, but the job queue's (work in progress, not the
    // user's data; deleted with the account).
    const holding = Object.keys(await tracesOf([user.id])).filter((table) => !table.startsWith("pgboss."));
    expect(holding.map((table) => table.replace(/^public\./, "")).filter((table) => !(table in data.tables))).toEqual(
      [],
    );
    expect(owned.contradictions).toBeGreaterThan(0);
    expect(owned.concepts).toBeGreaterThan(0);
    expect(data.tables.documents.map((d: { content: string }) => d.content).join(" ")).toContain(
      "Regular exercise reduces",
    );
    expect(data.tables.document_files[0]).toMatchObject({ fileName: "b.txt" });
    const parts = data.tables.document_parts.map((p: { bytes: { data: string } }) =>
      Buffer.from(p.bytes.data, "base64").toString(),
    );
    expect(parts.join(" ")).toContain("Regular exercise reduces");
    expect(JSON.stringify(data.tables.accounts)).not.toMatch(/"password"/);
    expect(JSON.stringify(data.tables.sessions)).not.toMatch(/"token"/);
    expect(data.tables.api_tokens).toEqual([expect.objectContaining({ name: "Importer" })]);
    expect(JSON.stringify(data.tables.api_tokens)).not.toMatch(/tokenHash|token_hash|mnemo_/);
  });

  it("streams an export of any size a page at a time, without the documents being deleted", async () => {
    const user = await busyUser();
    const [concept] = await t.ctx.database.query<{ id: string }>("SELECT id FROM concepts WHERE user_id = $1 LIMIT 1", [
      user.id,
    ]);
    // More rows than one page of the export holds, so page boundaries are crossed.
    await t.ctx.database.query(
      "INSERT INTO concept_aliases (user_id, concept_id, alias, normalized_alias) SELECT $1, $2, 'alias ' || n, 'alias ' || n FROM generate_series(1, 2500) n",
      [user.id, concept!.id],
    );
    const doomed = await createProcessedNote(
      t.app,
      user,
      "Going",
      "A note about to be deleted, on regular exercise and mortality.",
    );
    expect((await asUser(t.app, user, { method: "DELETE", url: `/api/documents/${doomed.id}` })).statusCode).toBe(200);

    const data = (await asUser(t.app, user, { method: "GET", url: "/api/export-data" })).json();
    const [aliases] = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM concept_aliases WHERE user_id = $1",
      [user.id],
    );
    expect(data.tables.concept_aliases).toHaveLength(aliases!.n);
    expect(new Set(data.tables.concept_aliases.map((a: { id: string }) => a.id)).size).toBe(aliases!.n);
    expect(data.tables.documents.map((d: { id: string }) => d.id)).not.toContain(doomed.id);
    for (const table of ["chunks", "mentions", "statements", "document_concepts"]) {
      expect(
        data.tables[table].filter((row: { documentId: string }) => row.documentId === doomed.id),
        table,
      ).toEqual([]);
    }
  });

  it("ends the account at once, deletes every row it owned in the background, and leaves other users untouched", async () => {
    const doomed = await busyUser();
    const bystander = await busyUser();
    const documentIds = (
      await t.ctx.database.query<{ id: string }>("SELECT id FROM documents WHERE user_id = $1", [doomed.id])
    ).map((row) => row.id);
    expect(documentIds.length).toBeGreaterThan(0);
    // A failed document too: its job's output quotes the reason.
    const bomb = await asUser(t.app, doomed, {
      method: "POST",
      url: "/api/documents/upload",
      ...multipartBody({ name: "bomb.pdf", bytes: await decompressionBombPdf(4 * 1024 * 1024) }),
    });
    expect(bomb.statusCode).toBe(201);
    documentIds.push(bomb.json().id);
    expect((await waitUntilProcessed(t.app, doomed, bomb.json().id)).status).toBe("failed");
    const queued = await tracesOf([doomed.id, ...documentIds]);
    expect(Object.keys(queued).some((table) => table.startsWith("pgboss."))).toBe(true);
    const before = await rowsOwnedBy(bystander.id);
    const token = (
      await asUser(t.app, doomed, { method: "POST", url: "/api/tokens", payload: { name: "Script" } })
    ).json().token as string;

    const response = await asUser(t.app, doomed, { method: "DELETE", url: "/api/account" });
    expect(response.statusCode).toBe(200);
    // At once: no session, no password, no token acts as the account, and its e-mail can start a new one.
    expect((await asUser(t.app, doomed, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          payload: { email: doomed.email, password: doomed.password },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/projects", headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    const again = await signUpUser(t.app, { email: doomed.email, password: "a-new-start" });
    expect(again.id).not.toBe(doomed.id);

    await vi.waitFor(
      async () => {
        const after = await rowsOwnedBy(doomed.id);
        for (const [table, count] of Object.entries(after)) expect(count, table).toBe(0);
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(await rowsOwnedBy(bystander.id)).toEqual(before);
    // Nothing in any schema names the account or its documents any more: not the job queue (its documents' jobs and
    // the deletion's own), not a failure message.
    expect(await tracesOf([doomed.id, ...documentIds])).toEqual({});
    expect(Object.keys(await tracesOf([bystander.id])).length).toBeGreaterThan(0);
  });

  it("forgets the account's cached graph and analytics when it is deleted", async () => {
    const doomed = await signUpUser(t.app);
    const bystander = await signUpUser(t.app);
    for (const user of [doomed, bystander]) {
      expect((await asUser(t.app, user, { method: "GET", url: "/api/graph" })).statusCode).toBe(200);
      expect((await asUser(t.app, user, { method: "GET", url: "/api/analytics" })).statusCode).toBe(200);
    }
    const graph = t.ctx.services.graph;
    expect(graph.holdsUser(doomed.id)).toBe(true);

    expect((await asUser(t.app, doomed, { method: "DELETE", url: "/api/account" })).statusCode).toBe(200);
    expect(graph.holdsUser(doomed.id)).toBe(false);
    expect(graph.holdsUser(bystander.id)).toBe(true);
  });
});
