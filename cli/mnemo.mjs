#!/usr/bin/env node
// The `mnemo` command (package.json "bin"). The CLI is TypeScript like the rest of the repository, so tsx's loader
// is registered in this process before main.ts is imported: no build step, and `npx mnemo` works from a checkout.
import { register } from "tsx/esm/api";

register();
const { main } = await import("./main.ts");
// exitCode rather than process.exit(): output still buffered for a pipe is written before the process ends.
process.exitCode = await main(process.argv.slice(2));
