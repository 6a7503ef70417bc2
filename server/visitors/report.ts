// The 'Visitors' report (GET /api/desk/visitors, domain/desk/visitors-contract.ts): a period's visitors beside the
// previous period's, joined to the enquiries, quotations and money they brought. Visitors come from the daily
// totals for the days rolled up and from the live totals, kept as views are written, for the days since (today);
// enquiries and quotations from their own stores, attributed to the visit each enquiry came from.
import type { DatabaseSync } from "node:sqlite";
import { findCountry } from "#domain/countries/country-list.ts";
import type { VisitorsQuery, VisitorsReport } from "#domain/desk/types.ts";
import { type VisitorDimension, visitorDimensions } from "#domain/desk/visitors-contract.ts";
import { otherProduct } from "#domain/enquiry/quote.ts";
import { isLang } from "#domain/i18n.ts";
import { productNamed } from "../enquiries/desk-store.ts";
import { createEnquiryVisits, type EnquiryVisit } from "../enquiries/enquiry-store.ts";
import { createQuotationVisits } from "../quotations/store.ts";
import { dayInZone, endOfDay } from "../quotations/validity.ts";
import type { SiteContentStore } from "../site-content/store.ts";
import { createVisitorTotals, type TotalsFilter, type TotalsRow, unknownCountry } from "./view-store.ts";

/** A query the report cannot answer, with the sentence the owner reads. */
export class VisitorsQueryError extends Error {}

/** Longest period: three years of days. */
const maxDays = 3 * 366;
/** Longer periods are charted by week. */
const maxDailyDays = 92;
/** Rows kept per table, most visitors first. */
const maxRows = 100;
const maxMissingPages = 50;

const periodDays = { "7d": 7, "30d": 30 } as const;
const dayMs = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / dayMs;

