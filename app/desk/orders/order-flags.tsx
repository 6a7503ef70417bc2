import { fullDate } from "#app/desk/shared/format.ts";
import { deskOrderWords as copy } from "#domain/desk/order-words.ts";
import type { OrderSummary } from "#domain/desk/types.ts";

const flag = "whitespace-nowrap rounded-full px-2 py-0.5 font-bold text-xs";

/**
 * What an order needs now, wherever it is listed: 'Overdue' (not shipped on time, or its proceeds' day passed)
 * and 'Proceeds due by <date>' from a month before that day until it is paid in full.
 */
export function OrderFlags({
  order,
}: {
  order: Pick<OrderSummary, "overdue" | "proceedsDue" | "realisationDue">;
}) {
  return (
    <>
      {order.overdue && <span className={`${flag} bg-onion-700 text-white`}>{copy.overdue}</span>}
      {order.proceedsDue && order.realisationDue && (
        <span className={`${flag} bg-saffron-300 text-earth-900`}>
          {copy.proceedsDue(fullDate(order.realisationDue))}
        </span>
      )}
    </>
  );
}
