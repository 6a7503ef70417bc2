import type { DatabaseSync } from "node:sqlite";
import { withoutFsync } from "../database/database.ts";
import { timeOrderedId } from "../enquiries/enquiry-store.ts";
import type { OutgoingMail } from "./mailer.ts";
import { isMessageId } from "./message-id.ts";
import type { MailSource } from "./outbox.ts";

/** The PDF's file name: "Quotation VA-7K3F9Q-1.pdf", the same in every language. */
export const quotationFileName = (name: string) => `Quotation ${name}.pdf`;

export type MailKind = "acknowledgement" | "reply";

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

type DueRow = {
  id: string;
  enquiryId: string | null;
  kind: MailKind;
  recipient: string;
  recipientName: string;
  replyTo: string | null;
  headers: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attempts: number;
  spam: number | null;
  pdf: Uint8Array | null;
  quotationName: string | null;
};

export type MailQueue = ReturnType<typeof createMailQueue>;

/**
 * The mails table: mails other than the owner's notification (acknowledgements now, the owner's replies next),
 * each stored before it is sent and delivered by the outbox through `source`. Rows are never deleted.
 */
export function createMailQueue(db: DatabaseSync, now: () => Date = () => new Date()) {
  const insert = db.prepare(
    `INSERT INTO mails (id, enquiry_id, kind, author, recipient, recipient_name, reply_to, headers, subject, text,
       html, message_id, next_attempt_at, created_at, quotation_id)
     VALUES (:id, :enquiryId, :kind, :author, :recipient, :recipientName, :replyTo, :headers, :subject, :text,
       :html, :messageId, :at, :at, :quotationId)`,
  );
  // The enquiry's client address comes along: limits per client must hold across a restart too.
  const selectRecent = db.prepare(
    `SELECT m.recipient, e.client_ip AS clientIp, m.created_at AS at
     FROM mails m JOIN enquiries e ON e.id = m.enquiry_id
     WHERE m.kind = ? AND m.created_at > ? AND m.state != 'skipped'
     ORDER BY m.created_at, m.rowid`,
  );
  // An enquiry the owner marked spam while its mail still waited gets none.
  const selectDue = db.prepare(
    `SELECT m.id, m.enquiry_id AS enquiryId, m.kind, m.recipient, m.recipient_name AS recipientName,
       m.reply_to AS replyTo, m.headers, m.subject, m.text, m.html, m.message_id AS messageId, m.attempts,
       e.spam, q.pdf, qe.reference || '-' || q.number AS quotationName
     FROM mails m LEFT JOIN enquiries e ON e.id = m.enquiry_id
       LEFT JOIN quotations q ON q.id = m.quotation_id LEFT JOIN enquiries qe ON qe.id = q.enquiry_id
     WHERE m.state = 'queued' AND m.next_attempt_at <= ? ORDER BY m.next_attempt_at, m.rowid LIMIT ?`,
  );
  const selectNextDue = db.prepare("SELECT min(next_attempt_at) AS at FROM mails WHERE state = 'queued'");
  const updateSent = db.prepare(
    `UPDATE mails SET state = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ?`,
  );
  const updateFailed = db.prepare(
    `UPDATE mails SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?
     WHERE id = ? AND state = 'queued'`,
  );
  const updateSkipped = db.prepare(
    "UPDATE mails SET state = 'skipped', skip_reason = ? WHERE id = ? AND state = 'queued'",
  );

  const selectThread = db.prepare(
    `SELECT message_id AS messageId FROM mails WHERE enquiry_id = ? AND state != 'skipped'
     ORDER BY created_at, rowid`,
  );

  function store(mail: NewMail): string {
    const id = timeOrderedId(now());
    insert.run({
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

  function toOutgoing(row: DueRow): OutgoingMail {
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
      const rows = selectDue.all(now().getTime(), limit) as DueRow[];
      for (const row of rows.filter((r) => r.spam === 1))
        withoutFsync(db, () => updateSkipped.run("spam", row.id));
      return rows
        .filter((row) => row.spam !== 1)
        .map((row) => ({
          mail: toOutgoing(row),
          attempts: row.attempts,
          // Bookkeeping without its own fsync, as for the notification (enquiry-store.ts): a lost "sent" mark
          // sends the mail again, with the same Message-ID, which at-least-once delivery allows.
          markSent: () => withoutFsync(db, () => updateSent.run(now().toISOString(), row.id)),
          markFailed: (error, nextAttemptAt) =>
            withoutFsync(db, () => updateFailed.run(error, nextAttemptAt, row.id)),
        }));
    },
    nextDueAt() {
      const row = selectNextDue.get() as { at: number | null };
      return row.at ?? undefined;
    },
  };

  return {
    /** Stores a mail to be sent now, and answers its id. Inside the transaction of whatever it belongs to. */
    queue: store,
    /**
     * The Message-IDs of an enquiry's conversation that reached (or will reach) their recipient, oldest first:
     * those a reply may name (a received mail without a usable one of its own was stored under a made-up one).
     */
    thread: (enquiryId: string) =>
      (selectThread.all(enquiryId) as { messageId: string }[])
        .map((row) => row.messageId)
        .filter((id) => isMessageId(id) && !id.endsWith(".invalid>")),
    /**
     * To whom, for which enquiry's client, and when mails of a kind were queued (or sent) since `sinceMs` (ms
     * since the epoch), oldest first.
     */
    queuedSince: (kind: MailKind, sinceMs: number) =>
      selectRecent.all(kind, sinceMs) as { recipient: string; clientIp: string; at: number }[],
    source,
  };
}
