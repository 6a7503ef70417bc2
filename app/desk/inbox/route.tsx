import { useLocation, useRouteError } from "react-router";
import { InboxFilters } from "#app/desk/inbox/inbox-filters.tsx";
import { InboxList } from "#app/desk/inbox/inbox-list.tsx";
import { WhoseFilters } from "#app/desk/inbox/whose-filters.tsx";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { Pager } from "#app/desk/shared/pager.tsx";
import { inboxSearch, withQuery } from "#app/desk/shared/query.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import type { InboxPage } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { Route } from "./+types/route";

const copy = deskWords.inbox;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const spam = url.pathname === deskPages.spam;
  const query = inboxSearch(url.searchParams, { view: spam ? "spam" : "" });
  const inbox = await deskFetch<InboxPage>(withQuery(deskApi.enquiries, query), { page: request.url });
  return { ...inbox, spam, loadedAt: new Date().toISOString() };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: deskWords.title(loaderData?.spam ? copy.spamHeading : copy.heading, loaderData?.unread) },
  { name: "robots", content: "noindex" },
];

/** The inbox (newest first) or the spam view: one page of enquiries, their filters and the CSV of the view. */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageSize, unread, products, spam, loadedAt } = loaderData;
  const { search } = useLocation();
  const path = spam ? deskPages.spam : deskPages.inbox;
  const query = new URLSearchParams(search);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (to: number) => withQuery(path, inboxSearch(query, { page: to === 1 ? "" : String(to) }));
  const csv = withQuery(deskApi.exportCsv, inboxSearch(query, { page: "", view: spam ? "spam" : "" }));
  const mayExport = useMayCall("GET /api/desk/export.csv");

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">
            {spam ? copy.spamHeading : copy.heading}
          </h1>
          <p className="mt-1 text-earth-700 text-sm">{spam ? copy.spamIntro : copy.unreadCount(unread)}</p>
        </div>
        {mayExport && (
          <a
            href={csv}
            download
            className="inline-flex min-h-11 items-center rounded-full border-2 border-forest-800 px-5 font-bold text-forest-800 text-sm hover:bg-forest-800 hover:text-white"
          >
            {copy.exportCsv}
          </a>
        )}
      </div>
      {!spam && <WhoseFilters path={path} query={query} />}
      <InboxFilters path={path} products={products} />
      <p role="status" className="font-semibold text-earth-700 text-sm">
        {copy.results(total)}
      </p>
      {items.length > 0 ? (
        <InboxList items={items} now={new Date(loadedAt)} />
      ) : (
        <p className="rounded-2xl bg-white px-5 py-10 text-center text-earth-700 ring-1 ring-earth-900/5">
          {spam ? copy.emptySpam : copy.empty}
        </p>
      )}
      <Pager label={copy.pagination} page={page} pages={pages} linkTo={pageLink} />
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
