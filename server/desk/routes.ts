import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { deskPages } from "../../app/desk/api.ts";
import { pagePolicy } from "../security-headers.ts";
import { type DeskEnquiryOptions, deskEnquiryRoutes } from "./enquiry-routes.ts";
import { isForeignWrite, markPrivate, sessionOf } from "./guard.ts";
import { type DeskSecurityOptions, deskSecurityRoutes } from "./security-routes.ts";
import type { SessionStore } from "./sessions.ts";

export type DeskOptions = DeskEnquiryOptions &
  DeskSecurityOptions & {
    sessions: SessionStore;
    /** build/client: the desk's pages are its client-rendered shell, __spa-fallback.html. */
    siteRoot: string;
  };

/**
 * The owner's desk. One guard protects all of it: every route registered in the scope below, now or later, runs
 * the session check first (401 JSON without a session) and the origin check on writes (403), and answers
 * no-store and noindex.
 */
export async function deskRoutes(app: FastifyInstance, options: DeskOptions): Promise<void> {
  app.decorateRequest("session", null);

  await app.register(
    async (api) => {
      api.addHook("onRequest", async (request, reply) => {
        markPrivate(reply);
        const session = sessionOf(request, options.sessions);
        if (!session) return reply.code(401).send({ message: "Please sign in." });
        if (isForeignWrite(request)) {
          request.log.warn({ owner: session.ownerEmail, action: "foreign-origin" }, "desk write refused");
          return reply.code(403).send({ message: "This request must come from the desk itself." });
        }
        request.session = session;
      });
      await api.register(deskEnquiryRoutes, options);
      await api.register(deskSecurityRoutes, options);
    },
    { prefix: "/api/desk" },
  );

  // The desk's pages: the same empty shell for every path (its data comes from /api/desk), only when signed in.
  const shell = await readFile(path.join(options.siteRoot, "__spa-fallback.html"), "utf8").catch(
    () => undefined,
  );
  const shellPolicy = shell === undefined ? undefined : pagePolicy(shell);
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    markPrivate(reply);
    if (!sessionOf(request, options.sessions)) {
      const next = new URLSearchParams({ next: request.url });
      return reply.redirect(`${deskPages.signIn}?${next}`, 303);
    }
    if (shell === undefined) return reply.code(503).send({ message: "The site is not built." });
    return reply.type("text/html; charset=utf-8").header("content-security-policy", shellPolicy).send(shell);
  };
  app.get(deskPages.inbox, page);
  app.get(`${deskPages.inbox}/*`, page);
}
