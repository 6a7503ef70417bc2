import { useEffect } from "react";
import {
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useRevalidator,
  useRouteError,
} from "react-router";
import { EnquiryAssignee, EnquiryFollowUp } from "#app/desk/enquiry/enquiry-hands.tsx";
import { ArrivalBlock, QuoteBlock } from "#app/desk/enquiry/enquiry-quote.tsx";
import { Conversation, ReplyComposer } from "#app/desk/enquiry/enquiry-reply.tsx";
import { EnquiryActions, EnquiryHistory, EnquiryNotes } from "#app/desk/enquiry/enquiry-work.tsx";
import { QuotationEditor, quotationPanel, saveQuotation } from "#app/desk/enquiry/quotation-editor.tsx";
import { QuotationList } from "#app/desk/enquiry/quotation-list.tsx";
import { EnquiryOrderList } from "#app/desk/orders/enquiry-orders.tsx";
import { AnswerTime } from "#app/desk/shared/answer-time.tsx";
import { MailBadge, StatusBadge } from "#app/desk/shared/badges.tsx";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import {
  callLink,
  deskCountry,
  fullDate,
  fullDateTime,
  mailtoLink,
  whatsappLink,
} from "#app/desk/shared/format.ts";
import { PageNotices } from "#app/desk/shared/page-notices.tsx";
import { deskQuotationWords } from "#app/desk/shared/quotation-words.ts";
import { TimeAgo } from "#app/desk/shared/time-ago.tsx";
import { deskCard } from "#app/desk/shared/ui.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { deskApi, deskPages, enquiryStatuses } from "#domain/desk/api.ts";
import { assignmentWords } from "#domain/desk/assignment-words.ts";
import { mayCall } from "#domain/desk/route-roles.ts";
import type {
  EnquiryChange,
  EnquiryOrders,
  EnquiryRecord,
  Me,
  People,
  Quotations,
  ReplyDraft,
  ReplyInput,
} from "#domain/desk/types.ts";
import { deskWords, replyMailWords } from "#domain/desk/words.ts";
import type { Route } from "./+types/route";

const copy = deskWords.enquiry;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  // ?reply opens the composer, ?quotation the quotation; ?sent follows a reply just stored, ?quoted a quotation
  // just sent, ?saved a draft quotation saved.
  const [record, draft, list, { people: everyone }, { orders }] = await Promise.all([
    deskFetch<EnquiryRecord>(deskApi.enquiry(params.id)),
    search.has("reply") ? deskFetch<ReplyDraft>(deskApi.reply(params.id)) : null,
    deskFetch<Quotations>(deskApi.quotations(params.id)),
    deskFetch<People>(deskApi.people),
    deskFetch<EnquiryOrders>(deskApi.enquiryOrders(params.id)),
  ]);
  // A Viewer changes nothing: no enquiry is theirs to work.
  const people = everyone.filter((person) => person.role !== "viewer");
  // Right after a reply or a quotation is sent, the next follow-up is offered.
  const offerNext = search.has("sent") || search.has("quoted");
  const { quotations } = list;
  const panel = search.has("quotation") ? quotationPanel(list, search) : null;
  const sent = search.has("sent")
    ? deskWords.reply.sent
    : search.has("quoted")
      ? deskQuotationWords.sent
      : search.has("saved")
        ? deskQuotationWords.saved
        : null;
  const unchanged = { record, draft, sent, quotations, orders, panel, people, offerNext, justRead: false };
  if (record.enquiry.read) return unchanged;
  // A Viewer's opening leaves it unread for those who answer it: their role may not change it.
  const { role } = await deskFetch<Me>(deskApi.me, { page: request.url });
  if (!mayCall(role, "PATCH /api/desk/enquiries/:id")) return unchanged;
  // Opening an unread enquiry reads it: mark it so, and show the history with that step.
  await deskFetch(deskApi.enquiry(params.id), {
    method: "PATCH",
    body: { read: true } satisfies EnquiryChange,
  });
  return {
    record: await deskFetch<EnquiryRecord>(deskApi.enquiry(params.id)),
    draft,
    sent,
    quotations,
    orders,
    panel,
    people,
    offerNext,
    justRead: true,
  };
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = params.id;
  try {
    switch (form.get("intent")) {
      case "status": {
        const status = enquiryStatuses.find((s) => s === form.get("status"));
        await deskFetch(deskApi.enquiry(id), { method: "PATCH", body: { status } satisfies EnquiryChange });
        return { message: copy.statusSaved };
      }
      case "spam": {
        const spam = form.get("spam") === "true";
        await deskFetch(deskApi.enquiry(id), { method: "PATCH", body: { spam } satisfies EnquiryChange });
        return { message: spam ? copy.inSpam : null };
      }
      case "assign": {
        const assigneeId = String(form.get("assigneeId") ?? "") || null;
        await deskFetch(deskApi.enquiry(id), {
          method: "PATCH",
          body: { assigneeId } satisfies EnquiryChange,
        });
        return { message: assignmentWords.assignedSaved };
      }
      case "follow-up": {
        const note = String(form.get("note") ?? "");
        const inDays = form.get("inDays");
        const followUp = inDays
          ? { inDays: Number(inDays), note }
          : { on: String(form.get("on") ?? ""), note };
        await deskFetch(deskApi.enquiry(id), { method: "PATCH", body: { followUp } satisfies EnquiryChange });
        return { message: assignmentWords.followUpSaved };
      }
      case "no-follow-up":
        await deskFetch(deskApi.enquiry(id), {
          method: "PATCH",
          body: { followUp: null } satisfies EnquiryChange,
        });
        return { message: assignmentWords.followUpRemoved };
      case "note":
        await deskFetch(deskApi.notes(id), {
          method: "POST",
          body: { text: String(form.get("text") ?? "") },
        });
        return { message: null };
      case "reply":
        await deskFetch(deskApi.reply(id), {
          method: "POST",
          body: {
            subject: String(form.get("subject") ?? ""),
            body: String(form.get("body") ?? ""),
          } satisfies ReplyInput,
        });
        return redirect(`${deskPages.enquiry(id)}?sent`);
      case "quotation":
        return await saveQuotation(id, form);
      case "resend":
        await deskFetch(deskApi.resend(id), { method: "POST" });
        return { message: copy.resent };
      case "delete":
        await deskFetch(deskApi.enquiry(id), { method: "DELETE" });
        return redirect(deskPages.inbox);
      default:
        return { error: deskWords.errors.generic };
    }
  } catch (error) {
    if (error instanceof DeskError) return { error: error.message, fields: error.fields };
    throw error;
  }
}

