/**
 * A small pool of worker threads for CPU-heavy tasks, so the main thread (HTTP) keeps answering while documents are
 * read. Tasks wait their turn in order (a task marked `first` goes ahead); each thread runs one at a time. A task
 * past its time limit has its thread terminated; a thread that dies (out of memory, a crash) fails only its own
 * task, and a fresh thread takes the next one. Idle threads do not keep the process alive.
 */
import { Worker } from "node:worker_threads";

export class TaskTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TaskTimeoutError";
  }
}

/** The thread running the task died: out of memory, or a crash of the code it ran. */
export class ThreadFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ThreadFailedError";
  }
}

/** An error the task itself threw, with its name and fields as the thread sent them. */
export class TaskError extends Error {
  constructor(
    readonly errorName: string,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = "TaskError";
  }
}

export interface PoolOptions {
  /** Threads at most. */
  size: number;
  /** Old-generation heap limit of each thread, in MB. */
  memoryMb: number;
  /** Passed to every thread as `workerData`. */
  workerData: unknown;
}

export interface RunOptions {
  transfer?: ArrayBuffer[];
  /** Goes before the tasks waiting (a short task that a document's write waits for). */
  first?: boolean;
  timeoutMs?: number;
  onProgress?: (value: number) => void;
}

interface Task {
  id: number;
  kind: string;
  input: unknown;
  options: RunOptions;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Reply =
  | { type: "ready" }
  | { id: number; type: "progress"; value: number }
  | { id: number; type: "done"; result: unknown }
  | { id: number; type: "error"; name: string; message: string; reason?: string };

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly script: URL,
    private readonly options: PoolOptions,
  ) {}

  run<T>(kind: string, input: unknown, options: RunOptions = {}): Promise<T> {
    if (this.closed) return Promise.reject(new Error("The processing threads have stopped."));
    return new Promise<T>((resolve, reject) => {
      const task = { id: this.nextId++, kind, input, options, resolve: resolve as (value: unknown) => void, reject };
      if (options.first) this.queue.unshift(task);
      else this.queue.push(task);
      this.dispatch();
    });
  }

  /** Tasks waiting for a thread (not counting the ones running). */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error("The processing threads have stopped."));
    await Promise.all(
      this.slots.splice(0).map((slot) => this.stop(slot, new Error("The processing threads have stopped."))),
    );
  }

  private dispatch(): void {
    while (this.queue.length) {
      const slot =
        this.slots.find((s) => !s.task) ?? (this.slots.length < this.options.size ? this.spawn() : undefined);
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private start(slot: Slot, task: Task): void {
    slot.task = task;
    slot.worker.ref(); // an answer is due: keep the process alive for it
    if (task.options.timeoutMs !== undefined) {
      slot.timer = setTimeout(
        () => {
          void this.stop(
            slot,
            new TaskTimeoutError(`The task took longer than ${Math.round(task.options.timeoutMs! / 1000)} s.`),
          );
          this.dispatch();
        },
        Math.max(0, task.options.timeoutMs),
      );
    }
    slot.worker.postMessage({ id: task.id, kind: task.kind, input: task.input }, task.options.transfer ?? []);
  }

  private finish(slot: Slot): Task | null {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    slot.worker.unref();
    return task;
  }

  private spawn(): Slot {
    const worker = new Worker(this.script, {
      workerData: this.options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    worker.unref();
    const slot: Slot = { worker, task: null, timer: null };
    worker.on("message", (reply: Reply) => {
      if (reply.type === "ready" || reply.id !== slot.task?.id) return;
      if (reply.type === "progress") {
        slot.task.options.onProgress?.(reply.value);
        return;
      }
      const task = this.finish(slot)!;
      if (reply.type === "done") task.resolve(reply.result);
      else task.reject(new TaskError(reply.name, reply.message, reply.reason));
      this.dispatch();
    });
    const died = (error: Error) => {
      void this.stop(slot, error);
      this.dispatch();
    };
    worker.on("error", (error: Error & { code?: string }) =>
      died(
        new ThreadFailedError(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? `It needed more memory than a processing thread may use (${this.options.memoryMb} MB).`
            : "The processing thread stopped with an error.",
        ),
      ),
    );
    worker.on("exit", (code) => died(new ThreadFailedError(`The processing thread stopped (exit code ${code}).`)));
    this.slots.push(slot);
    return slot;
  }

  /** Ends a thread (whatever it is doing), fails its task with `error` and frees its place. */
  private async stop(slot: Slot, error: Error): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    this.finish(slot)?.reject(error);
    slot.worker.removeAllListeners("exit");
    slot.worker.removeAllListeners("error");
    slot.worker.on("error", () => {});
    await slot.worker.terminate();
  }
}
