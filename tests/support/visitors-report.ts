import type { VisitorsReport } from "#domain/desk/types.ts";
import { visitorDimensions } from "#domain/desk/visitors-api.ts";
import report from "./visitors-report.json" with { type: "json" };

/**
 * A 'Visitors' report as GET /api/desk/visitors answers it (its unit test holds it to the contract): English
 * and Arabic rows, a campaign, two currencies, a broken link.
 */
export const visitorsReportFixture = () => structuredClone(report) as VisitorsReport;

/** The same report before anything was counted. */
export function emptyVisitorsReport(): VisitorsReport {
  const none = { ...report.current, visitors: 0, views: 0, enquiries: 0, conversion: null };
  const nothing = { ...none, quotationsSent: 0, quotationsAccepted: 0, acceptedValue: [] };
  const tables = [...visitorDimensions, "series", "missingPages"];
  return {
    ...visitorsReportFixture(),
    current: nothing,
    previous: nothing,
    ...Object.fromEntries(tables.map((t) => [t, []])),
  };
}