/**
 * The one revalidation this page starts itself (after marking the enquiry read) is for the header's unread
 * count: this page's own data is fresh, so it is not fetched again. Actions and navigations revalidate as usual.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: deskWords.title(loaderData?.record.enquiry.name ?? copy.fields.name) },
  { name: "robots", content: "noindex" },
];

/** One enquiry: every field, the ways to answer the buyer, and the owner's work on it. */
export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { record, draft, sent, quotations, orders, panel, people, offerNext, justRead } = loaderData;
  const { enquiry, notes, history, conversation, received } = record;
  const mayReply = useMayCall("POST /api/desk/enquiries/:id/reply");
  const revalidator = useRevalidator();
  // Marking it read changed the inbox's unread count, which the desk's header shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per enquiry opened.
  useEffect(() => {
    if (justRead) void revalidator.revalidate();
  }, [justRead, enquiry.id]);

  const status = (actionData && "message" in actionData ? actionData.message : null) ?? sent;
  const subject = replyMailWords.mailtoSubject(enquiry.product?.title, fullDate(enquiry.receivedAt, "en-GB"));
  const back = enquiry.spam ? deskPages.spam : deskPages.inbox;
  const fields: [string, React.ReactNode][] = [
    [
      copy.fields.company,
      enquiry.company ? <bdi key="company">{enquiry.company}</bdi> : deskWords.inbox.noCompany,
    ],
    [
      copy.fields.email,
      <a key="email" href={`mailto:${enquiry.email}`} className="break-all text-forest-800 underline">
        <bdi>{enquiry.email}</bdi>
      </a>,
    ],
    [
      copy.fields.phone,
      <bdi key="phone" dir="ltr">
        +{enquiry.phone}
      </bdi>,
    ],
    [copy.fields.country, enquiry.country ? deskCountry(enquiry.country) : deskWords.inbox.unknownCountry],
    [copy.fields.product, enquiry.product?.title ?? deskWords.inbox.noProduct],
    [
      copy.received,
      <time key="received" dateTime={enquiry.receivedAt}>
        {fullDateTime(enquiry.receivedAt)}
      </time>,
    ],
    [
      copy.fields.mail,
      <span key="mail" className="inline-flex flex-wrap items-center gap-2">
        <MailBadge mail={enquiry.mail} />
        <span className="text-earth-700 text-xs">{copy.mailAttempts(enquiry.mailAttempts)}</span>
        {enquiry.mailError && <span className="text-onion-700 text-xs">{enquiry.mailError}</span>}
      </span>,
    ],
    [
      copy.reference,
      <bdi key="reference" className="font-mono">
        {enquiry.reference}
      </bdi>,
    ],
    [
      copy.fields.id,
      <bdi key="id" className="break-all font-mono text-xs">
        {enquiry.id}
      </bdi>,
    ],
  ];

  return (
    <div className="space-y-5">
      <Link
        to={back}
        className="inline-flex min-h-11 items-center gap-1 rounded font-bold text-forest-800 text-sm hover:underline"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {enquiry.spam ? copy.backToSpam : copy.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words font-extrabold text-3xl text-forest-900 tracking-tight">
            <bdi>{enquiry.name}</bdi>
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-earth-700 text-sm">
            <StatusBadge status={enquiry.status} />
            <TimeAgo iso={enquiry.receivedAt} />
            {!enquiry.spam && <AnswerTime enquiry={enquiry} now={new Date()} />}
          </p>
        </div>
      </div>
      <PageNotices done={status} error={actionData && "error" in actionData ? actionData.error : null} />
      <div className="grid items-start gap-5 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="message-heading" className={`${deskCard} p-5`}>
            <h2 id="message-heading" className="font-extrabold text-forest-900 text-lg">
              {copy.fields.message}
            </h2>
            {/* The buyer's words as text: React escapes them, nothing in them is ever run as HTML. */}
            <p dir="auto" className="mt-2 whitespace-pre-wrap break-words text-earth-900 leading-relaxed">
              {enquiry.message}
            </p>
            <dl className="mt-5 grid gap-x-6 gap-y-3 border-earth-900/10 border-t pt-5 sm:grid-cols-2">
              {fields.map(([term, value]) => (
                <div key={term} className="min-w-0">
                  <dt className="font-bold text-earth-700 text-xs uppercase tracking-wide">{term}</dt>
                  <dd className="mt-0.5 break-words text-earth-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {enquiry.quote && <QuoteBlock quote={enquiry.quote} />}
          <section aria-labelledby="contact-heading" className={`${deskCard} p-5`}>
            <h2 id="contact-heading" className="font-extrabold text-forest-900 text-lg">
              {copy.contact}
            </h2>
            <div className="mt-3 flex flex-wrap gap-3">
              {mayReply && (
                <Link
                  to="?reply"
                  className="inline-flex min-h-11 items-center rounded-full bg-saffron-400 px-5 font-bold text-forest-950 text-sm hover:bg-saffron-300"
                >
                  {copy.reply}
                </Link>
              )}
              <a
                href={mailtoLink(enquiry.email, subject)}
                className="inline-flex min-h-11 items-center rounded-full border-2 border-forest-800 px-5 font-bold text-forest-800 text-sm hover:bg-forest-800 hover:text-white"
              >
                {copy.replyByEmail}
              </a>
              <a
                href={whatsappLink(enquiry.phone)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-full bg-forest-800 px-5 font-bold text-sm text-white hover:bg-forest-700"
              >
                {copy.whatsapp}
              </a>
              <a
                href={callLink(enquiry.phone)}
                className="inline-flex min-h-11 items-center rounded-full border-2 border-forest-800 px-5 font-bold text-forest-800 text-sm hover:bg-forest-800 hover:text-white"
              >
                {copy.call}
              </a>
            </div>
          </section>
          {draft && mayReply && (
            <ReplyComposer draft={draft} cancelTo={deskPages.enquiry(enquiry.id)} answer={actionData} />
          )}
          {panel && mayReply && (
            <QuotationEditor
              panel={panel}
              enquiryId={enquiry.id}
              fields={(actionData && "fields" in actionData && actionData.fields) || {}}
            />
          )}
          <QuotationList enquiryId={enquiry.id} quotations={quotations} />
          <EnquiryOrderList orders={orders} />
          <Conversation mails={conversation} received={received} />
          <ArrivalBlock arrival={enquiry.arrival} siteLanguage={enquiry.siteLanguage} />
        </div>
        <div className="min-w-0 space-y-5">
          <EnquiryActions enquiry={enquiry}>
            <EnquiryAssignee enquiry={enquiry} people={people} />
          </EnquiryActions>
          <EnquiryFollowUp enquiry={enquiry} offerNext={offerNext} />
          <EnquiryNotes notes={notes} />
          <EnquiryHistory history={history} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    error instanceof DeskError && error.status === 404 ? copy.notFound : deskErrorMessage(error);
  return <DeskErrorMessage message={message} />;
}
