import { lazy, Suspense } from "react";
import { Link, useLocation, useRouteError } from "react-router";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { count } from "#app/desk/shared/format.ts";
import { moneyTexts } from "#app/desk/shared/money-totals.tsx";
import { withQuery } from "#app/desk/shared/query.ts";
import { deskCard } from "#app/desk/shared/ui.ts";
import { deskPages } from "#domain/desk/api.ts";
import type { VisitorsReport } from "#domain/desk/types.ts";
import { visitorsApi } from "#domain/desk/visitors-api.ts";
import { visitorsWords } from "#domain/desk/visitors-words.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { Route } from "./+types/route";
import { ActiveFilters } from "./active-filters.tsx";
import {
  type BreakdownRow,
  BreakdownTable,
  type Column,
  chooseRowHint,
  commonColumns,
  ReportTable,
} from "./breakdown-table.tsx";
import { PeriodChoice } from "./period-choice.tsx";
import { loadSearchEngines, SearchEnginesTable } from "./search-engines.tsx";
import { VisitorsChart } from "./visitors-chart.tsx";
import { VisitorsFigures } from "./visitors-figures.tsx";
import { activeFilters, dayText, rowLabel, visitorsSearch } from "./visitors-view.ts";
import { WeeklySummarySwitch } from "./weekly-summary.tsx";

const copy = visitorsWords;
/** The map's shapes and projection: a chunk of their own, fetched when this page shows the map. */
const WorldMap = lazy(() => import("./world-map.tsx"));
/** Countries the map's summary names. */
const mapNamed = 3;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { searchParams } = new URL(request.url);
  const [report, searchEngines] = await Promise.all([
    deskFetch<VisitorsReport>(withQuery(visitorsApi.report, visitorsSearch(searchParams)), {
      page: request.url,
    }),
    loadSearchEngines(request.url),
  ]);
  return { report, searchEngines };
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

type ProductRow = VisitorsReport["product"][number];
const productColumns: Column<ProductRow>[] = [
  { heading: copy.views, cell: (row) => count(row.views) },
  ...commonColumns,
  { heading: copy.quotations, cell: (row) => count(row.quotations) },
  {
    heading: copy.acceptedValue,
    cell: (row) =>
      moneyTexts(row.acceptedValue).map((line) => (
        <span key={line} className="block whitespace-nowrap">
          {line}
        </span>
      )),
  },
];

function CountryMap({ rows }: { rows: readonly BreakdownRow[] }) {
  const visitors = new Map(rows.map((row) => [row.value.toUpperCase(), row.visitors]));
  const top = rows
    .slice(0, mapNamed)
    .map((row) => `${rowLabel("country", row)} (${count(row.visitors)})`)
    .join(copy.listSeparator);
  return (
    <Suspense fallback={<div className="mx-auto mt-3 aspect-[96/47] max-w-3xl rounded-lg bg-cream-100" />}>
      <div className="mx-auto mt-3 max-w-3xl">
        <WorldMap
          visitors={visitors}
          name={copy.map}
          summary={copy.mapSummary(top)}
          legend={copy.mapLegend}
        />
      </div>
    </Suspense>
  );
}

type MissingPage = VisitorsReport["missingPages"][number];
const missingColumns: Column<MissingPage>[] = [
  {
    heading: copy.referrer,
    cell: (page) => (page.referrer ? <bdi dir="ltr">{page.referrer}</bdi> : copy.unknownReferrer),
    words: true,
  },
  { heading: copy.views, cell: (page) => count(page.views) },
];

/** Addresses that found no page: broken links from outside, each with where it was linked from. */
function MissingPages({ pages }: { pages: readonly MissingPage[] }) {
  return (
    <ReportTable
      id="visitors-missing"
      title={copy.missingPages}
      nameHeading={copy.missingPath}
      note={copy.missingPagesNote}
      rows={pages}
      rowKey={(page) => `${page.path} ${page.referrer}`}
      rowName={(page) => (
        <bdi dir="ltr" className="wrap-anywhere block py-1">
          {page.path}
        </bdi>
      )}
      columns={missingColumns}
    />
  );
}

/** The page's name, and the period it shows beside the one it is compared with. */
function PageHeading({ report }: { report: VisitorsReport }) {
  return (
    <header>
      <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-earth-700 text-sm">{copy.intro}</p>
      <p className="mt-3 text-earth-700 text-sm">
        <strong className="font-bold text-earth-900">
          {copy.range(dayText(report.from), dayText(report.to))}
        </strong>
        {". "}
        {copy.against(dayText(report.previousFrom), dayText(report.previousTo))}
      </p>
    </header>
  );
}

/** Who came, from where, and what became of it, for a period beside the one before. */
export default function Visitors({ loaderData: { report, searchEngines } }: Route.ComponentProps) {
  const query = new URLSearchParams(useLocation().search);
  const filtered = activeFilters(query).length > 0;
  const nothingCounted = report.current.views === 0 && report.previous.views === 0;
  const table = (
    dimension: Exclude<keyof typeof copy.tables, "product">,
    note?: string,
    className?: string,
  ) => (
    <BreakdownTable
      dimension={dimension}
      title={copy.tables[dimension]}
      note={note}
      rows={report[dimension]}
      columns={commonColumns}
      query={query}
      className={className}
    >
      {dimension === "country" && <CountryMap rows={report.country} />}
    </BreakdownTable>
  );
  return (
    <div className="space-y-5">
      <PageHeading report={report} />
      <PeriodChoice from={report.from} to={report.to} />
      <ActiveFilters report={report} />
      {nothingCounted ? (
        <p
          role="status"
          className="rounded-2xl bg-white px-5 py-10 text-center text-earth-700 ring-1 ring-earth-900/5"
        >
          {filtered ? copy.emptyFiltered : copy.empty}
        </p>
      ) : (
        <>
          <VisitorsFigures current={report.current} previous={report.previous} />
          <section aria-labelledby="visitors-chart" className={`${deskCard} p-5`}>
            <h2 id="visitors-chart" className="font-extrabold text-forest-900 text-lg">
              {copy.chart(report.step)}
            </h2>
            <VisitorsChart report={report} />
          </section>
          <p id={chooseRowHint} className="font-semibold text-earth-700 text-sm">
            {copy.chooseRow}
          </p>
          <div className="grid items-start gap-5 lg:grid-cols-2">
            {table("source")}
            {table("campaign")}
            {table("country", undefined, "lg:col-span-2")}
            {table("page", copy.pageNote)}
            {table("language")}
            <BreakdownTable
              dimension="product"
              title={copy.tables.product}
              rows={report.product}
              columns={productColumns}
              query={query}
              className="lg:col-span-2"
            />
            {table("device")}
            <MissingPages pages={report.missingPages} />
          </div>
        </>
      )}
      <SearchEnginesTable report={searchEngines} />
      <section aria-labelledby="visitors-weekly-summary" className={`${deskCard} space-y-3 p-5`}>
        <h2 id="visitors-weekly-summary" className="font-extrabold text-forest-900 text-lg">
          {copy.weeklySummaryHeading}
        </h2>
        <WeeklySummarySwitch />
      </section>
      <section aria-labelledby="visitors-campaign-links" className={`${deskCard} p-5`}>
        <h2 id="visitors-campaign-links" className="font-extrabold text-forest-900 text-lg">
          <Link to={deskPages.campaigns} className="text-forest-800 underline underline-offset-4">
            {copy.campaignLinks}
          </Link>
        </h2>
        <p className="text-earth-700 text-sm">{copy.campaignLinksNote}</p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
