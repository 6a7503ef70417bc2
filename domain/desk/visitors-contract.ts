// The 'Visitors' page and the server (GET /api/desk/visitors): the period, its figures beside the previous
// period's, a series by day or week, and one table per dimension. Every figure counts people without keeping
// anything personal (docs/visitors.md): a visitor is one person on one day, so a period's visitors are the sum of
// its days'. Enquiries are attributed to their visit's source, country, entry page, language and device.
import { z } from "zod";
import { visitorPeriods } from "./visitors-api.ts";

// The lists live with the desk's routes (api.ts), which the page imports without zod.
export { type VisitorDimension, visitorDimensions, visitorPeriods } from "./visitors-api.ts";

const day = z.iso.date();

export const visitorsQuery = z.object({
  period: z.enum(visitorPeriods).optional().describe("Default 30d; ignored when from and to are given"),
  from: day.optional().describe("First day, in the site's time zone (with to)"),
  to: day.optional().describe("Last day, inclusive"),
  // One optional filter per dimension: the value of a row chosen in that dimension's table.
  source: z.string().max(253).optional(),
  country: z.string().length(2).optional(),
  page: z.string().max(200).optional(),
  product: z.string().max(200).optional(),
  language: z.string().max(8).optional(),
  device: z.enum(["mobile", "tablet", "desktop"]).optional(),
  campaign: z.string().max(100).optional(),
});

/** Money in a currency's minor unit (domain/quotations/money.ts), one entry per currency. */
const valueByCurrency = z.array(z.object({ currency: z.string(), minor: z.number().int() }));

const totals = z.object({
  visitors: z.number().int(),
  views: z.number().int(),
  enquiries: z.number().int(),
  conversion: z.number().nullable().describe("Enquiries per visitor, 0 to 1; null without visitors"),
  quotationsSent: z.number().int(),
  quotationsAccepted: z.number().int(),
  acceptedValue: valueByCurrency,
});

const row = z.object({
  value: z.string().describe("What the filter takes: a source's name, an ISO country code, a path, a slug…"),
  label: z.string().describe("What the owner reads: 'Direct', a country's name, a product's title…"),
  visitors: z.number().int(),
  enquiries: z.number().int(),
  conversion: z.number().nullable(),
});

const productRow = row.extend({
  views: z.number().int(),
  quotations: z.number().int(),
  acceptedValue: valueByCurrency,
});

export const visitorsReport = z.object({
  from: day,
  to: day,
  previousFrom: day,
  previousTo: day,
  step: z.enum(["day", "week"]).describe("The series' step: weeks for periods longer than 92 days"),
  current: totals,
  previous: totals,
  series: z.array(z.object({ start: day, visitors: z.number().int(), enquiries: z.number().int() })),
  source: z.array(row),
  country: z.array(row),
  page: z.array(row).describe("Entry pages"),
  product: z.array(productRow),
  language: z.array(row),
  device: z.array(row),
  campaign: z.array(row),
  missingPages: z
    .array(z.object({ path: z.string(), referrer: z.string().nullable(), views: z.number().int() }))
    .describe("Addresses that found no page, most asked first (broken links from outside)"),
});
