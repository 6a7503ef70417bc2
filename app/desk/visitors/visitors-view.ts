// What the 'Visitors' page reads from its address and how it writes its figures: pure, so tested without a
// browser. The view (period and filters) lives in the address, as the inbox's filters do: a link shares it,
// Back returns to the one before.
import { type QuerySource, searchOf, withQuery } from "#app/desk/shared/query.ts";
import { deskPages } from "#domain/desk/api.ts";
import { deskLanguage, deskLocale } from "#domain/desk/desk-language.ts";
import {
  type VisitorDimension,
  type VisitorPeriod,
  visitorDimensions,
  visitorsQueryKeys,
} from "#domain/desk/visitors-api.ts";
import { visitorsWords } from "#domain/desk/visitors-words.ts";

const regionNames = new Intl.DisplayNames(deskLocale, { type: "region" });
const languageNames = new Intl.DisplayNames(deskLocale, { type: "language" });
/** The report's code for a visitor whose country is not known (server/visitors/visitor-facts.ts). */
const unknownCountry = "zz";

/**
 * A row's name in the desk's language. The server names countries, languages and devices in English; an Arabic
 * reader gets them from the browser's own names (and the catalogue's, for devices). Sources, pages and
 * products keep the server's.
 */
export function rowLabel(dimension: VisitorDimension, row: { value: string; label: string }): string {
  if (deskLanguage === "en") return row.label;
  if (dimension === "country")
    return row.value === unknownCountry
      ? visitorsWords.unknownCountry
      : (regionNames.of(row.value.toUpperCase()) ?? row.label);
  if (dimension === "language") return languageNames.of(row.value) ?? row.label;
  if (dimension === "device") return visitorsWords.devices[row.value] ?? row.label;
  return row.label;
}

/** The 'Visitors' view's part of a query string (VisitorsQuery's names): the page's address and its API call. */
export const visitorsSearch = (source: QuerySource, overrides?: Record<string, string>) =>
  searchOf(visitorsQueryKeys, source, overrides);

/** The page's address for a view: the current one with some names changed ("" drops a name). */
export const visitorsHref = (query: URLSearchParams, overrides: Record<string, string> = {}) =>
  withQuery(deskPages.visitors, visitorsSearch(query, overrides));

/** A period chosen by name keeps the filters and drops any two dates. */
export const periodHref = (query: URLSearchParams, period: VisitorPeriod) =>
  visitorsHref(query, { period, from: "", to: "" });

/** Two dates keep the filters and drop the named period. */
export const datesHref = (query: URLSearchParams, from: string, to: string) =>
  visitorsHref(query, { period: "", from, to });

const noFilters = () => Object.fromEntries(visitorDimensions.map((d) => [d, ""]));

/**
 * Choosing a row: the whole page for that row's value alone, in the same period. One row at a time (the report
 * filters by one), so it takes the place of any row chosen before.
 */
export const filterHref = (query: URLSearchParams, dimension: VisitorDimension, value: string) =>
  visitorsHref(query, { ...noFilters(), [dimension]: value });

export const withoutFilterHref = (query: URLSearchParams, dimension: VisitorDimension) =>
  visitorsHref(query, { [dimension]: "" });

/** Every filter but the period's. */
export const clearFiltersHref = (query: URLSearchParams) => visitorsHref(query, noFilters());

/** The filters in force, in the order the page's tables come. */
export function activeFilters(query: URLSearchParams): { dimension: VisitorDimension; value: string }[] {
  return visitorDimensions.flatMap((dimension) => {
    const value = query.get(dimension)?.trim();
    return value ? [{ dimension, value }] : [];
  });
}

/** Which named period the address asks for: none when it gives two dates, the server's default otherwise. */
export function chosenPeriod(query: URLSearchParams): VisitorPeriod | null {
  if (query.get("from") && query.get("to")) return null;
  const period = query.get("period");
  return period === "7d" || period === "12m" ? period : "30d";
}

const conversions = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });
/** "2.4%": small shares need their first decimal; null (no visitors) has no share. */
export const conversionText = (conversion: number | null) =>
  conversion === null ? null : conversions.format(conversion);

const changes = new Intl.NumberFormat("en", {
  style: "percent",
  maximumFractionDigits: 0,
  signDisplay: "exceptZero",
});
/** "+12%", "−5%", "0%" against the previous period; null when there was nothing to compare with. */
export const changeText = (current: number, previous: number) =>
  previous > 0 ? changes.format((current - previous) / previous).replace("-", "−") : null;

const points = new Intl.NumberFormat("en", { maximumFractionDigits: 1, signDisplay: "exceptZero" });
/** A share's change in percentage points: "+0.8 pts"; null when either period had no visitors. */
export const pointsText = (current: number | null, previous: number | null) =>
  current === null || previous === null
    ? null
    : visitorsWords.points(points.format((current - previous) * 100).replace("-", "−"));

/** Day before month in English ("3 Nov"); Arabic month names with Latin digits for an Arabic reader. */
const dayLocale = deskLanguage === "ar" ? deskLocale : "en-GB";
const dayFormat = new Intl.DateTimeFormat(dayLocale, {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat(dayLocale, {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
/** A calendar day of the report ("2026-11-03", the site's own day) as it reads: "3 Nov 2026". */
export const dayText = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** The same without its year, for the chart's axis: "3 Nov". */
export const shortDayText = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));
