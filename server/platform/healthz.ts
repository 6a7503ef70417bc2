import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthy = z.object({
  message: z.literal("OK"),
  database: z.literal("reachable"),
  outbox: z.object({
    pending: z.number().int().describe("Enquiries whose notification mail is not yet delivered"),
    oldestPendingReceivedAt: z.string().nullable(),
  }),
});
const unhealthy = z.object({ message: z.string(), database: z.literal("unreachable") });

/** What the health check reads of the enquiries' store (server/enquiries/enquiry-store.ts). */
type Backlog = { backlog(): { pending: number; oldestReceivedAt: string | null } };

/** GET /healthz for monitors and load balancers: can we read the database, and is mail piling up? */
export const healthzRoute: FastifyPluginAsyncZod<{ store: Backlog }> = async (app, options) => {
  app.get(
    "/healthz",
    { schema: { summary: "Health check", response: { 200: healthy, 503: unhealthy } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      try {
        const backlog = options.store.backlog();
        return {
          message: "OK" as const,
          database: "reachable" as const,
          outbox: { pending: backlog.pending, oldestPendingReceivedAt: backlog.oldestReceivedAt },
        };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.code(503).send({ message: "The database is unreachable.", database: "unreachable" });
      }
    },
  );
};
