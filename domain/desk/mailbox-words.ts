import { deskLanguage } from "./desk-language.ts";

/** The fixed texts of the buyers' mails filed from the owner's mailbox (server/mail/mailbox.ts) and their UI. */
const english = {
  /** The desk's header while the mailbox cannot be read; the time as the desk shows times. */
  unreachableSince: "Mailbox not reachable since",
  received: "Received from",
  attachments: "Attachments",
  download: "Download",
  /** Why a file was listed but not stored. */
  refused: {
    size: (limitMb: number) => `Not kept: larger than ${limitMb} MB. Ask the buyer to send it another way.`,
    enquiry: () =>
      "Not kept: this enquiry already holds as many files as the site keeps for one enquiry. Open the mail in your own mail program.",
    total: () =>
      "Not kept: the site's space for attachments is full. Open the mail in your own mail program.",
  },
  /** A filed mail whose sender is not the enquiry's buyer (it answered the site's mail, or was filed by hand). */
  notFromBuyer: "Not from the buyer's address: check it before you act on it.",
  noText: "(This mail has no text.)",
  /** In place of the text of a mail the server could not read (broken MIME), or cut short (too large). */
  unreadable: "(This mail could not be read here. Open it in your own mail program.)",
  truncated: (limitMb: number) =>
    `(This mail was larger than ${limitMb} MB: only its beginning is shown here, without attachments. Open it in your own mail program.)`,
};

export type MailboxWords = typeof english;

/** In the desk's language; the server files English (domain/desk/desk-language.ts). */
export const mailboxWords: MailboxWords =
  deskLanguage === "ar" ? (await import("./mailbox-words.ar.ts")).arabic : english;
