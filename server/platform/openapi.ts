// The API's OpenAPI 3.1 document, generated from the zod schemas every route declares, so the document cannot
// drift from what the server accepts and answers. Served at /api/openapi.json; `npm run openapi` writes it to
// docs/api/openapi.json, where a test holds it to what the app generates.
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const openApiPath = "/api/openapi.json";

/**
 * Registered before every route: @fastify/swagger collects the routes as they are added. The desk's routes
 * name the cookie sign-in sets (server/sign-in/sessions.ts).
 */
export async function describeApi(app: FastifyInstance, sessionCookie: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Agro export site API",
        version: "1.0.0",
        description:
          "The contact form's enquiry call, the health check, and the owner's desk. Every error answer is " +
          "{ message, fields? }. The desk's routes need the session cookie that sign-in sets, and writes " +
          "need the site's own Origin header.",
      },
      components: {
        securitySchemes: { deskSession: { type: "apiKey", in: "cookie", name: sessionCookie } },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (.meta({ id })) are described once, in components, and referred to.
    transformObject: jsonSchemaTransformObject,
  });
  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
}
