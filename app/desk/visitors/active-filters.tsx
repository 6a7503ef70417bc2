import { Link, useLocation } from "react-router";
import type { VisitorsReport } from "#domain/desk/types.ts";
import { visitorsWords } from "#domain/desk/visitors-words.ts";
import { RowName } from "./breakdown-table.tsx";
import { activeFilters, clearFiltersHref, rowLabel, withoutFilterHref } from "./visitors-view.ts";

const copy = visitorsWords;

/** The filters in force, each with its way out; a filter's name is its row's, as the tables wrote it. */
export function ActiveFilters({ report }: { report: VisitorsReport }) {
  const query = new URLSearchParams(useLocation().search);
  const filters = activeFilters(query);
  if (filters.length === 0) return null;
  return (
    <section
      aria-labelledby="visitors-filters"
      className="flex flex-wrap items-center gap-2 rounded-2xl bg-forest-100 px-4 py-3 ring-1 ring-forest-800/10"
    >
      <h2 id="visitors-filters" className="font-bold text-forest-900 text-sm">
        {copy.filters}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {filters.map(({ dimension, value }) => {
          const row = report[dimension].find((r) => r.value === value);
          const label = row ? rowLabel(dimension, row) : value;
          const name = copy.tables[dimension];
          return (
            <li key={dimension}>
              <Link
                to={withoutFilterHref(query, dimension)}
                aria-label={copy.removeFilter(name, label)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-forest-900 text-sm ring-1 ring-forest-800/30 hover:ring-forest-800"
              >
                <span>
                  {name}: <RowName dimension={dimension} label={label} />
                </span>
                <span aria-hidden="true" className="font-bold text-lg leading-none">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {filters.length > 1 && (
        <Link
          to={clearFiltersHref(query)}
          className="inline-flex min-h-11 items-center px-2 font-bold text-forest-800 text-sm underline underline-offset-4"
        >
          {copy.clearFilters}
        </Link>
      )}
    </section>
  );
}
