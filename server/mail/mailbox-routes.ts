import { createReadStream } from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentParams, idParams, mailToCheck } from "#domain/desk/contract.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import type { DeskStore } from "../enquiries/desk-store.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { HeldMails } from "./held-mails.ts";
import type { ReceivedMails } from "./received-mail.ts";

export type DeskMailboxOptions = {
  /** The buyers' mails filed from the owner's mailbox, with their attachments. */
  received: ReceivedMails;
  /** The mails that named an enquiry but wait for the owner ('Mail to check'). */
  held: HeldMails;
  desk: Pick<DeskStore, "record">;
  /** Since when the mailbox cannot be read (null while it can, or without IMAP_URL). */
  mailboxDownSince: () => Date | null;
};

/**
 * A Content-Disposition that no file name can break: an ASCII fallback without quotes or control characters,
 * and the real name percent-encoded (RFC 6266, RFC 8187).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const noSuchMail = {
  message: "There is no such mail to check. It may have been filed or discarded already.",
};

/** A buyer's attachment, and the mails to check; under /api/desk, behind requireOwner. */
export const deskMailboxRoutes: FastifyPluginAsyncZod<DeskMailboxOptions> = async (
  app,
  { received, held, desk },
) => {
  app.get("/mail-to-check", { schema: { response: { 200: mailToCheck } } }, async () => ({
    mails: held.list(),
  }));

  app.post(
    "/mail-to-check/:id/file",
    {
      schema: {
        params: idParams,
        response: { 200: z.object({ enquiryId: z.string() }), 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const outcome = held.file(request.params.id);
      if (!outcome) return reply.code(404).send(noSuchMail);
      if (outcome === "no-enquiry") {
        return reply.code(409).send({
          message:
            "This mail names no enquiry, so there is nothing to file it into. Discard it, or answer it from your own mail program.",
        });
      }
      const owner = ownerOf(request).ownerEmail;
      desk.record(outcome.enquiryId, owner, "mail-filed", `Filed by hand a mail from ${outcome.sender}`);
      request.log.info({ owner, action: "file-held-mail", enquiryId: outcome.enquiryId }, "desk action");
      return { enquiryId: outcome.enquiryId };
    },
  );

  app.delete(
    "/mail-to-check/:id",
    { schema: { params: idParams, response: { 204: z.undefined(), 404: errorAnswer } } },
    async (request, reply) => {
      if (!(await held.discard(request.params.id))) return reply.code(404).send(noSuchMail);
      request.log.info({ owner: ownerOf(request).ownerEmail, action: "discard-held-mail" }, "desk action");
      return reply.code(204).send();
    },
  );

  app.get(
    "/attachments/:id",
    {
      schema: {
        params: attachmentParams,
        response: {
          200: {
            description: "The file as the buyer sent it",
            content: { "application/octet-stream": { schema: z.any() } },
          },
          404: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const attachment = received.attachment(request.params.id);
      if (!attachment) return reply.code(404).send({ message: "There is no such attachment." });
      request.log.info({ action: "attachment", attachmentId: request.params.id }, "desk action");
      // Always a download, never shown inline: a buyer's HTML or SVG must not run on the desk's origin.
      return reply
        .type("application/octet-stream")
        .header("Content-Disposition", attachmentDisposition(attachment.name))
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Length", attachment.size)
        .send(createReadStream(attachment.file));
    },
  );
};
