/**
 * Routes match without regard to case and with an optional trailing slash (wouter does this when matching),
 * but `useLocation()` returns the path as typed: compare paths through this.
 */
export function normalisePath(path: string): string {
  const lower = path.split(/[?#]/, 1)[0]!.toLowerCase();
  const trimmed = lower.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** True when `location` is `route` (after normalising both). */
export function isSamePath(location: string, route: string): boolean {
  return normalisePath(location) === normalisePath(route);
}
