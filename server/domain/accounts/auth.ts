import { betterAuth } from "better-auth";
import type { Logger } from "pino";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Db } from "../../db/client.ts";
import { accounts, sessions, users, verifications } from "../../db/schema.ts";
import { limits } from "../../../contract/constants.ts";

export const AUTH_BASE_PATH = "/api/identity";

/** Where OIDC failures land: the built-in sign-in screen shows the `error` code as a sentence. */
export const SIGN_IN_PAGE = "/sign-in";

export interface OidcProviderConfig {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What sign-in is set up with, as plain settings (the runtime passes them from the configuration). */
export interface AuthSettings {
  /** The URL people reach the app at; OIDC redirect URLs and cookie security derive from it. */
  publicUrl: string;
  trustedOrigins: string[];
  trustProxy: boolean | string;
  oidcProviders: OidcProviderConfig[];
}

function oidcProviderOptions(provider: OidcProviderConfig) {
  const issuer = provider.issuer.replace(/\/+$/, "");
  return {
    providerId: provider.id,
    name: provider.name,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    scopes: ["openid", "email", "profile"],
    pkce: true,
    mapProfileToUser: (profile: Record<string, unknown>) => {
      const given = typeof profile.given_name === "string" ? profile.given_name : null;
      const family = typeof profile.family_name === "string" ? profile.family_name : null;
      const name = typeof profile.name === "string" ? profile.name : null;
      const [first, ...rest] = (name ?? "").split(/\s+/).filter(Boolean);
      return {
        firstName: given ?? first ?? null,
        lastName: family ?? (rest.length ? rest.join(" ") : null),
      };
    },
  };
}

export function createAuth(db: Db, config: AuthSettings, secret: string, logger: Logger) {
  return betterAuth({
    logger: {
      // Better Auth's own messages go to the process log, where "user not found" is debug noise, not a warning.
      log: (level, message, ...args) => {
        const target = level === "error" ? "error" : "debug";
        logger[target]({ source: "auth", details: args.length ? args : undefined }, message);
      },
    },
    appName: "Mnemo",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      // With auto sign-in off, Better Auth answers a sign-up for a taken e-mail exactly like a new one (and
      // spends the same hashing time), so sign-up cannot be used to find out who has an account.
      autoSignIn: false,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        username: { type: "string", required: false, input: false },
      },
    },
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    // Sign-in and sign-up go through Mnemo's own routes (validation, rate limits, uniform errors).
    disabledPaths: ["/sign-up/email", "/sign-in/email"],
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : [] },
    },
    onAPIError: { errorURL: SIGN_IN_PAGE },
    plugins: config.oidcProviders.length
      ? [genericOAuth({ config: config.oidcProviders.map(oidcProviderOptions) })]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
