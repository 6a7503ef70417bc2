import { createReadStream } from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentParams } from "../../app/desk/contract.ts";
import { errorAnswer } from "../../app/lib/error-answer.ts";
import type { ReceivedMails } from "../received-mail.ts";

export type DeskMailboxOptions = {
  /** The buyers' mails filed from the owner's mailbox, with their attachments. */
  received: ReceivedMails;
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

/** A buyer's attachment, downloaded by an owner; under /api/desk, behind requireOwner. */
export const deskMailboxRoutes: FastifyPluginAsyncZod<DeskMailboxOptions> = async (app, { received }) => {
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
