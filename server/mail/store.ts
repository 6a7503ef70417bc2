// The only SQL on the mails table and the received mails' attachments (scripts/checks/table-owners.ts keeps it
// so). One table holds an enquiry's whole conversation: the mails the site sends (outbox.ts), those filed
// from the owner's mailbox and those held for the owner to check (received-mail.ts); the desk shows them.
import type { DatabaseSync } from "node:sqlite";
import type { HeldReason } from "#domain/desk/api.ts";
import type { ConversationMail } from "#domain/desk/types.ts";

export type MailKind = "acknowledgement" | "reply";

/** An attachment's row; `refused` is 0 for a stored file, or the code of why it was not kept. */
export type AttachmentRow = { id: string; mailId: string; name: string; size: number; refused: number };

/** A queued mail as the outbox sends it, with its enquiry's spam mark and the quotation it carries, if any. */
export type DueMailRow = {
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

/** The mails the site sends: queued, delivered or skipped, never deleted. */
export function createOutgoingMailRows(db: DatabaseSync) {
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

  return {
    insert: (row: {
      id: string;
      enquiryId: string | null;
      kind: MailKind;
      author: string | null;
      recipient: string;
      recipientName: string;
      replyTo: string;
      headers: string;
      subject: string;
      text: string;
      html: string;
      messageId: string;
      at: number;
      quotationId: string | null;
    }) => void insert.run(row),
    /** To whom, for which enquiry's client, and when mails of a kind were queued or sent since `sinceMs`. */
    recent: (kind: MailKind, sinceMs: number) =>
      selectRecent.all(kind, sinceMs) as { recipient: string; clientIp: string; at: number }[],
    due: (at: number, limit: number) => selectDue.all(at, limit) as DueMailRow[],
    nextDueAt: () => (selectNextDue.get() as { at: number | null }).at,
    markSent: (id: string, sentAt: string) => void updateSent.run(sentAt, id),
    markFailed: (id: string, error: string, nextAttemptAt: number) =>
      void updateFailed.run(error, nextAttemptAt, id),
    markSkipped: (id: string, reason: string) => void updateSkipped.run(reason, id),
    /** The Message-IDs of an enquiry's mails, oldest first, but those skipped. */
    thread: (enquiryId: string) =>
      (selectThread.all(enquiryId) as { messageId: string }[]).map((row) => row.messageId),
  };
}

/** The mails filed (or held) from the owner's mailbox, their attachments, and what filing asks of the rest. */
export function createReceivedMailRows(db: DatabaseSync) {
  const sentFor = db.prepare(
    "SELECT enquiry_id AS enquiryId FROM mails WHERE message_id = ? AND direction = 'out'",
  );
  const filed = db.prepare("SELECT 1 FROM mails WHERE message_id = ?");
  const insertMail = db.prepare(
    `INSERT INTO mails (id, enquiry_id, direction, kind, sender, recipient, recipient_name, subject, text,
       message_id, state, next_attempt_at, created_at, held_reason, held_enquiry_id, from_buyer)
     VALUES (?, ?, 'in', 'received', ?, ?, '', ?, ?, ?, 'received', 0, ?, ?, ?, ?)`,
  );
  const insertAttachment = db.prepare(
    "INSERT INTO mail_attachments (id, mail_id, name, size, refused) VALUES (?, ?, ?, ?, ?)",
  );
  const selectOldestOut = db.prepare("SELECT min(created_at) AS at FROM mails WHERE direction = 'out'");
  const selectAttachment = db.prepare("SELECT name, size FROM mail_attachments WHERE id = ? AND refused = 0");
  const selectReceived = db.prepare(
    `SELECT id, sender, created_at AS at, subject, text, from_buyer AS fromBuyer FROM mails
     WHERE enquiry_id = ? AND direction = 'in' ORDER BY created_at, rowid`,
  );
  const selectAttachments = db.prepare(
    `SELECT a.id, a.mail_id AS mailId, a.name, a.size, a.refused FROM mail_attachments a
     JOIN mails m ON m.id = a.mail_id WHERE m.enquiry_id = ? ORDER BY a.rowid`,
  );
  const selectStoredIds = db.prepare("SELECT id FROM mail_attachments WHERE refused = 0");
  const selectKeptFor = db.prepare(
    `SELECT coalesce(sum(a.size), 0) AS bytes FROM mail_attachments a JOIN mails m ON m.id = a.mail_id
     WHERE a.refused = 0 AND coalesce(m.enquiry_id, m.held_enquiry_id, '') = ?`,
  );
  const selectKept = db.prepare(
    "SELECT coalesce(sum(size), 0) AS bytes FROM mail_attachments WHERE refused = 0",
  );

  return {
    /** The mail the site sent under a Message-ID, with its enquiry (null for a mail to the owner). */
    sent: (messageId: string) => sentFor.get(messageId) as { enquiryId: string | null } | undefined,
    isStored: (messageId: string) => filed.get(messageId) !== undefined,
    insert: (mail: {
      id: string;
      enquiryId: string | null;
      sender: string;
      recipient: string;
      subject: string;
      text: string;
      messageId: string;
      at: number;
      heldReason: HeldReason | null;
      heldEnquiryId: string | null;
      fromBuyer: number;
    }) =>
      void insertMail.run(
        mail.id,
        mail.enquiryId,
        mail.sender,
        mail.recipient,
        mail.subject,
        mail.text,
        mail.messageId,
        mail.at,
        mail.heldReason,
        mail.heldEnquiryId,
        mail.fromBuyer,
      ),
    insertAttachment: (row: AttachmentRow) =>
      void insertAttachment.run(row.id, row.mailId, row.name, row.size, row.refused),
    oldestSentAt: () => (selectOldestOut.get() as { at: number | null }).at,
    attachment: (id: string) => selectAttachment.get(id) as { name: string; size: number } | undefined,
    receivedOf: (enquiryId: string) =>
      selectReceived.all(enquiryId) as {
        id: string;
        sender: string;
        at: number;
        subject: string;
        text: string;
        fromBuyer: number | null;
      }[],
    attachmentsOf: (enquiryId: string) => selectAttachments.all(enquiryId) as AttachmentRow[],
    storedAttachmentIds: () => (selectStoredIds.all() as { id: string }[]).map((row) => row.id),
    /** Bytes of stored attachments filed (or held) for an enquiry; "" stands for held mails that named none. */
    keptBytesFor: (enquiryId: string) => (selectKeptFor.get(enquiryId) as { bytes: number }).bytes,
    keptBytes: () => (selectKept.get() as { bytes: number }).bytes,
  };
}

/** The mails held for the owner to check. */
export function createHeldMailRows(db: DatabaseSync) {
  const selectHeld = db.prepare(
    `SELECT m.id, m.sender, m.created_at AS at, m.subject, m.text, m.held_reason AS reason,
       e.id AS enquiryId, e.reference, e.name, e.company
     FROM mails m LEFT JOIN enquiries e ON e.id = m.held_enquiry_id
     WHERE m.held_reason IS NOT NULL ORDER BY m.created_at DESC, m.rowid DESC`,
  );
  const selectHeldAttachments = db.prepare(
    `SELECT a.id, a.mail_id AS mailId, a.name, a.size, a.refused FROM mail_attachments a
     JOIN mails m ON m.id = a.mail_id WHERE m.held_reason IS NOT NULL ORDER BY a.rowid`,
  );
  const countHeld = db.prepare("SELECT count(*) AS n FROM mails WHERE held_reason IS NOT NULL");
  const selectOneHeld = db.prepare(
    "SELECT held_enquiry_id AS enquiryId, sender FROM mails WHERE id = ? AND held_reason IS NOT NULL",
  );
  const releaseHeld = db.prepare(
    `UPDATE mails SET enquiry_id = held_enquiry_id, held_reason = NULL, held_enquiry_id = NULL, from_buyer = 0
     WHERE id = ?`,
  );
  const selectFilesOfMail = db.prepare("SELECT id FROM mail_attachments WHERE mail_id = ? AND refused = 0");
  const deleteHeld = db.prepare("DELETE FROM mails WHERE id = ? AND held_reason IS NOT NULL");

  return {
    /** Newest first, with the enquiry each named. */
    all: () =>
      selectHeld.all() as {
        id: string;
        sender: string;
        at: number;
        subject: string;
        text: string;
        reason: HeldReason;
        enquiryId: string | null;
        reference: string | null;
        name: string | null;
        company: string | null;
      }[],
    attachments: () => selectHeldAttachments.all() as AttachmentRow[],
    count: () => (countHeld.get() as { n: number }).n,
    one: (id: string) => selectOneHeld.get(id) as { enquiryId: string | null; sender: string } | undefined,
    /** Files the held mail into the enquiry it named, marked as not from the buyer. */
    release: (id: string) => void releaseHeld.run(id),
    storedAttachmentIds: (id: string) => (selectFilesOfMail.all(id) as { id: string }[]).map((row) => row.id),
    remove: (id: string) => deleteHeld.run(id).changes > 0,
  };
}

/** A mail of an enquiry's conversation as stored. */
export type ConversationRow = {
  id: string;
  direction: ConversationMail["direction"];
  kind: ConversationMail["kind"];
  createdAt: number;
  author: string | null;
  recipient: string;
  subject: string;
  text: string;
  state: "queued" | "sent" | "skipped" | "received";
  attempts: number;
  lastError: string | null;
  skipReason: string | null;
  sentAt: string | null;
};

/** An enquiry's conversation, oldest first. */
export function conversationOf(db: DatabaseSync): (enquiryId: string) => ConversationRow[] {
  const select = db.prepare(
    `SELECT id, direction, kind, created_at AS createdAt, author, recipient, subject, text, state, attempts,
       last_error AS lastError, skip_reason AS skipReason, sent_at AS sentAt
     FROM mails WHERE enquiry_id = ? ORDER BY created_at, rowid`,
  );
  return (enquiryId) => select.all(enquiryId) as ConversationRow[];
}
