/**
 * Log lines for a person at a terminal: pino's JSON record turned into one short line (time, level, message,
 * the request's method, path, status and duration), coloured by level and status, an error's stack below it.
 * Anything that is not a JSON record is passed through as it came.
 */

const levelNames: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

/** ANSI SGR codes; none when colours are off. */
const sgr = {
  reset: 0,
  bold: 1,
  dim: 2,
  red: 31,
  green: 32,
  yellow: 33,
  blue: 34,
  magenta: 35,
  cyan: 36,
  grey: 90,
} as const;
type Style = keyof typeof sgr;

export interface PrettyOptions {
  colors: boolean;
}

function paint(text: string, style: Style, colors: boolean): string {
  return colors ? `\u001b[${sgr[style]}m${text}\u001b[0m` : text;
}

const levelStyles: Record<number, Style> = {
  10: "grey",
  20: "grey",
  30: "cyan",
  40: "yellow",
  50: "red",
  60: "magenta",
};

function statusStyle(status: number): Style {
  return status >= 500 ? "red" : status >= 400 ? "yellow" : status >= 300 ? "cyan" : "green";
}

function clock(time: unknown): string {
  const date = typeof time === "number" ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, "0")).join(":");
}

interface SerializedError {
  type?: string;
  message?: string;
  stack?: string;
}

/** Fields already shown on the line, or noise to a reader (pino's bookkeeping). */
const shownKeys = new Set([
  "level",
  "time",
  "pid",
  "hostname",
  "msg",
  "reqId",
  "req",
  "res",
  "err",
  "error",
  "responseTime",
  "method",
  "url",
  "statusCode",
  "ms",
]);

function extras(record: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (shownKeys.has(key) || value === undefined) continue;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    parts.push(`${key}=${text.length > 120 ? `${text.slice(0, 117)}...` : text}`);
  }
  return parts.join(" ");
}

/** One record as the line(s) a person reads; `line` is returned unchanged when it is not a pino record. */
export function formatRecord(line: string, options: PrettyOptions): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith("\n") ? line : `${line}\n`;
  }
  if (typeof record !== "object" || record === null || typeof record.level !== "number")
    return line.endsWith("\n") ? line : `${line}\n`;
  const { colors } = options;
  const level = record.level;
  const name = (levelNames[level] ?? String(level)).padEnd(5);
  const head = `${paint(clock(record.time), "grey", colors)} ${paint(name, levelStyles[level] ?? "reset", colors)}`;
  let body: string;
  if (typeof record.method === "string" && typeof record.statusCode === "number") {
    // A request line: "GET /api/documents 200 12 ms".
    const ms =
      typeof record.ms === "number" ? `${record.ms < 10 ? record.ms.toFixed(1) : Math.round(record.ms)} ms` : "";
    body = `${paint(record.method.padEnd(6), "bold", colors)} ${String(record.url ?? "")} ${paint(String(record.statusCode), statusStyle(record.statusCode), colors)} ${paint(ms, "dim", colors)}`;
  } else {
    body = String(record.msg ?? "");
  }
  const more = extras(record);
  let out = `${head} ${body}${more ? ` ${paint(more, "dim", colors)}` : ""}\n`;
  const err = (record.err ?? record.error) as SerializedError | undefined;
  if (err && typeof err === "object") {
    const stack = err.stack ?? `${err.type ?? "Error"}: ${err.message ?? ""}`;
    out += `${paint(
      stack
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n"),
      level >= 50 ? "red" : "dim",
      colors,
    )}\n`;
  }
  return out;
}

/** A pino destination that writes formatted lines to `stream` (pino writes one JSON record per call). */
export function prettyDestination(
  stream: NodeJS.WritableStream,
  options: PrettyOptions,
): { write(chunk: string): boolean } {
  return {
    write(chunk: string) {
      let out = "";
      for (const line of chunk.split("\n")) if (line) out += formatRecord(line, options);
      return stream.write(out);
    },
  };
}
