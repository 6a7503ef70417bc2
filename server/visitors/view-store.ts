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

/** The only SQL on page_views, visitor_salts and missing_pages. */
export function createViewStore(db: DatabaseSync) {
  const insertView = db.prepare(
    `INSERT INTO page_views (viewed_at, day, visitor, path, language, product, entry, source, medium, campaign,
       referrer, country, device) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
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
  };
}

export type ViewStore = ReturnType<typeof createViewStore>;
