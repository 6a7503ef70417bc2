import Fastify, { type FastifyServerOptions } from "fastify";
import { staticSite } from "./static-site.ts";

export type AppOptions = {
  /** Folder of the built site (build/client). */
  siteRoot: string;
  logger?: FastifyServerOptions["logger"];
};

/** Builds the HTTP app without listening, so tests can drive it with inject(). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(staticSite, { root: options.siteRoot });
  return app;
}
