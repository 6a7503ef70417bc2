// Once a day is over in the site's time zone, its totals (kept as its views were written) become the daily totals
// the report reads (server/visitors/view-store.ts), and the raw views older than the period they are kept for are
// deleted. At start, the days not rolled up yet whose totals are behind their raw views are rebuilt from them.
import type { FastifyBaseLogger } from "fastify";
import { dayInZone, endOfDay } from "../quotations/validity.ts";
import type { VisitorTotals } from "./view-store.ts";

/** The raw views are kept this many days (today included), then only their daily totals. */
export const rawViewDays = 31;

/**
 * After midnight the roll-up waits this long, so views of the day before still held in memory by the counting
 * (written in batches) are on disk first.
 */
const afterMidnightMs = 5 * 60_000;

/** Rolls up every finished day not rolled up yet, then deletes the raw views past their keeping. */
export function rollUpFinishedDays(totals: VisitorTotals, now: Date, timeZone: string): string[] {
  const days = totals.daysToRollUp(dayInZone(now, timeZone));
  for (const day of days) totals.rollUp(day);
  totals.catchUp(dayInZone(now, timeZone));
  totals.forgetViewsBefore(dayInZone(now, timeZone, 1 - rawViewDays));
  return days;
}

/**
 * Runs the roll-up at start, then a few minutes after each midnight in the site's time zone. One day a turn of
 * the event loop, so requests are answered between days when many wait (a server that was down for weeks).
 */
export function scheduleRollUp({
  totals,
  now,
  timeZone,
  log,
  afterRollUp,
}: {
  totals: VisitorTotals;
  now: () => Date;
  timeZone: string;
  log: FastifyBaseLogger;
  /** Told of the day once the roll-up and the raw views' deletion are done (the rest of what expires). */
  afterRollUp?: (today: string) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    const at = endOfDay(dayInZone(now(), timeZone), timeZone) + afterMidnightMs;
    timer = setTimeout(run, Math.max(at - now().getTime(), 1000));
    timer.unref();
  };
  const run = () => {
    const days = totals.daysToRollUp(dayInZone(now(), timeZone));
    const rollUpNext = () => {
      if (stopped) return;
      const day = days.shift();
      try {
        if (day !== undefined) {
          totals.rollUp(day);
          setImmediate(rollUpNext);
          return;
        }
        totals.catchUp(dayInZone(now(), timeZone));
        totals.forgetViewsBefore(dayInZone(now(), timeZone, 1 - rawViewDays));
        afterRollUp?.(dayInZone(now(), timeZone));
      } catch (error) {
        log.error({ err: error, day }, "visitors' roll-up failed; will retry after the next midnight");
      }
      next();
    };
    rollUpNext();
  };
  return {
    start: run,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
