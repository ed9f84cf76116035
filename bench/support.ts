/** The p-th percentile (nearest rank) of a list of numbers, rounded to 0.1. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 10) / 10;
}

/** One benchmark result as a line a person can read and a script can grep. */
export function printResult(name: string, figures: Record<string, string | number>): void {
  const parts = Object.entries(figures).map(([key, value]) => `${key}=${value}`);
  console.log(`${name}: ${parts.join(" ")}`);
}

/** The databases a server benchmark measures on: the embedded PGlite, then PostgreSQL when DATABASE_URL names one. */
export function serverDatabases(): Array<{ name: "pglite" | "postgres"; url: string | undefined }> {
  const url = process.env.DATABASE_URL;
  return [{ name: "pglite", url: undefined }, ...(url ? [{ name: "postgres" as const, url }] : [])];
}
