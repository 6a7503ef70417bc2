import { Link } from "react-router";
import { fullDateTime, languageName } from "#app/desk/shared/format.ts";
import { deskQuotationWords as copy } from "#app/desk/shared/quotation-words.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { deskPages } from "#domain/desk/api.ts";
import { assignmentWords } from "#domain/desk/assignment-words.ts";
import { deskOrderWords } from "#domain/desk/order-words.ts";
import type { Quotation } from "#domain/desk/types.ts";
import { formatMoney } from "#domain/quotations/money.ts";
import { deskCard } from "../shared/ui.ts";
import { QuotationDocument, QuotationViews } from "./quotation-document.tsx";

function stateOf(q: Quotation): keyof typeof copy.states {
  return q.state === "sent" && q.expired && q.acceptedAt === null ? "expired" : q.state;
}

/** One quotation: its number, state and total, and what the buyer did with it ('Viewed', 'Accepted'). */
export function QuotationSummary({ quotation: q, enquiryId }: { quotation: Quotation; enquiryId?: string }) {
  const state = stateOf(q);
  const mayOrder = useMayCall("POST /api/desk/quotations/:id/order");
  return (
    <article className="min-w-0 space-y-1" aria-label={`${copy.open} ${q.name}`}>
      <p className="flex flex-wrap items-center gap-2">
        <bdi className="font-bold font-mono text-forest-900">{q.name}</bdi>
        <span className="rounded-full bg-earth-900/5 px-2.5 py-0.5 font-bold text-earth-800 text-xs">
          {copy.states[state]}
        </span>
        <bdi className="font-bold tabular-nums">{formatMoney("en-GB", q.totalMinor, q.currency)}</bdi>
        <span className="text-earth-700 text-xs">{copy.inLanguage(languageName(q.language))}</span>
        <span className="text-earth-700 text-xs">{assignmentWords.by(q.createdBy)}</span>
      </p>
      {q.sentAt && (
        <p className="text-earth-700 text-sm">
          {copy.states.sent} <time dateTime={q.sentAt}>{fullDateTime(q.sentAt)}</time>
        </p>
      )}
      {q.state !== "draft" && (
        <p className="text-earth-900 text-sm">
          {q.viewedAt ? (
            <>
              <strong>{copy.viewed}</strong> <time dateTime={q.viewedAt}>{fullDateTime(q.viewedAt)}</time>
              {q.views.length > 1 && (
                <span className="text-earth-700"> · {copy.viewCount(q.views.length)}</span>
              )}
            </>
          ) : (
            copy.notViewed
          )}
        </p>
      )}
      {q.acceptedAt && (
        <p className="font-semibold text-forest-900 text-sm">
          <strong>{copy.accepted}</strong> {copy.acceptedBy(q.acceptedName ?? "")},{" "}
          <time dateTime={q.acceptedAt}>{fullDateTime(q.acceptedAt)}</time>
        </p>
      )}
      {q.acceptedAt && enquiryId && mayOrder && (
        <p>
          <Link
            to={deskPages.newOrder(enquiryId, q.id)}
            className="inline-flex min-h-11 items-center rounded-full bg-forest-800 px-5 font-bold text-sm text-white hover:bg-forest-700"
          >
            {deskOrderWords.create}
          </Link>
        </p>
      )}
      {q.url && (
        <p className="text-sm">
          <a href={q.url} target="_blank" rel="noreferrer" className="text-forest-800 underline">
            {copy.buyerPage}
          </a>{" "}
          <span className="text-earth-700 text-xs">{copy.buyerPageHint}</span>
        </p>
      )}
    </article>
  );
}

/** The enquiry's quotations, newest first, and the way to write one. */
export function QuotationList({ enquiryId, quotations }: { enquiryId: string; quotations: Quotation[] }) {
  const draft = quotations[0]?.state === "draft";
  const mayWrite = useMayCall("POST /api/desk/enquiries/:id/quotations");
  return (
    <section aria-labelledby="quotations-heading" className={`${deskCard} space-y-4 p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quotations-heading" className="font-extrabold text-forest-900 text-lg">
          {copy.listHeading}
        </h2>
        {mayWrite && (
          <Link
            to={`${deskPages.enquiry(enquiryId)}?quotation`}
            className="inline-flex min-h-11 items-center rounded-full bg-saffron-400 px-5 font-bold text-forest-950 text-sm hover:bg-saffron-300"
          >
            {draft ? copy.edit : copy.open}
          </Link>
        )}
      </div>
      {quotations.map((q) => (
        <div key={q.id} className="space-y-2">
          <QuotationSummary quotation={q} enquiryId={enquiryId} />
          {q.state !== "draft" && (
            <details className="rounded-xl bg-earth-900/[0.03] px-3 py-2">
              <summary className="min-h-11 cursor-pointer content-center font-bold text-forest-800 text-sm">
                {copy.document}
              </summary>
              <div className="space-y-4 pt-2 pb-1">
                <QuotationDocument quotation={q} />
                <QuotationViews quotation={q} />
              </div>
            </details>
          )}
        </div>
      ))}
    </section>
  );
}
