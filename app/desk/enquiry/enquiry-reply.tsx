import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { fullDateTime } from "#app/desk/shared/format.ts";
import { ReceivedMailItem } from "#app/desk/shared/received-mail.tsx";
import type { ConversationMail, ReceivedMail, ReplyDraft } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { deskButton, deskCard, deskControl } from "../shared/ui.ts";

const copy = deskWords.reply;
const heading = "font-extrabold text-forest-900 text-lg";
const label = "mb-1 block font-bold text-forest-900 text-sm";

/**
 * The reply composer: To and Subject from the server's draft, a template fills the message, which stays
 * editable; Send posts to the page's action, which stores the reply and queues it.
 */
export function ReplyComposer({
  draft,
  cancelTo,
  answer,
}: {
  draft: ReplyDraft;
  cancelTo: string;
  /** The page action's last answer: a new one (an error; success closes the composer) ends the sending. */
  answer: unknown;
}) {
  const [body, setBody] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Its own state, not useNavigation(): a router hook used here would ship in every public page's shared chunk.
  const [sending, setSending] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer of the action ends the sending
  useEffect(() => setSending(false), [answer]);
  // Opened by 'Reply': take the owner (and a screen reader) to it.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby="composer-heading" className={`${deskCard} space-y-4 p-5`}>
      <h2 id="composer-heading" ref={headingRef} tabIndex={-1} className={`${heading} outline-none`}>
        {copy.heading}
      </h2>
      <Form method="post" onSubmit={() => setSending(true)} className="space-y-4">
        <input type="hidden" name="intent" value="reply" />
        <div>
          <p className={label}>{copy.to}</p>
          <p className="break-all text-earth-900">
            <bdi>{draft.to.name}</bdi> <bdi>&lt;{draft.to.address}&gt;</bdi>
          </p>
        </div>
        <div>
          <label htmlFor="reply-subject" className={label}>
            {copy.subjectLabel}
          </label>
          <input
            id="reply-subject"
            dir="auto"
            name="subject"
            required
            maxLength={200}
            defaultValue={draft.subject}
            className={`${deskControl} px-3`}
          />
        </div>
        <div>
          <label htmlFor="reply-template" className={label}>
            {copy.template}
          </label>
          <select
            id="reply-template"
            defaultValue=""
            onChange={(event) =>
              setBody(draft.templates.find((t) => t.id === event.currentTarget.value)?.body ?? "")
            }
            className={`${deskControl} px-3`}
          >
            <option value="">{copy.noTemplate}</option>
            {draft.templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="reply-body" className={label}>
            {copy.body}
          </label>
          <textarea
            id="reply-body"
            dir="auto"
            name="body"
            required
            rows={14}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            className={`${deskControl} px-3 py-2 leading-relaxed`}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={sending} className={deskButton.primary}>
            {sending ? copy.sending : copy.send}
          </button>
          <Link to={cancelTo} className={`${deskButton.outline} inline-flex items-center`}>
            {copy.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}

const stateTone: Record<ConversationMail["state"], string> = {
  queued: "bg-cream-200 text-earth-900",
  sent: "bg-forest-100 text-forest-900",
  retrying: "bg-onion-700/10 text-onion-700",
  skipped: "bg-earth-700/15 text-earth-900",
  received: "bg-saffron-300/60 text-forest-950",
};

/** Every mail of the enquiry, oldest first, with its state; the texts as text, never as HTML. */
/** The enquiry's mails, oldest first: ours with their delivery state, the buyer's with sender and files. */
export function Conversation({ mails, received }: { mails: ConversationMail[]; received: ReceivedMail[] }) {
  const receivedById = new Map(received.map((mail) => [mail.id, mail]));
  return (
    <section aria-labelledby="conversation-heading" className={`${deskCard} space-y-3 p-5`}>
      <h2 id="conversation-heading" className={heading}>
        {copy.conversation}
      </h2>
      {mails.length === 0 ? (
        <p className="text-earth-700 text-sm">{copy.noMails}</p>
      ) : (
        <ol className="space-y-3">
          {mails.map((mail) => {
            const buyers = receivedById.get(mail.id);
            if (buyers) return <ReceivedMailItem key={mail.id} mail={buyers} />;
            return (
              <li key={mail.id} className="rounded-xl bg-cream-50 p-3 ring-1 ring-earth-900/5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-bold text-forest-900 text-sm">
                    {copy.kinds[mail.kind]}
                    {mail.author && (
                      <span className="font-normal text-earth-700"> {copy.by(mail.author)}</span>
                    )}
                  </p>
                  <span className={`rounded-full px-2.5 py-0.5 font-bold text-xs ${stateTone[mail.state]}`}>
                    {copy.states[mail.state]}
                  </span>
                </div>
                {mail.reason && <p className="mt-1 break-words text-onion-700 text-xs">{mail.reason}</p>}
                <p className="mt-1 break-all text-earth-700 text-xs">
                  <time dateTime={mail.at}>{fullDateTime(mail.at)}</time> · <bdi>{mail.to}</bdi>
                </p>
                <details className="mt-2">
                  <summary
                    dir="auto"
                    className="cursor-pointer break-words font-semibold text-earth-900 text-sm"
                  >
                    {mail.subject}
                  </summary>
                  <p dir="auto" className="mt-2 whitespace-pre-wrap break-words text-earth-900 text-sm">
                    {mail.text}
                  </p>
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
