import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/api/docs";

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas (the same `contract/` the web app uses), at
 * /api/openapi.json, and a browsable reference at /api/docs with its assets served from the package (offline).
 * Registered before the routes so it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Mnemo API",
        version,
        description:
          "Mnemo remembers what you read. Every call except sign-in, health and these documents needs a session cookie " +
          "(sign in with POST /api/auth/sign-in) or a personal API token created in Settings, sent as " +
          "`Authorization: Bearer mnemo_…`. Token management, password change, data export and account deletion need " +
          "a session. Errors are JSON {message, code?, issues?}. Read calls accept ?projectId= to narrow to one project.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
          apiToken: {
            type: "http",
            scheme: "bearer",
            description: "A personal API token (mnemo_…) created in Settings > API tokens.",
          },
        },
      },
      security: [{ session: [] }, { apiToken: [] }],
    },
    // Routes that refuse API tokens (`sessionOnly`) say so in the document.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      return input.route.config?.sessionOnly
        ? { ...output, schema: { ...output.schema, security: [{ session: [] }] } }
        : output;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // No calls to the public validator service (offline, private), and plain http stays plain on a local install.
    transformStaticCSP: (header) =>
      header.replace(/\s*validator\.swagger\.io/, "").replace(/\s*upgrade-insecure-requests;?/, ""),
    uiConfig: { docExpansion: "list", deepLinking: true, validatorUrl: null },
  });
  app.get("/api/openapi.json", { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
