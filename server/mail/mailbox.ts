import type { FastifyBaseLogger } from "fastify";
import { type FetchMessageObject, ImapFlow, type SearchObject } from "imapflow";
import type { ImapSettings } from "../platform/config.ts";
import { headerMaxBytes, threadFacts } from "./mail-parsing.ts";
import type { ReceivedMails } from "./received-mail.ts";

export type MailboxWatcherOptions = {
  imap: ImapSettings;
  mails: ReceivedMails;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Reconnecting waits minMs, then twice as long each time up to maxMs. */
  retry?: { minMs: number; maxMs: number };
  /** How often the mailbox is read even without news from IDLE (servers without IDLE are polled so). */
  pollMs?: number;
};

export type MailboxWatcher = ReturnType<typeof watchMailbox>;

/**
 * The header of a mail from its first bytes, up to the blank line that ends it; undefined when it does not end
 * within them (a mail of nothing but header ends where its bytes end).
 */
function headerOf(start: Buffer | undefined, size: number | undefined): Buffer | undefined {
  if (!start) return undefined;
  const end = start.indexOf("\r\n\r\n");
  if (end >= 0) return start.subarray(0, end + 4);
  const bare = start.indexOf("\n\n");
  if (bare >= 0) return start.subarray(0, bare + 2);
  return (size ?? 0) <= start.length ? start : undefined;
}

/**
 * Watches the owner's mailbox and files every mail that answers one of the site's mails into its enquiry
 * (received-mail.ts). The mailbox is opened read-only (EXAMINE) and fetched with BODY.PEEK: nothing in it
 * changes, not even \Seen. Only the header of a new mail is fetched at first; the whole mail only when it
 * answers an enquiry. A lost connection, a refused login or a bad mail never stops the server: it reconnects
 * with backoff, and `downSince` says since when the mailbox cannot be read.
 */
