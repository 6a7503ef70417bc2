import { fullDateTime } from "#app/desk/shared/format.ts";
import { mailboxWords as copy } from "#domain/desk/mailbox-words.ts";

/** Under the desk's header while the owner's mailbox cannot be read: buyers' answers are not coming in. */
export function MailboxBanner({ since }: { since: string | null | undefined }) {
  if (!since) return null;
  return (
    <p role="status" className="bg-onion-700 px-4 py-2 text-center font-semibold text-sm text-white">
      {copy.unreachableSince} <time dateTime={since}>{fullDateTime(since)}</time>
    </p>
  );
}
