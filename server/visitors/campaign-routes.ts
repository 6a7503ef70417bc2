import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  campaignLink,
  campaignLinkChange,
  campaignLinkInput,
  campaignLinks,
  qrFormatParams,
} from "#domain/desk/campaign-contract.ts";
import { idParams } from "#domain/desk/contract.ts";
import { campaignWords } from "#domain/desk/visitors-words.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { CampaignLinks, Refusal } from "./campaign-links.ts";
import { qrPng, qrSvg } from "./campaign-qr.ts";

const words = campaignWords;

function logAction(request: FastifyRequest, action: string, campaignLinkId: string) {
  request.log.info({ owner: ownerOf(request).ownerEmail, action, campaignLinkId }, "desk action");
}
const noLink = { message: words.notFound };
const refusals: Record<Refusal, { message: string; fields: Record<string, string> }> = {
  "name-taken": { message: words.nameTaken, fields: { name: words.nameTaken } },
  "unknown-page": { message: words.unknownPage, fields: { page: words.unknownPage } },
};

/** The desk's 'Campaign links': under /api/desk, behind requireOwner. */
export const deskCampaignRoutes: FastifyPluginAsyncZod<{ campaignLinks: CampaignLinks }> = async (
  app,
  { campaignLinks: links },
) => {
  app.get("/campaign-links", { schema: { response: { 200: campaignLinks } } }, async () => links.list());

  app.post(
    "/campaign-links",
    {
      schema: {
        body: campaignLinkInput,
        response: { 201: campaignLink, 400: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const added = links.add(request.body);
      if (added === "unknown-page") return reply.code(400).send(refusals[added]);
      if (added === "name-taken") return reply.code(409).send(refusals[added]);
      logAction(request, "campaign link added", added.id);
      return reply.code(201).send(links.one(added.id));
    },
  );

  const changeSchema = {
    params: idParams,
    body: campaignLinkChange,
    response: { 200: campaignLink, 400: errorAnswer, 404: errorAnswer },
  };
  app.put("/campaign-links/:id", { schema: changeSchema }, async (request, reply) => {
    const { id } = request.params;
    const changed = links.change(id, request.body);
    if (changed === "unknown-page") return reply.code(400).send(refusals[changed]);
    if (!changed) return reply.code(404).send(noLink);
    logAction(request, "campaign link changed", id);
    return links.one(id);
  });

  app.delete(
    "/campaign-links/:id",
    { schema: { params: idParams, response: { 204: z.undefined(), 404: errorAnswer } } },
    async (request, reply) => {
      const { id } = request.params;
      if (!links.remove(id)) return reply.code(404).send(noLink);
      logAction(request, "campaign link deleted", id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/campaign-links/:id/qr.:format",
    {
      schema: {
        params: qrFormatParams,
        response: {
          200: {
            description: "The QR code of the short link, as a download: an SVG document or a 1024 px PNG",
            content: { "image/svg+xml": { schema: z.string() }, "image/png": { schema: z.any() } },
          },
          404: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const { id, format } = request.params;
      const link = links.shortUrl(id);
      if (!link) return reply.code(404).send(noLink);
      const file = `qr-${link.slug}.${format}`;
      reply.header("content-disposition", `attachment; filename="${file}"`);
      if (format === "svg") return reply.type("image/svg+xml").send(await qrSvg(link.url));
      return reply.type("image/png").send(await qrPng(link.url));
    },
  );
};

/**
 * The short addresses, /c/<slug>: a 302 to the link's page with its tags (the page is counted, with the tags,
 * not this answer). An unknown or deleted link answers as any unknown address does, with the NotFound page.
 * Never cached: a link whose page she changes leads to the new page at once.
 */
export const campaignRedirectRoute: FastifyPluginAsyncZod<{ campaignLinks: CampaignLinks }> = async (
  app,
  { campaignLinks: links },
) => {
  // No params schema: a malformed slug is an unknown address (the NotFound page), not a bad request.
  app.get("/c/:slug", { schema: { hide: true } }, async (request, reply) => {
    const target = links.target((request.params as { slug: string }).slug);
    if (!target) return reply.callNotFound();
    return reply.header("cache-control", "no-store").redirect(target, 302);
  });
};
