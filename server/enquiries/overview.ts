import type { DatabaseSync } from "node:sqlite";
import { type EnquiryStatus, enquiryStatuses } from "#domain/desk/api.ts";
import type { Overview, QuotationFigures } from "#domain/desk/types.ts";
import { median } from "../shared/median.ts";
import { countryNamed, type ProductNames, productNamed } from "./desk-store.ts";
import { createEnquiryFigures } from "./enquiry-store.ts";

const hour = 3_600_000;

/** This Monday and the first of this month, 00:00 UTC: the periods when the page does not say its own. */
function utcStarts(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return {
    weekStart: new Date(today - sinceMonday * 24 * hour).toISOString(),
    monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
  };
}

/**
 * The Overview: how many enquiries came this week and this month, how fast they were first answered, and this
 * month's by status, product and country, with the month's quotations (server/quotations/figures.ts, which
 * reads the enquiries, gives them). Spam is left out of every figure.
 */
export function createOverview(
  db: DatabaseSync,
  {
    now,
    replyTargetMs,
    products,
    quotations,
  }: {
    now: () => Date;
    replyTargetMs: number;
    products: ProductNames;
    quotations: (monthStart: string) => QuotationFigures;
  },
) {
  const enquiries = createEnquiryFigures(db);

  return (starts: { weekStart?: string; monthStart?: string } = {}): Overview => {
    const at = now().getTime();
    const before = (ms: number) => new Date(at - ms).toISOString();
    const defaults = utcStarts(now());
    // Stored instants are toISOString()'s UTC text, so the bounds take that form to compare as text.
    const weekStart = new Date(starts.weekStart ?? defaults.weekStart).toISOString();
    const monthStart = new Date(starts.monthStart ?? defaults.monthStart).toISOString();
    const rows = enquiries.arrivals(weekStart < monthStart ? weekStart : monthStart);

    const period = (from: string) => {
      const waits: number[] = [];
      // Answered within a time, of the enquiries whose outcome is known: answered, or waiting longer than it.
      let enquiries = 0;
      let late1h = 0;
      let late24h = 0;
      const [before1h, before24h] = [before(hour), before(24 * hour)];
      for (const [receivedAt, waited] of rows) {
        if (receivedAt < from) continue;
        enquiries++;
        if (waited !== null) waits.push(waited);
        else {
          if (receivedAt < before1h) late1h++;
          if (receivedAt < before24h) late24h++;
        }
      }
      waits.sort((a, b) => a - b);
      const within = (limit: number, late: number) => ({
        answered: waits.filter((ms) => ms <= limit).length,
        of: waits.length + late,
      });
      return {
        from,
        enquiries,
        answered: waits.length,
        medianMs: median(waits),
        within1h: within(hour, late1h),
        within24h: within(24 * hour, late24h),
      };
    };

    const statuses = new Map(
      enquiries.byStatus<EnquiryStatus>(monthStart).map(({ key, count }) => [key, count]),
    );
    return {
      replyTargetMs,
      overdue: enquiries.overdue(before(replyTargetMs)),
      week: period(weekStart),
      month: period(monthStart),
      byStatus: enquiryStatuses.map((status) => ({ key: status, count: statuses.get(status) ?? 0 })),
      byProduct: enquiries.byProduct<string | null>(monthStart).map(({ key, count }) => ({
        key: productNamed(key, products),
        count,
      })),
      byCountry: enquiries.byCountry<string | null>(monthStart).map(({ key, count }) => ({
        key: countryNamed(key),
        count,
      })),
      quotations: quotations(monthStart),
    };
  };
}
