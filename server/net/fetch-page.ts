/**
 * Fetches one web page for an import, safe against server-side request forgery: only http and https; every
 * address a name resolves to is checked, after every redirect, and the connection goes to the address that was
 * checked (a name that resolves differently a moment later cannot slip through); at most 5 redirects; the body is
 * capped in bytes (also after decompression) and the whole exchange in time.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Readable } from "node:stream";
import { isAllowListed, isPublicAddress } from "./address-policy.ts";
import { errorCodes, type ErrorCode } from "../../contract/errors.ts";

export interface FetchPageOptions {
  maxBytes: number;
  timeoutMs: number;
  /** `host:port` pairs reached whatever they resolve to (MNEMO_URL_IMPORT_ALLOW). */
  allow: readonly string[];
  maxRedirects?: number;
}

export interface FetchedPage {
  /** The address the page was finally read from (after redirects). */
  url: string;
  bytes: Buffer;
  /** The media type the server named, lower case, without parameters. */
  mediaType: string | null;
  charset: string | null;
}

/** Why a page could not be fetched; `status` is what the API answers. */
export class FetchPageError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = "FetchPageError";
  }
}

const refused = (what: string) =>
  new FetchPageError(
    `${what} is a local or private network address, which Mnemo does not fetch. Use a public web address.`,
    400,
    errorCodes.urlNotAllowed,
  );

/**
 * A host name that is not on the public internet: one that does not resolve and one that resolves to a private
 * address get this same answer, so nobody can map the server's network by the difference.
 */
const notPublic = () =>
  new FetchPageError(
    "The page could not be fetched: its host name was not found on the public internet.",
    422,
    errorCodes.urlFetchFailed,
  );

/** Names that are local by definition (RFC 6761): refused as plainly as a literal loopback address. */
const LOCAL_NAME = /^(?:localhost|.+\.localhost)\.?$/i;

/** The web address as a URL Mnemo may fetch, or a FetchPageError saying why not. */
export function parsePageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FetchPageError(
      "That is not a web address. Enter one that starts with http:// or https://.",
      400,
      errorCodes.invalidUrl,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchPageError("Only http:// and https:// addresses can be added.", 400, errorCodes.invalidUrl);
  if (url.username || url.password)
    throw new FetchPageError("Web addresses with a user name or password cannot be added.", 400, errorCodes.invalidUrl);
  if (!url.hostname) throw new FetchPageError("That web address has no host name.", 400, errorCodes.invalidUrl);
  return url;
}

/** A DNS lookup that refuses names resolving to any non-public address (unless the host:port is allow-listed). */
function checkedLookup(url: URL, allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(allowed ? error : notPublic(), "", 0);
      if (!allowed && (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))))
        return callback(notPublic(), "", 0);
      const first = addresses[0]!;
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [first]);
      callback(null, first.address, first.family);
    });
  };
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "").toLowerCase().trim();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip());
  if (encoding === "deflate") return response.pipe(createInflate());
  if (encoding === "br") return response.pipe(createBrotliDecompress());
  return response;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchPage(raw: string, options: FetchPageOptions): Promise<FetchedPage> {
  const maxRedirects = options.maxRedirects ?? 5;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = parsePageUrl(raw);
    for (let redirects = 0; ; redirects++) {
      const allowed = isAllowListed(url, options.allow);
      // A literal address never goes through DNS: check it here.
      const literal = url.hostname.replace(/^\[|\]$/g, "");
      if (!allowed && ((isIP(literal) && !isPublicAddress(literal)) || LOCAL_NAME.test(literal)))
        throw refused(url.host);
      const response = await request(url, allowed, controller.signal);
      if (REDIRECTS.has(response.statusCode ?? 0) && response.headers.location) {
        response.resume();
        if (redirects >= maxRedirects)
          throw new FetchPageError(
            `The page redirected more than ${maxRedirects} times.`,
            422,
            errorCodes.tooManyRedirects,
          );
        url = parsePageUrl(new URL(response.headers.location, url).toString());
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FetchPageError(
          `The page could not be fetched: the server answered ${status} ${response.statusMessage ?? ""}`.trim() + ".",
          422,
          errorCodes.urlFetchFailed,
        );
      }
      const declared = Number(response.headers["content-length"] ?? NaN);
      if (declared > options.maxBytes) {
        response.destroy();
        throw tooLarge(options.maxBytes);
      }
      const bytes = await readCapped(decoded(response), options.maxBytes, controller.signal);
      const [mediaType, ...params] = (response.headers["content-type"] ?? "").split(";");
      const charset = params.map((p) => /^\s*charset\s*=\s*"?([^";\s]+)/i.exec(p)?.[1]).find(Boolean) ?? null;
      return { url: url.toString(), bytes, mediaType: mediaType?.trim().toLowerCase() || null, charset };
    }
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof FetchPageError)) {
      throw new FetchPageError(
        `The page did not answer within ${Math.round(options.timeoutMs / 1000)} seconds.`,
        422,
        errorCodes.urlTimeout,
      );
    }
    if (error instanceof FetchPageError) throw error;
    throw new FetchPageError(`The page could not be fetched (${readable(error)}).`, 422, errorCodes.urlFetchFailed);
  } finally {
    clearTimeout(timer);
  }
}

function request(url: URL, allowed: boolean, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        signal,
        agent: false, // a fresh connection to the address checked now, never a pooled one
        lookup: checkedLookup(url, allowed),
        headers: {
          "user-agent": "Mnemo/1.0 (saves pages for its user's reading)",
          accept: "text/html,application/xhtml+xml,application/pdf,application/epub+zip,text/plain;q=0.9,*/*;q=0.5",
          "accept-encoding": "gzip, deflate, br",
        },
      },
      resolve,
    );
    req.on("error", (error) =>
      reject(
        (error as { cause?: unknown }).cause instanceof FetchPageError
          ? (error as { cause: FetchPageError }).cause
          : error,
      ),
    );
    req.end();
  });
}

async function readCapped(stream: Readable, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      if (signal.aborted) throw new Error("aborted");
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number) =>
  new FetchPageError(
    `The page is larger than the limit of ${Math.round(maxBytes / 1048576)} MB.`,
    413,
    errorCodes.payloadTooLarge,
  );

function readable(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "its host name was not found";
  if (code === "ECONNREFUSED") return "the connection was refused";
  if (code === "ECONNRESET") return "the connection was reset";
  if (code === "CERT_HAS_EXPIRED" || code?.startsWith("ERR_TLS") || code?.includes("CERT"))
    return "its certificate is not valid";
  if (code === "ETIMEDOUT" || code === "EHOSTUNREACH" || code === "ENETUNREACH")
    return "the server could not be reached";
  // Anything else is said plainly: a library's message would name its internals.
  return "the connection failed";
}
