// The embedded database's own thread (plain JavaScript: it starts the same under node, tsx and vitest). It owns the
// PGlite instance and answers pglite-remote.ts's messages: queries and statements, transactions held open across
// messages, notifications, dumps. SQL runs here, so the main thread only serves requests.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { vector } from "@electric-sql/pglite-pgvector";

const { dataDir, loadDataDir } = workerData;
const db = await PGlite.create({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  extensions: { vector, pg_trgm },
});

/** Open transactions by id: each waits for its `end` message to commit or roll back. */
const transactions = new Map();
const listeners = new Map();
const ROLLBACK = Symbol("rollback");
let nextTransaction = 1;

const identity = (value) => value;
/** Parsers are functions and cannot cross threads: the client sends the types it wants left as text. */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.textTypes ?? []).map((oid) => [oid, identity]));
  return { rowMode: options.rowMode, parsers };
}

const target = (tx) => (tx ? transactions.get(tx).tx : db);

/** What the error says, with the fields PostgreSQL sets (code, detail, constraint...): an Error's own are lost. */
function serialisedError(error) {
  const fields = {};
  for (const key of Object.keys(error ?? {})) {
    const value = error[key];
    if (["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { name: error?.name ?? "Error", message: String(error?.message ?? error), fields };
}

const handlers = {
  async query({ tx, text, params, options }) {
    const result = await target(tx).query(text, params, queryOptions(options));
    return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
  },
  async exec({ tx, text }) {
    const results = await target(tx).exec(text);
    return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
  },
  async begin() {
    const id = nextTransaction++;
    const open = { tx: null, commit: null, rollback: null, done: null };
    let started;
    const opened = new Promise((resolve) => (started = resolve));
    open.done = db
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(open, { tx, commit, rollback });
            transactions.set(id, open);
            started();
          }),
      )
      .finally(() => transactions.delete(id));
    open.done.catch(() => {}); // awaited by `end`; a failed BEGIN rejects the race below
    await Promise.race([opened, open.done]);
    return id;
  },
  async end({ tx, commit }) {
    const open = transactions.get(tx);
    if (!open) throw new Error(`no open transaction ${tx}`);
    if (commit) open.commit();
    else open.rollback(ROLLBACK);
    try {
      await open.done;
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return null;
  },
  async listen({ channel }) {
    if (!listeners.has(channel))
      listeners.set(
        channel,
        await db.listen(channel, (payload) => parentPort.postMessage({ type: "notification", channel, payload })),
      );
    return null;
  },
  async unlisten({ channel }) {
    const unlisten = listeners.get(channel);
    listeners.delete(channel);
    await unlisten?.();
    return null;
  },
  async dump({ compression }) {
    const file = await db.dumpDataDir(compression);
    return new Uint8Array(await file.arrayBuffer());
  },
  async close() {
    if (!db.closed) await db.close();
    return null;
  },
};

parentPort.on("message", async (message) => {
  try {
    const result = await handlers[message.op](message);
    parentPort.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: serialisedError(error) });
  }
});
parentPort.postMessage({ type: "ready" });
