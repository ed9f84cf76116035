// The web app: React SPA in web/, built to dist/web (the server serves it for every non-API path).
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./web"),
  publicDir: fromRoot("./web/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@contract": fromRoot("./contract"),
      "@web": fromRoot("./web"),
    },
  },
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // dist/web/.vite/manifest.json: which chunks each route needs (bench/web-bundle.bench.ts sums them). It is
    // served like any static file; it names only the public asset files.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Icons and the small shared components directly in web/components/ that several pages use, in one chunk
            // instead of dozens of sub-kilobyte files (each a request). Without their dependencies: those (Radix,
            // React) would otherwise be dragged into a chunk that every route loads.
            {
              name: "ui",
              test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|[\\/]web[\\/]components[\\/][^\\/]+$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The API and its auth redirects (/api/login, /api/logout) live on the Fastify server.
      "/api": { target: "http://localhost:5000", changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
