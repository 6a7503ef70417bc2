import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams } from "#domain/desk/contract.ts";
import {
  enquiryOrders,
  milestoneInput,
  order,
  orderFigures,
  orderInput,
  orders,
  packingInput,
  paymentInput,
} from "#domain/desk/order-contract.ts";
import { deskWords } from "#domain/desk/words.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { logAction } from "../enquiries/desk-routes.ts";
import { ownerOf } from "../sign-in/guard.ts";
import { isRefusal, type Orders, type Refusal } from "./orders.ts";

export type DeskOrderOptions = {
  orders: Orders;
  /** Told when a milestone's mail is queued, so the outbox sends it at once. */
  onQueued: () => void;
};

const noEnquiry = { message: deskWords.enquiry.notFound };
const noOrder = { message: "There is no such order. It may have been deleted with its enquiry." };
const noQuotation = { message: "There is no such quotation. It may have been deleted with its enquiry." };

/** Orders: made from an accepted quotation, moved on by milestones and payments; under /api/desk, behind requireOwner. */
export const deskOrderRoutes: FastifyPluginAsyncZod<DeskOrderOptions> = async (
  app,
  { orders: service, onQueued },
) => {
  /** 404 for what does not exist, the refusal's own status and sentence, else the answer (after `done`). */
  const answer = <T>(
    reply: FastifyReply,
    result: T | Refusal | undefined,
    missing: object,
    done: () => void,
  ) => {
    if (result === undefined) return reply.code(404).send(missing);
    if (isRefusal(result)) return reply.code(result.status).send({ message: result.refused });
    done();
    return result;
  };

  app.get(
    "/orders",
    {
      schema: {
        summary: "The open orders (not paid in full): overdue first, then by the step each waits for",
        response: { 200: orders },
      },
    },
    async () => ({ orders: service.openOrders() }),
  );

  app.get(
    "/orders/figures",
    {
      schema: {
        summary: "The Overview's orders: sailed and paid this month, and what is outstanding, per currency",
        response: { 200: orderFigures },
      },
    },
    async () => service.figures(),
  );

  app.get(
    "/enquiries/:id/orders",
    { schema: { params: idParams, response: { 200: enquiryOrders, 404: errorAnswer } } },
    async (request, reply) => service.ofEnquiry(request.params.id) ?? reply.code(404).send(noEnquiry),
  );

  app.post(
    "/quotations/:id/order",
    {
      schema: {
        summary:
          "'Create order' from an accepted quotation: its lines, currency, Incoterm and port copied exactly, the " +
          "Site's bank details as published now kept with it",
        params: idParams,
        body: orderInput,
        response: { 201: order, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const made = service.fromQuotation(request.params.id, request.body, ownerOf(request).ownerEmail);
      return answer(reply, made, noQuotation, () => {
        logAction(request, "order created");
        reply.code(201);
      });
    },
  );

  app.get(
    "/orders/:id",
    { schema: { params: idParams, response: { 200: order, 404: errorAnswer } } },
    async (request, reply) => service.get(request.params.id) ?? reply.code(404).send(noOrder),
  );

  app.post(
    "/orders/:id/milestones",
    {
      schema: {
        summary:
          "Record a milestone (once each); with mailBuyer, the buyer is mailed in his language with his page's link",
        params: idParams,
        body: milestoneInput,
        response: { 200: order, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const result = service.milestone(request.params.id, request.body, ownerOf(request).ownerEmail);
      return answer(reply, result, noOrder, () => {
        logAction(request, `order milestone ${request.body.kind}`);
        if (request.body.mailBuyer) onQueued();
      });
    },
  );

  app.post(
    "/orders/:id/payments",
    {
      schema: {
        summary: "Record a payment received, in the order's currency, at most what is outstanding",
        params: idParams,
        body: paymentInput,
        response: { 200: order, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const result = service.payment(request.params.id, request.body, ownerOf(request).ownerEmail);
      return answer(reply, result, noOrder, () => logAction(request, "order payment"));
    },
  );

  app.put(
    "/orders/:id/packing",
    {
      schema: {
        summary:
          "Change the packing entered at 'Packed': each line's packages and net and gross weight (kg); the commercial invoice and packing list follow",
        params: idParams,
        body: packingInput,
        response: { 200: order, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const result = service.packing(request.params.id, request.body.lines, ownerOf(request).ownerEmail);
      return answer(reply, result, noOrder, () => logAction(request, "order packing changed"));
    },
  );

  app.post(
    "/orders/:id/bank",
    {
      schema: {
        summary:
          "'Use the new bank details': the order takes the Site's published bank details; the buyer's page shows the change and its date",
        params: idParams,
        response: { 200: order, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const result = service.useNewBank(request.params.id, ownerOf(request).ownerEmail);
      return answer(reply, result, noOrder, () => logAction(request, "order bank details changed"));
    },
  );
};
