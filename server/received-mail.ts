import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { FastifyBaseLogger } from "fastify";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { acknowledgementCopy } from "../app/content/acknowledgement.ts";
import { attachmentMaxBytes } from "../app/desk/api.ts";
import { mailboxContent } from "../app/desk/mailbox-content.ts";
import { transaction } from "./database.ts";
import { seqOfReference } from "./enquiry-reference.ts";
import { timeOrderedId } from "./enquiry-store.ts";
import { threadRoot } from "./notifications.ts";

/** A mail larger than this is read only up to it: its text is shown cut short, its attachments not kept. */
export const mailMaxBytes = 40 * 1024 * 1024;
const textMaxChars = 100_000;
const attachmentsMax = 50;
/** A forged header may name thousands of Message-IDs: only so many are looked up. */
const idsMax = 100;

/** What a mail's header says about the thread it belongs to. */
export type ThreadFacts = {
  /** Its own Message-ID, or one made from a hash of its header when it has none. */
  messageId: string;
  /** In-Reply-To first, then References from the newest back. */
  answers: string[];
  subject: string;
};

export type ReceivedMailOptions = {
  /** DATA_DIR: attachments are stored in its attachments/ folder. */
  dataDir: string;
  /** The domain our Message-IDs are made under (MAIL_FROM's), to recognise the notification's thread root. */
  domain: string;
  /** Told of each mail filed, after it is committed (the owner's push notification hooks in here). */
  onFiled?: (enquiry: { id: string }) => void;
  /** Where a failing onFiled is reported: the mail stays filed, and the mailbox is read on. */
  log?: Pick<FastifyBaseLogger, "error">;
  now?: () => Date;
  limits?: { attachmentMaxBytes: number; mailMaxBytes: number };
};

