import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import Bowser from "bowser";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { SessionInfo } from "../../app/desk/api.ts";
import type { OwnerStore } from "./owners.ts";
import type { Passkeys } from "./passkeys.ts";
import type { Session, SessionStore } from "./sessions.ts";
import { relyingParty } from "./sign-in-routes.ts";

export type DeskSecurityOptions = { owners: OwnerStore; sessions: SessionStore; passkeys: Passkeys };

/** "Chrome on Windows", from the User-Agent the session signed in with. */
function browserLabel(userAgent: string): string {
  const { browser, os } = Bowser.parse(userAgent || "unknown");
  if (!browser.name) return "Unknown browser";
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}

function sessionInfo(session: Session, currentId: string): SessionInfo {
  return {
    id: session.id,
    browser: browserLabel(session.userAgent),
    ip: session.ip,
    createdAt: new Date(session.createdAt).toISOString(),
    lastSeenAt: new Date(session.lastSeenAt).toISOString(),
    current: session.id === currentId,
  };
}

const newPasskey = z.object({
  response: z.looseObject({ id: z.string().max(1024) }),
  name: z.string().trim().min(1).max(100).default("Passkey"),
});

/** The security page's data: the owner's own sessions and passkeys; another owner's ids answer 404. */
export async function deskSecurityRoutes(
  app: FastifyInstance,
  { owners, sessions, passkeys }: DeskSecurityOptions,
) {
  const me = (request: FastifyRequest) => {
    if (!request.session) throw new Error("the desk guard sets the session");
    return request.session;
  };

  app.get("/sessions", async (request) => {
    const session = me(request);
    return sessions.listForOwner(session.ownerId).map((s) => sessionInfo(s, session.id));
  });

  app.delete("/sessions", async (request) => {
    const session = me(request);
    const ended = sessions.endOthers(session.ownerId, session.id);
    request.log.info({ owner: session.ownerEmail, action: "end-other-sessions" }, "desk action");
    return { ended };
  });

  app.delete("/sessions/:id", async (request, reply) => {
    const session = me(request);
    const { id } = request.params as { id: string };
    if (!sessions.end(id, session.ownerId))
      return reply.code(404).send({ message: "There is no such session." });
    request.log.info({ owner: session.ownerEmail, action: "end-session" }, "desk action");
    return reply.code(204).send();
  });

  app.get("/passkeys", async (request) => passkeys.list(me(request).ownerId));

  app.post("/passkeys/options", async (request, reply) => {
    const owner = owners.findById(me(request).ownerId);
    if (!owner) return reply.code(401).send({ message: "Please sign in." });
    return passkeys.registrationOptions(owner, relyingParty(request));
  });

  app.post("/passkeys", async (request, reply) => {
    const session = me(request);
    const parsed = newPasskey.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: "Send the passkey's answer and a name." });
    const added = await passkeys.register(
      session.ownerId,
      parsed.data.response as unknown as RegistrationResponseJSON,
      parsed.data.name,
      relyingParty(request),
    );
    if (!added)
      return reply.code(400).send({ message: "The passkey could not be verified. Please try again." });
    request.log.info({ owner: session.ownerEmail, action: "add-passkey" }, "desk action");
    return reply.code(201).send(added);
  });

  app.delete("/passkeys/:id", async (request, reply) => {
    const session = me(request);
    const { id } = request.params as { id: string };
    if (!passkeys.remove(id, session.ownerId))
      return reply.code(404).send({ message: "There is no such passkey." });
    request.log.info({ owner: session.ownerEmail, action: "remove-passkey" }, "desk action");
    return reply.code(204).send();
  });
}
