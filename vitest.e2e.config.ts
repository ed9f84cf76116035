import { defineConfig } from "vitest/config";

// End-to-end tests: the real server as a child process, Debian chromium through playwright-core.
// One file at a time (each starts its own server and browser), generous timeouts for a busy 2-core machine.
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    retry: 0,
  },
});
