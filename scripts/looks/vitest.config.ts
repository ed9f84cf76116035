// The looks of scripts/looks/: browser and API procedures whose output a person reads; never part of `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["scripts/looks/**/*.look.ts"],
    testTimeout: 1_800_000,
    hookTimeout: 300_000,
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
  },
});