export function watchMailbox({
  imap,
  mails,
  log,
  now = () => new Date(),
  retry = { minMs: 1000, maxMs: 5 * 60_000 },
  pollMs = 60_000,
}: MailboxWatcherOptions) {
  // The position is kept per account and folder: another IMAP_URL starts afresh.
  const key = `${imap.user}@${imap.host}:${imap.port}/${imap.mailbox}`;
  let stopped = false;
  let downSince: Date | null = null;
  let client: ImapFlow | undefined;
  let wakeUp = () => {};
  let running: Promise<void> | undefined;

  /** Reads the mails that arrived since the last read, oldest first, filing those that answer an enquiry. */
  async function readNew(connection: ImapFlow) {
    const box = connection.mailbox;
    if (!box) return;
    const uidValidity = String(box.uidValidity);
    const last = mails.position(key, uidValidity);
    let query: SearchObject;
    if (last === undefined) {
      // A first read (or the server renumbered the folder): only mails since our first sent mail can answer one.
      const since = mails.oldestSent();
      if (!since) return mails.advance({ mailbox: key, uidValidity, uid: box.uidNext - 1 });
      query = { since };
    } else {
      query = { uid: `${last + 1}:*` };
    }
    // "N:*" also names the last mail when N is past it.
    const uids = ((await connection.search(query, { uid: true })) || [])
      .filter((uid) => uid > (last ?? 0))
      .sort((a, b) => a - b);
    if (uids.length === 0 && last === undefined) {
      return mails.advance({ mailbox: key, uidValidity, uid: box.uidNext - 1 });
    }
    for (let i = 0; i < uids.length && !stopped; i += 100) {
      // The first bytes of each mail, never its whole header: a forged header of megabytes, a hundred at a
      // time, held the process's memory at hundreds of megabytes.
      const heads = await connection.fetchAll(
        uids.slice(i, i + 100).join(","),
        { uid: true, size: true, internalDate: true, source: { maxLength: headerMaxBytes } },
        { uid: true },
      );
      for (const head of heads.sort((a, b) => a.uid - b.uid)) {
        if (stopped) return;
        await fileOne(connection, head, { mailbox: key, uidValidity, uid: head.uid });
      }
    }
  }

  async function fileOne(
    connection: ImapFlow,
    head: FetchMessageObject,
    position: { mailbox: string; uidValidity: string; uid: number },
  ) {
    const header = headerOf(head.source, head.size);
    if (!header) {
      log.warn({ uid: head.uid, size: head.size }, "a mail's header is over the limit: left in the mailbox");
      return mails.advance(position);
    }
    // A header the parser cannot read cannot be matched either: passed over, so it never blocks the next ones.
    const facts = await threadFacts(header).catch(() => undefined);
    const routing = facts && mails.route(facts);
    if (!facts || !routing || routing.action === "pass" || mails.isFiled(facts.messageId)) {
      return mails.advance(position);
    }
    const truncated = (head.size ?? 0) > mails.limits.mailMaxBytes;
    const full = await connection.fetchOne(
      String(head.uid),
      { source: truncated ? { maxLength: mails.limits.mailMaxBytes } : true },
      { uid: true },
    );
    // Gone meanwhile (moved or deleted by the owner's mail program): nothing to file.
    if (full === false || !full.source) return mails.advance(position);
    const internalDate = full.internalDate ?? head.internalDate;
    const outcome = await mails.file({
      routing,
      facts,
      source: full.source,
      truncated,
      receivedAt: internalDate === undefined ? undefined : new Date(internalDate),
      position,
    });
    // Which enquiry and what happened; never the buyer's address or words.
    log.info({ enquiryId: routing.enquiryId, outcome, truncated }, "buyer's mail filed from the mailbox");
  }

  /** One connection: open the folder read-only, read what is new, then wait for news (IDLE) or the poll. */
  async function session(onOpen: () => void) {
    const connection = new ImapFlow({
      host: imap.host,
      port: imap.port,
      secure: imap.secure,
      servername: imap.host,
      auth: { user: imap.user, pass: imap.pass },
      logger: false,
      disableAutoIdle: true,
      maxIdleTime: pollMs,
      connectionTimeout: 30_000,
    });
    client = connection;
    // Without a listener an 'error' event would end the process; the close that follows ends the session.
    connection.on("error", (error: Error & { code?: string }) =>
      log.warn({ code: error.code, error: error.message }, "mailbox connection failed"),
    );
    let news = true;
    const wake = () => {
      news = true;
      wakeUp();
    };
    connection.on("exists", wake);
    const poll = setInterval(wake, pollMs);
    const closed = new Promise<void>((resolve) => connection.once("close", resolve));
    try {
      await connection.connect();
      await connection.mailboxOpen(imap.mailbox, { readOnly: true });
      onOpen();
      while (!stopped && connection.usable) {
        if (news) {
          news = false;
          await readNew(connection);
          continue;
        }
        const woken = new Promise<void>((resolve) => {
          wakeUp = resolve;
        });
        // IDLE ends when the next command is sent (readNew's); a failure shows as the close.
        const idling = connection.idle().catch(() => undefined);
        await Promise.race([idling, woken, closed]);
      }
    } finally {
      clearInterval(poll);
      connection.close();
    }
  }

  async function run() {
    let failures = 0;
    while (!stopped) {
      try {
        await session(() => {
          failures = 0;
          if (downSince) log.info({ downSince }, "mailbox reachable again");
          downSince = null;
        });
      } catch (error) {
        const { code, message } = error as Error & { code?: string; authenticationFailed?: boolean };
        log.warn({ code, error: message }, "mailbox not reachable");
      }
      if (stopped) return;
      downSince ??= now();
      const wait = Math.min(retry.maxMs, retry.minMs * 2 ** failures);
      failures++;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    start() {
      running ??= run();
    },
    async stop() {
      stopped = true;
      wakeUp();
      client?.close();
      await running;
    },
    /** Since when the mailbox cannot be read; null while it can (or before the first attempt ended). */
    downSince: () => downSince,
  };
}
