import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams } from "#domain/desk/contract.ts";
import { quotation, quotationInput, quotations } from "#domain/desk/quotation-contract.ts";
import { deskWords } from "#domain/desk/words.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { logAction } from "../enquiries/desk-routes.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { Quotations } from "./quotations.ts";

export type DeskQuotationOptions = {
  quotations: Quotations;
  /** Told when a quotation's mail is queued, so the outbox sends it at once. */
  onQueued: () => void;
};

const noEnquiry = { message: deskWords.enquiry.notFound };
const noQuotation = { message: "There is no such quotation. It may have been deleted with its enquiry." };
const alreadySent = {
  message: "This quotation has been sent and cannot change. Use 'Revise' to write the next one.",
};

/** An enquiry's quotations: write, change, send; under /api/desk, behind requireOwner. */
export const deskQuotationRoutes: FastifyPluginAsyncZod<DeskQuotationOptions> = async (
  app,
  { quotations: service, onQueued },
) => {
  app.get(
    "/enquiries/:id/quotations",
    { schema: { params: idParams, response: { 200: quotations, 404: errorAnswer } } },
    async (request, reply) => service.list(request.params.id) ?? reply.code(404).send(noEnquiry),
  );

  app.post(
    "/enquiries/:id/quotations",
    {
      schema: {
        summary: "A new draft quotation, numbered after the enquiry's others ('Revise' makes the next one)",
        params: idParams,
        body: quotationInput,
        response: { 201: quotation, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const created = service.create(id, request.body, ownerOf(request).ownerEmail);
      if (!created) return reply.code(404).send(noEnquiry);
      logAction(request, "quotation drafted", id);
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/quotations/:id",
    {
      schema: {
        summary: "Change a draft quotation",
        params: idParams,
        body: quotationInput,
        response: { 200: quotation, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const changed = service.change(request.params.id, request.body);
      if (!changed) return reply.code(404).send(noQuotation);
      if (changed === "sent") return reply.code(409).send(alreadySent);
      logAction(request, "quotation changed");
      return changed;
    },
  );

  app.post(
    "/quotations/:id/send",
    {
      schema: {
        summary:
          "Send a draft quotation: mailed to the buyer in the language of his enquiry with its PDF and page; the " +
          "enquiry's earlier one superseded, the enquiry 'quoted'",
        params: idParams,
        response: { 200: quotation, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const sent = await service.send(request.params.id, ownerOf(request).ownerEmail);
      if (!sent) return reply.code(404).send(noQuotation);
      if (sent === "sent") return reply.code(409).send(alreadySent);
      logAction(request, "quotation sent");
      onQueued();
      return sent;
    },
  );
};
