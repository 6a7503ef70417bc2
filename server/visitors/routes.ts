import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { visitorsQuery, visitorsReport } from "#domain/desk/visitors-contract.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { VisitorsQueryError, type VisitorsReportOf } from "./report.ts";

export type DeskVisitorsOptions = { visitorsReport: VisitorsReportOf };

/** The 'Visitors' page's figures; under /api/desk, behind requireOwner. */
export const deskVisitorsRoutes: FastifyPluginAsyncZod<DeskVisitorsOptions> = async (
  app,
  { visitorsReport: report },
) => {
  app.get(
    "/visitors",
    {
      schema: {
        summary:
          "The visitors of a period beside the previous period's, with the enquiries, quotations and value they " +
          "brought, by day or week and by source, country, entry page, product, language, device and campaign; " +
          "one row chosen filters all of it",
        querystring: visitorsQuery,
        response: { 200: visitorsReport, 400: errorAnswer },
      },
    },
    async (request, reply) => {
      try {
        return report(request.query);
      } catch (error) {
        if (error instanceof VisitorsQueryError) return reply.code(400).send({ message: error.message });
        throw error;
      }
    },
  );
};
