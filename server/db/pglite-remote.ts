/**
 * The embedded PGlite as the main thread reaches it: the instance runs in its own thread (pglite-thread.mjs), and
 * this client offers the part of PGlite's interface that drizzle's pglite driver and pg-boss's adapter call (query,
 * exec, transaction, listen). Every statement is a message; a transaction stays open in the thread until its
 * callback here settles. SQL never runs on the main thread, so requests are answered while documents are written.
 */
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";

const threadScript = new URL("./pglite-thread.mjs", import.meta.url);

type Reply = { id: number; result?: unknown; error?: SerialisedError } | NotificationMessage | { type: "ready" };
interface NotificationMessage {
  type: "notification";
  channel: string;
  payload: string;
}
interface SerialisedError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}
interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** What a query may ask of the thread: parsers are functions, so only "leave these types as text" crosses over. */
function remoteOptions(options?: QueryOptions) {
  if (!options) return undefined;
  return { rowMode: options.rowMode, textTypes: Object.keys(options.parsers ?? {}).map(Number) };
}

/** An error as PostgreSQL raised it (its code, detail and constraint kept), thrown where the statement was sent. */
function rebuiltError(error: SerialisedError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

/** Statements of one open transaction, run inside it. */
export interface RemoteTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Array<Results>>;
  readonly closed: boolean;
}

export class PGliteRemote {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #closed = false;
  #failure: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (reply: Reply) => this.#receive(reply));
    worker.on("error", (error) => this.#fail(error));
    worker.on("exit", (code) => this.#fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and opens the database in it (`dataDir` undefined: in memory; `loadDataDir`: a dump). */
  static async start(options: { dataDir?: string; loadDataDir?: Uint8Array }): Promise<PGliteRemote> {
    const worker = new Worker(threadScript, {
      workerData: { dataDir: options.dataDir, loadDataDir: options.loadDataDir },
      transferList: options.loadDataDir ? [options.loadDataDir.buffer as ArrayBuffer] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: Reply) => {
        if ("type" in message && message.type === "ready") {
          worker.off("error", reject);
          worker.off("exit", onExit);
          resolve();
        }
      };
      const onExit = (code: number) => reject(new Error(`the database thread could not start (exit code ${code})`));
      worker.on("message", onMessage);
      worker.once("error", reject);
      worker.once("exit", onExit);
    });
    return new PGliteRemote(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#send("query", { text, params, options: remoteOptions(options), tx }) as Promise<Results<T>>;
  }

  exec(text: string, tx?: number): Promise<Array<Results>> {
    return this.#send("exec", { text, tx }) as Promise<Array<Results>>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#send("begin", {})) as number;
    let open = true;
    const tx: RemoteTransaction = {
      query: (text, params, options) => this.query(text, params, options, id),
      exec: (text) => this.exec(text, id),
      get closed() {
        return !open;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      open = false;
      await this.#send("end", { tx: id, commit: false });
      throw error;
    }
    open = false;
    await this.#send("end", { tx: id, commit: true });
    return result;
  }

  /** Calls `callback` with each notification on `channel`; returns the function that stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const callbacks = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, callbacks);
    callbacks.add(callback);
    if (callbacks.size === 1) await this.#send("listen", { channel });
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size === 0 && !this.#closed) await this.#send("unlisten", { channel });
    };
  }

  /** The data directory as a tarball (test templates). */
  async dumpDataDir(compression?: "none" | "gzip" | "auto"): Promise<Blob> {
    const bytes = (await this.#send("dump", { compression })) as Uint8Array<ArrayBuffer>;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      if (!this.#failure) await this.#send("close", {});
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #send(op: string, fields: Record<string, unknown>): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error("the database is closed"));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, op, ...fields });
    });
  }

  #receive(reply: Reply): void {
    if ("type" in reply) {
      if (reply.type === "notification")
        for (const callback of this.#listeners.get(reply.channel) ?? []) callback(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.error) pending.reject(rebuiltError(reply.error));
    else pending.resolve(reply.result);
  }

  #fail(error: Error): void {
    if (this.#closed) return;
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
