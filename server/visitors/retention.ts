import type { ViewStore } from "./view-store.ts";

/** Raw page views (and missing pages) are kept this many days: a year compared with the year before it. */
export const rawViewDays = 731;

/**
 * Deletes the raw views and missing pages older than `rawViewDays` and the salts of the days before today
 * (a salt otherwise goes with the next day's first views). Run once a day, after the day's totals are rolled up.
 */
export function expireViews(store: ViewStore, today: string): number {
  const cutOff = new Date(Date.parse(`${today}T00:00:00Z`) - rawViewDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  store.deleteSaltsBefore(today);
  return store.deleteViewsBefore(cutOff);
}
