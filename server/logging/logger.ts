/**
 * The process logger: JSON lines for log collectors, or, when stdout is a terminal (`LOG_FORMAT=auto`, the
 * default) or `LOG_FORMAT=pretty`, one readable line per record, in colour unless `NO_COLOR` is set.
 */
import { pino, type Logger } from "pino";
import type { AppConfig } from "../config/env.ts";
import { prettyDestination } from "./pretty.ts";

export interface LoggerTarget {
  stream: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

/** Whether records are written for a person (pretty) and in colour. */
export function logStyle(format: AppConfig["logFormat"], target: LoggerTarget): { pretty: boolean; colors: boolean } {
  const pretty = format === "pretty" || (format === "auto" && Boolean(target.stream.isTTY));
  const forced = target.env.FORCE_COLOR !== undefined && target.env.FORCE_COLOR !== "0";
  const colors = pretty && target.env.NO_COLOR === undefined && (forced || Boolean(target.stream.isTTY));
  return { pretty, colors };
}

export function createLogger(
  config: Pick<AppConfig, "logLevel" | "logFormat">,
  target: LoggerTarget = { stream: process.stdout, env: process.env },
): Logger {
  const { pretty, colors } = logStyle(config.logFormat, target);
  const options = { level: config.logLevel, base: { pid: process.pid } };
  if (pretty) return pino(options, prettyDestination(target.stream, { colors }));
  return target.stream === process.stdout ? pino(options) : pino(options, target.stream);
}

/** A PostgreSQL URL without its password, for the start-up line. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/** Where the data lives, in words: the embedded database's folder, or the PostgreSQL server. */
export function dataLocation(config: Pick<AppConfig, "databaseUrl" | "dataDir">): string {
  return config.databaseUrl
    ? `PostgreSQL at ${redactDatabaseUrl(config.databaseUrl)}`
    : `${config.dataDir} (embedded database)`;
}

/** The start-up line: how to open the app and where its data lives. */
export function startupMessage(config: Pick<AppConfig, "publicUrl" | "databaseUrl" | "dataDir">, web: boolean): string {
  const data = `data in ${dataLocation(config)}`;
  return web
    ? `Mnemo is running: open ${config.publicUrl} in your browser (${data})`
    : `Mnemo worker is running (${data})`;
}
