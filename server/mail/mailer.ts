import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailSettings = {
  /** smtp:// or smtps:// URL; without one, mails are written as .eml files to outboxDir. */
  smtpUrl: string | undefined;
  to: string;
  from: string;
};

type Mailbox = { name: string; address: string };

/** One mail as the outbox hands it over: who it goes to, its parts, and its identity across retries. */
export type OutgoingMail = {
  /** Complete, with angle brackets; the same on every attempt, so a repeat is recognisable as a duplicate. */
  messageId: string;
  /** Without SMTP, the mail is written to `<file>.eml` in the outbox folder. */
  file: string;
  /** For logs: what kind of mail, for which enquiry. Never the recipient or any text. */
  kind: string;
  enquiryId: string | null;
  /** Whom it goes to; the owner's inbox (MAIL_TO) when absent. */
  to?: Mailbox;
  /** Whom it is copied to (the people who asked to hear of every enquiry). */
  cc?: string[];
  replyTo?: Mailbox | string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (Auto-Submitted, …); values are one line, made so by whoever composed them. */
  headers?: Record<string, string>;
  /** Files sent along (a quotation's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** The domain part of the sender's address: Message-IDs are made unique under it. */
export function mailDomain(from: string): string {
  return from.replace(/^.*@/, "").replace(/>$/, "");
}

/** The address of "Name <address>" or of a bare address. */
export const mailAddressOf = (from: string) => /<([^<>]+)>$/.exec(from.trim())?.[1] ?? from.trim();

export type SendResult = { ok: true } | { ok: false; error: string };

export type Mailer = {
  /** Resolves with the outcome; never rejects. */
  send(mail: OutgoingMail): Promise<SendResult>;
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

  return {
    async send(mail) {
      const message = {
        from: settings.from,
        to: mail.to ?? settings.to,
        cc: mail.cc,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
        attachments: mail.attachments,
      };
      const logged = { kind: mail.kind, enquiryId: mail.enquiryId };
      try {
        const info = await transport.sendMail(message);
        if (settings.smtpUrl) {
          log.info({ ...logged, response: info.response }, "mail sent");
          return { ok: true };
        }
        const file = path.join(outboxDir, `${mail.file}.eml`);
        await mkdir(outboxDir, { recursive: true });
        // Write then rename, so a reader never sees half a file.
        await writeFile(`${file}.tmp`, info.message as Buffer);
        await rename(`${file}.tmp`, file);
        log.info({ ...logged, file }, "no SMTP_URL: mail written to the outbox folder");
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
