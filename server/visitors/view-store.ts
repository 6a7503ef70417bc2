import type { DatabaseSync } from "node:sqlite";
import { transaction, withoutFsync } from "../database/database.ts";

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

    /** Deletes the missing pages of the days before `day` (YYYY-MM-DD); returns how many rows. */
    deleteMissingPagesBefore: (day: string) => Number(deleteMissing.run(day).changes),
  };
}

export type ViewStore = ReturnType<typeof createViewStore>;

// ---- The report's reads and the daily roll-up (server/visitors/report.ts, server/visitors/roll-up.ts) ----

/**
 * What a view counts for, per table of the 'Visitors' page. A visit's source and campaign are its entry's (a page
 * it moved on to names no source of its own); a visitor without an entry that day (a visit begun before
 * midnight) takes those of the pages it saw. 'page' is the entry pages only; an unknown country is 'zz'.
 */
export const unknownCountry = "zz";

/** A row of a table (or the whole, with an empty dimension and value): its visitors and their views. */
export type TotalsRow = { dimension: string; value: string; visitors: number; views: number };

/** A chosen row: only its visitors are counted. Null: all of them. */
export type TotalsFilter = { dimension: string; value: string } | null;

/**
 * Every visitor's facts on each day from `from` to `to`, from the raw views: one per row it belongs to (and one
 * for the whole, with an empty dimension), with its views there.
 */
const facts = `v AS (
    SELECT day, visitor, path, language, product, entry, source, campaign, country, device FROM page_views
    WHERE day BETWEEN :from AND :to),
  entered AS (SELECT DISTINCT day, visitor FROM v WHERE entry = 1),
  facts AS (
    SELECT day, visitor, dimension, value, count(*) AS views FROM (
      SELECT day, visitor, '' AS dimension, '' AS value FROM v
      UNION ALL SELECT day, visitor, 'source', source FROM v
        WHERE entry = 1 OR (day, visitor) NOT IN (SELECT day, visitor FROM entered)
      UNION ALL SELECT day, visitor, 'campaign', campaign FROM v WHERE campaign IS NOT NULL
        AND (entry = 1 OR (day, visitor) NOT IN (SELECT day, visitor FROM entered))
      UNION ALL SELECT day, visitor, 'country', coalesce(country, '${unknownCountry}') FROM v
      UNION ALL SELECT day, visitor, 'page', path FROM v WHERE entry = 1
      UNION ALL SELECT day, visitor, 'product', product FROM v WHERE product IS NOT NULL
      UNION ALL SELECT day, visitor, 'language', language FROM v
      UNION ALL SELECT day, visitor, 'device', device FROM v)
    GROUP BY day, visitor, dimension, value)`;

/**
 * The visitors' daily totals (visitor_totals), rolled up from the raw views once a day is over, and what the
 * report reads: the totals for the days rolled up, the raw views for the days since.
 */
export function createVisitorTotals(db: DatabaseSync) {
  // Each visitor's facts joined with themselves: the figures inside a row are its own visitors' (those who came
  // from Google, and the countries they came from).
  const insertDay =
    db.prepare(`INSERT INTO visitor_totals (filter_dimension, filter_value, day, dimension, value,
      visitors, views)
    WITH ${facts}
    SELECT a.dimension, a.value, a.day, b.dimension, b.value, count(*), sum(b.views)
    FROM facts a JOIN facts b ON b.day = a.day AND b.visitor = a.visitor
    GROUP BY a.dimension, a.value, a.day, b.dimension, b.value`);
  const rawRows = db.prepare(`WITH ${facts},
      chosen AS (SELECT day, visitor FROM facts WHERE dimension = :filterDimension AND value = :filterValue)
    SELECT day, dimension, value, count(*) AS visitors, sum(views) AS views FROM facts
    WHERE (day, visitor) IN chosen GROUP BY day, dimension, value`);
  const lastRolledUp = db.prepare(`SELECT max(day) AS day FROM visitor_totals
    WHERE filter_dimension = '' AND filter_value = ''`);
  const pendingDays = db.prepare(`SELECT DISTINCT day FROM page_views WHERE day < :today AND day > :after
    ORDER BY day`);
  const deleteViews = db.prepare("DELETE FROM page_views WHERE day < ?");
  const periodRows = db.prepare(`SELECT dimension, value, sum(visitors) AS visitors, sum(views) AS views
    FROM visitor_totals WHERE filter_dimension = :filterDimension AND filter_value = :filterValue
      AND day BETWEEN :from AND :to
    GROUP BY dimension, value`);
  const dailyRows = db.prepare(`SELECT day, visitors, views FROM visitor_totals
    WHERE filter_dimension = :filterDimension AND filter_value = :filterValue AND day BETWEEN :from AND :to
      AND dimension = '' AND value = '' ORDER BY day`);
  const missing = db.prepare(`SELECT path, referrer, sum(views) AS views FROM missing_pages
    WHERE day BETWEEN ? AND ? GROUP BY path, referrer ORDER BY views DESC, path LIMIT ?`);

  const filterOf = (filter: TotalsFilter) => ({
    filterDimension: filter?.dimension ?? "",
    filterValue: filter?.value ?? "",
  });
  const lastDay = () => (lastRolledUp.get() as { day: string | null }).day;

  return {
    /** The last day whose totals are rolled up (days after it are read from the raw views), or null. */
    lastRolledUp: lastDay,

    /** The days before `today` with raw views and no totals yet, oldest first. */
    daysToRollUp: (today: string) =>
      (pendingDays.all({ today, after: lastDay() ?? "" }) as { day: string }[]).map((row) => row.day),

    /**
     * Rolls one finished day up into its totals, in one transaction. Without its own fsync: totals lost on a
     * power cut are rolled up again from the raw views at the next start.
     */
    rollUp(day: string): void {
      withoutFsync(db, () => transaction(db, () => void insertDay.run({ from: day, to: day })));
    },

    /** Deletes the raw views of the days before `day` (each one's totals rolled up already); how many. */
    forgetViewsBefore: (day: string) => Number(deleteViews.run(day).changes),

    /** The rows' visitors and views summed over the rolled-up days `from` to `to`, within a filter. */
    totals: (from: string, to: string, filter: TotalsFilter) =>
      periodRows.all({ from, to, ...filterOf(filter) }) as TotalsRow[],

    /** The whole's visitors and views per rolled-up day. */
    daily: (from: string, to: string, filter: TotalsFilter) =>
      dailyRows.all({ from, to, ...filterOf(filter) }) as { day: string; visitors: number; views: number }[],

    /** The same figures per day from the raw views (the days not rolled up yet, and tests). */
    raw: (from: string, to: string, filter: TotalsFilter) =>
      rawRows.all({ from, to, ...filterOf(filter) }) as (TotalsRow & { day: string })[],

    /** The addresses that found no page on days `from` to `to`, most asked first. */
    missingPages: (from: string, to: string, limit: number) =>
      missing.all(from, to, limit) as { path: string; referrer: string; views: number }[],
  };
}

export type VisitorTotals = ReturnType<typeof createVisitorTotals>;
