import { randomUUID } from "node:crypto";
import { mkdir, readdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { FastifyBaseLogger } from "fastify";
import { attachmentMaxBytes, type HeldReason, type RefusedBecause } from "#domain/desk/api.ts";
import { mailboxWords } from "#domain/desk/mailbox-words.ts";
import { transaction } from "../database/database.ts";
import { referenceInSubject, referencesOf } from "../enquiries/enquiry-reference.ts";
import { createEnquiryRecords } from "../enquiries/enquiry-store.ts";
import { timeOrderedId } from "../shared/time-ordered-id.ts";
import { mailboxOf } from "./mail-address.ts";
import { readMail, type ThreadFacts } from "./mail-parsing.ts";
import { mailDomain } from "./mailer.ts";
import { threadRoot } from "./notifications.ts";
import { type AttachmentRow, createReceivedMailRows } from "./store.ts";

/** A mail larger than this is read only up to it: its text is shown cut short, its attachments not kept. */
export const mailMaxBytes = 40 * 1024 * 1024;
/** How many files of one mail are listed; more are not even named. */
const attachmentsMax = 50;

/** What the mailbox may store: each file, each enquiry's files (held mails count for the one they named), all. */
export type MailLimits = {
  attachmentMaxBytes: number;
  mailMaxBytes: number;
  enquiryAttachmentsMaxBytes: number;
  attachmentsMaxBytes: number;
};

export const defaultMailLimits: MailLimits = {
  attachmentMaxBytes,
  mailMaxBytes,
  enquiryAttachmentsMaxBytes: 50 * 1024 * 1024,
  attachmentsMaxBytes: 2 * 1024 * 1024 * 1024,
};

/**
 * Where a mail goes: into an enquiry's conversation, to the owner's 'Mail to check' list, or nowhere (the
 * site's own mails, and mails that name no enquiry: they stay in her mailbox, untouched).
 */
export type Routing =
  | { action: "file"; enquiryId: string; fromBuyer: boolean }
  | { action: "hold"; enquiryId: string | null; reason: HeldReason }
  | { action: "pass"; why: "own" | "unrelated" };

export type ReceivedMailOptions = {
  /** DATA_DIR: attachments are stored in its attachments/ folder. */
  dataDir: string;
  /** MAIL_FROM's address: its domain makes our Message-IDs, and a mail from it is one of the site's own. */
  siteAddress: string;
  /** Told of each mail filed, after it is committed (the owner's push notification hooks in here). */
  onFiled?: (enquiry: { id: string }) => void;
  /** Where a failing onFiled is reported: the mail stays filed, and the mailbox is read on. */
  log?: Pick<FastifyBaseLogger, "error">;
  now?: () => Date;
  limits?: Partial<MailLimits>;
};

const refusedCodes = { size: 1, enquiry: 2, total: 3 } as const satisfies Record<RefusedBecause, number>;
const refusedOf = (code: number): RefusedBecause | null =>
  (Object.entries(refusedCodes).find(([, value]) => value === code)?.[0] as RefusedBecause) ?? null;

/** Mails, each with its attachments as the desk lists them. */
export const withAttachments = <T extends { id: string }>(mails: T[], rows: AttachmentRow[]) =>
  mails.map((mail) => ({
    ...mail,
    attachments: rows
      .filter((row) => row.mailId === mail.id)
      .map(({ id, name, size, refused }) => ({ id, name, size, refused: refusedOf(refused) })),
  }));

export type ReceivedMails = ReturnType<typeof createReceivedMails>;

type Attachment = { id: string; name: string; size: number; content: Buffer; refused: RefusedBecause | null };

/**
 * The mails received in the owner's mailbox that answer the site's (the mails table, direction 'in'): filed
 * into their enquiries' conversations, or held for her to check; their attachments; and how far the mailbox
 * has been read. server/mail/mailbox.ts feeds it from IMAP.
 */
export function createReceivedMails(db: DatabaseSync, options: ReceivedMailOptions) {
  const now = options.now ?? (() => new Date());
  const limits: MailLimits = { ...defaultMailLimits, ...options.limits };
  const folder = path.join(options.dataDir, "attachments");
  const domain = mailDomain(options.siteAddress);
  const siteMailbox = mailboxOf(options.siteAddress);
  const references = referencesOf(db);

  const mails = createReceivedMailRows(db);
  const enquiries = createEnquiryRecords(db);
  const selectPosition = db.prepare(
    "SELECT uid_validity AS uidValidity, last_uid AS lastUid FROM mailbox_state WHERE mailbox = ?",
  );
  const upsertPosition = db.prepare(
    `INSERT INTO mailbox_state (mailbox, uid_validity, last_uid) VALUES (?, ?, ?)
     ON CONFLICT (mailbox) DO UPDATE SET uid_validity = excluded.uid_validity, last_uid = excluded.last_uid`,
  );
  const enquiryOfRoot = (id: string) => {
    const match = /^<enquiry-([^@>]+)@([^>]+)>$/.exec(id);
    if (!match || threadRoot(match[1] as string, domain) !== id) return undefined;
    return enquiries.contactOf(match[1] as string);
  };
  /** The enquiry a Message-ID of the site's names: a mail it sent for it, or its thread root. */
  const enquiryOfSent = (id: string) => {
    const sent = mails.sent(id);
    if (sent?.enquiryId) return enquiries.contactOf(sent.enquiryId);
    return enquiryOfRoot(id);
  };
  const enquiryOfReference = (reference: string) => {
    const seq = references.seqOf(reference);
    const row = seq === undefined ? undefined : enquiries.ofSeq(seq);
    return row && row.reference === references.referenceOf(seq as number) ? row : undefined;
  };
  const isSiteOwn = (facts: ThreadFacts) =>
    mails.sent(facts.messageId) !== undefined ||
    enquiryOfRoot(facts.messageId) !== undefined ||
    mailboxOf(facts.from) === siteMailbox;
  const fromBuyer = (facts: ThreadFacts, enquiry: { email: string }) =>
    facts.from !== "" && mailboxOf(facts.from) === mailboxOf(enquiry.email);

  /** Decides, per file, why it is not kept: too large, its enquiry's share used up, or the store full. */
  function admit(
    files: Awaited<ReturnType<typeof readMail>>["attachments"],
    truncated: boolean,
    bucket: string | null,
  ): Attachment[] {
    let forBucket = mails.keptBytesFor(bucket ?? "");
    let total = mails.keptBytes();
    return files.slice(0, attachmentsMax).map((file) => {
      const { size } = file;
      let refused: RefusedBecause | null = null;
      if (truncated || size > limits.attachmentMaxBytes) refused = "size";
      else if (forBucket + size > limits.enquiryAttachmentsMaxBytes) refused = "enquiry";
      else if (total + size > limits.attachmentsMaxBytes) refused = "total";
      else {
        forBucket += size;
        total += size;
      }
      return { ...file, id: randomUUID(), refused };
    });
  }

  /** Where the mailbox was read to; a new UIDVALIDITY means its UIDs start over. */
  type Position = { mailbox: string; uidValidity: string; uid: number };

  return {
    limits,

    /**
     * Where a mail goes. Never the site's own mails (its notifications, acknowledgements and replies, whatever
     * their subject says). Into an enquiry when it answers a mail the site sent for it, or names its reference
     * and comes from its buyer's mailbox; a reference from anyone else, or one that names no enquiry, is held.
     */
    route(facts: ThreadFacts): Routing {
      if (isSiteOwn(facts)) return { action: "pass", why: "own" };
      for (const id of facts.answers) {
        const enquiry = enquiryOfSent(id);
        if (enquiry) return { action: "file", enquiryId: enquiry.id, fromBuyer: fromBuyer(facts, enquiry) };
      }
      const reference = referenceInSubject.exec(facts.subject)?.[1];
      if (reference === undefined) return { action: "pass", why: "unrelated" };
      const enquiry = enquiryOfReference(reference);
      if (!enquiry) return { action: "hold", enquiryId: null, reason: "unknown-reference" };
      return fromBuyer(facts, enquiry)
        ? { action: "file", enquiryId: enquiry.id, fromBuyer: true }
        : { action: "hold", enquiryId: enquiry.id, reason: "sender-not-buyer" };
    },

    isFiled: mails.isStored,

    position(mailbox: string, uidValidity: string): number | undefined {
      const row = selectPosition.get(mailbox) as { uidValidity: string; lastUid: number } | undefined;
      return row?.uidValidity === uidValidity ? row.lastUid : undefined;
    },

    /** Records that the mailbox was read up to uid (a mail that answered nothing, or was filed already). */
    advance: ({ mailbox, uidValidity, uid }: Position) => void upsertPosition.run(mailbox, uidValidity, uid),

    /** Only mails that arrived after the first mail we sent can answer one: a first read starts there. */
    oldestSent(): Date | undefined {
      const at = mails.oldestSentAt();
      return at === null ? undefined : new Date(at);
    },

    /**
     * Files a mail into the enquiry's conversation (marking it unread), or holds it for the owner, with its
     * attachments, and moves the mailbox's position past it, all in one transaction: a crash files it again or
     * not at all, never twice (its Message-ID is unique). `truncated`: the source was cut at the size limit.
     */
    async file(mail: {
      routing: Extract<Routing, { action: "file" | "hold" }>;
      facts: ThreadFacts;
      source: Buffer;
      truncated: boolean;
      receivedAt: Date | undefined;
      position: Position;
    }): Promise<"filed" | "held" | "duplicate"> {
      const { routing, facts, position } = mail;
      const read = await readMail(mail.source);
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
      const attachments = admit(read.attachments, mail.truncated, routing.enquiryId);
      const stored = attachments.filter((attachment) => attachment.refused === null);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      for (const attachment of stored) {
        await writeFile(path.join(folder, attachment.id), attachment.content, { mode: 0o600, flag: "wx" });
      }
      const mailId = timeOrderedId(now());
      const at = mail.receivedAt && !Number.isNaN(mail.receivedAt.getTime()) ? mail.receivedAt : now();
      const held = routing.action === "hold";
      const outcome = transaction(db, () => {
        upsertPosition.run(position.mailbox, position.uidValidity, position.uid);
        if (mails.isStored(facts.messageId)) return "duplicate" as const;
        mails.insert({
          id: mailId,
          enquiryId: held ? null : routing.enquiryId,
          sender: read.from,
          recipient: read.to,
          subject: facts.subject,
          text: mail.truncated
            ? `${mailboxWords.truncated(mb(limits.mailMaxBytes))}\n\n${read.text}`
            : read.text,
          messageId: facts.messageId,
          at: at.getTime(),
          heldReason: held ? routing.reason : null,
          heldEnquiryId: held ? routing.enquiryId : null,
          fromBuyer: held ? 0 : Number(routing.fromBuyer),
        });
        for (const attachment of attachments) {
          const refused = attachment.refused === null ? 0 : refusedCodes[attachment.refused];
          mails.insertAttachment({
            id: attachment.id,
            mailId,
            name: attachment.name,
            size: attachment.size,
            refused,
          });
        }
        if (held) return "held" as const;
        enquiries.markUnread(routing.enquiryId);
        return "filed" as const;
      });
      if (outcome === "duplicate") {
        await Promise.all(stored.map((attachment) => unlink(path.join(folder, attachment.id))));
      } else if (outcome === "filed") {
        try {
          options.onFiled?.({ id: routing.enquiryId as string });
        } catch (error) {
          options.log?.error({ err: error, enquiryId: routing.enquiryId }, "onFiled failed for a filed mail");
        }
      }
      return outcome;
    },

    /** A stored attachment's name, size and file; undefined when there is none (or it was refused). */
    attachment(id: string): { name: string; size: number; file: string } | undefined {
      const row = mails.attachment(id);
      return row && { ...row, file: path.join(folder, id) };
    },

    /** An enquiry's received mails, oldest first, each with its attachments. */
    receivedOf(enquiryId: string) {
      const received = mails.receivedOf(enquiryId).map((mail) => ({
        ...mail,
        at: new Date(mail.at).toISOString(),
        // Filed before senders were compared: nothing is known either way.
        fromBuyer: mail.fromBuyer === null ? null : mail.fromBuyer === 1,
      }));
      return withAttachments(received, mails.attachmentsOf(enquiryId));
    },

    /** The files of an enquiry's stored attachments: removed with it (erasure), once its rows are gone. */
    filesOf: (enquiryId: string) =>
      mails
        .attachmentsOf(enquiryId)
        .filter((row) => row.refused === 0)
        .map((row) => path.join(folder, row.id)),

    /** At start-up, before any filing: removes files whose filing never committed (a crash in between). */
    async sweep(): Promise<void> {
      const kept = new Set(mails.storedAttachmentIds());
      const files = await readdir(folder).catch(() => [] as string[]);
      await Promise.all(
        files.filter((file) => !kept.has(file)).map((file) => unlink(path.join(folder, file))),
      );
    },
  };
}
