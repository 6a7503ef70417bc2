import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { answerErrors } from "./errors.ts";
import { describeApi } from "./openapi.ts";
import { addSecurityHeaders } from "./security-headers.ts";

/** The name of the cookie sign-in sets (server/sign-in/sessions.ts), which the desk's routes need. */
type PlatformOptions = { sessionCookie: string };

/**
 * What every room's routes stand on: zod schemas that validate, serialize and document each route, one error
 * shape, the OpenAPI document and the security headers. Registered before any route, and not encapsulated (it
 * holds for the whole app, not for a scope of its own).
 */
export const platform = fastifyPlugin(async (app: FastifyInstance, options: PlatformOptions) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  answerErrors(app);
  await describeApi(app, options.sessionCookie);
  addSecurityHeaders(app);
});
