import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { deskPages } from "#domain/desk/api.ts";
import { type Role, roleAllows, roleRefusal } from "#domain/desk/roles.ts";
import { routeKey, routeRoles } from "#domain/desk/route-roles.ts";
import type { Session, SessionStore } from "./sessions.ts";
import { absoluteTimeoutMs, sessionCookie } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in owner's session; set by requireOwner on every request of the owner's side. */
    session: Session | null;
  }
}

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The origin the browser is on: the scheme and host it asked for (honouring a trusted proxy's X-Forwarded-*). */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence that does not rest on SameSite alone: a request that changes state must carry the Origin header
 * of this very site. Browsers always send Origin on POST, PUT, PATCH and DELETE, from fetch and from forms.
 */
export function isForeignWrite(request: FastifyRequest): boolean {
  return unsafeMethods.has(request.method) && request.headers.origin !== siteOrigin(request);
}

export function sessionOf(request: FastifyRequest, sessions: SessionStore): Session | undefined {
  const token = request.cookies[sessionCookie];
  return token ? sessions.use(token, request.ip) : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    // Over HTTPS, directly or through a trusted proxy (TRUST_PROXY), the cookie never travels in clear.
    secure: request.protocol === "https",
    maxAge: absoluteTimeoutMs / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}

/** Private answers are never kept by a browser or proxy cache, and never indexed. */
export function markPrivate(reply: FastifyReply): void {
  reply.header("Cache-Control", "no-store");
  reply.header("X-Robots-Tag", "noindex");
}

/** A desk page the person's role may not open: the desk's own words and a way back, not a broken page. */
function refusalPage(sentence: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Not for your role</title><h1>Not for your role</h1><p>${sentence}</p><p><a href="${deskPages.inbox}">Back to the desk</a></p>`;
}

/**
 * The one guard of the owner's side, an onRequest hook on the scope that holds every private route (desk pages
 * and /api/desk), so a route added there later cannot forget it: no session is 401 JSON for the API and a
 * redirect to /sign-in for a page; a write from a foreign origin is 403; a role below what the route needs
 * (`roles`, by default route-roles.ts) is 403, and a route the table does not name is refused to everyone;
 * every answer is private. The role comes with the session, read afresh on each request.
 */
export function requireOwner(
  sessions: SessionStore,
  roles: Readonly<Record<string, Role>> = routeRoles,
): onRequestHookHandler {
  return async (request, reply) => {
    markPrivate(reply);
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
    const session = sessionOf(request, sessions);
    if (!session) {
      if (isPage) {
        const next = new URLSearchParams({ next: request.url });
        return reply.redirect(`${deskPages.signIn}?${next}`, 303);
      }
      return reply.code(401).send({ message: "Please sign in." });
    }
    if (isForeignWrite(request)) {
      request.log.warn({ owner: session.ownerEmail, action: "foreign-origin" }, "desk write refused");
      return reply.code(403).send({ message: "This request must come from the desk itself." });
    }
    const route = routeKey(request.method, request.routeOptions.url ?? "");
    const need = roles[route];
    if (!need) request.log.error({ route }, "a private route without a role in route-roles.ts: refused");
    if (!need || !roleAllows(session.ownerRole, need)) {
      const message = need
        ? roleRefusal(session.ownerRole)
        : "This part of the desk is closed until its role is declared.";
      request.log.warn({ owner: session.ownerEmail, action: "role-refused", route }, "desk request refused");
      if (isPage) return reply.code(403).type("text/html; charset=utf-8").send(refusalPage(message));
      return reply.code(403).send({ message });
    }
    request.session = session;
  };
}

/** The session requireOwner set; only routes inside its scope call this. */
export function ownerOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error("the owner's guard sets the session");
  return request.session;
}
