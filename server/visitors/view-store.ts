import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../database/database.ts";

/** One page a person opened, as counted (nothing in it leads back to the person). */
export type PageView = {
  viewedAt: string;
  /** The day in the site's time zone, YYYY-MM-DD. */
  day: string;
  /** The keyed hash of the day's salt, the site, the address and the browser (16 bytes). */
  visitor: Uint8Array;
  path: string;
  language: string;
  product: string | null;
  entry: boolean;
  source: string;
  medium: string | null;
  campaign: string | null;
  referrer: string | null;
  country: string | null;
  device: "mobile" | "tablet" | "desktop";
};

/** Requests for an address with no page, per day, path and referring host ('' for none). */
export type MissingPage = { day: string; path: string; referrer: string; views: number };

/** The only SQL on page_views, visitor_salts and missing_pages. */
export function createViewStore(db: DatabaseSync) {
  const insertView = db.prepare(
    `INSERT INTO page_views (viewed_at, day, visitor, path, language, product, entry, source, medium, campaign,
       referrer, country, device) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addMissing = db.prepare(
    `INSERT INTO missing_pages (day, path, referrer, views) VALUES (?, ?, ?, ?)
     ON CONFLICT (day, path, referrer) DO UPDATE SET views = views + excluded.views`,
  );
  const selectSalt = db.prepare("SELECT salt FROM visitor_salts WHERE day = ?");
  const insertSalt = db.prepare("INSERT OR IGNORE INTO visitor_salts (day, salt) VALUES (?, ?)");
  const deleteSalts = db.prepare("DELETE FROM visitor_salts WHERE day < ?");
  const deleteViews = db.prepare("DELETE FROM page_views WHERE day < ?");
  const deleteMissing = db.prepare("DELETE FROM missing_pages WHERE day < ?");
  return {
    /** Writes a batch of views in one transaction (the caller holds them in memory between writes). */
    insertViews(views: readonly PageView[]): void {
      transaction(db, () => {
        for (const v of views) {
          insertView.run(
            v.viewedAt,
            v.day,
            v.visitor,
            v.path,
            v.language,
            v.product,
            v.entry ? 1 : 0,
            v.source,
            v.medium,
            v.campaign,
            v.referrer,
            v.country,
            v.device,
          );
        }
      });
    },

    /** Adds a batch of missing pages' counts to the day's. */
    addMissingPages(pages: readonly MissingPage[]): void {
      transaction(db, () => {
        for (const p of pages) addMissing.run(p.day, p.path, p.referrer, p.views);
      });
    },

    /** The day's salt as kept (a restart the same day hashes visitors as before), or undefined. */
    saltOf(day: string): Uint8Array | undefined {
      return (selectSalt.get(day) as { salt: Uint8Array } | undefined)?.salt;
    },

    /** Keeps the day's salt (the first one kept for a day stays) and destroys the salts of the days before. */
    keepSalt(day: string, salt: Uint8Array): void {
      transaction(db, () => {
        insertSalt.run(day, salt);
        deleteSalts.run(day);
      });
    },

    /** Destroys the salts of the days before `day`: no hash made with them can be made again. */
    deleteSaltsBefore: (day: string) => void deleteSalts.run(day),

    /** Deletes the raw views and missing pages of the days before `day` (YYYY-MM-DD); returns the views deleted. */
    deleteViewsBefore(day: string): number {
      return transaction(db, () => {
        deleteMissing.run(day);
        return Number(deleteViews.run(day).changes);
      });
    },
  };
}

export type ViewStore = ReturnType<typeof createViewStore>;