/** The day after the same date a year before: the first of the twelve months that end on `day`. */
function yearBefore(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year - 1, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The Monday that starts a day's week. */
const weekOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

const deviceLabels: Record<string, string> = { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" };
const languageNames = new Intl.DisplayNames("en", { type: "language" });

type Money = { currency: string; minor: number }[];
type Quotation = ReturnType<ReturnType<typeof createQuotationVisits>>[number];

/** What an enquiry counts for in each table; its unknown country is the visitors' unknown one. */
function rowOf(visit: EnquiryVisit, dimension: VisitorDimension): string | null {
  return dimension === "country" ? (visit.country ?? unknownCountry) : visit[dimension];
}

function addMoney(sums: Map<string, number>, q: Quotation): void {
  sums.set(q.currency, (sums.get(q.currency) ?? 0) + q.totalMinor);
}
const moneyOf = (sums: Map<string, number> | undefined): Money =>
  [...(sums ?? [])]
    .map(([currency, minor]) => ({ currency, minor }))
    .sort((a, b) => b.minor - a.minor || a.currency.localeCompare(b.currency));

const conversion = (enquiries: number, visitors: number) => (visitors > 0 ? enquiries / visitors : null);

/**
 * The report for the desk and for the rooms that summarise it (the weekly mail, the campaign links): pure reads,
 * answered from the days' totals and today's live totals. A bad query throws VisitorsQueryError.
 */
export function createVisitorsReport({
  db,
  now,
  timeZone,
  products,
}: {
  db: DatabaseSync;
  now: () => Date;
  /** OWNER_TIME_ZONE: the site's days begin at its midnight. */
  timeZone: string;
  products: Pick<SiteContentStore, "productTitle" | "publishedProducts">;
}) {
  const totals = createVisitorTotals(db);
  const enquiriesIn = createEnquiryVisits(db);
  const quotationsIn = createQuotationVisits(db);
  // One formatter for every enquiry's day: making one per call costs more than the rest of the report.
  const dayFormat = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const dayOf = (instant: string) => dayFormat.format(new Date(instant));
  /** A period of days as the instants its enquiries and quotations are stored at. */
  const instants = (from: string, to: string) =>
    [endOfDay(addDays(from, -1), timeZone), endOfDay(to, timeZone)].map((ms) =>
      new Date(ms).toISOString(),
    ) as [string, string];

  function periodOf(query: VisitorsQuery, today: string) {
    if ((query.from === undefined) !== (query.to === undefined)) {
      throw new VisitorsQueryError("Give both the first and the last day of the period, or neither.");
    }
    let { from, to } = query;
    if (from === undefined || to === undefined) {
      const period = query.period ?? "30d";
      to = today;
      from = period === "12m" ? yearBefore(today) : addDays(today, 1 - periodDays[period]);
    }
    if (to < from) throw new VisitorsQueryError("The last day of the period comes before its first day.");
    const days = daysBetween(from, to) + 1;
    if (days > maxDays) throw new VisitorsQueryError("A period can be at most three years long.");
    const previousTo = addDays(from, -1);
    return { from, to, previousFrom: addDays(previousTo, 1 - days), previousTo, days };
  }

  function filterOf(query: VisitorsQuery): TotalsFilter {
    const chosen = visitorDimensions.filter((dimension) => query[dimension] !== undefined);
    if (chosen.length > 1) throw new VisitorsQueryError("Choose one row at a time to filter the page by.");
    const dimension = chosen[0];
    if (dimension === undefined) return null;
    const value = (query[dimension] as string).trim();
    const known =
      dimension === "country"
        ? value.toLowerCase() === unknownCountry || findCountry(value.toLowerCase()) !== undefined
        : dimension === "language"
          ? isLang(value)
          : dimension === "product"
            ? value === otherProduct || products.productTitle(value) !== undefined
            : value !== "";
    if (!known) throw new VisitorsQueryError(`There is no ${dimension} '${value}' to filter by.`);
    return { dimension, value: dimension === "country" ? value.toLowerCase() : value };
  }

  /** Visitors and views per row and per day, from the totals up to the last day rolled up, then the live ones. */
  function visitorFigures(from: string, to: string, filter: TotalsFilter, withRows: boolean) {
    const rolledUp = totals.lastRolledUp();
    const lastTotals = rolledUp === null || rolledUp < from ? null : rolledUp < to ? rolledUp : to;
    const firstLive = lastTotals === null ? from : addDays(lastTotals, 1);
    const rows = new Map<string, TotalsRow>();
    const daily = new Map<string, { visitors: number; views: number }>();
    const add = (row: TotalsRow) => {
      const key = `${row.dimension}\u0000${row.value}`;
      const sum = rows.get(key);
      if (sum) {
        sum.visitors += row.visitors;
        sum.views += row.views;
      } else rows.set(key, { ...row });
    };
    if (lastTotals !== null) {
      for (const day of totals.daily(from, lastTotals, filter)) daily.set(day.day, day);
      if (withRows) for (const row of totals.totals(from, lastTotals, filter)) add(row);
    }
    if (firstLive <= to) {
      for (const row of totals.live(firstLive, to, filter)) {
        if (row.dimension === "") daily.set(row.day, row);
        if (withRows) add(row);
      }
    }
    let visitors = 0;
    let views = 0;
    for (const day of daily.values()) {
      visitors += day.visitors;
      views += day.views;
    }
    return { rows: [...rows.values()], daily, visitors, views };
  }

  const matches = (visit: EnquiryVisit, filter: TotalsFilter) =>
    filter === null || rowOf(visit, filter.dimension as VisitorDimension) === filter.value;

  function businessFigures(from: string, to: string, filter: TotalsFilter) {
    const [start, end] = instants(from, to);
    const enquiries = enquiriesIn(start, end).filter((e) => matches(e, filter));
    const quotations = quotationsIn(start, end).filter((q) => matches(q, filter));
    const inPeriod = (at: string | null) => at !== null && at >= start && at < end;
    return {
      enquiries,
      sent: quotations.filter((q) => inPeriod(q.sentAt)),
      accepted: quotations.filter((q) => inPeriod(q.acceptedAt)),
    };
  }

  function totalsOf(
    visitors: { visitors: number; views: number },
    business: ReturnType<typeof businessFigures>,
  ) {
    const value = new Map<string, number>();
    for (const q of business.accepted) addMoney(value, q);
    return {
      visitors: visitors.visitors,
      views: visitors.views,
      enquiries: business.enquiries.length,
      conversion: conversion(business.enquiries.length, visitors.visitors),
      quotationsSent: business.sent.length,
      quotationsAccepted: business.accepted.length,
      acceptedValue: moneyOf(value),
    };
  }

  function labelOf(dimension: VisitorDimension, value: string): string {
    switch (dimension) {
      case "country":
        return value === unknownCountry ? "Unknown" : (findCountry(value)?.name ?? value.toUpperCase());
      case "product":
        return productNamed(value, products)?.title ?? value;
      case "language":
        return languageNames.of(value) ?? value;
      case "device":
        return deviceLabels[value] ?? value;
      default:
        return value;
    }
  }

  function tableOf(
    dimension: VisitorDimension,
    rows: TotalsRow[],
    business: ReturnType<typeof businessFigures>,
  ) {
    const table = new Map<
      string,
      { visitors: number; views: number; enquiries: number; quotations: number; won: Map<string, number> }
    >();
    const entry = (value: string) => {
      let row = table.get(value);
      if (!row) {
        row = { visitors: 0, views: 0, enquiries: 0, quotations: 0, won: new Map() };
        table.set(value, row);
      }
      return row;
    };
    for (const row of rows) {
      if (row.dimension !== dimension) continue;
      const sum = entry(row.value);
      sum.visitors += row.visitors;
      sum.views += row.views;
    }
    const each = (visits: EnquiryVisit[], count: (row: ReturnType<typeof entry>, i: number) => void) =>
      visits.forEach((visit, i) => {
        const value = rowOf(visit, dimension);
        if (value !== null) count(entry(value), i);
      });
    each(business.enquiries, (row) => row.enquiries++);
    each(business.sent, (row) => row.quotations++);
    each(business.accepted, (row, i) => addMoney(row.won, business.accepted[i] as Quotation));
    return [...table]
      .map(([value, row]) => ({ value, ...row }))
      .sort((a, b) => b.visitors - a.visitors || b.enquiries - a.enquiries || a.value.localeCompare(b.value))
      .slice(0, maxRows)
      .map((row) => ({
        value: row.value,
        label: labelOf(dimension, row.value),
        visitors: row.visitors,
        enquiries: row.enquiries,
        conversion: conversion(row.enquiries, row.visitors),
        ...(dimension === "product"
          ? { views: row.views, quotations: row.quotations, acceptedValue: moneyOf(row.won) }
          : {}),
      }));
  }

  return function report(query: VisitorsQuery): VisitorsReport {
    const today = dayInZone(now(), timeZone);
    const period = periodOf(query, today);
    const filter = filterOf(query);
    const current = visitorFigures(period.from, period.to, filter, true);
    const previous = visitorFigures(period.previousFrom, period.previousTo, filter, false);
    const business = businessFigures(period.from, period.to, filter);

    const step = period.days > maxDailyDays ? "week" : "day";
    const series = new Map<string, { start: string; visitors: number; enquiries: number }>();
    for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
      const start = step === "week" ? (weekOf(day) < period.from ? period.from : weekOf(day)) : day;
      const point = series.get(start) ?? { start, visitors: 0, enquiries: 0 };
      point.visitors += current.daily.get(day)?.visitors ?? 0;
      series.set(start, point);
    }
    for (const enquiry of business.enquiries) {
      const day = dayOf(enquiry.receivedAt);
      const start = step === "week" ? (weekOf(day) < period.from ? period.from : weekOf(day)) : day;
      const point = series.get(start);
      if (point) point.enquiries++;
    }

    const table = (dimension: VisitorDimension) => tableOf(dimension, current.rows, business);
    return {
      from: period.from,
      to: period.to,
      previousFrom: period.previousFrom,
      previousTo: period.previousTo,
      step,
      current: totalsOf(current, business),
      previous: totalsOf(previous, businessFigures(period.previousFrom, period.previousTo, filter)),
      series: [...series.values()],
      source: table("source"),
      country: table("country"),
      page: table("page"),
      product: table("product") as VisitorsReport["product"],
      language: table("language"),
      device: table("device"),
      campaign: table("campaign"),
      missingPages: totals
        .missingPages(period.from, period.to, maxMissingPages)
        .map((row) => ({ path: row.path, referrer: row.referrer || null, views: row.views })),
    };
  };
}

export type VisitorsReportOf = ReturnType<typeof createVisitorsReport>;
