import { ImapFlow } from "imapflow";
import type { Dovecot } from "./dovecot.ts";

export type TestAttachment = { name: string; type: string; content: Buffer };

/**
 * A raw mail as a buyer's mail program writes it: an HTML part (to be reduced to text) and attachments,
 * or a `body` given whole (broken MIME, a huge text).
 */
export function rawMail(mail: {
  subject: string;
  from?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
  html?: string;
  body?: string;
  attachments?: TestAttachment[];
}): string {
  const headers = [
    `From: ${mail.from ?? "Asha Rao <asha@example.com>"}`,
    "To: owner@example.com",
    `Subject: ${mail.subject}`,
    "Date: Tue, 24 Nov 2026 09:30:00 +0000",
    ...(mail.messageId ? [`Message-ID: ${mail.messageId}`] : []),
    ...(mail.inReplyTo ? [`In-Reply-To: ${mail.inReplyTo}`] : []),
    ...(mail.references ? [`References: ${mail.references}`] : []),
    "MIME-Version: 1.0",
  ];
  if (mail.body !== undefined) return `${headers.join("\r\n")}\r\n${mail.body}`;
  const boundary = "----=_part_boundary_42";
  const base64 = (content: Buffer) => content.toString("base64").replace(/.{76}/g, "$&\r\n");
  const parts = [
    `Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64(Buffer.from(mail.html ?? ""))}`,
    ...(mail.attachments ?? []).map(
      (file) =>
        `Content-Type: ${file.type}\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="${file.name}"\r\n\r\n${base64(file.content)}`,
    ),
  ];
  return `${headers.join("\r\n")}\r\nContent-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n${parts
    .map((part) => `--${boundary}\r\n${part}\r\n`)
    .join("")}--${boundary}--\r\n`;
}

/** A client of the test's own on the Dovecot mailbox: to put mails in and look at their flags. */
export async function mailboxClient(dovecot: Dovecot) {
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    auth: { user: dovecot.user, pass: dovecot.pass },
    logger: false,
  });
  client.on("error", () => undefined);
  await client.connect();
  return {
    append: (raw: string) => client.append("INBOX", raw),
    /** Whether the server offers IDLE (its capabilities after login). */
    idles: () => client.capabilities.has("IDLE"),
    /** Every mail's UID and flags, without changing them (EXAMINE). */
    async flags() {
      await client.mailboxOpen("INBOX", { readOnly: true });
      const mails = await client.fetchAll("1:*", { uid: true, flags: true });
      return mails.map((mail) => ({ uid: mail.uid, flags: [...(mail.flags ?? [])].sort() }));
    },
    close: () => client.logout().catch(() => client.close()),
  };
}
