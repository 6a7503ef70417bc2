import { expect, test } from "vitest";
import { pageView } from "#tests/support/visitor-figures.ts";
import { visitorsReportSetUp } from "#tests/support/visitor-report.ts";
import { rollUpFinishedDays } from "./roll-up.ts";
import type { PageView, TotalsFilter, VisitorTotals } from "./view-store.ts";

const timeZone = "Asia/Kolkata";
const yesterday = "2026-11-27";
const today = "2026-11-28";
const now = () => new Date(`${today}T18:00:00Z`);

const setUp = () => visitorsReportSetUp(now, timeZone);

let seed = 40;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/**
 * A day's views in the order they arrive: visitors of one to six pages, some whose visit began before midnight
 * (pages that are no entry, and an entry later with another source), interleaved with each other.
 */
function dayOfViews(day: string, visitors: number): PageView[] {
  const queues = Array.from({ length: visitors }, (_, n) => {
    const begunBefore = random() < 0.3;
    const pages = 1 + Math.floor(random() * 6);
    const country = pick(["ae", "de", "in", null]);
    return Array.from({ length: pages }, (_, i) =>
      pageView(day, `v${n}`, {
        path: pick(["/", "/about", "/ar/about", "/products/onions"]),
        product: random() < 0.4 ? pick(["onions", "rice"]) : null,
        language: pick(["en", "ar"]),
        // A visit begun before midnight enters again later that day, or never.
        entry: begunBefore ? i === pages - 1 && random() < 0.6 : i === 0 || random() < 0.1,
        source: pick(["Google", "Direct", "Bing", "linkedin.com"]),
        campaign: random() < 0.2 ? pick(["gulfood-2027", "sial-paris"]) : null,
        country,
        device: pick(["mobile", "desktop"]),
      }),
    );
  });
  const views: PageView[] = [];
  while (queues.some((queue) => queue.length > 0)) {
    const queue = pick(queues.filter((q) => q.length > 0));
    views.push(queue.shift() as PageView);
  }
  return views;
}

const sorted = <T extends { dimension: string; value: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.dimension} ${a.value}`.localeCompare(`${b.dimension} ${b.value}`));

/** Every filter of a day: the whole, and each row its raw views make. */
function expectLiveAsRaw(totals: VisitorTotals, day: string) {
  const filters: TotalsFilter[] = [
    null,
    ...totals
      .raw(day, day, null)
      .filter((row) => row.dimension !== "")
      .map((row) => ({ dimension: row.dimension, value: row.value })),
  ];
  for (const filter of filters) {
    expect(sorted(totals.live(day, day, filter)), `${day} ${JSON.stringify(filter)}`).toEqual(
      sorted(totals.raw(day, day, filter)),
    );
  }
}

test("totals kept as views are written in batches are the raw views' figures, within every filter", async () => {
  const { views, totals } = await setUp();
  // Yesterday's last views and today's arrive together around midnight.
  const arriving = [...dayOfViews(yesterday, 25), ...dayOfViews(today, 40)].sort(() => random() - 0.5);
  let written = 0;
  while (written < arriving.length) {
    const batch = arriving.slice(written, written + 1 + Math.floor(random() * 8));
    views.insertViews(batch);
    written += batch.length;
    if (random() < 0.1) expectLiveAsRaw(totals, today);
  }
  expectLiveAsRaw(totals, yesterday);
  expectLiveAsRaw(totals, today);
  expect(totals.live(today, today, null).find((row) => row.dimension === "")?.views).toBe(
    arriving.filter((view) => view.day === today).length,
  );
});

test("a visit begun before midnight takes its sources until it enters, then its entry's alone", async () => {
  const { views, totals, report } = await setUp();
  views.insertViews([pageView(today, "night-owl", { entry: false, source: "Bing", campaign: "sial-paris" })]);
  expect(report({ period: "7d" }).source).toMatchObject([{ value: "Bing", visitors: 1 }]);
  views.insertViews([pageView(today, "night-owl", { path: "/about", source: "Google" })]);
  const { source, campaign, page, current } = report({ period: "7d" });
  expect(source).toMatchObject([{ value: "Google", visitors: 1 }]);
  // No row is left behind with no visitors in it.
  expect(campaign).toEqual([]);
  expect(totals.live(today, today, { dimension: "source", value: "Bing" })).toEqual([]);
  expect(page).toMatchObject([{ value: "/about", visitors: 1 }]);
  expect(current).toMatchObject({ visitors: 1, views: 2 });
});

test("a day whose totals were not kept is rebuilt from its raw views at start, and rolled up the same", async () => {
  const { db, views, totals, report } = await setUp();
  const arriving = [...dayOfViews(yesterday, 20), ...dayOfViews(today, 20)];
  views.insertViews(arriving);
  const before = report({ period: "7d" });
  // As after an upgrade: views written by a version that kept no totals.
  db.exec("DELETE FROM visitor_live_totals; DELETE FROM visitor_day_facts");
  expect(report({ period: "7d" }).current.visitors).toBe(0);

  expect(rollUpFinishedDays(totals, now(), timeZone)).toEqual([yesterday]);
  expect(totals.catchUp(today)).toEqual([]);
  expect(report({ period: "7d" })).toEqual(before);
  expectLiveAsRaw(totals, today);
  // The finished day's kept totals go with its roll-up; today's stay.
  const rows = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  expect(rows(`SELECT count(*) AS n FROM visitor_day_facts WHERE day = '${yesterday}'`)).toBe(0);
  expect(rows(`SELECT count(*) AS n FROM visitor_live_totals WHERE day = '${yesterday}'`)).toBe(0);
  expect(rows(`SELECT count(*) AS n FROM visitor_live_totals WHERE day = '${today}'`)).toBeGreaterThan(0);

  // More views of today after the rebuild are added to it.
  views.insertViews(
    dayOfViews(today, 5).map((view) => ({ ...view, visitor: view.visitor.map((b) => b ^ 1) })),
  );
  expectLiveAsRaw(totals, today);
});
