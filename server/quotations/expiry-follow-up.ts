// A quotation sent and not accepted comes back a week before it expires (issue 41, part 5): sending it sets the
// enquiry's follow-up for that day, unless an earlier one is set; the buyer's acceptance takes it away again.
import { quotationName } from "./store.ts";

const daysBeforeExpiry = 7;

/** The follow-up a quotation sets: seven days before its 'Valid until', or today when that is sooner. */
export function expiryFollowUp(
  q: { reference: string; number: number; validUntil: string },
  today: string,
): { on: string; note: string } {
  const weekBefore = new Date(Date.parse(`${q.validUntil}T00:00:00Z`) - daysBeforeExpiry * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return {
    on: weekBefore > today ? weekBefore : today,
    note: `Quotation ${quotationName(q)} expires on ${q.validUntil} and is not accepted yet`,
  };
}
