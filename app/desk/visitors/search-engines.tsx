// The 'Visitors' page's 'Search engines' table: for each page, the publish that last changed it, IndexNow's
// part, and each engine's first crawl since. A table on a wide screen; at phone width each row is a card.
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDateTime } from "#app/desk/shared/format.ts";
import { deskCard } from "#app/desk/shared/ui.ts";
import {
  type SearchEnginePage,
  type SearchEnginesReport,
  searchEnginesPath,
} from "#domain/desk/search-engines-contract.ts";
import { searchEngineWords } from "#domain/desk/visitors-words.ts";

const copy = searchEngineWords;

/** The report, for the Visitors page's loader (`page`: the loader's request.url). */
export function loadSearchEngines(page?: string): Promise<SearchEnginesReport> {
  return deskFetch<SearchEnginesReport>(searchEnginesPath, { page });
}

function IndexNowCell({ told }: { told: SearchEnginePage["indexNow"] }) {
  if (!told) return <span className="text-earth-700">{copy.notTold}</span>;
  if (!told.at) return <span className="font-semibold text-onion-700">{copy.waiting(told.result)}</span>;
  return <span>{copy.told(fullDateTime(told.at), told.result)}</span>;
}

function CrawlsCell({ crawls }: { crawls: SearchEnginePage["crawls"] }) {
  if (crawls.length === 0) return <span className="text-earth-700">{copy.notCrawled}</span>;
  return (
    <ul className="space-y-1">
      {crawls.map((crawl) => (
        <li key={crawl.engine}>
          <span className="font-semibold text-earth-900">{crawl.engine}</span>{" "}
          <bdi>{fullDateTime(crawl.at)}</bdi>{" "}
          <span className={crawl.verified ? "text-forest-800" : "text-earth-700"}>
            ({crawl.verified === null ? copy.unknown : crawl.verified ? copy.verified : copy.unverified})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A cell's column name, shown beside its value where the row is a card (phone width). */
function Label({ children }: { children: string }) {
  return <span className="block font-bold text-earth-700 text-xs uppercase sm:hidden">{children}</span>;
}

export function SearchEnginesTable({ report }: { report: SearchEnginesReport }) {
  const cell = "px-3 py-1 align-top sm:py-2 max-sm:block";
  return (
    <section aria-labelledby="search-engines" className={`${deskCard} min-w-0 p-5`}>
      <h2 id="search-engines" className="font-extrabold text-forest-900 text-lg">
        {copy.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-earth-700 text-sm">{copy.intro}</p>
      {report.indexNow === "off" && <p className="mt-2 font-semibold text-sm">{copy.indexNowOff}</p>}
      {report.pages.length === 0 ? (
        <p className="mt-2 text-earth-700 text-sm">{copy.empty}</p>
      ) : (
        <table className="mt-3 w-full text-start text-sm max-sm:block">
          <thead className="max-sm:sr-only">
            <tr className="text-earth-700">
              {[copy.page, copy.changed, copy.indexNow, copy.crawls].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {report.pages.map((page) => (
              <tr key={page.path} className="border-earth-900/10 border-t max-sm:block max-sm:py-2">
                <th scope="row" className={`${cell} break-all text-start font-semibold text-earth-900`}>
                  <bdi dir="ltr">{page.path}</bdi>
                </th>
                <td className={cell}>
                  <Label>{copy.changed}</Label>
                  <bdi>{fullDateTime(page.changedAt)}</bdi>
                </td>
                <td className={cell}>
                  <Label>{copy.indexNow}</Label>
                  <IndexNowCell told={page.indexNow} />
                </td>
                <td className={cell}>
                  <Label>{copy.crawls}</Label>
                  <CrawlsCell crawls={page.crawls} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
