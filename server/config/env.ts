import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";
import { defaultProcessingLimits as limitDefaults, type ProcessingLimits } from "../pipeline/limits.ts";
import type { OidcProviderConfig } from "../domain/accounts/auth.ts";
import type { LlmConfig } from "../pipeline/llm/config.ts";
import { llmEnvShape, readLlmConfig } from "./llm.ts";

/**
 * Every setting Mnemo reads from the environment, with its default. The README's table lists the same
 * names: keep the two in step.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  MNEMO_DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  MNEMO_PUBLIC_URL: z.string().url().optional(),
  MNEMO_TRUST_PROXY: z.string().optional(),
  MNEMO_AUTH_SECRET: z.string().min(32, "MNEMO_AUTH_SECRET must be at least 32 characters").optional(),
  MNEMO_SIGNIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  MNEMO_UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  MNEMO_TRUSTED_ORIGINS: z.string().optional(),
  MNEMO_WORKER_CONCURRENCY: z.coerce.number().int().positive().default(2),
  MNEMO_QUEUE_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  MNEMO_SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  MNEMO_SKIP_WEB_BUILD: z.string().optional(),
  MNEMO_EMBEDDINGS: z.enum(["words", "use"]).default("words"),
  MNEMO_MODEL_CACHE_DIR: z.string().optional(),
  MNEMO_MAX_UPLOAD_MB: z.coerce.number().positive().max(2048).default(50),
  MNEMO_OCR_MAX_PAGES: z.coerce.number().int().min(0).max(10_000).default(100),
  MNEMO_URL_IMPORT_ALLOW: z.string().optional(),
  MNEMO_URL_IMPORT_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(20),
  MNEMO_MAX_DOCUMENT_CHARS: z.coerce.number().int().min(1000).default(limitDefaults.documentChars),
  MNEMO_MAX_PDF_PAGES: z.coerce.number().int().min(1).default(limitDefaults.pdfPages),
  MNEMO_MAX_PDF_STREAM_MB: z.coerce
    .number()
    .positive()
    .max(2048)
    .default(limitDefaults.pdfStreamBytes / 1048576),
  MNEMO_MAX_CHUNKS_PER_DOCUMENT: z.coerce.number().int().min(1).default(limitDefaults.chunks),
  MNEMO_MAX_MENTIONS_PER_CONCEPT: z.coerce.number().int().min(1).default(limitDefaults.mentionsPerConcept),
  MNEMO_MAX_EVIDENCE_PER_RELATIONSHIP: z.coerce.number().int().min(1).default(limitDefaults.evidencePerRelationship),
  MNEMO_MAX_STATEMENTS_PER_DOCUMENT: z.coerce.number().int().min(1).default(limitDefaults.statements),
  MNEMO_MAX_LINKS_PER_NOTE: z.coerce.number().int().min(1).default(limitDefaults.linksPerNote),
  // Below the queue's expiry of a document job (3,600 s), so a job is never run twice while the first still runs.
  MNEMO_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3000).default(900),
  MNEMO_PIPELINE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  MNEMO_PIPELINE_MEMORY_MB: z.coerce.number().int().min(128).max(16_384).default(1024),
  ...llmEnvShape,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["auto", "pretty", "json"]).default("auto"),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The URL people reach the app at; OIDC redirect URLs and cookie security derive from it. */
  publicUrl: string;
  trustProxy: boolean | string;
  authSecret: string | undefined;
  signInRateLimitPerMinute: number;
  /** Document uploads allowed per minute per user (session or API token). */
  uploadRateLimitPerMinute: number;
  trustedOrigins: string[];
  workerConcurrency: number;
  /** How often the queue looks for jobs whose worker died, to retry them. */
  queueSuperviseSeconds: number;
  shutdownTimeoutMs: number;
  logLevel: string;
  /** `pretty`: one readable line per record; `json`: JSON lines; `auto`: pretty when stdout is a terminal. */
  logFormat: "auto" | "pretty" | "json";
  /** `host:port` pairs web-address imports may reach although they resolve to private or loopback addresses. */
  urlImportAllow: string[];
  /** How long fetching one web page may take, in milliseconds, from the first byte sent to the last received. */
  urlImportTimeoutMs: number;
  /** Largest accepted upload, however it arrives: a file, base64 in JSON, a note's text (its UTF-8 bytes). */
  maxUploadBytes: number;
  /** What one document may grow into while it is processed (text, pages, rows); see pipeline/limits.ts. */
  limits: ProcessingLimits;
  /** A document job that runs longer fails with a reason and is not retried. */
  jobTimeoutMs: number;
  /** Worker threads for CPU-heavy processing (reading, extraction, vectors, contradiction judging). */
  pipelineThreads: number;
  /** Heap limit of each of those threads: a document that needs more fails instead of the process. */
  pipelineMemoryMb: number;
  /** The AI provider for extraction, or null for the local extractor only. */
  llm: LlmConfig | null;
  /** Sentence vectors: fast word vectors (default) or the Universal Sentence Encoder. */
  embeddingModel: "words" | "use";
  /** Where converted model files are kept; undefined: `node_modules/.cache/mnemo/` beside the installed packages. */
  modelCacheDir: string | undefined;
  oidcProviders: OidcProviderConfig[];
}

