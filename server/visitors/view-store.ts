import type { DatabaseSync } from "node:sqlite";
import { transaction, withoutFsync } from "../database/database.ts";
import {
  addTotalsChange,
  type Fact,
  factsAfter,
  factsOf,
  type TotalsChange,
  unknownCountry,
} from "./visitor-facts.ts";

export { unknownCountry };

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

/**
 * The only SQL on page_views, visitor_salts, missing_pages, and (with createVisitorTotals) visitor_day_facts and
 * visitor_live_totals, which the views' writes keep up to date in their own transaction.
 */
export function createViewStore(db: DatabaseSync) {
  const live = createLiveTotals(db);
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
        live.add(views);
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

/** A row of a table (or the whole, with an empty dimension and value): its visitors and their views. */
export type TotalsRow = { dimension: string; value: string; visitors: number; views: number };

/** A chosen row: only its visitors are counted. Null: all of them. */
export type TotalsFilter = { dimension: string; value: string } | null;

/**
 * Every visitor's facts on each day from `from` to `to`, from the raw views: one per row it belongs to (and one
 * for the whole, with an empty dimension), with its views there. A visit's source and campaign are its entry's (a
 * page it moved on to names no source of its own); a visitor without an entry that day (a visit begun before
 * midnight) takes those of the pages it saw. 'page' is the entry pages only; an unknown country is 'zz'. The same
 * rules, for the views of one batch, are `factsAfter` (server/visitors/visitor-facts.ts).
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
 * The totals of the days not rolled up yet, kept as their views are written: each visitor's facts of the day,
 * and the day's totals changed by what each batch changes in its visitors' facts (visitor-facts.ts).
 */
function createLiveTotals(db: DatabaseSync) {
  const selectFacts = db.prepare(
    "SELECT dimension, value, views FROM visitor_day_facts WHERE day = ? AND visitor = ?",
  );
  const putFact = db.prepare(`INSERT INTO visitor_day_facts (day, visitor, dimension, value, views)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (day, visitor, dimension, value) DO UPDATE SET views = excluded.views`);
  const deleteFact = db.prepare(
    "DELETE FROM visitor_day_facts WHERE day = ? AND visitor = ? AND dimension = ? AND value = ?",
  );
  // Changed in place, as an upsert's row would be checked (visitors >= 0) before it is found to be there.
  const changeTotal = db.prepare(`UPDATE visitor_live_totals SET visitors = visitors + ?, views = views + ?
    WHERE filter_dimension = ? AND filter_value = ? AND day = ? AND dimension = ? AND value = ?
    RETURNING visitors`);
  const insertTotal = db.prepare(`INSERT INTO visitor_live_totals (filter_dimension, filter_value, day,
      dimension, value, visitors, views) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const deleteTotal = db.prepare(`DELETE FROM visitor_live_totals
    WHERE filter_dimension = ? AND filter_value = ? AND day = ? AND dimension = ? AND value = ?`);
  const deleteDayFacts = db.prepare("DELETE FROM visitor_day_facts WHERE day = ?");
  const deleteDayTotals = db.prepare("DELETE FROM visitor_live_totals WHERE day = ?");
  const insertFacts = db.prepare(`INSERT INTO visitor_day_facts (day, visitor, dimension, value, views)
    WITH ${facts} SELECT day, visitor, dimension, value, views FROM facts`);
  // Each visitor's facts joined with themselves: the figures inside a row are its own visitors' (those who came
  // from Google, and the countries they came from).
  const insertTotals = db.prepare(`INSERT INTO visitor_live_totals (filter_dimension, filter_value, day,
      dimension, value, visitors, views)
    SELECT a.dimension, a.value, a.day, b.dimension, b.value, count(*), sum(b.views)
    FROM visitor_day_facts a JOIN visitor_day_facts b ON b.day = a.day AND b.visitor = a.visitor
    WHERE a.day = ? GROUP BY a.dimension, a.value, b.dimension, b.value`);
  const rawViews = db.prepare("SELECT count(*) AS views FROM page_views WHERE day = ?");
  const keptViews = db.prepare(`SELECT views FROM visitor_live_totals
    WHERE filter_dimension = '' AND filter_value = '' AND day = ? AND dimension = '' AND value = ''`);

  return {
    /** Adds a batch of views (already in page_views, in the same transaction) to their days' totals. */
    add(views: readonly PageView[]): void {
      const byVisitor = new Map<string, PageView[]>();
      for (const view of views) {
        const key = `${view.day} ${Buffer.from(view.visitor).toString("hex")}`;
        const seen = byVisitor.get(key);
        if (seen) seen.push(view);
        else byVisitor.set(key, [view]);
      }
      const changesByDay = new Map<string, Map<string, TotalsChange>>();
      for (const [first, ...rest] of byVisitor.values() as Iterable<[PageView, ...PageView[]]>) {
        const { day, visitor } = first;
        const before = factsOf(selectFacts.all(day, visitor) as Fact[]);
        const after = factsAfter(before, [first, ...rest]);
        for (const [key, fact] of after) {
          if (before.get(key)?.views === fact.views) continue;
          putFact.run(day, visitor, fact.dimension, fact.value, fact.views);
        }
        for (const [key, fact] of before) {
          if (!after.has(key)) deleteFact.run(day, visitor, fact.dimension, fact.value);
        }
        const changes = changesByDay.get(day) ?? new Map<string, TotalsChange>();
        changesByDay.set(day, changes);
        addTotalsChange(changes, before, after);
      }
      for (const [day, changes] of changesByDay) {
        for (const c of changes.values()) {
          if (c.visitors === 0 && c.views === 0) continue;
          const key = [c.filterDimension, c.filterValue, day, c.dimension, c.value] as const;
          const changed = changeTotal.get(c.visitors, c.views, ...key) as { visitors: number } | undefined;
          if (!changed) insertTotal.run(...key, c.visitors, c.views);
          // A row none of the day's visitors belongs to any more (a visit's source replaced by its entry's).
          else if (changed.visitors === 0) deleteTotal.run(...key);
        }
      }
    },

    /** Rebuilds a day's facts and totals from its raw views when they are behind them (views written before). */
    catchUp(day: string): boolean {
      const raw = (rawViews.get(day) as { views: number }).views;
      const kept = (keptViews.get(day) as { views: number } | undefined)?.views ?? 0;
      if (raw === kept) return false;
      transaction(db, () => {
        deleteDayFacts.run(day);
        deleteDayTotals.run(day);
        insertFacts.run({ from: day, to: day });
        insertTotals.run(day);
      });
      return true;
    },
  };
}

/**
 * The visitors' daily totals (visitor_totals), copied from the live totals once a day is over, and what the
 * report reads: the totals for the days rolled up, the live totals for the days since.
 */
export function createVisitorTotals(db: DatabaseSync) {
  const live = createLiveTotals(db);
  const insertDay = db.prepare(`INSERT INTO visitor_totals (filter_dimension, filter_value, day, dimension,
      value, visitors, views)
    SELECT filter_dimension, filter_value, day, dimension, value, visitors, views FROM visitor_live_totals
    WHERE day = ?`);
  const forgetLiveFacts = db.prepare("DELETE FROM visitor_day_facts WHERE day <= ?");
  const forgetLiveTotals = db.prepare("DELETE FROM visitor_live_totals WHERE day <= ?");
  const liveRows = db.prepare(`SELECT day, dimension, value, visitors, views FROM visitor_live_totals
    WHERE filter_dimension = :filterDimension AND filter_value = :filterValue AND day BETWEEN :from AND :to`);
  const liveDays = db.prepare(`SELECT DISTINCT day FROM page_views WHERE day > :after AND day <= :today
    ORDER BY day`);
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
      withoutFsync(db, () =>
        transaction(db, () => {
          live.catchUp(day);
          insertDay.run(day);
          // Also any day before (views of a day written after its roll-up, which the report never counts).
          forgetLiveFacts.run(day);
          forgetLiveTotals.run(day);
        }),
      );
    },

    /**
     * Rebuilds the live totals of the days not rolled up yet, up to `today`, that are behind their raw views (at
     * start, after views were written by a version that did not keep them); the days rebuilt.
     */
    catchUp: (today: string) =>
      (liveDays.all({ after: lastDay() ?? "", today }) as { day: string }[])
        .map((row) => row.day)
        .filter((day) => live.catchUp(day)),

    /** Deletes the raw views of the days before `day` (each one's totals rolled up already); how many. */
    forgetViewsBefore: (day: string) => Number(deleteViews.run(day).changes),

    /** The rows' visitors and views summed over the rolled-up days `from` to `to`, within a filter. */
    totals: (from: string, to: string, filter: TotalsFilter) =>
      periodRows.all({ from, to, ...filterOf(filter) }) as TotalsRow[],

    /** The whole's visitors and views per rolled-up day. */
    daily: (from: string, to: string, filter: TotalsFilter) =>
      dailyRows.all({ from, to, ...filterOf(filter) }) as { day: string; visitors: number; views: number }[],

    /** The rows per day of the days not rolled up yet, kept as their views were written. */
    live: (from: string, to: string, filter: TotalsFilter) =>
      liveRows.all({ from, to, ...filterOf(filter) }) as (TotalsRow & { day: string })[],

    /** The same figures per day computed from the raw views: what the totals are checked against. */
    raw: (from: string, to: string, filter: TotalsFilter) =>
      rawRows.all({ from, to, ...filterOf(filter) }) as (TotalsRow & { day: string })[],

    /** The addresses that found no page on days `from` to `to`, most asked first. */
    missingPages: (from: string, to: string, limit: number) =>
      missing.all(from, to, limit) as { path: string; referrer: string; views: number }[],
  };
}

export type VisitorTotals = ReturnType<typeof createVisitorTotals>;
