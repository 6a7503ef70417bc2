import { Link } from "react-router";
import { deskCard } from "#app/desk/shared/ui.ts";
import { deskPages } from "#domain/desk/api.ts";
import { deskOrderWords as copy } from "#domain/desk/order-words.ts";
import type { OrderSummary } from "#domain/desk/types.ts";
import { formatMoney } from "#domain/quotations/money.ts";
import { OrderFlags } from "./order-flags.tsx";

/** An enquiry's orders, each with the step it waits for and what it still owes. */
export function EnquiryOrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <section aria-labelledby="orders-heading" className={`${deskCard} space-y-3 p-5`}>
      <h2 id="orders-heading" className="font-extrabold text-forest-900 text-lg">
        {copy.enquiryOrders}
      </h2>
      {orders.length === 0 ? (
        <p className="text-earth-700 text-sm">{copy.noOrders}</p>
      ) : (
        <ul className="space-y-2">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <Link to={deskPages.order(o.id)} className="font-bold font-mono text-forest-800 underline">
                <bdi>{o.name}</bdi>
              </Link>
              <bdi dir="ltr" className="font-bold tabular-nums">
                {formatMoney("en-GB", o.totalMinor, o.currency)}
              </bdi>
              <span>{o.next ? copy.milestoneNames[o.next] : copy.done}</span>
              <OrderFlags order={o} />
              <span className="text-earth-700">
                {copy.columns.outstanding}:{" "}
                <bdi dir="ltr">{formatMoney("en-GB", o.outstandingMinor, o.currency)}</bdi>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
