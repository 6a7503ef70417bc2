import { Link } from "react-router";
import { deskCountry, languageName } from "#app/desk/shared/format.ts";
import { deskPages } from "#domain/desk/api.ts";
import { assignmentWords } from "#domain/desk/assignment-words.ts";
import type { EnquirySummary } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { defaultLang } from "#domain/i18n.ts";
import { AnswerTime } from "../shared/answer-time.tsx";
import { MailBadge, StatusBadge } from "../shared/badges.tsx";
import { TimeAgo } from "../shared/time-ago.tsx";

const copy = deskWords.inbox;

/**
 * One enquiry a row: who, from where, about what, when, its mail, its status and how long its first answer
 * took (or has been waiting). Unread rows stand out.
 */
export function InboxList({ items, now }: { items: EnquirySummary[]; now: Date }) {
  return (
    <ul className="divide-y divide-earth-900/10 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-earth-900/5">
      {items.map((item) => (
        <li
          key={item.id}
          data-unread={!item.read || undefined}
          className="relative grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3.5 hover:bg-cream-50 data-unread:bg-saffron-300/10 sm:px-5 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto_auto] md:items-center"
        >
          <div className="min-w-0">
            <p className="flex items-center gap-2">
              {!item.read && (
                <>
                  <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-onion-700" />
                  <span className="sr-only">{copy.unread}: </span>
                </>
              )}
              <Link
                to={deskPages.enquiry(item.id)}
                className={`truncate rounded text-forest-900 hover:underline ${item.read ? "font-semibold" : "font-extrabold"}`}
              >
                <bdi>{item.name}</bdi>
              </Link>
            </p>
            <p className="truncate text-earth-700 text-sm">
              {item.company ? <bdi>{item.company}</bdi> : copy.noCompany}
            </p>
            <p className="truncate text-earth-700 text-xs">
              {item.assignee ? assignmentWords.rowAssignee(item.assignee.email) : assignmentWords.unassigned}
            </p>
          </div>
          <div className="col-start-2 row-start-1 text-end text-earth-700 text-sm md:order-3 md:col-start-auto md:row-start-auto">
            <TimeAgo iso={item.receivedAt} now={now} />
          </div>
          <p className="col-span-2 min-w-0 truncate text-earth-900 text-sm md:order-2 md:col-span-1">
            {item.country ? deskCountry(item.country) : copy.unknownCountry}
            <span aria-hidden="true" className="px-1.5 text-earth-700">
              ·
            </span>
            {item.product?.title ?? <span className="text-earth-700">{copy.noProduct}</span>}
            {item.siteLanguage !== defaultLang && (
              <>
                <span aria-hidden="true" className="px-1.5 text-earth-700">
                  ·
                </span>
                {copy.inLanguage(languageName(item.siteLanguage))}
              </>
            )}
          </p>
          <div className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-1 md:order-4 md:col-span-1 md:w-60 md:justify-end">
            {item.followUp && (
              <span
                className={`rounded-full px-2.5 py-0.5 font-bold text-xs ${item.followUp.due ? "bg-onion-700 text-white" : "bg-cream-100 text-earth-900"}`}
              >
                {item.followUp.due
                  ? `${assignmentWords.dueNow} · ${item.followUp.on}`
                  : assignmentWords.followUpLine(item.followUp.on)}
              </span>
            )}
            <MailBadge mail={item.mail} />
            <StatusBadge status={item.status} />
            {!item.spam && <AnswerTime enquiry={item} now={now} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
