import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProcessedNote } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";
import { claimsSharingTerms, namedDocuments, uncommonPartners } from "./claims-store.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const query = <Row>(text: string, params: unknown[] = []) => t.ctx.database.query<Row>(text, params);

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
});
afterAll(() => t?.close());

/** The counts the triggers keep, and the same counts recomputed from the rows. */
const keptTermCounts = () =>
  query<{ user_id: string; term: string; n: number }>(
    `SELECT user_id, term, statement_count AS n FROM statement_term_counts WHERE statement_count > 0 ORDER BY 1, 2`,
  );
const recomputedTermCounts = () =>
  query<{ user_id: string; term: string; n: number }>(
    `SELECT user_id, term, count(*)::int AS n FROM statement_terms GROUP BY 1, 2 ORDER BY 1, 2`,
  );
const keptStatementCounts = () =>
  query<{ user_id: string; n: number }>(
    `SELECT user_id, statement_count AS n FROM statement_stats WHERE statement_count > 0 ORDER BY 1`,
  );
const recomputedStatementCounts = () =>
  query<{ user_id: string; n: number }>(`SELECT user_id, count(*)::int AS n FROM statements GROUP BY 1 ORDER BY 1`);

async function expectCountsExact() {
  expect(await keptTermCounts()).toEqual(await recomputedTermCounts());
  expect(await keptStatementCounts()).toEqual(await recomputedStatementCounts());
}

/** Deletions finish in the background, in batches: waits until no claim matches. */
async function untilNoStatements(where: string, param: string) {
  for (let i = 0; i < 200; i++) {
    if ((await query(`SELECT 1 FROM statements WHERE ${where} = $1 LIMIT 1`, [param])).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`claims with ${where} ${param} are still there after 10 s`);
}

describe("claim term counts", () => {
  it("stay equal to a recomputation through uploads, deletions and a deleted account, and find candidates", async () => {
    const first = await createProcessedNote(
      t.app,
      alice,
      "Trial A",
      "Regular exercise increases cancer mortality among elderly adults. Glaciers retreat in warm summers.",
    );
    const second = await createProcessedNote(
      t.app,
      alice,
      "Trial B",
      "Regular exercise reduces cancer mortality among elderly adults.",
    );
    await createProcessedNote(
      t.app,
      bob,
      "Bob's trial",
      "Regular exercise reduces cancer mortality in elderly adults.",
    );
    expect((await recomputedTermCounts()).length).toBeGreaterThan(0);
    await expectCountsExact();

    // Alice's second note finds her first one (not Bob's, not itself) by the words they share.
    const terms = (
      await query<{ term: string }>(`SELECT DISTINCT term FROM statement_terms WHERE document_id = $1`, [second.id])
    ).map((r) => r.term);
    const [found] = await uncommonPartners(t.ctx.database.db, alice.id, second.id, [terms]);
    const documents = await query<{ document_id: string }>(
      `SELECT DISTINCT document_id FROM statements WHERE id = ANY($1::uuid[])`,
      [found],
    );
    expect(documents.map((d) => d.document_id)).toEqual([first.id]);
    // A claim searches by its rarest words while their rows fit the budget: the shared words are in two claims each,
    // so 3 rows allow one of them (too few to find a partner by) and 5 rows two.
    const db = t.ctx.database.db;
    expect(await uncommonPartners(db, alice.id, second.id, [terms], { rowsPerClaim: 3 })).toEqual([[]]);
    expect(await uncommonPartners(db, alice.id, second.id, [terms], { rowsPerClaim: 5 })).toEqual([found]);

    expect((await asUser(t.app, alice, { method: "DELETE", url: `/api/documents/${first.id}` })).statusCode).toBe(200);
    await expectCountsExact();
    // Its claims are deleted in the background, in batches; each batch keeps the counts exact.
    await untilNoStatements("document_id", first.id);
    await expectCountsExact();
    expect(await uncommonPartners(t.ctx.database.db, alice.id, second.id, [terms])).toEqual([[]]);

    expect((await asUser(t.app, bob, { method: "DELETE", url: "/api/account" })).statusCode).toBe(200);
    await untilNoStatements("user_id", bob.id);
    await expectCountsExact();
    expect(
      await query(`SELECT 1 FROM statement_term_counts WHERE user_id = $1 AND statement_count > 0`, [bob.id]),
    ).toEqual([]);
  });
});

describe("works a document names", () => {
  it("finds the paper a note cites by its authors, and that paper's claims whatever words they share", async () => {
    const carol = await signUpUser(t.app);
    const paper = await createProcessedNote(
      t.app,
      alice,
      "Granular measures of agricultural land use",
      "---\nauthors: [Joseph Stachelek, Patricia Soranno]\n---\n\nThe relationships between agriculture and lake nitrogen were more regionally variable than those for phosphorus.",
    );
    await createProcessedNote(
      t.app,
      alice,
      "Glacier notes",
      "Glaciers retreat quickly in warm summers across the Alps.",
    );
    await createProcessedNote(
      t.app,
      carol,
      "Carol's copy",
      "---\nauthors: [Joseph Stachelek]\n---\n\nThe relationships between agriculture and lake nitrogen were more regionally variable than those for phosphorus.",
    );
    const note = await createProcessedNote(
      t.app,
      alice,
      "Stachelek et al. 2020: reading notes",
      "Stachelek et al. found that the relationships between agriculture and lake phosphorus were more regionally variable than those for nitrogen.",
    );
    const keysOf = async (documentId: string) =>
      (
        await query<{ term: string }>(
          `SELECT term FROM statement_terms WHERE document_id = $1 AND term LIKE '@%' ORDER BY 1`,
          [documentId],
        )
      ).map((r) => r.term);
    expect(await keysOf(note.id)).toContain("@work:stachelek");
    expect(await keysOf(paper.id)).toContain("@author:stachelek");
    const db = t.ctx.database.db;
    // Alice's paper, not her glacier note, not Carol's copy, not the note itself
    expect(await namedDocuments(db, alice.id, note.id, await keysOf(note.id))).toEqual([paper.id]);
    const shared = await claimsSharingTerms(db, alice.id, [paper.id], ["agriculture", "lake", "glacier"]);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.terms.sort()).toEqual(["agriculture", "lake"]);

    const listed = await asUser(t.app, alice, { method: "GET", url: "/api/contradictions" });
    expect(listed.json().map((c: { kind: string }) => c.kind)).toContain("comparison");
  });
});
