import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorCodes } from "../../../contract/errors.ts";
import type { AppConfig } from "../../config/env.ts";
import { AppError } from "../../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins allowed to change state: the public URL, any configured extras, and the host the request names. */
function isAllowedOrigin(request: FastifyRequest, origin: string, config: AppConfig): boolean {
  if (origin === new URL(config.publicUrl).origin) return true;
  if (config.trustedOrigins.includes(origin)) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Refuses state-changing /api calls made by a browser on behalf of another site (CSRF). Calls without an
 * Origin header and without `Sec-Fetch-Site: cross-site` come from scripts and command-line tools, not from a
 * browser page, and are let through: they still need a session or a token.
 */
export function assertSameOrigin(request: FastifyRequest, config: AppConfig): void {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
  const origin = request.headers.origin;
  if (origin && origin !== "null") {
    if (isAllowedOrigin(request, origin, config)) return;
  } else if (request.headers["sec-fetch-site"] !== "cross-site" && origin !== "null") {
    return;
  }
  throw new AppError(403, "This request came from another site and was refused.", errorCodes.crossOrigin);
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = config.publicUrl.startsWith("https://");
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        // Radix positions popovers with inline style attributes.
        "style-src": ["'self'", "'unsafe-inline'"],
        // Profile pictures are links to images anywhere on the web.
        "img-src": ["'self'", "data:", "blob:", "https:", "http:"],
        "connect-src": ["'self'"],
        "font-src": ["'self'", "data:"],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'", ...config.oidcProviders.map((p) => new URL(p.issuer).origin)],
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    // Signed-in calls (session or API token) count per user, so a leaked token used from many addresses is held to
    // the same pace as its owner; signed-out calls (sign-in, sign-up) count per client address. The session guard
    // runs first (app-wide hooks precede the plugin's per-route hook), so `sessionUser` is known here.
    keyGenerator: (request) => (request.sessionUser ? `user:${request.sessionUser.id}` : request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: errorCodes.rateLimited,
    }),
  });
  app.addHook("onRequest", async (request) => assertSameOrigin(request, config));
}
