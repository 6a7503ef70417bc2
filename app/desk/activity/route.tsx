import { useRouteError } from "react-router";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDateTime } from "#app/desk/shared/format.ts";
import { Pager } from "#app/desk/shared/pager.tsx";
import { deskButton, deskCard } from "#app/desk/shared/ui.ts";
import { activityApi } from "#domain/desk/activity-api.ts";
import { activityWords as copy } from "#domain/desk/activity-words.ts";
import { deskPages } from "#domain/desk/api.ts";
import type { ActivityEntry, ActivityPage } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { Route } from "./+types/route";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = new URL(request.url).searchParams.get("page");
  const url = page && /^\d+$/.test(page) ? `${activityApi.list}?page=${page}` : activityApi.list;
  return deskFetch<ActivityPage>(url, { page: request.url });
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

const cell = "px-3 py-2.5 align-top";

/** Who acted: the address, kept as it was even after the person is removed; a failed sign-in's address was only tried. */
function Who({ row }: { row: ActivityEntry }) {
  if (!row.email) return <span className="text-earth-700">{copy.noEmail}</span>;
  return (
    <>
      <bdi dir="ltr" className="whitespace-nowrap">
        {row.email}
      </bdi>
      {row.accountId === null && <span className="text-earth-700"> ({copy.tried})</span>}
    </>
  );
}

/** 'Activity': who did what on the desk, when and from where, newest first; the whole log as CSV. */
export default function Activity({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageSize, keptDays } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
          <p className="mt-1 max-w-3xl text-earth-700 text-sm">{copy.intro(keptDays)}</p>
        </div>
        <a href={activityApi.csv} download className={`${deskButton.outline} inline-flex items-center`}>
          {copy.exportCsv}
        </a>
      </div>
      <p role="status" className="font-semibold text-earth-700 text-sm">
        {copy.results(total)}
      </p>
      {items.length === 0 ? (
        <p className={`${deskCard} px-5 py-10 text-center text-earth-700`}>{copy.empty}</p>
      ) : (
        // Its cells keep to one line, so on a phone the table is wider than the screen: it scrolls inside its card,
        // never the page; a keyboard scrolls it once focused.
        <section
          aria-labelledby="activity-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with no focusable content.
          tabIndex={0}
          className={`${deskCard} overflow-x-auto focus-visible:outline-2 focus-visible:outline-forest-800`}
        >
          <table className="w-full text-start text-sm">
            <caption id="activity-caption" className="sr-only">
              {copy.table}
            </caption>
            <thead className="border-earth-900/10 border-b text-earth-700 text-xs">
              <tr>
                {[copy.when, copy.who, copy.what, copy.details, copy.from].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2.5 text-start font-bold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-earth-900/10">
              {items.map((row) => (
                <tr key={row.id}>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={row.at}>
                      <bdi>{fullDateTime(row.at)}</bdi>
                    </time>
                  </td>
                  <td className={cell}>
                    <Who row={row} />
                  </td>
                  <td
                    className={`${cell} whitespace-nowrap font-semibold ${row.action === "sign-in-failed" ? "text-onion-700" : "text-earth-900"}`}
                  >
                    {copy.actions[row.action]}
                  </td>
                  <td className={`${cell} break-words`}>
                    <bdi>{row.subject}</bdi>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <bdi>{row.browser}</bdi>
                    <br />
                    <bdi dir="ltr" className="text-earth-700 text-xs">
                      {row.ip}
                    </bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pager
        label={copy.pagination}
        page={page}
        pages={pages}
        linkTo={(to) => (to === 1 ? deskPages.activity : `${deskPages.activity}?page=${to}`)}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
