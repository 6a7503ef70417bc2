import { Link, useRouteError } from "react-router";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDate } from "#app/desk/shared/format.ts";
import { deskCard } from "#app/desk/shared/ui.ts";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import { deskOrderWords as copy } from "#domain/desk/order-words.ts";
import type { Orders } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { formatMoney } from "#domain/quotations/money.ts";
import type { Route } from "./+types/route";
import { OrderFlags } from "./order-flags.tsx";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return deskFetch<Orders>(deskApi.orders, { page: request.url });
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

/**
 * 'Orders': the open ones as the server sorts them (overdue first, then those whose proceeds are due, then by the
 * step each waits for).
 */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  const c = copy.columns;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
        <p className="mt-1 text-earth-700 text-sm">{copy.intro}</p>
      </div>
      {orders.length === 0 ? (
        <p className={`${deskCard} p-5 text-earth-700`}>{copy.none}</p>
      ) : (
        <div className={`${deskCard} overflow-x-auto`}>
          <table className="w-full min-w-[40rem] text-start text-sm">
            <thead className="border-earth-900/10 border-b text-earth-700 text-xs uppercase tracking-wide">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  {c.order}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {c.buyer}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {c.next}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {c.shipment}
                </th>
                <th scope="col" className="px-4 py-3 text-end">
                  {c.outstanding}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} className="border-earth-900/5 border-b last:border-0">
                  <th scope="row" className="whitespace-nowrap px-4 py-3 text-start font-mono">
                    <Link to={deskPages.order(o.id)} className="font-bold text-forest-800 underline">
                      <bdi>{o.name}</bdi>
                    </Link>
                  </th>
                  <td className="break-words px-4 py-3">
                    <bdi>{o.buyerCompany}</bdi>
                  </td>
                  <td className="px-4 py-3">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">
                        {o.next ? copy.milestoneNames[o.next] : copy.done}
                      </span>
                      <OrderFlags order={o} />
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <time dateTime={o.expectedShipment}>
                      <bdi>{fullDate(o.expectedShipment)}</bdi>
                    </time>
                  </td>
                  <td className="px-4 py-3 text-end font-bold tabular-nums">
                    <bdi dir="ltr">{formatMoney("en-GB", o.outstandingMinor, o.currency)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
