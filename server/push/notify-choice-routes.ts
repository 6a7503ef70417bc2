import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notifyChoice } from "#domain/desk/assignment-contract.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { NotifyChoices } from "./notify-choices.ts";

export type DeskNotifyChoiceOptions = { notifyChoices: NotifyChoices };

/** The signed-in person's own choice of which new enquiries they hear of (the Security page). */
export const deskNotifyChoiceRoutes: FastifyPluginAsyncZod<DeskNotifyChoiceOptions> = async (
  app,
  { notifyChoices },
) => {
  app.get("/notify-choice", { schema: { response: { 200: notifyChoice } } }, async (request) => ({
    notifyOf: notifyChoices.of(ownerOf(request).ownerId),
  }));

  app.put(
    "/notify-choice",
    { schema: { body: notifyChoice, response: { 200: notifyChoice } } },
    async (request) => {
      const { ownerId } = ownerOf(request);
      notifyChoices.set(ownerId, request.body.notifyOf);
      return { notifyOf: notifyChoices.of(ownerId) };
    },
  );
};
