/** A span inside a text of `length` characters, or null when it is empty or outside the text. */
export function clampRange(length: number, start: number, end: number): { start: number; end: number } | null {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  const s = Math.max(0, Math.min(length, Math.floor(start)));
  const e = Math.max(0, Math.min(length, Math.floor(end)));
  return e > s ? { start: s, end: e } : null;
}
