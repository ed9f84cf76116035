// Lint rules for the whole package: TypeScript's recommended set everywhere, React hooks rules in web/, and the
// server's layers (below): each folder may import only from the folders beneath it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/**
 * The server's layers point down only: http and jobs (the queue and the worker) -> domain -> db and net; pipeline
 * pure; the domain asks for background work through its port (domain/background-work.ts), which jobs implements;
 * config read once by runtime.ts and passed down as plain settings; server/errors.ts and contract/ open to all.
 * Folder names are unique under server/, so an import is named by the folder it reaches, at any depth of `../`.
 */
const reaching = (folders) => `^(\\.\\./)+(${folders.join("|")})(/|\\.ts$)`;
const worker = "^(\\.\\./)+jobs/(worker|processing-deps|reconcile-documents|processors/)";
const layer = (files, patterns) => ({
  files,
  ignores: ["**/*.test.ts", "server/**/testing/**"],
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
});
const refuse = (folders, why, options = {}) => ({ regex: reaching(folders), message: why, ...options });
const serverLayers = [
  layer(
    ["server/db/**"],
    [
      refuse(
        ["domain", "http", "jobs", "pipeline", "net", "config", "logging", "runtime"],
        "db is the bottom layer: it knows tables, not what uses them.",
      ),
    ],
  ),
  layer(
    ["server/pipeline/**"],
    [
      refuse(
        ["db", "domain", "http", "jobs", "net", "config", "logging", "runtime"],
        "The pipeline is pure: data in, data out, settings as arguments.",
      ),
    ],
  ),
  layer(
    ["server/net/**"],
    [
      refuse(
        ["db", "domain", "http", "jobs", "pipeline", "config", "runtime"],
        "net fetches pages; it knows nothing above it.",
      ),
    ],
  ),
  layer(
    ["server/domain/**"],
    [
      refuse(
        ["http", "config", "logging", "runtime"],
        "The domain is below http and gets its settings as arguments; throw errors from server/errors.ts.",
      ),
      refuse(
        ["jobs"],
        "The domain asks for background work through its port (domain/background-work.ts, passed in as " +
          "BackgroundWork); the jobs layer implements it and names the queues.",
      ),
    ],
  ),
  layer(
    ["server/jobs/**"],
    [
      refuse(
        ["http", "config", "runtime"],
        "The worker is beside http: it calls the domain and gets its settings from runtime.ts.",
      ),
    ],
  ),
  layer(
    ["server/http/**"],
    [
      refuse(["runtime"], "runtime.ts builds the app and hands it its services; http does not reach back."),
      {
        regex: worker,
        message: "Routes ask for background work through ctx.services; the worker is not theirs to call.",
      },
      refuse(
        ["config"],
        "Routes read settings from ctx.config (built once by runtime.ts); only its type may be imported.",
        { allowTypeImports: true },
      ),
    ],
  ),
  layer(
    ["server/config/**"],
    [
      refuse(
        ["db", "http", "jobs", "net", "runtime"],
        "config reads the environment into plain settings; it builds nothing.",
      ),
      refuse(["domain"], "config may name the settings types the layers below declare, nothing else.", {
        allowTypeImports: true,
      }),
    ],
  ),
  layer(
    ["server/logging/**"],
    [
      refuse(["db", "domain", "http", "jobs", "pipeline", "net", "runtime"], "The logger knows only its settings."),
      refuse(["config"], "Only the settings' type.", { allowTypeImports: true }),
    ],
  ),
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", ".tmp/**", "server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["scripts/**", "bin/**", "bench/**", "e2e/**"],
    rules: { "no-console": "off" },
  },
  ...serverLayers,
);
