/**
 * A Message-ID fit to write into a mail's In-Reply-To or References: RFC 5322's `<left@right>` in printable
 * ASCII without spaces or angle brackets, and short enough for one header line. A buyer's mail program chooses
 * its own, so one that is not this is never copied into a mail the site sends.
 */
export const isMessageId = (value: string) => value.length <= 250 && /^<[!-;=?-~]+@[!-;=?-~]+>$/.test(value);

/** The Message-IDs named in a header's value, in order, those unfit left out. */
export const messageIdsIn = (value: string | string[] | undefined) =>
  ((Array.isArray(value) ? value.join(" ") : (value ?? "")).match(/<[^<>\s]+>/g) ?? []).filter(isMessageId);
