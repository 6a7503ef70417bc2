import { readFile } from "node:fs/promises";
import path from "node:path";
import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import { deskPages } from "../../domain/desk/api.ts";
import { pagePolicy } from "../platform/security-headers.ts";
import { type DeskQuotationOptions, deskQuotationRoutes } from "../quotations/desk-routes.ts";
import { type DeskSiteOptions, deskSiteRoutes } from "../site-content/routes.ts";
import { type DeskEnquiryOptions, deskEnquiryRoutes } from "./enquiry-routes.ts";
import { deskMailboxRoutes } from "./mailbox-routes.ts";
import { type DeskReplyOptions, deskReplyRoutes } from "./reply-routes.ts";
import { requireOwner } from "./sign-in/guard.ts";
import { type DeskSecurityOptions, deskSecurityRoutes } from "./sign-in/security-routes.ts";
import { type SignInOptions, signInRoutes } from "./sign-in/sign-in-routes.ts";

export type DeskOptions = DeskEnquiryOptions &
  DeskReplyOptions &
  DeskQuotationOptions &
  DeskSiteOptions &
  DeskSecurityOptions &
  SignInOptions & {
    /** build/client: the desk's pages are its client-rendered shell, __spa-fallback.html. */
    siteRoot: string;
  };

/** How the OpenAPI document names the desk's session cookie (see server/platform/openapi.ts). */
export const deskSecurity = [{ deskSession: [] }];

/**
 * The owner's side of the server. Sign-in is public; everything else sits in one scope behind requireOwner,
 * which runs before every route registered there, now or later. Only this side parses cookies: a buyer's
 * enquiry carries none worth reading.
 */
export async function deskRoutes(app: FastifyInstance, options: DeskOptions): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("session", null);
  await app.register(signInRoutes, options);

  await app.register(async (owner) => {
    owner.addHook("onRequest", requireOwner(options.sessions));
    // Every private route is described with the cookie it needs.
    owner.addHook("onRoute", (route) => {
      route.schema = { security: deskSecurity, tags: ["desk"], ...route.schema };
    });
    await owner.register(deskEnquiryRoutes, { ...options, prefix: "/api/desk" });
    await owner.register(deskReplyRoutes, { ...options, prefix: "/api/desk" });
    await owner.register(deskQuotationRoutes, { ...options, prefix: "/api/desk" });
    await owner.register(deskSecurityRoutes, { ...options, prefix: "/api/desk" });
    await owner.register(deskMailboxRoutes, { ...options, prefix: "/api/desk" });
    // Its paths are whole in the contract (siteApi).
    await owner.register(deskSiteRoutes, options);

    // The desk's pages: the same client-rendered shell for every path (its data comes from /api/desk).
    const shell = await readFile(path.join(options.siteRoot, "__spa-fallback.html"), "utf8").catch(
      () => undefined,
    );
    const shellPolicy = shell === undefined ? undefined : pagePolicy(shell);
    for (const url of [deskPages.inbox, `${deskPages.inbox}/*`]) {
      owner.get(url, { schema: { hide: true } }, async (_request, reply) => {
        if (shell === undefined) return reply.code(503).send({ message: "The site is not built." });
        return reply
          .type("text/html; charset=utf-8")
          .header("content-security-policy", shellPolicy)
          .send(shell);
      });
    }
  });
}
