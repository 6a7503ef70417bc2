import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  documentNumber,
  documentReady,
  type OrderDocumentKind,
  orderDocumentKinds,
} from "#domain/orders/documents.ts";
import { HttpError } from "../platform/errors.ts";
import { quotationRequestsPerMinute } from "../quotations/public-routes.ts";
import { quotationWords } from "../quotations/words.ts";
import { attachmentDisposition } from "./document-names.ts";
import { orderDocumentPdf } from "./documents-pdf.ts";
import type { Orders } from "./orders.ts";
import { documentTitle, orderPage } from "./page.ts";
import { isPacked, orderName } from "./store.ts";
import { isOrderToken } from "./token.ts";
import type { OrderDocuments } from "./uploaded-documents.ts";
import { orderWords } from "./words.ts";

const documentSummaries: Record<OrderDocumentKind, string> = {
  proforma: "proforma invoice",
  "commercial-invoice": "commercial invoice, once packed",
  "packing-list": "packing list (packages, net and gross weight per line), once packed",
};

export type OrderPageOptions = {
  orders: Orders;
  /** Her documents: the page lists those she shared, each downloaded here. */
  documents: Pick<OrderDocuments, "shared" | "sharedFile">;
  timeZone: string;
  /** RATE_LIMIT_MAX: 0 turns this limit off too. */
  rateLimit: { max: number };
};

/** The buyer's order page: public, its token the key; read only, so it needs no script and takes no post. */
export const orderPageRoutes: FastifyPluginAsync<OrderPageOptions> = async (app, options) => {
  const limited = options.rateLimit.max > 0;
  if (limited) {
    // As the quotation's page: enough for a buyer and his team, hopeless for walking through tokens.
    await app.register(rateLimit, {
      global: false,
      max: quotationRequestsPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: () => new HttpError(429, quotationWords.en.tooMany),
    });
  }
  // Nothing about an order (its bank details least of all) is cached, indexed, or told to another site.
  app.addHook("onRequest", async (_request, reply: FastifyReply) => {
    reply.header("Cache-Control", "no-store");
    reply.header("X-Robots-Tag", "noindex, nofollow");
    reply.header("Referrer-Policy", "no-referrer");
  });

  const openedBy = (request: FastifyRequest) => {
    const token = (request.params as { id?: string }).id ?? "";
    return isOrderToken(token) ? options.orders.page(token) : undefined;
  };

  app.get(
    "/order/:id",
    {
      config: { ...(limited ? { rateLimit: {} } : {}) },
      schema: {
        summary:
          "The buyer's order page (HTML, in the buyer's language): lines and totals, milestones, payments and " +
          "what is due, and the bank details the order keeps. An unknown or malformed token is the site's NotFound page",
        tags: ["order"],
      },
    },
    async (request, reply) => {
      const opened = openedBy(request);
      if (!opened) return reply.callNotFound();
      return reply.type("text/html; charset=utf-8").send(
        orderPage({
          order: opened.order,
          company: opened.company,
          timeZone: options.timeZone,
          sharedDocuments: options.documents.shared(opened.order.id),
        }),
      );
    },
  );

  // The documents, each at its own address beside the page: the proforma always, the commercial invoice and the
  // packing list once packed (before that, as an unknown token: nothing to tell).
  for (const kind of orderDocumentKinds)
    app.get(
      `/order/:id/${kind}`,
      {
        config: { ...(limited ? { rateLimit: {} } : {}) },
        schema: {
          summary: `The order's ${documentSummaries[kind]} (PDF, in the buyer's language), made from the order as it stands`,
          tags: ["order"],
        },
      },
      async (request, reply) => {
        const opened = openedBy(request);
        if (!opened || !documentReady(kind, isPacked(opened.order))) return reply.callNotFound();
        const pdf = await orderDocumentPdf(kind, opened.order, opened.company, options.timeZone);
        const title = orderWords.en.documents[kind];
        return reply
          .type("application/pdf")
          .header(
            "content-disposition",
            `attachment; filename="${title} ${documentNumber(orderName(opened.order), kind)}.pdf"`,
          )
          .send(pdf);
      },
    );

  app.get(
    "/order/:id/documents/:documentId",
    {
      config: { ...(limited ? { rateLimit: {} } : {}) },
      schema: {
        summary:
          "A document she shared with the buyer, as an attachment. Unshared, another order's, unknown: the NotFound page",
        tags: ["order"],
      },
    },
    async (request, reply) => {
      const opened = openedBy(request);
      const documentId = (request.params as { documentId: string }).documentId;
      const found = opened && options.documents.sharedFile(opened.order.id, documentId);
      if (!opened || !found) return reply.callNotFound();
      const name = `${documentTitle(orderWords[opened.order.language], found.document)} ${orderName(opened.order)}`;
      return reply
        .type(found.file.mediaType)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", attachmentDisposition(name, found.file.mediaType))
        .send(found.file.bytes);
    },
  );
};
