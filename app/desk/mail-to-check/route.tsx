import { Form, Link, redirect, useRouteError } from "react-router";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { PageNotices } from "#app/desk/shared/page-notices.tsx";
import { AttachmentList } from "#app/desk/shared/received-mail.tsx";
import { TimeAgo } from "#app/desk/shared/time-ago.tsx";
import { deskButton, deskCard } from "#app/desk/shared/ui.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import { mailboxWords } from "#domain/desk/mailbox-words.ts";
import type { HeldMail, MailToCheck } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { Route } from "./+types/route";

const copy = deskWords.mailToCheck;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { mails } = await deskFetch<MailToCheck>(deskApi.mailToCheck, { page: request.url });
  return { mails, done: new URL(request.url).searchParams.get("done") };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  try {
    if (form.get("intent") === "file") {
      await deskFetch(deskApi.fileHeldMail(id), { method: "POST" });
      return redirect(`${deskPages.mailToCheck}?done=filed`);
    }
    await deskFetch(deskApi.heldMail(id), { method: "DELETE" });
    return redirect(`${deskPages.mailToCheck}?done=discarded`);
  } catch (error) {
    if (error instanceof DeskError) return { error: error.message };
    throw error;
  }
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

/** One held mail: who sent it, why it waits, the enquiry it named, its text as text, and what to do with it. */
function HeldMailItem({ mail }: { mail: HeldMail }) {
  const mayFile = useMayCall("POST /api/desk/mail-to-check/:id/file");
  const headingId = `held-${mail.id}`;
  return (
    <li className={`${deskCard} p-5`}>
      <article aria-labelledby={headingId}>
        <p className="inline-block rounded-full bg-onion-700/10 px-3 py-1 font-bold text-onion-700 text-sm">
          {copy.reasons[mail.reason]}
        </p>
        <header className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <p className="min-w-0 break-words text-earth-700">
            {mailboxWords.received} <bdi className="font-semibold text-earth-900">{mail.sender}</bdi>
          </p>
          <TimeAgo iso={mail.at} />
        </header>
        <h2 id={headingId} dir="auto" className="mt-1 break-words font-bold text-forest-900 text-lg">
          {mail.subject}
        </h2>
        {mail.enquiry && (
          <p className="mt-1 break-words text-earth-700 text-sm">
            {copy.names}{" "}
            <Link
              to={deskPages.enquiry(mail.enquiry.id)}
              className="font-semibold text-forest-800 underline underline-offset-4"
            >
              <bdi>{mail.enquiry.reference}</bdi>: <bdi>{mail.enquiry.name}</bdi>
              {mail.enquiry.company ? ` (${mail.enquiry.company})` : ""}
            </Link>
          </p>
        )}
        {/* A stranger's words: text only, never HTML. */}
        <p
          dir="auto"
          className="mt-3 max-h-80 overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-cream-50 p-3 text-earth-900 text-sm leading-relaxed"
        >
          {mail.text.trim() || mailboxWords.noText}
        </p>
        <AttachmentList attachments={mail.attachments} />
        {mayFile && (
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="id" value={mail.id} />
            {mail.enquiry && (
              <button
                type="submit"
                name="intent"
                value="file"
                aria-label={copy.fileLabel(mail.enquiry.reference)}
                className={deskButton.primary}
              >
                {copy.file}
              </button>
            )}
            <button
              type="submit"
              name="intent"
              value="discard"
              aria-label={copy.discardLabel(mail.subject)}
              className={deskButton.danger}
            >
              {copy.discard}
            </button>
          </Form>
        )}
      </article>
    </li>
  );
}

/** 'Mail to check': mails that named an enquiry but were not filed by themselves, for the owner to decide. */
export default function MailToCheckPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mails, done } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
        <p className="mt-1 max-w-3xl text-earth-700">{copy.intro}</p>
      </div>
      <PageNotices
        done={done && !actionData ? (done === "filed" ? copy.filed : copy.discarded) : null}
        error={actionData?.error}
      />
      {mails.length === 0 ? (
        <p className="text-earth-700">{copy.none}</p>
      ) : (
        <ul className="space-y-4">
          {mails.map((mail) => (
            <HeldMailItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
