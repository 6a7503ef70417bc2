import type { DatabaseSync } from "node:sqlite";
import { withoutFsync } from "../database/database.ts";
import { timeOrderedId } from "../shared/time-ordered-id.ts";
import type { OutgoingMail } from "./mailer.ts";
import { isMessageId } from "./message-id.ts";
import type { MailSource } from "./outbox.ts";
import { createOutgoingMailRows, type DueMailRow, type MailKind } from "./store.ts";

/** The PDF's file name: "Quotation VA-7K3F9Q-1.pdf", the same in every language. */
export const quotationFileName = (name: string) => `Quotation ${name}.pdf`;

/** A mail to store: complete as it will go out, so nothing about it depends on the time it is sent. */
export type NewMail = {
  /** Null for a mail to the owner about an enquiry (it is no part of the buyer's conversation). */
  enquiryId: string | null;
  kind: MailKind;
  /** The owner who wrote it (a reply); absent for automatic mails. */
  author?: string;
  to: { name: string; address: string };
  replyTo: string;
  /** One-line values only. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Complete, with angle brackets, unique: e.g. <ack-{enquiry id}@domain>. */
  messageId: string;
  /** A quotation sent with it: its PDF, as stored when it was sent, goes along as the attachment. */
  quotationId?: string;
};

export type MailQueue = ReturnType<typeof createMailQueue>;

/**
 * The mails the site sends other than the owner's notification (acknowledgements now, the owner's replies next),
 * each stored before it is sent and delivered by the outbox through `source`. Rows are never deleted.
 */
export function createMailQueue(db: DatabaseSync, now: () => Date = () => new Date()) {
  const rows = createOutgoingMailRows(db);

  function store(mail: NewMail): string {
    const id = timeOrderedId(now());
    rows.insert({
      id,
      enquiryId: mail.enquiryId,
      kind: mail.kind,
      author: mail.author ?? null,
      recipient: mail.to.address,
      recipientName: mail.to.name,
      replyTo: mail.replyTo,
      headers: JSON.stringify(mail.headers),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      at: now().getTime(),
      quotationId: mail.quotationId ?? null,
    });
    return id;
  }

  function toOutgoing(row: DueMailRow): OutgoingMail {
    return {
      messageId: row.messageId,
      // Named by the Message-ID's local part (ack-{enquiry id}): never the notification's file ({enquiry id}).
      file: row.messageId.replace(/^<|@.*$/g, ""),
      kind: row.kind,
      enquiryId: row.enquiryId,
      to: { name: row.recipientName, address: row.recipient },
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: JSON.parse(row.headers) as Record<string, string>,
      attachments:
        row.pdf && row.quotationName
          ? [
              {
                filename: quotationFileName(row.quotationName),
                content: Buffer.from(row.pdf),
                contentType: "application/pdf",
              },
            ]
          : [],
    };
  }

  const source: MailSource = {
    due(limit) {
      const due = rows.due(now().getTime(), limit);
      for (const row of due.filter((r) => r.spam === 1))
        withoutFsync(db, () => rows.markSkipped(row.id, "spam"));
      return due
        .filter((row) => row.spam !== 1)
        .map((row) => ({
          mail: toOutgoing(row),
          attempts: row.attempts,
          // Bookkeeping without its own fsync, as for the notification (enquiry-store.ts): a lost "sent" mark
          // sends the mail again, with the same Message-ID, which at-least-once delivery allows.
          markSent: () => withoutFsync(db, () => rows.markSent(row.id, now().toISOString())),
          markFailed: (error, nextAttemptAt) =>
            withoutFsync(db, () => rows.markFailed(row.id, error, nextAttemptAt)),
        }));
    },
    nextDueAt: () => rows.nextDueAt() ?? undefined,
  };

  return {
    /** Stores a mail to be sent now, and answers its id. Inside the transaction of whatever it belongs to. */
    queue: store,
    /**
     * The Message-IDs of an enquiry's conversation that reached (or will reach) their recipient, oldest first:
     * those a reply may name (a received mail without a usable one of its own was stored under a made-up one).
     */
    thread: (enquiryId: string) =>
      rows.thread(enquiryId).filter((id) => isMessageId(id) && !id.endsWith(".invalid>")),
    /**
     * To whom, for which enquiry's client, and when mails of a kind were queued (or sent) since `sinceMs` (ms
     * since the epoch), oldest first.
     */
    queuedSince: rows.recent,
    source,
  };
}
