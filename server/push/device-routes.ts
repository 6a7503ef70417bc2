import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#domain/desk/contract.ts";
import { pushDevice, pushDevices, pushSubscription } from "#domain/desk/security-contract.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { browserLabel } from "../shared/browser-label.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { PushDevices } from "./push-devices.ts";
import { pushServiceUrl } from "./push-services.ts";

export type DeskPushOptions = {
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

/** The security page's notified devices: the owner's own; another owner's ids answer 404. */
export const deskPushRoutes: FastifyPluginAsyncZod<DeskPushOptions> = async (
  app,
  { pushDevices: devices, pushServices, vapidPublicKey },
) => {
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
