import { fileSize } from "#app/desk/shared/format.ts";
import { TimeAgo } from "#app/desk/shared/time-ago.tsx";
import { attachmentMaxBytes, deskApi } from "#domain/desk/api.ts";
import { mailboxWords as copy } from "#domain/desk/mailbox-words.ts";
import type { MailAttachment, ReceivedMail } from "#domain/desk/types.ts";

/** The files of a buyer's mail: each a download (never shown inline); one too large listed, not kept. */
export function AttachmentList({ attachments }: { attachments: MailAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <div className="mt-3 border-earth-900/10 border-t pt-3">
      <h4 className="font-bold text-earth-700 text-xs uppercase tracking-wide">{copy.attachments}</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {attachments.map((attachment) => (
          <li key={attachment.id} className="break-words">
            {attachment.refused ? (
              <>
                <span className="font-semibold text-earth-900">{attachment.name}</span>{" "}
                <span className="text-earth-700">({fileSize(attachment.size)})</span>
                <span className="block text-onion-700">
                  {copy.refused[attachment.refused](attachmentMaxBytes / 1024 / 1024)}
                </span>
              </>
            ) : (
              <a
                href={deskApi.attachment(attachment.id)}
                download={attachment.name}
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-forest-800 underline underline-offset-4 hover:text-forest-700"
              >
                <span className="sr-only">{copy.download} </span>
                {attachment.name}
                <span className="font-normal text-earth-700 no-underline">
                  {" "}
                  ({fileSize(attachment.size)})
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One mail the buyer sent back, filed from the owner's mailbox, in the conversation: its text as text, never as HTML. */
export function ReceivedMailItem({ mail }: { mail: ReceivedMail }) {
  return (
    <li className="rounded-xl bg-white p-3 ring-1 ring-forest-800/20">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <p className="min-w-0 break-words text-earth-700">
          {copy.received} <bdi className="font-semibold text-earth-900">{mail.sender}</bdi>
        </p>
        <TimeAgo iso={mail.at} />
      </header>
      {mail.fromBuyer === false && (
        <p className="mt-2 rounded-lg bg-onion-700/10 px-3 py-2 font-semibold text-onion-700 text-sm">
          {copy.notFromBuyer}
        </p>
      )}
      <h3 dir="auto" className="mt-1 break-words font-bold text-forest-900">
        {mail.subject}
      </h3>
      <p dir="auto" className="mt-2 whitespace-pre-wrap break-words text-earth-900 leading-relaxed">
        {mail.text.trim() || copy.noText}
      </p>
      <AttachmentList attachments={mail.attachments} />
    </li>
  );
}
