import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { activityKeptDays } from "#domain/desk/activity-api.ts";
import { activityPage, activityQuery } from "#domain/desk/activity-contract.ts";
import { activityWords } from "#domain/desk/activity-words.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { toCsv } from "../shared/csv.ts";
import type { ActivityLog } from "./activity-log.ts";

export type DeskActivityOptions = { activity: ActivityLog; now: () => Date };

const pageSize = 50;

/**
 * 'Activity': who did what, for Owners; under /api/desk, behind the guard. The guard refuses a write from another
 * origin; these are reads, but of everyone's addresses, so a request another site's script makes (its Origin
 * header names that site, even for a GET) is refused too.
 */
export const deskActivityRoutes: FastifyPluginAsyncZod<DeskActivityOptions> = async (
  app,
  { activity, now },
) => {
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`)
      return reply.code(403).send({ message: "This request must come from the desk itself." });
  });

  app.get(
    "/activity",
    {
      schema: {
        summary: "Who did what on the desk, when and from where, newest first; kept for a year",
        querystring: activityQuery,
        response: { 200: activityPage, 403: errorAnswer },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      return { ...activity.page(page, pageSize), page, pageSize, keptDays: activityKeptDays };
    },
  );

  app.get(
    "/activity.csv",
    {
      schema: {
        summary: "Every row of the activity log as CSV",
        response: {
          200: { description: "The log as CSV", content: { "text/csv": { schema: z.string() } } },
          403: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const csv = toCsv([
        ["at", "email", "account_id", "action", "details", "browser", "ip"],
        ...activity
          .all()
          .map((row) => [
            row.at,
            row.email,
            row.accountId ?? "",
            activityWords.actions[row.action],
            row.subject,
            row.browser,
            row.ip,
          ]),
      ]);
      activity.record(request, { action: "activity-exported" });
      const day = now().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="activity-${day}.csv"`)
        .send(csv);
    },
  );
};
