import path from "node:path";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyError, type FastifyServerOptions, type RouteOptions } from "fastify";
import type { Config } from "./config.ts";
import { openDatabase } from "./database.ts";
import { createLockout } from "./desk/lockout.ts";
import { createOwnerStore } from "./desk/owners.ts";
import { createPasskeys } from "./desk/passkeys.ts";
import { deskRoutes } from "./desk/routes.ts";
import { createSessionStore } from "./desk/sessions.ts";
import { authRoutes } from "./desk/sign-in-routes.ts";
import { createDeskStore } from "./desk/store.ts";
import { createEnquiryStore } from "./enquiry-store.ts";
import { createMailer } from "./mailer.ts";
import { createOutbox } from "./outbox.ts";
import { healthzRoute } from "./routes/healthz.ts";
import { enquiryBodyLimit, sendEmailRoute } from "./routes/send-email.ts";
import { createSearchIndex } from "./search-index.ts";
import { addSecurityHeaders } from "./security-headers.ts";
import { staticSite } from "./static-site.ts";

export type AppOptions = {
  /** Everything from the environment (see config.ts); tests pass their own. */
  config: Config;
  /** Folder of the built site (build/client). */
  siteRoot: string;
  logger?: FastifyServerOptions["logger"];
  /** The clock for received times, retry schedules, sessions and lockouts. */
  now?: () => Date;
  /** Told of every route as it is added (tests enumerate the desk's routes with it). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * Builds the HTTP app without listening, so tests can drive it with inject(). Opens the database at once
 * (a bad DATA_DIR fails here, not on the first enquiry); the outbox starts when the app is ready and stops,
 * with the database closed after it, when the app closes.
 */
export async function buildApp({
  config,
  siteRoot,
  logger = false,
  now = () => new Date(),
  onRoute,
}: AppOptions) {
  const db = openDatabase(config.dataDir);
  const hops = config.trustProxy;
  const app = Fastify({
    logger,
    // A hop count trusts that many proxies in front of us (Fastify's types take it only as a function).
    trustProxy: typeof hops === "number" ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: enquiryBodyLimit,
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  const store = createEnquiryStore(db, now);
  const mailer = createMailer(config.mail, path.join(config.dataDir, "outbox"), app.log);
  const outbox = createOutbox({ store, mailer, retry: config.retry, log: app.log, now });
  const search = createSearchIndex(db, {
    onError: (error) => app.log.error({ err: error }, "search indexing failed; will retry"),
  });
  app.addHook("onReady", async () => outbox.start());
  app.addHook("onClose", async () => {
    search.stop();
    await outbox.stop();
    mailer.close();
    db.close();
  });

  // Never a stack trace or internal detail in an answer; the log keeps them.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ message: "Something went wrong on our side. Please try again later." });
    }
    return reply.code(status).send({ message: "The request was not understood." });
  });

  addSecurityHeaders(app);
  await app.register(sendEmailRoute, {
    store,
    onStored: () => {
      outbox.notify();
      search.notify();
    },
    rateLimit: config.rateLimit,
    allowedOrigins: config.allowedOrigins,
  });
  await app.register(healthzRoute, { store });
  const sessions = createSessionStore(db, now);
  const owners = createOwnerStore(db, now);
  const passkeys = createPasskeys(db, now);
  // The owner's side in one scope: only its routes parse cookies (a buyer's enquiry carries none worth reading).
  await app.register(async (ownerSide) => {
    await ownerSide.register(cookie);
    await ownerSide.register(authRoutes, {
      owners,
      sessions,
      passkeys,
      lockout: createLockout(db, now),
      now,
    });
    await ownerSide.register(deskRoutes, {
      desk: createDeskStore(db, search, now),
      onResend: outbox.notify,
      owners,
      sessions,
      passkeys,
      siteRoot,
    });
  });
  await app.register(staticSite, { root: siteRoot });
  return app;
}
