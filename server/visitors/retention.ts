import type { ViewStore } from "./view-store.ts";

/** Missing pages (a row per day, path and referring host) are kept this many days: a year beside the year before. */
export const missingPageDays = 731;

/**
 * Deletes the missing pages older than `missingPageDays` and the salts of the days before today (a salt otherwise
 * goes with the next day's first views). Run after each day's roll-up, which deletes the raw views past their time.
 */
export function expireMissingPagesAndSalts(store: ViewStore, today: string): number {
  const cutOff = new Date(Date.parse(`${today}T00:00:00Z`) - missingPageDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  store.deleteSaltsBefore(today);
  return store.deleteMissingPagesBefore(cutOff);
}
