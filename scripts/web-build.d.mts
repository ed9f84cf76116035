// Types of web-build.mjs for the TypeScript files that import it (bench/).
export const root: string;
export function sourceHash(): string;
export function isWebBuildFresh(): boolean;
/** Builds dist/web when it is missing or stale (or always with `force`); returns true when it built. */
export function ensureWebBuild(options?: { force?: boolean }): boolean;
