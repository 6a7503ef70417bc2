import { Link } from "react-router";
import { count } from "#app/desk/shared/format.ts";
import { deskCard } from "#app/desk/shared/ui.ts";
import type { VisitorsReport } from "#domain/desk/types.ts";
import type { VisitorDimension } from "#domain/desk/visitors-api.ts";
import { visitorsWords } from "#domain/desk/visitors-words.ts";
import { conversionText, filterHref, rowLabel } from "./visitors-view.ts";

const copy = visitorsWords;
export type BreakdownRow = VisitorsReport["source"][number];
/** A column after the row's name: its heading and its cell; figures stand at the end, words at the start. */
export type Column<R> = { heading: string; cell: (row: R) => React.ReactNode; words?: boolean };

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

/** One card of the report: its heading, a note, and a table of its rows (a sentence when it has none). */
export function ReportTable<R>({
  id,
  title,
  nameHeading = title,
  note,
  rows,
  rowKey,
  rowName,
  columns,
  children,
  className = "",
}: {
  id: string;
  title: string;
  /** The heading of the rows' names: the table's title unless told. */
  nameHeading?: string;
  note?: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  rowName: (row: R) => React.ReactNode;
  columns: readonly Column<R>[];
  /** What goes above the table: the country table's map. */
  children?: React.ReactNode;
  className?: string;
}) {
  const align = (column: Column<R>) => (column.words ? "text-start" : "text-end tabular-nums");
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
              <tr className="text-earth-700 text-xs">
                <th scope="col" className="pb-1 text-start align-bottom font-bold">
                  {nameHeading}
                </th>
                {columns.map((column) => (
                  <th
                    key={column.heading}
                    scope="col"
                    className={`ps-2 pb-1 align-bottom font-bold sm:ps-3 ${align(column)}`}
                  >
                    {column.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-earth-900/10 border-t">
                  <th scope="row" className="py-1 text-start font-semibold text-earth-900">
                    {rowName(row)}
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column.heading}
                      className={`py-1 ps-2 font-bold text-forest-900 sm:ps-3 ${align(column)}`}
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

/**
 * One dimension's table: each row's name is a link that filters the whole page by it (the address keeps it),
 * the chosen row marked as the current one.
 */
export function BreakdownTable<R extends BreakdownRow>({
  dimension,
  query,
  ...card
}: {
  dimension: VisitorDimension;
  query: URLSearchParams;
  title: string;
  note?: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  children?: React.ReactNode;
  className?: string;
}) {
  const chosen = query.get(dimension);
  return (
    <ReportTable
      {...card}
      id={`visitors-${dimension}`}
      rowKey={(row) => row.value}
      rowName={(row) => (
        <Link
          to={filterHref(query, dimension, row.value)}
          aria-describedby={chooseRowHint}
          aria-current={chosen === row.value ? "true" : undefined}
          className={`inline-flex min-h-11 items-center rounded-md text-forest-800 underline decoration-forest-800/30 underline-offset-4 hover:decoration-forest-800 aria-[current=true]:no-underline ${dimension === "page" ? "wrap-anywhere" : "break-words"}`}
        >
          <RowName dimension={dimension} label={rowLabel(dimension, row)} />
        </Link>
      )}
    />
  );
}
