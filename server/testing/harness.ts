import { pino } from "pino";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { loadConfig, type AppConfig } from "../config/env.ts";
import type { AppContext, Role } from "../http/context.ts";
import { startRuntime } from "../runtime.ts";
import { openTestDatabase } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

export const silentLogger = pino({ level: "silent" });

/**
 * The real app on a fresh real database, with both roles, not listening (use `app.inject`). Environment values
 * can be given as they would be in production; rate limits are raised so tests are not throttled by default.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  roles: Role[] = ["web", "worker"],
): Promise<TestApp> {
  const config: AppConfig = loadConfig({
    MNEMO_SIGNIN_RATE_LIMIT: "10000",
    MNEMO_UPLOAD_RATE_LIMIT: "100000",
    MNEMO_AUTH_SECRET: "test-secret-that-is-long-enough-for-signing-cookies",
    ...env,
  });
  const database = await openTestDatabase();
  const runtime = await startRuntime(config, roles, silentLogger, { database, listen: false });
  return { app: runtime.app!, ctx: runtime.ctx, close: () => runtime.stop() };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

let userCounter = 0;

/** Each signed-up test user comes from an address of its own (TEST-NET-2), so sign-ups never spend one shared budget of password checks. */
const testAddress = (n: number) => `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** Signs up a new user through the API and returns its session cookie. */
export async function signUpUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<TestUser> {
  userCounter += 1;
  const body = {
    firstName: "Test",
    lastName: `User${userCounter}`,
    email: `user${userCounter}-${Date.now()}@example.com`,
    password: "correct horse battery",
    ...overrides,
  };
  const remoteAddress = testAddress(userCounter);
  const signUp = await app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body, remoteAddress });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  // Signing up signs nobody in (the answer is the same for a taken e-mail): sign in, as the web app does next.
  const signIn = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: { email: body.email, password: body.password },
    remoteAddress,
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.statusCode} ${signIn.body}`);
  return {
    id: signIn.json<{ id: string }>().id,
    email: body.email.toLowerCase(),
    password: body.password,
    cookie: cookieHeader(signIn),
  };
}

/** `app.inject` as a signed-in user. */
export function asUser(app: FastifyInstance, user: TestUser, options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, cookie: user.cookie } });
}
