import Bowser from "bowser";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../domain/desk/contract.ts";
import {
  newPasskey,
  passkeyCreationOptions,
  passkeyInfo,
  pushDevice,
  pushDevices,
  pushSubscription,
  sessionInfo,
} from "../../../domain/desk/security-contract.ts";
import type { SessionInfo } from "../../../domain/desk/types.ts";
import { errorAnswer } from "../../../domain/error-answer.ts";
import type { PushDevices } from "../push/push-devices.ts";
import { pushServiceUrl } from "../push/push-services.ts";
import { ownerOf } from "./guard.ts";
import type { OwnerStore } from "./owners.ts";
import type { Passkeys } from "./passkeys.ts";
import type { Session, SessionStore } from "./sessions.ts";
import { relyingParty } from "./sign-in-routes.ts";

export type DeskSecurityOptions = {
  owners: OwnerStore;
  sessions: SessionStore;
  passkeys: Passkeys;
  pushDevices: PushDevices;
  /** The push services' hosts a subscription may name (PUSH_SERVICES). */
  pushServices: readonly string[];
  /** The server's VAPID public key, which browsers subscribe with. */
  vapidPublicKey: string;
};

const notAPushService = {
  message:
    "Notifications cannot be turned on for this browser: the desk sends them only through the push services of Chrome, Edge, Firefox and Safari.",
  fields: { endpoint: "Not the address of a browser's push service." },
};

/** "Chrome on Windows", from the User-Agent the session signed in with. */
function browserLabel(userAgent: string): string {
  const { browser, os } = Bowser.parse(userAgent || "unknown");
  if (!browser.name) return "Unknown browser";
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}

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

/** The security page's data: the owner's own sessions, passkeys and notified devices; another owner's ids answer 404. */
export const deskSecurityRoutes: FastifyPluginAsyncZod<DeskSecurityOptions> = async (
  app,
  { owners, sessions, passkeys, pushDevices: devices, pushServices, vapidPublicKey },
) => {
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

  app.get("/push-devices", { schema: { response: { 200: pushDevices } } }, async (request) => ({
    publicKey: vapidPublicKey,
    devices: devices.listForOwner(ownerOf(request).ownerId),
  }));

  app.post(
    "/push-devices",
    { schema: { body: pushSubscription, response: { 201: pushDevice, 400: errorAnswer } } },
    async (request, reply) => {
      const session = ownerOf(request);
      // Only a browser's push service is ever posted to: any other endpoint would let whoever holds a
      // session make the server reach into its own network.
      if (!pushServiceUrl(request.body.endpoint, pushServices)) {
        request.log.info({ owner: session.ownerEmail, action: "refuse-push-device" }, "desk action");
        return reply.code(400).send(notAPushService);
      }
      const name = browserLabel(request.headers["user-agent"] ?? "");
      const added = devices.add(session.ownerId, request.body, name);
      request.log.info({ owner: session.ownerEmail, action: "add-push-device" }, "desk action");
      return reply.code(201).send(added);
    },
  );

  app.delete(
    "/push-devices/:id",
    { schema: { params: idParams, response: { 204: z.undefined(), 404: errorAnswer } } },
    async (request, reply) => {
      const session = ownerOf(request);
      if (!devices.remove(request.params.id, session.ownerId))
        return reply.code(404).send({ message: "There is no such device." });
      request.log.info({ owner: session.ownerEmail, action: "remove-push-device" }, "desk action");
      return reply.code(204).send();
    },
  );
};
