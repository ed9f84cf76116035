import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, dataLocation, logStyle, startupMessage } from "./logger.ts";
import { formatRecord } from "./pretty.ts";

const plain = { colors: false };
const at = new Date(2026, 10, 25, 9, 5, 7).getTime();

function capture(format: "auto" | "pretty" | "json", options: { isTTY?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const stream = Object.assign(new PassThrough(), { isTTY: options.isTTY ?? false });
  let text = "";
  stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const logger = createLogger({ logLevel: "info", logFormat: format }, { stream, env: options.env ?? {} });
  return { logger, read: () => text };
}

describe("formatRecord", () => {
  it("writes a request as one line: time, level, method, path, status, duration", () => {
    const line = formatRecord(
      JSON.stringify({
        level: 30,
        time: at,
        pid: 1,
        reqId: "req-1",
        method: "GET",
        url: "/api/documents",
        statusCode: 200,
        ms: 12.4,
        msg: "request",
      }),
      plain,
    );
    expect(line).toBe("09:05:07 INFO  GET    /api/documents 200 12 ms\n");
  });

  it("puts an error's stack under the line and keeps other fields as key=value", () => {
    const err = { type: "Error", message: "boom", stack: "Error: boom\n    at handler (route.ts:1:1)" };
    const text = formatRecord(
      JSON.stringify({ level: 50, time: at, msg: "request failed", err, documentId: "d1" }),
      plain,
    );
    expect(text).toBe(
      "09:05:07 ERROR request failed documentId=d1\n    Error: boom\n        at handler (route.ts:1:1)\n",
    );
  });

  it("colours levels and statuses only when asked", () => {
    const record = JSON.stringify({ level: 40, time: at, method: "POST", url: "/x", statusCode: 503, ms: 3 });
    expect(formatRecord(record, { colors: true })).toContain("\u001b[31m503\u001b[0m");
    expect(formatRecord(record, { colors: true })).toContain("\u001b[33mWARN ");
    expect(formatRecord(record, plain)).not.toContain("\u001b[");
  });

  it("passes through what is not a log record", () => {
    expect(formatRecord("not json", plain)).toBe("not json\n");
    expect(formatRecord('{"a":1}', plain)).toBe('{"a":1}\n');
  });
});

describe("createLogger", () => {
  it("writes JSON lines when stdout is not a terminal", () => {
    const { logger, read } = capture("auto");
    logger.info({ documentId: "d1" }, "hello");
    expect(JSON.parse(read().trim())).toMatchObject({ level: 30, msg: "hello", documentId: "d1" });
  });

  it("writes readable lines at a terminal, in colour unless NO_COLOR is set", () => {
    const tty = capture("auto", { isTTY: true });
    tty.logger.warn("careful");
    // eslint-disable-next-line no-control-regex
    expect(tty.read().replace(/\u001b\[\d+m/g, "")).toMatch(/^\d\d:\d\d:\d\d WARN {2}careful\n$/);
    expect(tty.read()).toContain("\u001b[");
    const noColor = capture("auto", { isTTY: true, env: { NO_COLOR: "1" } });
    noColor.logger.info("plain");
    expect(noColor.read()).toMatch(/^\d\d:\d\d:\d\d INFO {2}plain\n$/);
  });

  it("follows LOG_FORMAT over the terminal check", () => {
    expect(logStyle("json", { stream: Object.assign(new PassThrough(), { isTTY: true }), env: {} }).pretty).toBe(false);
    expect(logStyle("pretty", { stream: new PassThrough(), env: {} })).toEqual({ pretty: true, colors: false });
    expect(logStyle("pretty", { stream: new PassThrough(), env: { FORCE_COLOR: "1" } })).toEqual({
      pretty: true,
      colors: true,
    });
  });
});

describe("startupMessage", () => {
  it("says how to open the app and where the data lives", () => {
    expect(
      startupMessage({ publicUrl: "http://localhost:5000", databaseUrl: undefined, dataDir: "/srv/mnemo/data" }, true),
    ).toBe(
      "Mnemo is running: open http://localhost:5000 in your browser (data in /srv/mnemo/data (embedded database))",
    );
    expect(dataLocation({ databaseUrl: "postgres://mnemo:secret@db:5432/mnemo", dataDir: "/x" })).toBe(
      "PostgreSQL at postgres://mnemo:***@db:5432/mnemo",
    );
    expect(startupMessage({ publicUrl: "http://x", databaseUrl: "postgres://db/m", dataDir: "/x" }, false)).toBe(
      "Mnemo worker is running (data in PostgreSQL at postgres://db/m)",
    );
  });
});
