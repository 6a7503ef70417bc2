import { createHash } from "node:crypto";
import path from "node:path";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { mailboxWords } from "#domain/desk/mailbox-words.ts";
import { messageIdsIn } from "./message-id.ts";

// How a mail from the owner's mailbox is read: bounded before anything is held whole, and reduced to text.

/**
 * A header larger than this is not read at all (the mail stays in the mailbox, for the owner's own mail
 * program): a forged one of megabytes would otherwise be held and parsed whole. Postfix refuses headers over
 * 100 KiB by default (header_size_limit), so no mail a real server passed on comes near it.
 */
export const headerMaxBytes = 128 * 1024;
/** The MIME parts the parser follows in one mail: a mail of a million empty parts costs no more than these. */
const partsMax = 200;
const textMaxChars = 100_000;
/** A forged header may name thousands of Message-IDs: only so many are looked up. */
const idsMax = 100;

/** What a mail's header says about the thread it belongs to. */
export type ThreadFacts = {
  /** Its own Message-ID, or one made from a hash of its header when it has none (or one unfit to copy). */
  messageId: string;
  /** In-Reply-To first, then References from the newest back. */
  answers: string[];
  subject: string;
  /** The From address, as written (empty when there is none). */
  from: string;
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

// mailparser hands these to its MIME splitter (mailsplit), which stops at them before holding more.
const boundedParsing = { maxHeadSize: headerMaxBytes, maxChildNodes: partsMax };
const parserOptions = {
  ...boundedParsing,
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
  const parsed = await simpleParser(header, {
    ...boundedParsing,
    skipHtmlToText: true,
    skipTextToHtml: true,
  });
  const references = messageIdsIn(parsed.references).reverse();
  const answers = [...new Set([...messageIdsIn(parsed.inReplyTo), ...references])].slice(0, idsMax);
  const ownId = messageIdsIn(parsed.messageId)[0];
  const from = [parsed.from ?? []].flat()[0]?.value[0]?.address ?? "";
  return {
    messageId: ownId ?? `<sha256-${createHash("sha256").update(header).digest("hex")}@received.invalid>`,
    answers,
    subject: oneLine(parsed.subject ?? "", 300),
    from: oneLine(from, 300),
  };
}

/** A whole mail's sender, recipients and text (HTML reduced to text); its text says so when it cannot be read. */
export async function readMail(source: Buffer) {
  const parsed: ParsedMail | undefined = await simpleParser(source, parserOptions).catch(() => undefined);
  const text = parsed
    ? plainText(parsed.text ?? (parsed.html ? await htmlText(parsed.html) : ""))
    : mailboxWords.unreadable;
  return {
    from: addresses(parsed?.from),
    to: addresses(parsed?.to),
    text,
    attachments: (parsed?.attachments ?? [])
      .filter((attachment) => !attachment.related)
      .map((attachment, index) => ({
        name: fileName(attachment.filename, index),
        size: attachment.size,
        content: attachment.content,
      })),
  };
}
