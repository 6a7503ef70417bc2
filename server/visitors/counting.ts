import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { VisitorCounter } from "./visitor-counter.ts";

/**
 * Counts the public site's pages as they are answered: an onResponse hook, so counting runs after the answer
 * has gone and a fault in it never reaches a visitor. The views waiting are written when the app closes.
 */
export const visitorCounting = fastifyPlugin(
  async (app: FastifyInstance, opts: { counter: VisitorCounter }) => {
    app.addHook("onResponse", async (request, reply) => {
      try {
        opts.counter.observe(request, reply);
      } catch (error) {
        request.log.error({ err: error }, "page view not counted");
      }
    });
    app.addHook("onClose", async () => opts.counter.flush());
  },
  { name: "visitor-counting" },
);
