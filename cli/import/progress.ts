/** Where progress goes: stderr, so stdout carries only the summary (and can be piped). */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressCounts {
  /** Files handled so far, failures included. */
  done: number;
  failed: number;
  total: number;
}

/** "1:05", "12:03:09": durations as people read them. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Files per second and the time left, once there is something to measure (null before). */
export function rateAndEta(counts: ProgressCounts, elapsedMs: number): { rate: number; leftMs: number } | null {
  if (counts.done === 0 || elapsedMs < 500) return null;
  const rate = counts.done / (elapsedMs / 1000);
  return { rate, leftMs: ((counts.total - counts.done) / rate) * 1000 };
}

function figures(counts: ProgressCounts, elapsedMs: number): string {
  const parts = [`${counts.done}/${counts.total}`];
  if (counts.failed) parts.push(`${counts.failed} failed`);
  const speed = rateAndEta(counts, elapsedMs);
  if (speed) parts.push(`${speed.rate.toFixed(1)} files/s`, `${formatDuration(speed.leftMs)} left`);
  return parts.join("  ");
}

/** The redrawn line of a terminal: a bar, then the figures. */
export function formatBar(counts: ProgressCounts, elapsedMs: number, terminalColumns?: number): string {
  // A terminal that does not report its size says 0: assume the classic 80.
  const columns = terminalColumns && terminalColumns >= 40 ? terminalColumns : 80;
  const text = figures(counts, elapsedMs);
  // A fixed width (room for the longest figures), so the bar does not jump when the rate appears.
  const width = Math.max(10, Math.min(30, columns - 64));
  const filled = counts.total ? Math.round((counts.done / counts.total) * width) : width;
  return `Importing [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${text}`.slice(0, columns - 1);
}

/** A line of a log (not a terminal): said every few seconds instead of redrawn. */
export function formatLine(counts: ProgressCounts, elapsedMs: number): string {
  return `import: ${figures(counts, elapsedMs).replace(/ {2}/g, ", ")}`;
}

/**
 * A bar redrawn in place on a terminal (at most 10 times a second), plain lines every `intervalMs` elsewhere (CI
 * logs, a redirected stderr), where carriage returns would pile up into one unreadable line.
 */
export class Progress {
  private counts: ProgressCounts = { done: 0, failed: 0, total: 0 };
  private startedAt = 0;
  private lastDraw = -Infinity;
  private drawn = false;

  constructor(
    private readonly stream: ProgressStream,
    private readonly options: { intervalMs?: number; now?: () => number } = {},
  ) {}

  private get now(): number {
    return (this.options.now ?? Date.now)();
  }

  start(total: number): void {
    this.counts = { done: 0, failed: 0, total };
    this.startedAt = this.now;
    this.draw(true);
  }

  update(counts: Omit<ProgressCounts, "total">): void {
    this.counts = { ...this.counts, ...counts };
    this.draw(false);
  }

  /** A message between progress lines (a retry, a warning); the bar is drawn again under it. */
  note(message: string): void {
    if (this.stream.isTTY && this.drawn) this.stream.write("\r\x1b[K");
    this.stream.write(`${message}\n`);
    this.drawn = false;
    if (this.stream.isTTY) this.draw(true);
  }

  finish(): void {
    this.draw(true);
    if (this.stream.isTTY && this.drawn) this.stream.write("\n");
    this.drawn = false;
  }

  private draw(force: boolean): void {
    const now = this.now;
    const elapsed = now - this.startedAt;
    if (this.stream.isTTY) {
      if (!force && now - this.lastDraw < 100) return;
      this.stream.write(`\r\x1b[K${formatBar(this.counts, elapsed, this.stream.columns)}`);
      this.drawn = true;
    } else {
      if (!force && now - this.lastDraw < (this.options.intervalMs ?? 5000)) return;
      this.stream.write(`${formatLine(this.counts, elapsed)}\n`);
    }
    this.lastDraw = now;
  }
}
