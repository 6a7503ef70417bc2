import type { FastifyInstance } from "fastify";
import type { EnquiryStore } from "../enquiry-store.ts";

/** GET /healthz for monitors and load balancers: can we read the database, and is mail piling up? */
export async function healthzRoute(app: FastifyInstance, options: { store: EnquiryStore }): Promise<void> {
  app.get("/healthz", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      const backlog = options.store.backlog();
      return {
        message: "OK",
        database: "reachable",
        outbox: { pending: backlog.pending, oldestPendingReceivedAt: backlog.oldestReceivedAt },
      };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ message: "The database is unreachable.", database: "unreachable" });
    }
  });
}
