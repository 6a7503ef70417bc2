import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, languageChoice } from "#domain/desk/contract.ts";
import {
  newPasskey,
  passkeyCreationOptions,
  passkeyInfo,
  sessionInfo,
} from "#domain/desk/security-contract.ts";
import type { SessionInfo } from "#domain/desk/types.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { browserLabel } from "../shared/browser-label.ts";
import { ownerOf } from "./guard.ts";
import type { OwnerStore } from "./owners.ts";
import type { Passkeys } from "./passkeys.ts";
import type { Session, SessionStore } from "./sessions.ts";
import { relyingParty } from "./sign-in-routes.ts";

export type DeskSecurityOptions = {
  owners: OwnerStore;
  sessions: SessionStore;
  passkeys: Passkeys;
};

function describeSession(session: Session, currentId: string): SessionInfo {
  return {
    id: session.id,
    browser: browserLabel(session.userAgent),
    ip: session.ip,
    createdAt: new Date(session.createdAt).toISOString(),
    lastSeenAt: new Date(session.lastSeenAt).toISOString(),
    current: session.id === currentId,
  };
}

/**
 * The security page's data: the owner's own sessions and passkeys (her notified devices: server/push/); another
 * owner's ids answer 404.
 */
export const deskSecurityRoutes: FastifyPluginAsyncZod<DeskSecurityOptions> = async (
  app,
  { owners, sessions, passkeys },
) => {
  // Everyone's own: a Viewer too reads the desk in the language they choose.
  app.put("/me/language", { schema: { body: languageChoice } }, async (request, reply) => {
    owners.setLanguage(ownerOf(request).ownerId, request.body.language);
    return reply.code(204).send();
  });

  app.get("/sessions", { schema: { response: { 200: z.array(sessionInfo) } } }, async (request) => {
    const session = ownerOf(request);
    return sessions.listForOwner(session.ownerId).map((s) => describeSession(s, session.id));
  });

  app.delete(
    "/sessions",
    { schema: { response: { 200: z.object({ ended: z.number().int() }) } } },
    async (request) => {
      const session = ownerOf(request);
      const ended = sessions.endOthers(session.ownerId, session.id);
      request.log.info({ owner: session.ownerEmail, action: "end-other-sessions" }, "desk action");
      return { ended };
    },
  );

  app.delete(
    "/sessions/:id",
    { schema: { params: idParams, response: { 204: z.undefined(), 404: errorAnswer } } },
    async (request, reply) => {
      const session = ownerOf(request);
      if (!sessions.end(request.params.id, session.ownerId))
        return reply.code(404).send({ message: "There is no such session." });
      request.log.info({ owner: session.ownerEmail, action: "end-session" }, "desk action");
      return reply.code(204).send();
    },
  );

  app.get("/passkeys", { schema: { response: { 200: z.array(passkeyInfo) } } }, async (request) =>
    passkeys.list(ownerOf(request).ownerId),
  );

  app.post(
    "/passkeys/options",
    { schema: { response: { 200: passkeyCreationOptions, 401: errorAnswer } } },
    async (request, reply) => {
      const owner = owners.findById(ownerOf(request).ownerId);
      if (!owner) return reply.code(401).send({ message: "Please sign in." });
      return passkeys.registrationOptions(owner, relyingParty(request));
    },
  );

  app.post(
    "/passkeys",
    { schema: { body: newPasskey, response: { 201: passkeyInfo, 400: errorAnswer } } },
    async (request, reply) => {
      const session = ownerOf(request);
      const added = await passkeys.register(
        session.ownerId,
        request.body.response,
        request.body.name,
        relyingParty(request),
      );
      if (!added)
        return reply.code(400).send({ message: "The passkey could not be verified. Please try again." });
      request.log.info({ owner: session.ownerEmail, action: "add-passkey" }, "desk action");
      return reply.code(201).send(added);
    },
  );

  app.delete(
    "/passkeys/:id",
    { schema: { params: idParams, response: { 204: z.undefined(), 404: errorAnswer } } },
    async (request, reply) => {
      const session = ownerOf(request);
      if (!passkeys.remove(request.params.id, session.ownerId))
        return reply.code(404).send({ message: "There is no such passkey." });
      request.log.info({ owner: session.ownerEmail, action: "remove-passkey" }, "desk action");
      return reply.code(204).send();
    },
  );
};
