import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext } from "./context.ts";
import { CredentialBudget } from "./credential-budget.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerIdentityBridge } from "./plugins/identity-bridge.ts";
import { registerStrictJson } from "./plugins/json-body.ts";
import { registerTextFieldGuard } from "./plugins/text-fields.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRequestLog } from "./plugins/request-log.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";
import { registerSessionGuard } from "./session.ts";
import { accountRoutes } from "./routes/account.ts";
import { answerRoutes } from "./routes/answers.ts";
import { apiTokenRoutes } from "./routes/api-tokens.ts";
import { authRoutes } from "./routes/auth.ts";
import { conceptRelationshipRoutes } from "./routes/concept-relationships.ts";
import { conceptChangeRoutes } from "./routes/concept-changes.ts";
import { conceptRoutes } from "./routes/concepts.ts";
import { contradictionRoutes } from "./routes/contradictions.ts";
import { documentEventRoutes } from "./routes/document-events.ts";
import { documentReadingRoutes } from "./routes/document-reading.ts";
import { documentUploadRoutes } from "./routes/document-upload.ts";
import { documentUrlRoutes } from "./routes/document-url.ts";
import { documentRoutes } from "./routes/documents.ts";
import { graphRoutes } from "./routes/graph.ts";
import { healthRoutes } from "./routes/health.ts";
import { projectRoutes } from "./routes/projects.ts";
import { searchRoutes } from "./routes/search.ts";

export const defaultWebRoot = fileURLToPath(new URL("../../dist/web", import.meta.url));

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** Refuses API tokens (needs a browser session). */
  sessionOnly: boolean;
  /** The route's zod query schema, when it has one. */
  querystring: unknown;
}

declare module "fastify" {
  interface FastifyInstance {
    routeList: RegisteredRoute[];
  }
}

export interface BuildAppOptions {
  /** Defaults to no logging (tests); main.ts passes the process logger. */
  logger?: FastifyBaseLogger;
  webRoot?: string;
  /** JSON body limit in bytes (uploads have their own, larger limit). */
  bodyLimit?: number;
}

/** The Fastify app: plugins, then one plugin per resource. Knows nothing about processes or signals. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request instead of two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // On close, drop idle keep-alive connections at once; busy ones finish their request first.
    forceCloseConnections: "idle",
    return503OnClosing: true,
  });
  // Every route, as registered: the isolation and API-document tests walk this list so new routes are covered.
  const routes: RegisteredRoute[] = [];
  app.decorate("routeList", routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        public: !!route.config?.public,
        sessionOnly: !!route.config?.sessionOnly,
        querystring: route.schema?.querystring,
      });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.logger) registerRequestLog(app);
  registerErrorHandler(app);
  registerStrictJson(app);
  registerTextFieldGuard(app);
  await app.register(cookie);
  await registerSecurity(app, ctx.config);
  registerSessionGuard(app, ctx.auth, ctx.database.db);
  await registerOpenApi(app, ctx.version);
  await registerIdentityBridge(app, ctx.auth, ctx.config.publicUrl);
  await app.register(healthRoutes(ctx));
  // One budget of password checks per address and account, shared by sign-in, sign-up and password change.
  const credentials = new CredentialBudget(ctx.config.signInRateLimitPerMinute);
  await app.register(authRoutes(ctx, credentials));
  await app.register(accountRoutes(ctx, credentials));
  await app.register(apiTokenRoutes(ctx));
  await app.register(projectRoutes(ctx));
  await app.register(documentRoutes(ctx));
  await app.register(documentUploadRoutes(ctx));
  await app.register(documentUrlRoutes(ctx));
  await app.register(documentEventRoutes(ctx));
  await app.register(documentReadingRoutes(ctx));
  await app.register(conceptRoutes(ctx));
  await app.register(conceptChangeRoutes(ctx));
  await app.register(conceptRelationshipRoutes(ctx));
  await app.register(contradictionRoutes(ctx));
  await app.register(graphRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(answerRoutes(ctx));
  await registerSpa(app, options.webRoot ?? defaultWebRoot);
  return app;
}
