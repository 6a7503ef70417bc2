/** The fixed texts of the buyers' mails filed from the owner's mailbox (server/mailbox.ts) and their UI. */
export const mailboxContent = {
  /** The desk's header while the mailbox cannot be read; the time as the desk shows times. */
  unreachableSince: "Mailbox not reachable since",
  received: "Received from",
  attachments: "Attachments",
  download: "Download",
  /** An attachment over the size limit: listed, not stored. */
  refused: (limitMb: number) => `Not kept: larger than ${limitMb} MB. Ask the buyer to send it another way.`,
  noText: "(This mail has no text.)",
  /** In place of the text of a mail the server could not read (broken MIME), or cut short (too large). */
  unreadable: "(This mail could not be read here. Open it in your own mail program.)",
  truncated: (limitMb: number) =>
    `(This mail was larger than ${limitMb} MB: only its beginning is shown here, without attachments. Open it in your own mail program.)`,
};