/** One line, no control characters (a CR/LF in a subject must never reach a header or a log line). */
const oneLine = (value: string, max: number) =>
  value
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, max);
/** Text as the desk shows it: lines kept, other control characters dropped. */
const plainText = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .slice(0, textMaxChars);
/** A file name for the download's header and the list: no path, no control or quoting characters. */
const fileName = (value: string | undefined, index: number) =>
  oneLine(path.basename((value ?? "").replace(/\\/g, "/")), 200).replace(/["\\]/g, "_") ||
  `attachment-${index + 1}`;

/** "Name <address>, …" on one line, as the desk shows a sender. */
const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  oneLine(
    [field ?? []]
      .flat()
      .flatMap((list) => list.value)
      .map(({ name, address = "" }) => (name ? `${name} <${address}>` : address))
      .join(", "),
    300,
  );

const messageIds = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(" ") : (value ?? "")).match(/<[^<>\s]+>/g) ?? [];

const parserOptions = {
  skipImageLinks: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  keepCidLinks: true,
  maxHtmlLengthToParse: 2_000_000,
};

/**
 * mailparser reduces HTML to text only when the HTML is the whole mail, not an HTML part beside attachments:
 * such a part is reduced the same way (same converter, same limits), as a mail of its own.
 */
async function htmlText(html: string): Promise<string> {
  const parsed = await simpleParser(
    Buffer.from(`Content-Type: text/html; charset=utf-8\r\n\r\n${html}`),
    parserOptions,
  );
  return parsed.text ?? "";
}

/** Reads the thread facts from a mail's header (a header alone, as the mailbox's first fetch gives it). */
export async function threadFacts(header: Buffer): Promise<ThreadFacts> {
  const parsed = await simpleParser(header, { skipHtmlToText: true, skipTextToHtml: true });
  const references = messageIds(parsed.references).reverse();
  const answers = [...new Set([...messageIds(parsed.inReplyTo), ...references])].slice(0, idsMax);
  const ownId = messageIds(parsed.messageId)[0];
  return {
    messageId: ownId ?? `<sha256-${createHash("sha256").update(header).digest("hex")}@received.invalid>`,
    answers,
    subject: oneLine(parsed.subject ?? "", 300),
  };
}

export type ReceivedMails = ReturnType<typeof createReceivedMails>;

/**
 * The buyers' mails filed into their enquiries' conversations (the mails table, direction 'in'), their
 * attachments, and how far the owner's mailbox has been read. server/mailbox.ts feeds it from IMAP.
 */
export function createReceivedMails(db: DatabaseSync, options: ReceivedMailOptions) {
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? { attachmentMaxBytes, mailMaxBytes };
  const folder = path.join(options.dataDir, "attachments");
  const referencePattern = new RegExp(
    `\\[\\s*(${acknowledgementCopy.referencePrefix}-[0-9A-Z]{6})\\s*\\]`,
    "i",
  );

  const byMessageId = db.prepare(
    "SELECT enquiry_id AS enquiryId FROM mails WHERE message_id = ? AND enquiry_id IS NOT NULL",
  );
  const byId = db.prepare("SELECT id FROM enquiries WHERE id = ?");
  const bySeq = db.prepare("SELECT id FROM enquiries WHERE seq = ?");
  const filed = db.prepare("SELECT 1 FROM mails WHERE message_id = ?");
  const insertMail = db.prepare(
    `INSERT INTO mails (id, enquiry_id, direction, kind, sender, recipient, recipient_name, subject, text,
       message_id, state, next_attempt_at, created_at)
     VALUES (?, ?, 'in', 'received', ?, ?, '', ?, ?, ?, 'received', 0, ?)`,
  );
  const insertAttachment = db.prepare(
    "INSERT INTO mail_attachments (id, mail_id, name, size, refused) VALUES (?, ?, ?, ?, ?)",
  );
  const markUnread = db.prepare("UPDATE enquiries SET read_at = NULL WHERE id = ?");
  const selectPosition = db.prepare(
    "SELECT uid_validity AS uidValidity, last_uid AS lastUid FROM mailbox_state WHERE mailbox = ?",
  );
  const upsertPosition = db.prepare(
    `INSERT INTO mailbox_state (mailbox, uid_validity, last_uid) VALUES (?, ?, ?)
     ON CONFLICT (mailbox) DO UPDATE SET uid_validity = excluded.uid_validity, last_uid = excluded.last_uid`,
  );
  const selectOldestOut = db.prepare("SELECT min(created_at) AS at FROM mails WHERE direction = 'out'");
  const selectAttachment = db.prepare("SELECT name, size FROM mail_attachments WHERE id = ? AND refused = 0");
  const selectReceived = db.prepare(
    `SELECT id, sender, created_at AS at, subject, text FROM mails
     WHERE enquiry_id = ? AND direction = 'in' ORDER BY created_at, rowid`,
  );
  const selectAttachments = db.prepare(
    `SELECT a.id, a.mail_id AS mailId, a.name, a.size, a.refused FROM mail_attachments a
     JOIN mails m ON m.id = a.mail_id WHERE m.enquiry_id = ? ORDER BY a.rowid`,
  );
  const selectStoredIds = db.prepare("SELECT id FROM mail_attachments WHERE refused = 0");

  const enquiryOfMessage = (id: string) =>
    (byMessageId.get(id) as { enquiryId: string } | undefined)?.enquiryId;
  const enquiryOfRoot = (id: string) => {
    const match = /^<enquiry-([^@>]+)@([^>]+)>$/.exec(id);
    if (!match || threadRoot(match[1] as string, options.domain) !== id) return undefined;
    return (byId.get(match[1] as string) as { id: string } | undefined)?.id;
  };
  const enquiryOfSubject = (subject: string) => {
    const reference = referencePattern.exec(subject)?.[1];
    const seq = reference === undefined ? undefined : seqOfReference(reference);
    return seq === undefined ? undefined : (bySeq.get(seq) as { id: string } | undefined)?.id;
  };

  /** Where the mailbox was read to; a new UIDVALIDITY means its UIDs start over. */
  type Position = { mailbox: string; uidValidity: string; uid: number };

  return {
    limits,

    /** The enquiry a mail answers, from its thread headers first, then a [VA-XXXXXX] in its subject. */
    answered(facts: ThreadFacts): string | undefined {
      for (const id of facts.answers) {
        const enquiryId = enquiryOfMessage(id) ?? enquiryOfRoot(id);
        if (enquiryId) return enquiryId;
      }
      return enquiryOfSubject(facts.subject);
    },

    isFiled: (messageId: string) => filed.get(messageId) !== undefined,

    position(mailbox: string, uidValidity: string): number | undefined {
      const row = selectPosition.get(mailbox) as { uidValidity: string; lastUid: number } | undefined;
      return row?.uidValidity === uidValidity ? row.lastUid : undefined;
    },

    /** Records that the mailbox was read up to uid (a mail that answered nothing, or was filed already). */
    advance: ({ mailbox, uidValidity, uid }: Position) => void upsertPosition.run(mailbox, uidValidity, uid),

    /** Only mails that arrived after the first mail we sent can answer one: a first read starts there. */
    oldestSent(): Date | undefined {
      const { at } = selectOldestOut.get() as { at: number | null };
      return at === null ? undefined : new Date(at);
    },

    /**
     * Files a mail into the enquiry's conversation with its attachments, marks the enquiry unread and moves
     * the mailbox's position past it, all in one transaction: a crash files it again or not at all, never
     * twice (its Message-ID is unique). `truncated`: the source was cut at the size limit.
     */
    async file(mail: {
      enquiryId: string;
      facts: ThreadFacts;
      source: Buffer;
      truncated: boolean;
      receivedAt: Date | undefined;
      position: Position;
    }): Promise<"filed" | "duplicate"> {
      const { enquiryId, facts, position } = mail;
      const parsed: ParsedMail | undefined = await simpleParser(mail.source, parserOptions).catch(
        () => undefined,
      );
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
      const text = parsed
        ? plainText(parsed.text ?? (parsed.html ? await htmlText(parsed.html) : ""))
        : mailboxContent.unreadable;
      const attachments = (parsed?.attachments ?? [])
        .filter((attachment) => !attachment.related)
        .slice(0, attachmentsMax)
        .map((attachment, index) => ({
          id: randomUUID(),
          name: fileName(attachment.filename, index),
          size: attachment.size,
          content: attachment.content,
          refused: mail.truncated || attachment.size > limits.attachmentMaxBytes,
        }));
      const stored = attachments.filter((attachment) => !attachment.refused);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      for (const attachment of stored) {
        await writeFile(path.join(folder, attachment.id), attachment.content, { mode: 0o600, flag: "wx" });
      }
      const mailId = timeOrderedId(now());
      const at = mail.receivedAt && !Number.isNaN(mail.receivedAt.getTime()) ? mail.receivedAt : now();
      const outcome = transaction(db, () => {
        upsertPosition.run(position.mailbox, position.uidValidity, position.uid);
        if (filed.get(facts.messageId) !== undefined) return "duplicate" as const;
        insertMail.run(
          mailId,
          enquiryId,
          addresses(parsed?.from),
          addresses(parsed?.to),
          facts.subject,
          mail.truncated ? `${mailboxContent.truncated(mb(limits.mailMaxBytes))}\n\n${text}` : text,
          facts.messageId,
          at.getTime(),
        );
        for (const attachment of attachments) {
          insertAttachment.run(
            attachment.id,
            mailId,
            attachment.name,
            attachment.size,
            attachment.refused ? 1 : 0,
          );
        }
        markUnread.run(enquiryId);
        return "filed" as const;
      });
      if (outcome === "duplicate") {
        await Promise.all(stored.map((attachment) => unlink(path.join(folder, attachment.id))));
      } else {
        try {
          options.onFiled?.({ id: enquiryId });
        } catch (error) {
          options.log?.error({ err: error, enquiryId }, "onFiled failed for a filed mail");
        }
      }
      return outcome;
    },

    /** A stored attachment's name, size and file; undefined when there is none (or it was refused). */
    attachment(id: string): { name: string; size: number; file: string } | undefined {
      const row = selectAttachment.get(id) as { name: string; size: number } | undefined;
      return row && { ...row, file: path.join(folder, id) };
    },

    /** An enquiry's received mails, oldest first, each with its attachments. */
    receivedOf(enquiryId: string) {
      const rows = selectAttachments.all(enquiryId) as {
        id: string;
        mailId: string;
        name: string;
        size: number;
        refused: number;
      }[];
      return (
        selectReceived.all(enquiryId) as {
          id: string;
          sender: string;
          at: number;
          subject: string;
          text: string;
        }[]
      ).map((mail) => ({
        ...mail,
        at: new Date(mail.at).toISOString(),
        attachments: rows
          .filter((row) => row.mailId === mail.id)
          .map(({ id, name, size, refused }) => ({ id, name, size, refused: refused === 1 })),
      }));
    },

    /** The files of an enquiry's stored attachments: removed with it (erasure), once its rows are gone. */
    filesOf: (enquiryId: string) =>
      (selectAttachments.all(enquiryId) as { id: string; refused: number }[])
        .filter((row) => row.refused === 0)
        .map((row) => path.join(folder, row.id)),

    /** At start-up, before any filing: removes files whose filing never committed (a crash in between). */
    async sweep(): Promise<void> {
      const kept = new Set((selectStoredIds.all() as { id: string }[]).map((row) => row.id));
      const files = await readdir(folder).catch(() => [] as string[]);
      await Promise.all(
        files.filter((file) => !kept.has(file)).map((file) => unlink(path.join(folder, file))),
      );
    },
  };
}
