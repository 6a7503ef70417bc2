import type { DatabaseSync } from "node:sqlite";
import { type EnquiryStatus, enquiryStatuses, type Overview } from "../../app/desk/api.ts";
import { countryNamed, productNamed } from "./store.ts";

const hour = 3_600_000;

type Row = {
  receivedAt: string;
  /** How long it waited for its first answer; null while it waits. */
  waitedMs: number | null;
  status: EnquiryStatus;
  product: string | null;
  country: string | null;
};

/** The middle value of the sorted list (the mean of the two middle ones for an even count); null when empty. */
export function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** This Monday and the first of this month, 00:00 UTC: the periods when the page does not say its own. */
function utcStarts(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return {
    weekStart: new Date(today - sinceMonday * 24 * hour).toISOString(),
    monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
  };
}

/** Counts by key, most first (ties in the order first met), with each key named by `name`. */
function tally<K>(rows: Row[], keyOf: (row: Row) => string | null, name: (key: string | null) => K) {
  const counts = new Map<string | null, number>();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, count]) => ({ key: name(key), count }));
}

/**
 * The Overview: how many enquiries came this week and this month, how fast they were first answered, and this
 * month's by status, product and country. Spam is left out of every figure. The periods' rows come from the
 * enquiries_view index by received time; the overdue count walks the enquiries_waiting index alone.
 */
export function createOverview(
  db: DatabaseSync,
  { now, replyTargetMs }: { now: () => Date; replyTargetMs: number },
) {
  // Each enquiry with how long it waited for its first answer, in milliseconds (null while it waits).
  const since = db.prepare(`SELECT received_at AS receivedAt, status, product, country,
    CAST(round((unixepoch(first_answered_at, 'subsec') - unixepoch(received_at, 'subsec')) * 1000) AS INTEGER)
      AS waitedMs
    FROM enquiries WHERE spam = 0 AND received_at >= ?`);
  const overdue = db.prepare(`SELECT count(*) AS n FROM enquiries INDEXED BY enquiries_waiting
    WHERE first_answered_at IS NULL AND spam = 0 AND received_at < ?`);

  return (starts: { weekStart?: string; monthStart?: string } = {}): Overview => {
    const at = now().getTime();
    const defaults = utcStarts(now());
    // Stored instants are toISOString()'s UTC text, so the bounds take that form to compare as text.
    const weekStart = new Date(starts.weekStart ?? defaults.weekStart).toISOString();
    const monthStart = new Date(starts.monthStart ?? defaults.monthStart).toISOString();
    const rows = since.all(weekStart < monthStart ? weekStart : monthStart) as Row[];

    const before = (ms: number) => new Date(at - ms).toISOString();
    const period = (from: string) => {
      const received = rows.filter((row) => row.receivedAt >= from);
      const times = received
        .flatMap((row) => (row.waitedMs === null ? [] : [row.waitedMs]))
        .sort((a, b) => a - b);
      // Answered within a time, of the enquiries whose outcome is known: answered, or waiting longer than it.
      const within = (limit: number) => {
        const waitedLonger = before(limit);
        return {
          answered: times.filter((ms) => ms <= limit).length,
          of:
            times.length +
            received.filter((row) => row.waitedMs === null && row.receivedAt < waitedLonger).length,
        };
      };
      return {
        from,
        enquiries: received.length,
        answered: times.length,
        medianMs: median(times),
        within1h: within(hour),
        within24h: within(24 * hour),
      };
    };

    const month = rows.filter((row) => row.receivedAt >= monthStart);
    return {
      replyTargetMs,
      overdue: (overdue.get(before(replyTargetMs)) as { n: number }).n,
      week: period(weekStart),
      month: period(monthStart),
      byStatus: enquiryStatuses.map((status) => ({
        key: status,
        count: month.filter((row) => row.status === status).length,
      })),
      byProduct: tally(month, (row) => row.product, productNamed),
      byCountry: tally(month, (row) => row.country, countryNamed),
    };
  };
}