/** Reads `MNEMO_OIDC_<ID>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET` and optional `_NAME` for every <ID>. */
export function readOidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  for (const key of Object.keys(env).sort()) {
    const match = /^MNEMO_OIDC_([A-Z0-9_]+)_ISSUER$/.exec(key);
    if (!match?.[1]) continue;
    const prefix = `MNEMO_OIDC_${match[1]}_`;
    const issuer = env[key]?.trim();
    const clientId = env[`${prefix}CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}CLIENT_SECRET`]?.trim();
    if (!issuer || !clientId || !clientSecret) {
      throw new Error(`${prefix}ISSUER is set, so ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set too.`);
    }
    const id = match[1].toLowerCase().replace(/_/g, "-");
    const name = env[`${prefix}NAME`]?.trim() || id.charAt(0).toUpperCase() + id.slice(1);
    providers.push({ id, name, issuer, clientId, clientSecret });
  }
  return providers;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  return value; // a comma-separated list of addresses or CIDR ranges
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const llm = readLlmConfig(env); // an AI provider that is set up wrongly stops the start with a list of what to fix
  const publicUrl = (e.MNEMO_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.MNEMO_DATA_DIR),
    databaseUrl: e.DATABASE_URL?.trim() || undefined,
    publicUrl,
    trustProxy: parseTrustProxy(e.MNEMO_TRUST_PROXY),
    authSecret: e.MNEMO_AUTH_SECRET,
    signInRateLimitPerMinute: e.MNEMO_SIGNIN_RATE_LIMIT,
    uploadRateLimitPerMinute: e.MNEMO_UPLOAD_RATE_LIMIT,
    trustedOrigins: (e.MNEMO_TRUSTED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    workerConcurrency: e.MNEMO_WORKER_CONCURRENCY,
    queueSuperviseSeconds: e.MNEMO_QUEUE_SUPERVISE_SECONDS,
    shutdownTimeoutMs: e.MNEMO_SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    embeddingModel: e.MNEMO_EMBEDDINGS,
    modelCacheDir: e.MNEMO_MODEL_CACHE_DIR?.trim() ? resolve(e.MNEMO_MODEL_CACHE_DIR.trim()) : undefined,
    llm,
    maxUploadBytes: Math.round(e.MNEMO_MAX_UPLOAD_MB * 1024 * 1024),
    urlImportAllow: (e.MNEMO_URL_IMPORT_ALLOW ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    urlImportTimeoutMs: Math.round(e.MNEMO_URL_IMPORT_TIMEOUT_SECONDS * 1000),
    limits: {
      documentChars: e.MNEMO_MAX_DOCUMENT_CHARS,
      pdfPages: e.MNEMO_MAX_PDF_PAGES,
      pdfStreamBytes: Math.round(e.MNEMO_MAX_PDF_STREAM_MB * 1024 * 1024),
      chunks: e.MNEMO_MAX_CHUNKS_PER_DOCUMENT,
      mentionsPerConcept: e.MNEMO_MAX_MENTIONS_PER_CONCEPT,
      evidencePerRelationship: e.MNEMO_MAX_EVIDENCE_PER_RELATIONSHIP,
      statements: e.MNEMO_MAX_STATEMENTS_PER_DOCUMENT,
      ocrPages: e.MNEMO_OCR_MAX_PAGES,
      linksPerNote: e.MNEMO_MAX_LINKS_PER_NOTE,
    },
    jobTimeoutMs: e.MNEMO_JOB_TIMEOUT_SECONDS * 1000,
    // One core stays with the web role and the embedded database's thread.
    pipelineThreads:
      e.MNEMO_PIPELINE_THREADS ?? Math.max(1, Math.min(e.MNEMO_WORKER_CONCURRENCY, availableParallelism() - 1)),
    pipelineMemoryMb: e.MNEMO_PIPELINE_MEMORY_MB,
    oidcProviders: readOidcProviders(env),
  };
}
