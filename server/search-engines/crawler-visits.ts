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
  };
}

export type CrawlerVisits = ReturnType<typeof createCrawlerVisits>;
