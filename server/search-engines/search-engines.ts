// The search engines' room as app.ts wires it: the pages' dates for the sitemap, IndexNow told after each
// publish, crawlers' visits recorded, and the report the 'Visitors' page shows.
import type { DatabaseSync } from "node:sqlite";
import type { FastifyBaseLogger } from "fastify";
import { createCrawlerLog, type DnsResolver } from "./crawler-log.ts";
import { createCrawlerVisits } from "./crawler-visits.ts";
import { createIndexNow, indexNowEndpoint } from "./indexnow.ts";
import { createPageChanges } from "./page-changes.ts";
import { searchEnginesReportOf } from "./report.ts";

export type SearchEnginesOptions = {
  db: DatabaseSync;
  /** The site's public origin ("https://www.example.com"). */
  siteUrl: string;
  /** INDEXNOW_URL, when set. */
  indexNowUrl: string | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
  resolver?: DnsResolver;
  /** IndexNow's retries (tests shorten them). */
  retry?: { minMs: number; maxMs: number };
};

export function createSearchEngines(options: SearchEnginesOptions) {
  const { db, siteUrl, log, now = () => new Date() } = options;
  const pageDates = createPageChanges(db);
  const indexNow = createIndexNow({
    db,
    endpoint: indexNowEndpoint(options.indexNowUrl, siteUrl),
    siteUrl,
    log,
    now,
    retry: options.retry,
  });
  const crawlerLog = createCrawlerLog({ db, resolver: options.resolver, now, log });
  const visits = createCrawlerVisits(db);
  return {
    /** The publisher's PageDates (server/site-content/publisher.ts). */
    pageDates,
    /** The publisher's onPublished: the changed pages go to IndexNow, after the publish, which nothing here fails. */
    onPublished(changed: readonly string[], at: Date): void {
      try {
        indexNow.submit(changed, at);
      } catch (error) {
        log.error({ err: error }, "IndexNow could not be told of a publish");
      }
    },
    indexNowKey: indexNow.key,
    /** The visitor count's onBot: a search engine's crawler is recorded. */
    onBot: crawlerLog.record,
    report: () => searchEnginesReportOf(pageDates, indexNow, visits),
    /** Run nightly: crawlers' visits the report can no longer show are deleted, so the table stays small. */
    compactCrawlerVisits: () => visits.compact(pageDates.lastModified()),
    start: () => indexNow.start(),
    async stop(): Promise<void> {
      await indexNow.stop();
      await crawlerLog.settled();
    },
  };
}

export type SearchEngines = ReturnType<typeof createSearchEngines>;
