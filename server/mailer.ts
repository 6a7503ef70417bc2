import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { EnquiryMail } from "./enquiry-mail.ts";

export type MailSettings = {
  /** smtp:// or smtps:// URL; without one, mails are written as .eml files to outboxDir. */
  smtpUrl: string | undefined;
  to: string;
  from: string;
};

export type SendResult = { ok: true } | { ok: false; error: string };

export type Mailer = {
  /** Resolves with the outcome; never rejects. */
  send(mail: EnquiryMail): Promise<SendResult>;
  close(): void;
};

/** Sends through SMTP when configured, otherwise writes each mail to the outbox folder, and logs either way. */
export function createMailer(settings: MailSettings, outboxDir: string, log: FastifyBaseLogger): Mailer {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        // Fail fast on a dead server: the outbox retries later, and shutdown must not wait minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true });
  const domain = settings.from.replace(/^.*@/, "").replace(/>$/, "");

  return {
    async send(mail) {
      const message = {
        from: settings.from,
        to: settings.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same id on every attempt, so a mail repeated after a crash can be recognised as a duplicate.
        messageId: `<enquiry-${mail.id}@${domain}>`,
      };
      try {
        const info = await transport.sendMail(message);
        if (settings.smtpUrl) {
          log.info({ enquiryId: mail.id, response: info.response }, "enquiry mail sent");
          return { ok: true };
        }
        const file = path.join(outboxDir, `${mail.id}.eml`);
        await mkdir(outboxDir, { recursive: true });
        // Write then rename, so a reader never sees half a file.
        await writeFile(`${file}.tmp`, info.message as Buffer);
        await rename(`${file}.tmp`, file);
        log.info({ enquiryId: mail.id, file }, "no SMTP_URL: enquiry mail written to the outbox folder");
        return { ok: true };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    close() {
      transport.close();
    },
  };
}
