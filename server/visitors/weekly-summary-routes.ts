import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { weeklySummarySetting } from "#domain/desk/campaign-contract.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { WeeklySummary } from "./weekly-summary.ts";

/** The signed-in owner's own weekly summary switch; under /api/desk, behind requireOwner. */
export const deskWeeklySummaryRoutes: FastifyPluginAsyncZod<{ weeklySummary: WeeklySummary }> = async (
  app,
  { weeklySummary },
) => {
  app.get("/weekly-summary", { schema: { response: { 200: weeklySummarySetting } } }, async (request) => ({
    on: weeklySummary.isOn(ownerOf(request).ownerId),
  }));

  app.put(
    "/weekly-summary",
    { schema: { body: weeklySummarySetting, response: { 200: weeklySummarySetting } } },
    async (request) => {
      const session = ownerOf(request);
      weeklySummary.set(session.ownerId, request.body.on);
      request.log.info(
        { owner: session.ownerEmail, action: `weekly summary ${request.body.on ? "on" : "off"}` },
        "desk action",
      );
      return { on: weeklySummary.isOn(session.ownerId) };
    },
  );
};
