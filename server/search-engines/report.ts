// The 'Search engines' table: for each public page, the publish that last changed it, IndexNow's part in telling
// of that change, and each engine's first crawl since.
import type { SearchEnginesReport } from "#domain/desk/search-engines-contract.ts";
import type { CrawlerVisits } from "./crawler-visits.ts";
import type { IndexNow } from "./indexnow.ts";
import type { PageChanges } from "./page-changes.ts";

/** "2026-11-28T12:30:05Z" as the contract's ISO datetime. */
const iso = (w3c: string) => new Date(w3c).toISOString();

export function searchEnginesReportOf(
  pages: PageChanges,
  indexNow: Pick<IndexNow, "submissions" | "enabled">,
  crawls: Pick<CrawlerVisits, "firstCrawls">,
): SearchEnginesReport {
  // Each page's submission for the publish that last changed it (a later publish tells only its own changes).
  const told = new Map<string, { at: string | null; result: string | null }>();
  for (const submission of indexNow.submissions())
    for (const path of submission.paths)
      told.set(`${submission.publishedAt} ${path}`, {
        at: submission.sentAt && iso(submission.sentAt),
        result: submission.result,
      });
  const rows = [...pages.lastModified()]
    .sort(([pathA, a], [pathB, b]) => b.localeCompare(a) || pathA.localeCompare(pathB))
    .map(([path, changedAt]) => ({
      path,
      changedAt: iso(changedAt),
      indexNow: told.get(`${changedAt} ${path}`) ?? null,
      crawls: crawls.firstCrawls(path, changedAt).map((crawl) => ({ ...crawl, at: iso(crawl.at) })),
    }));
  return { indexNow: indexNow.enabled ? "on" : "off", pages: rows };
}
