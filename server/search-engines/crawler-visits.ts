// Search engines' crawlers' visits to the public pages, kept apart from people's: the page, the engine, the time,
// and whether the visitor was shown to be the engine's (reverse and forward DNS agreeing). Never the address
// or the browser string. The only SQL on crawler_visits.
import type { DatabaseSync } from "node:sqlite";

export type CrawlerVisit = {
  visitedAt: string;
  path: string;
  engine: string;
  /** true: its address's DNS names the engine both ways; false: it does not; null: could not be told. */
  verified: boolean | null;
};

/** An engine's first visit to a page since a time. */
export type FirstCrawl = { engine: string; at: string; verified: boolean | null };

const verifiedOf = (value: number | null) => (value === null ? null : value === 1);

export function createCrawlerVisits(db: DatabaseSync) {
  const insert = db.prepare(
    "INSERT INTO crawler_visits (visited_at, path, engine, verified) VALUES (?, ?, ?, ?)",
  );
  // SQLite takes the other columns of the row whose min() it returns.
  const firstSince = db.prepare(
    `SELECT engine, min(visited_at) AS at, verified FROM crawler_visits
       WHERE path = ? AND visited_at >= ? GROUP BY engine`,
  );
  const firstVerifiedSince = db.prepare(
    `SELECT engine, min(visited_at) AS at, verified FROM crawler_visits
       WHERE path = ? AND visited_at >= ? AND verified = 1 GROUP BY engine`,
  );
  const dropBefore = db.prepare("DELETE FROM crawler_visits WHERE path = ? AND visited_at < ?");
  const dropUnknown = db.prepare(
    "DELETE FROM crawler_visits WHERE path NOT IN (SELECT value FROM json_each(?))",
  );
  // Of an engine's visits to a page, only its first and its first verified are ever read.
  const dropLater = db.prepare(
    `DELETE FROM crawler_visits WHERE rowid IN (
       SELECT rowid FROM (
         SELECT rowid, coalesce(verified, 0) = 1 AS shown,
           row_number() OVER (PARTITION BY path, engine ORDER BY visited_at, rowid) AS nth,
           row_number() OVER (PARTITION BY path, engine, coalesce(verified, 0) = 1 ORDER BY visited_at, rowid) AS nth_kind
         FROM crawler_visits)
       WHERE nth > 1 AND NOT (shown AND nth_kind = 1))`,
  );
  return {
    insert(visit: CrawlerVisit): void {
      insert.run(
        visit.visitedAt,
        visit.path,
        visit.engine,
        visit.verified === null ? null : Number(visit.verified),
      );
    },

    /**
     * Each engine's first visit to the page at or after `since`: its first verified one where there is one (a
     * stranger calling itself Googlebot earlier does not hide Google's own), else its first.
     */
    firstCrawls(path: string, since: string): FirstCrawl[] {
      type Row = { engine: string; at: string; verified: number | null };
      const verified = new Map(
        (firstVerifiedSince.all(path, since) as Row[]).map((row) => [row.engine, row] as const),
      );
      return (firstSince.all(path, since) as Row[]).map((row) => {
        const shown = verified.get(row.engine) ?? row;
        return { engine: row.engine, at: shown.at, verified: verifiedOf(shown.verified) };
      });
    },

    /**
     * Keeps only what firstCrawls can still return: for each page (path → its last change), each engine's first
     * visit and first verified visit since that change. Visits to pages no longer on the site go. Returns how
     * many visits went.
     */
    compact(lastModified: ReadonlyMap<string, string>): number {
      let dropped = Number(dropUnknown.run(JSON.stringify([...lastModified.keys()])).changes);
      for (const [path, changedAt] of lastModified)
        dropped += Number(dropBefore.run(path, changedAt).changes);
      return dropped + Number(dropLater.run().changes);
    },
  };
}

export type CrawlerVisits = ReturnType<typeof createCrawlerVisits>;
