import type { FastifyReply, FastifyRequest } from "fastify";
import type { Session, SessionStore } from "./sessions.ts";
import { absoluteTimeoutMs, sessionCookie } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in owner's session; set by the desk guard on every desk request. */
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
