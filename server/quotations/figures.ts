import type { DatabaseSync } from "node:sqlite";
import type { QuotationFigures } from "../../domain/desk/types.ts";
import { amountText } from "../../domain/quotations/money.ts";
import { median } from "../desk/median.ts";
import { isExpired } from "./validity.ts";

type Sum = { currency: string; totalMinor: number; count: number };

/**
 * The Overview's quotations since the start of the month (spam left out): the totals on offer now (each
 * enquiry's current one, not those it superseded) and accepted, per currency (amounts in different currencies
 * are never added); the share of those sent that were accepted; and the median time from an enquiry's arrival
 * to its first quotation.
 */
export function createQuotationFigures(db: DatabaseSync) {
  const sums = (where: string) =>
    db.prepare(`SELECT q.currency, sum(q.total_minor) AS totalMinor, count(*) AS count
      FROM quotations q JOIN enquiries e ON e.id = q.enquiry_id
      WHERE e.spam = 0 AND ${where} GROUP BY q.currency ORDER BY totalMinor DESC, q.currency`);
  const quoted = sums("q.state = 'sent' AND q.sent_at >= ?");
  const accepted = sums("q.accepted_at >= ?");
  const share = db.prepare(`SELECT count(q.accepted_at) AS accepted, count(*) AS "of"
    FROM quotations q JOIN enquiries e ON e.id = q.enquiry_id
    WHERE e.spam = 0 AND q.state = 'sent' AND q.sent_at >= ?`);
  const waits = db.prepare(`SELECT CAST(round((unixepoch(min(q.sent_at), 'subsec')
      - unixepoch(e.received_at, 'subsec')) * 1000) AS INTEGER) AS ms
    FROM quotations q JOIN enquiries e ON e.id = q.enquiry_id
    WHERE e.spam = 0 AND q.sent_at IS NOT NULL GROUP BY e.id HAVING min(q.sent_at) >= ? ORDER BY ms`);
  const withText = (rows: Sum[]) =>
    rows.map((row) => ({ ...row, total: amountText(row.totalMinor, row.currency) }));

  return (monthStart: string): QuotationFigures => ({
    quoted: withText(quoted.all(monthStart) as Sum[]),
    accepted: withText(accepted.all(monthStart) as Sum[]),
    acceptedShare: share.get(monthStart) as { accepted: number; of: number },
    medianToQuotationMs: median((waits.all(monthStart) as { ms: number }[]).map((row) => row.ms)),
  });
}

/** The latest quotation of each enquiry, as the CSV export names it. */
export function createLatestQuotations(db: DatabaseSync, now: () => Date, timeZone: string) {
  const latest =
    db.prepare(`SELECT number, currency, total_minor AS totalMinor, state, valid_until AS validUntil,
      accepted_at AS acceptedAt FROM quotations WHERE enquiry_id = ? ORDER BY number DESC LIMIT 1`);
  return (enquiryId: string) => {
    const row = latest.get(enquiryId) as
      | {
          number: number;
          currency: string;
          totalMinor: number;
          state: string;
          validUntil: string;
          acceptedAt: string | null;
        }
      | undefined;
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
