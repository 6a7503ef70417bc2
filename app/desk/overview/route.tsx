import { Link, useRouteError } from "react-router";
import { FigureList } from "#app/desk/overview/figure-list.tsx";
import { OrderFiguresCard } from "#app/desk/overview/order-figures.tsx";
import { QuotationFiguresCard } from "#app/desk/overview/quotation-figures.tsx";
import { StatusBadge } from "#app/desk/shared/badges.tsx";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import {
  count,
  deskCountry,
  duration,
  durationInWords,
  fullDate,
  percent,
  periodStarts,
} from "#app/desk/shared/format.ts";
import { withQuery } from "#app/desk/shared/query.ts";
import { deskCard } from "#app/desk/shared/ui.ts";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import type { OrderFigures, Overview as OverviewData } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { Route } from "./+types/route";

const copy = deskWords.overview;
/** Rows a product or country table shows before the rest are summed up in one. */
const shown = 10;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // This week and this month as the owner counts them: from midnight where she is.
  const url = withQuery(deskApi.overview, new URLSearchParams(periodStarts()));
  const [overview, orders] = await Promise.all([
    deskFetch<OverviewData>(url, { page: request.url }),
    deskFetch<OrderFigures>(deskApi.orderFigures),
  ]);
  return { ...overview, orders };
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

function Share({ share }: { share: OverviewData["week"]["within1h"] }) {
  const part = percent(share.answered, share.of);
  return part ? copy.share(part, count(share.answered), count(share.of)) : copy.none;
}

function PeriodCard({ id, title, period }: { id: string; title: string; period: OverviewData["week"] }) {
  const figures: [string, React.ReactNode][] = [
    [copy.enquiries, count(period.enquiries)],
    [copy.answered, count(period.answered)],
    [copy.median, period.medianMs === null ? copy.none : duration(period.medianMs)],
    [copy.within1h, <Share key="1h" share={period.within1h} />],
    [copy.within24h, <Share key="24h" share={period.within24h} />],
  ];
  return (
    <section aria-labelledby={id} className={`${deskCard} p-5`}>
      <h2 id={id} className="font-extrabold text-forest-900 text-lg">
        {title}
      </h2>
      <p className="text-earth-700 text-sm">{copy.since(fullDate(period.from))}</p>
      <FigureList rows={figures} className="grid-cols-2" />
    </section>
  );
}

/** One breakdown of this month's enquiries: a name and a count a row, with a bar for the eye. */
function Breakdown({
  id,
  title,
  rows,
  total,
}: {
  id: string;
  title: string;
  rows: [React.ReactNode, number][];
  total: number;
}) {
  return (
    <section aria-labelledby={id} className={`${deskCard} min-w-0 p-5`}>
      <h2 id={id} className="font-extrabold text-forest-900 text-lg">
        {title}
      </h2>
      {total === 0 ? (
        <p className="mt-2 text-earth-700 text-sm">{copy.emptyMonth}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{copy.count}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, n], i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed for one render.
              <tr key={i} className="border-earth-900/10 border-t first:border-t-0">
                <th scope="row" className="py-2 pe-3 text-start font-semibold text-earth-900">
                  {name}
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-cream-200">
                    <span
                      className="block h-full rounded-full bg-forest-700"
                      style={{ width: `${(n / total) * 100}%` }}
                    />
                  </span>
                </th>
                <td className="py-2 text-end align-top font-bold text-forest-900 tabular-nums">{count(n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The first rows as they are, the rest summed up in one "N others" row. */
function topRows(rows: [React.ReactNode, number][]): [React.ReactNode, number][] {
  if (rows.length <= shown + 1) return rows;
  const rest = rows.slice(shown);
  return [...rows.slice(0, shown), [copy.others(rest.length), rest.reduce((sum, [, n]) => sum + n, 0)]];
}

/** How many enquiries come in and how fast they are answered, this week and this month. */
export default function Overview({ loaderData }: Route.ComponentProps) {
  const { week, month, overdue, replyTargetMs, byStatus, byProduct, byCountry, quotations, orders } =
    loaderData;
  const target = durationInWords(replyTargetMs);
  return (
    <div className="space-y-5">
      <div>
        <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
        <p className="mt-1 max-w-3xl text-earth-700 text-sm">
          {copy.intro} <strong className="font-bold text-earth-900">{copy.spamNote}</strong>
        </p>
      </div>
      <p
        className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl px-5 py-4 font-semibold text-sm ring-1 ${overdue > 0 ? "bg-onion-700/10 text-onion-700 ring-onion-700/30" : "bg-forest-100 text-forest-900 ring-forest-800/10"}`}
      >
        {overdue > 0 ? copy.overdue(count(overdue), target) : copy.noOverdue(target)}
        {overdue > 0 && (
          <Link
            to={withQuery(deskPages.inbox, new URLSearchParams({ answer: "overdue" }))}
            className="inline-flex min-h-11 items-center rounded-full bg-onion-700 px-5 font-bold text-white hover:bg-onion-700/90"
          >
            {copy.showOverdue}
          </Link>
        )}
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <PeriodCard id="overview-week" title={copy.week} period={week} />
        <PeriodCard id="overview-month" title={copy.month} period={month} />
      </div>
      <p className="text-earth-700 text-xs">{copy.sharesNote}</p>
      <QuotationFiguresCard figures={quotations} />
      <OrderFiguresCard figures={orders} />
      <div className="grid items-start gap-5 lg:grid-cols-3">
        <Breakdown
          id="overview-status"
          title={copy.byStatus}
          total={month.enquiries}
          rows={byStatus.map(({ key, count: n }) => [<StatusBadge key={key} status={key} />, n])}
        />
        <Breakdown
          id="overview-product"
          title={copy.byProduct}
          total={month.enquiries}
          rows={topRows(byProduct.map(({ key, count: n }) => [key?.title ?? deskWords.inbox.noProduct, n]))}
        />
        <Breakdown
          id="overview-country"
          title={copy.byCountry}
          total={month.enquiries}
          rows={topRows(
            byCountry.map(({ key, count: n }) => [
              key ? deskCountry(key) : deskWords.inbox.unknownCountry,
              n,
            ]),
          )}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
