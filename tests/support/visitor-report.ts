// The 'Visitors' report over a fresh database, for the tests of the report and of the totals it reads.
import { openDatabase } from "#server/database/database.ts";
import { createSiteContentStore } from "#server/site-content/store.ts";
import { createVisitorsReport } from "#server/visitors/report.ts";
import { createViewStore, createVisitorTotals } from "#server/visitors/view-store.ts";
import { tempDir } from "./test-helper.ts";

/** A database in a directory deleted after the test, its views' store, totals and report at the clock `now`. */
export async function visitorsReportSetUp(now: () => Date, timeZone: string) {
  const db = openDatabase(await tempDir());
  const views = createViewStore(db);
  const totals = createVisitorTotals(db);
  const report = createVisitorsReport({ db, now, timeZone, products: createSiteContentStore(db, now) });
  return { db, views, totals, report };
}
