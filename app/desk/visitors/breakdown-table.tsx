import { Link } from "react-router";
import { count } from "#app/desk/shared/format.ts";
import { deskCard } from "#app/desk/shared/ui.ts";
import type { VisitorDimension } from "#domain/desk/api.ts";
import type { VisitorsReport } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { conversionText, filterHref } from "./visitors-view.ts";

const copy = deskWords.visitors;
export type BreakdownRow = VisitorsReport["source"][number];
/** A column after the row's name: its heading and its cell. */
export type Column<R> = { heading: string; cell: (row: R) => React.ReactNode };

export const chooseRowHint = "visitors-choose-row";

/** Visitors, enquiries and conversion: what every table gives each row. */
export const commonColumns: Column<BreakdownRow>[] = [
  { heading: copy.visitors, cell: (row) => count(row.visitors) },
  { heading: copy.enquiries, cell: (row) => count(row.enquiries) },
  { heading: copy.conversionColumn, cell: (row) => conversionText(row.conversion) ?? "–" },
];

/**
 * A row's name as it reads, isolated from the English around it: a product's title or a language may be
 * Arabic, and a path keeps its slashes in order with Arabic words in it.
 */
export function RowName({ dimension, label }: { dimension: VisitorDimension; label: string }) {
  return dimension === "page" ? <bdi dir="ltr">{label}</bdi> : <bdi>{label}</bdi>;
}

/**
 * One dimension's table: each row's name is a link that filters the whole page by it (the address keeps it),
 * the chosen row marked as the current one.
 */
export function BreakdownTable<R extends BreakdownRow>({
  dimension,
  title,
  note,
  rows,
  columns,
  query,
  children,
  className = "",
}: {
  dimension: VisitorDimension;
  title: string;
  note?: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  query: URLSearchParams;
  /** What goes above the table: the country table's map. */
  children?: React.ReactNode;
  className?: string;
}) {
  const id = `visitors-${dimension}`;
  const chosen = query.get(dimension);
  return (
    <section aria-labelledby={id} className={`${deskCard} min-w-0 p-5 ${className}`}>
      <h2 id={id} className="font-extrabold text-forest-900 text-lg">
        {title}
      </h2>
      {note && <p className="text-earth-700 text-sm">{note}</p>}
      {children}
      {rows.length === 0 ? (
        <p className="mt-2 text-earth-700 text-sm">{copy.noRows}</p>
      ) : (
        // Wide tables (products) scroll inside their card on a phone, never the page.
        <div className="-mx-5 mt-3 overflow-x-auto px-5">
          <table aria-labelledby={id} className="w-full text-sm">
            <thead>
              <tr className="text-earth-700 text-xs uppercase tracking-wide">
                <th scope="col" className="pb-1 text-left font-bold">
                  {title}
                </th>
                {columns.map((column) => (
                  <th key={column.heading} scope="col" className="pb-1 pl-3 text-right font-bold">
                    {column.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.value} className="border-earth-900/10 border-t">
                  <th scope="row" className="max-w-64 py-1 text-left font-semibold text-earth-900">
                    <Link
                      to={filterHref(query, dimension, row.value)}
                      aria-describedby={chooseRowHint}
                      aria-current={chosen === row.value ? "true" : undefined}
                      className="wrap-anywhere inline-flex min-h-11 items-center rounded-md text-forest-800 underline decoration-forest-800/30 underline-offset-4 hover:decoration-forest-800 aria-[current=true]:no-underline"
                    >
                      <RowName dimension={dimension} label={row.label} />
                    </Link>
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column.heading}
                      className="py-1 pl-3 text-right align-middle font-bold text-forest-900 tabular-nums"
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
