import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conversationMail,
  idParams,
  replyDraft,
  replyInput,
  replyTemplate,
  templateInput,
} from "#domain/desk/contract.ts";
import { deskWords } from "#domain/desk/words.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { logAction } from "../enquiries/desk-routes.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { Replies } from "./replies.ts";
import type { TemplateStore } from "./templates.ts";

export type DeskReplyOptions = {
  replies: Replies;
  templates: TemplateStore;
  /** Told when a reply is queued, so the outbox sends it at once. */
  onQueued: () => void;
};

const noEnquiry = { message: deskWords.enquiry.notFound };
const noTemplate = { message: deskWords.templates.notFound };
const nameTaken = {
  message: deskWords.templates.nameTaken,
  fields: { name: deskWords.templates.nameTaken },
};

/** Replies from an enquiry's page and the reply templates; under /api/desk, behind requireOwner. */
export const deskReplyRoutes: FastifyPluginAsyncZod<DeskReplyOptions> = async (
  app,
  { replies, templates, onQueued },
) => {
  app.get(
    "/enquiries/:id/reply",
    { schema: { params: idParams, response: { 200: replyDraft, 404: errorAnswer } } },
    async (request, reply) => replies.draft(request.params.id) ?? reply.code(404).send(noEnquiry),
  );

  app.post(
    "/enquiries/:id/reply",
    {
      schema: { params: idParams, body: replyInput, response: { 201: conversationMail, 404: errorAnswer } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const sent = replies.send(id, request.body, ownerOf(request).ownerEmail);
      if (!sent) return reply.code(404).send(noEnquiry);
      logAction(request, "reply", id);
      onQueued();
      return reply.code(201).send(sent);
    },
  );

  app.get("/templates", { schema: { response: { 200: z.array(replyTemplate) } } }, async () =>
    templates.list(),
  );

  app.post(
    "/templates",
    { schema: { body: templateInput, response: { 201: replyTemplate, 409: errorAnswer } } },
    async (request, reply) => {
      if (templates.nameTaken(request.body.name)) return reply.code(409).send(nameTaken);
      const added = templates.add(request.body);
      logAction(request, "template added");
      return reply.code(201).send(added);
    },
  );

  app.put(
    "/templates/:id",
    {
      schema: {
        params: idParams,
        body: templateInput,
        response: { 200: replyTemplate, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (templates.nameTaken(request.body.name, id)) return reply.code(409).send(nameTaken);
      const changed = templates.change(id, request.body);
      if (!changed) return reply.code(404).send(noTemplate);
      logAction(request, "template changed");
      return changed;
    },
  );

  app.delete(
    "/templates/:id",
    { schema: { params: idParams, response: { 204: z.undefined(), 404: errorAnswer } } },
    async (request, reply) => {
      if (!templates.remove(request.params.id)) return reply.code(404).send(noTemplate);
      logAction(request, "template deleted");
      return reply.code(204).send();
    },
  );
};
