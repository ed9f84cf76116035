import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = {
  "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
  "@web": fileURLToPath(new URL("./web", import.meta.url)),
};

// Two projects: the server suite runs against a real database (PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set); the web suite runs components in happy-dom.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "contract/**/*.test.ts", "scripts/**/*.test.ts", "cli/**/*.test.ts"],
          globalSetup: ["server/testing/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["web/**/*.test.{ts,tsx}"],
          setupFiles: ["web/testing/setup.ts"],
        },
      },
    ],
  },
});
