// A pipeline thread (plain JavaScript so it starts the same under node with tsx, vitest and scripts): loads the
// TypeScript task handlers and answers the pool's messages, one task at a time, with progress on the way.
import { parentPort, workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { createTasks } = await tsImport("./pipeline-tasks.ts", import.meta.url);
const tasks = createTasks(workerData);

parentPort.on("message", async ({ id, kind, input }) => {
  try {
    const handler = tasks[kind];
    if (!handler) throw new Error(`unknown task ${kind}`);
    const { result, transfer } = await handler(input, (value) =>
      parentPort.postMessage({ id, type: "progress", value }),
    );
    parentPort.postMessage({ id, type: "done", result }, transfer ?? []);
  } catch (error) {
    parentPort.postMessage({
      id,
      type: "error",
      name: error?.name ?? "Error",
      message: String(error?.message ?? error),
      reason: error?.reason ?? error?.code,
    });
  }
});
parentPort.postMessage({ type: "ready" });
