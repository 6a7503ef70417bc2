import type { DatabaseSync } from "node:sqlite";
import type { QuotationFigures } from "#domain/desk/types.ts";
import { amountText } from "#domain/quotations/money.ts";
import { median } from "../shared/median.ts";
import { createQuotationSums, latestQuotationOf } from "./store.ts";
import { isExpired } from "./validity.ts";

/**
 * The Overview's quotations since the start of the month (spam left out): the totals on offer now (each
 * enquiry's current one, not those it superseded) and accepted, per currency (amounts in different currencies
 * are never added); the share of those sent that were accepted; and the median time from an enquiry's arrival
 * to its first quotation.
 */
export function createQuotationFigures(db: DatabaseSync) {
  const sums = createQuotationSums(db);
  const withText = (rows: { currency: string; totalMinor: number; count: number }[]) =>
    rows.map((row) => ({ ...row, total: amountText(row.totalMinor, row.currency) }));

  return (monthStart: string): QuotationFigures => ({
    quoted: withText(sums.quoted(monthStart)),
    accepted: withText(sums.accepted(monthStart)),
    acceptedShare: sums.acceptedShare(monthStart),
    medianToQuotationMs: median(sums.waits(monthStart)),
  });
}

/** The latest quotation of each enquiry, as the CSV export names it. */
export function createLatestQuotations(db: DatabaseSync, now: () => Date, timeZone: string) {
  const latest = latestQuotationOf(db);
  return (enquiryId: string) => {
    const row = latest(enquiryId);
    if (!row) return undefined;
    const state =
      row.acceptedAt !== null
        ? "accepted"
        : row.state === "sent" && isExpired(row.validUntil, now(), timeZone)
          ? "expired"
          : row.state;
    return {
      number: row.number,
      total: amountText(row.totalMinor, row.currency),
      currency: row.currency,
      state,
    };
  };
}
