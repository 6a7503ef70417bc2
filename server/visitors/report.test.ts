import type { FastifyBaseLogger } from "fastify";
import { expect, test } from "vitest";
import type { VisitorsQuery, VisitorsReport } from "#domain/desk/types.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { slugOf } from "#domain/site-content/schema.ts";
import { addOwner, buildTestApp, signIn, siteHeaders } from "#tests/support/test-helper.ts";
import { addEnquiry, addQuotation, pageView } from "#tests/support/visitor-figures.ts";
import { visitorsReportSetUp } from "#tests/support/visitor-report.ts";
import { rawViewDays, rollUpFinishedDays, scheduleRollUp } from "./roll-up.ts";
import type { PageView } from "./view-store.ts";

const timeZone = "Asia/Kolkata";
/** Midday in Kolkata on 28 November 2026: "today" for every test. */
const today = "2026-11-28";
const now = () => new Date(`${today}T06:30:00Z`);
const product = slugOf(defaultSiteContent().products[0]?.name.en ?? "");

const setUp = () => visitorsReportSetUp(now, timeZone);

/** Three days of views with visitors of several pages, sources, countries, devices and languages. */
function sampleViews(days: string[]): PageView[] {
  const sources = ["Google", "Direct", "linkedin.com"];
  const countries = ["ae", "de", null];
  return days.flatMap((day, d) =>
    Array.from({ length: 12 + d }, (_, n) => {
      const visitor = `v${n % (7 + d)}`;
      return pageView(day, visitor, {
        path: n % 3 === 0 ? `/products/${product}` : n % 2 ? "/ar/about" : "/",
        product: n % 3 === 0 ? product : null,
        language: n % 2 ? "ar" : "en",
        entry: n < 7 + d,
        // A later page names no source of its own: the visit's is its entry's.
        source: n < 7 + d ? (sources[n % 3] as string) : "Direct",
        campaign: n % 5 === 0 && n < 7 + d ? "gulfood-2027" : null,
        country: countries[n % 3] as string | null,
        device: n % 4 === 0 ? "mobile" : "desktop",
      });
    }),
  );
}

const days = ["2026-11-25", "2026-11-26", "2026-11-27"];
const filters: VisitorsQuery[] = [
  {},
  { source: "Google" },
  { country: "AE" },
  { country: "zz" },
  { page: "/" },
  { product },
  { language: "ar" },
  { device: "mobile" },
  { campaign: "gulfood-2027" },
];

test("the daily totals give the same figures as the raw views, unfiltered and filtered by any row", async () => {
  const { views, totals, report } = await setUp();
  views.insertViews(sampleViews([...days, today]));
  const fromRaw = filters.map((filter) => report({ period: "7d", ...filter }));
  expect(fromRaw[0]?.current.visitors).toBeGreaterThan(0);

  expect(rollUpFinishedDays(totals, now(), timeZone)).toEqual(days);
  expect(totals.lastRolledUp()).toBe("2026-11-27");
  // Rolled up once: the next run finds nothing to do.
  expect(rollUpFinishedDays(totals, now(), timeZone)).toEqual([]);
  const fromTotals = filters.map((filter) => report({ period: "7d", ...filter }));
  expect(fromTotals).toEqual(fromRaw);

  // Every rolled-up row is what the raw views say, within every filter.
  for (const day of days) {
    for (const dimension of ["source", "country", "page", "product", "language", "device", "campaign"]) {
      for (const row of totals.raw(day, day, null).filter((r) => r.dimension === dimension)) {
        const filter = { dimension, value: row.value };
        const raw = totals.raw(day, day, filter).map(({ day: _, ...rest }) => rest);
        const sorted = <T extends { dimension: string; value: string }>(rows: T[]) =>
          [...rows].sort((a, b) => `${a.dimension} ${a.value}`.localeCompare(`${b.dimension} ${b.value}`));
        expect(sorted(totals.totals(day, day, filter)), `${day} ${dimension} ${row.value}`).toEqual(
          sorted(raw),
        );
      }
    }
  }
});

test("a visitor is one person on one day: two views one visitor, the next day another", async () => {
  const { views, totals, report } = await setUp();
  views.insertViews([
    pageView("2026-11-26", "asha", { source: "Google" }),
    pageView("2026-11-26", "asha", { path: "/about", entry: false }),
    pageView("2026-11-27", "asha", { source: "Google" }),
  ]);
  rollUpFinishedDays(totals, now(), timeZone);
  const { current, source, page } = report({ period: "7d" });
  expect(current).toMatchObject({ visitors: 2, views: 3 });
  expect(source).toEqual([{ value: "Google", label: "Google", visitors: 2, enquiries: 0, conversion: 0 }]);
  expect(page).toEqual([{ value: "/", label: "/", visitors: 2, enquiries: 0, conversion: 0 }]);
});

test("totals beside the previous period: enquiries without spam, conversion, quotations and accepted value per currency", async () => {
  const { db, views, totals, report } = await setUp();
  // This period is 22 to 28 November; the previous one 15 to 21 November.
  views.insertViews([
    ...["a", "b", "c", "d"].map((v) => pageView("2026-11-27", v, { source: "Google", country: "ae" })),
    pageView("2026-11-20", "e", { source: "Bing", country: "de" }),
    pageView("2026-11-20", "f"),
  ]);
  rollUpFinishedDays(totals, now(), timeZone);
  const visit = { source: "Google", country: "ae", device: "desktop", page: "/", product, language: "en" };
  const won = addEnquiry(db, { ...visit, receivedAt: "2026-11-27T05:00:00.000Z" });
  addQuotation(db, {
    enquiryId: won,
    sentAt: "2026-11-27T06:00:00.000Z",
    acceptedAt: "2026-11-28T01:00:00.000Z",
    currency: "USD",
    totalMinor: 1_250_000,
  });
  const euro = addEnquiry(db, { ...visit, receivedAt: "2026-11-26T05:00:00.000Z" });
  addQuotation(db, {
    enquiryId: euro,
    sentAt: "2026-11-26T06:00:00.000Z",
    acceptedAt: "2026-11-27T01:00:00.000Z",
    currency: "EUR",
    totalMinor: 400_000,
  });
  addQuotation(db, {
    enquiryId: euro,
    sentAt: "2026-11-27T06:00:00.000Z",
    currency: "EUR",
    totalMinor: 390_000,
  });
  addEnquiry(db, { ...visit, receivedAt: "2026-11-27T07:00:00.000Z", spam: true });
  // Received at 23:00 on 21 November in Kolkata (17:30 UTC): the previous period's.
  addEnquiry(db, { source: "Bing", country: "de", language: "en", receivedAt: "2026-11-21T17:30:00.000Z" });
  // And 00:30 on 22 November there (19:00 UTC on the 21st): this one's, with no visit known.
  addEnquiry(db, { language: "en", receivedAt: "2026-11-21T19:00:00.000Z" });

  const r = report({ period: "7d" });
  expect([r.from, r.to, r.previousFrom, r.previousTo, r.step]).toEqual([
    "2026-11-22",
    "2026-11-28",
    "2026-11-15",
    "2026-11-21",
    "day",
  ]);
  expect(r.current).toEqual({
    visitors: 4,
    views: 4,
    enquiries: 3,
    conversion: 0.75,
    quotationsSent: 3,
    quotationsAccepted: 2,
    acceptedValue: [
      { currency: "USD", minor: 1_250_000 },
      { currency: "EUR", minor: 400_000 },
    ],
  });
  expect(r.previous).toEqual({
    visitors: 2,
    views: 2,
    enquiries: 1,
    conversion: 0.5,
    quotationsSent: 0,
    quotationsAccepted: 0,
    acceptedValue: [],
  });
  expect(r.series).toHaveLength(7);
  expect(r.series.find((point) => point.start === "2026-11-27")).toEqual({
    start: "2026-11-27",
    visitors: 4,
    enquiries: 1,
  });
  expect(r.series.find((point) => point.start === "2026-11-22")).toEqual({
    start: "2026-11-22",
    visitors: 0,
    enquiries: 1,
  });

  // Each enquiry on its visit's rows; the one with no visit known on none but the unknown country.
  expect(r.source).toEqual([
    { value: "Google", label: "Google", visitors: 4, enquiries: 2, conversion: 0.5 },
  ]);
  expect(r.country).toEqual([
    { value: "ae", label: "United Arab Emirates", visitors: 4, enquiries: 2, conversion: 0.5 },
    { value: "zz", label: "Unknown", visitors: 0, enquiries: 1, conversion: null },
  ]);
  expect(r.product).toEqual([
    {
      value: product,
      label: expect.any(String),
      visitors: 0,
      views: 0,
      enquiries: 2,
      conversion: null,
      quotations: 3,
      acceptedValue: [
        { currency: "USD", minor: 1_250_000 },
        { currency: "EUR", minor: 400_000 },
      ],
    },
  ]);
  expect(r.language).toEqual([
    { value: "en", label: "English", visitors: 4, enquiries: 3, conversion: 0.75 },
  ]);

  // Filtered by a row: only that row's visitors, enquiries and quotations.
  const bing = report({ period: "7d", source: "Bing" });
  expect(bing.current).toMatchObject({ visitors: 0, enquiries: 0, quotationsSent: 0 });
  expect(bing.previous).toMatchObject({ visitors: 1, views: 1, enquiries: 1, conversion: 1 });
  const germany = report({ from: "2026-11-15", to: "2026-11-28", country: "de" });
  expect(germany.current).toMatchObject({ visitors: 1, enquiries: 1 });
  expect(germany.source.map((row) => row.value)).toEqual(["Bing"]);
});

test("a period longer than 92 days is charted by week, each week from its Monday", async () => {
  const { views, totals, report } = await setUp();
  views.insertViews([pageView("2026-11-23", "a"), pageView("2026-11-24", "b"), pageView("2026-01-02", "c")]);
  rollUpFinishedDays(totals, now(), timeZone);
  const r = report({ period: "12m" });
  expect([r.from, r.to, r.step]).toEqual(["2025-11-29", "2026-11-28", "week"]);
  // 29 November 2025 is a Saturday: the first week is its weekend only.
  expect(r.series[0]).toEqual({ start: "2025-11-29", visitors: 0, enquiries: 0 });
  expect(r.series[1]?.start).toBe("2025-12-01");
  expect(r.series.at(-1)).toEqual({ start: "2026-11-23", visitors: 2, enquiries: 0 });
  expect(r.series.find((point) => point.start === "2025-12-29")?.visitors).toBe(1);
  expect(r.current.visitors).toBe(3);
});

test("the raw views are kept for their days, then only their totals", async () => {
  const { db, views, totals, report } = await setUp();
  const old = "2026-10-01";
  views.insertViews([pageView(old, "a"), pageView("2026-11-27", "b")]);
  rollUpFinishedDays(totals, now(), timeZone);
  const count = () => (db.prepare("SELECT count(*) AS n FROM page_views").get() as { n: number }).n;
  expect(count()).toBe(1);
  expect(rawViewDays).toBeGreaterThan(30);
  expect(report({ from: old, to: old }).current.visitors).toBe(1);
});

test("the app's roll-up runs at start, a day a turn of the event loop, and leaves today's views raw", async () => {
  const { views, totals } = await setUp();
  views.insertViews([pageView("2026-11-25", "a"), pageView("2026-11-27", "b"), pageView(today, "c")]);
  const errors: unknown[] = [];
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
  const rollUp = scheduleRollUp({ totals, now, timeZone, log });
  rollUp.start();
  // The first day at once, the next after the turn.
  expect(totals.lastRolledUp()).toBe("2026-11-25");
  await new Promise((resolve) => setImmediate(resolve));
  expect(totals.lastRolledUp()).toBe("2026-11-27");
  rollUp.stop();
  expect(totals.raw(today, today, null).find((row) => row.dimension === "")?.visitors).toBe(1);
  expect(errors).toEqual([]);
});

test("missing pages, most asked first", async () => {
  const { db, report } = await setUp();
  const insert = db.prepare("INSERT INTO missing_pages (day, path, referrer, views) VALUES (?, ?, ?, ?)");
  insert.run("2026-11-27", "/old-onions", "", 2);
  insert.run("2026-11-26", "/old-onions", "", 3);
  insert.run("2026-11-27", "/typo", "partner.example", 4);
  insert.run("2026-10-01", "/long-ago", "", 9);
  expect(report({ period: "7d" }).missingPages).toEqual([
    { path: "/old-onions", referrer: null, views: 5 },
    { path: "/typo", referrer: "partner.example", views: 4 },
  ]);
});

test("GET /api/desk/visitors answers the owner, and a bad query with 400 and a sentence", async () => {
  const app = await buildTestApp();
  await addOwner(app.dataDir, "owner@example.com");
  const { cookie } = await signIn(app, "owner@example.com");
  const get = (query: string) =>
    app.inject({ url: `/api/desk/visitors${query}`, headers: { ...siteHeaders, cookie } });

  const ok = await get("?period=30d&country=ae");
  expect(ok.statusCode).toBe(200);
  const body: VisitorsReport = ok.json();
  expect(body.current.visitors).toBe(0);
  expect(body.series).toHaveLength(30);

  for (const [query, message] of [
    ["?from=2026-11-20&to=2026-11-10", "The last day of the period comes before its first day."],
    ["?from=2020-01-01&to=2026-11-10", "A period can be at most three years long."],
    ["?from=2026-11-01", "Give both the first and the last day of the period, or neither."],
    ["?country=qq", "There is no country 'qq' to filter by."],
    ["?language=de", "There is no language 'de' to filter by."],
    ["?product=no-such-product", "There is no product 'no-such-product' to filter by."],
    ["?source=Google&country=ae", "Choose one row at a time to filter the page by."],
  ] as const) {
    const response = await get(query);
    expect(response.statusCode, query).toBe(400);
    expect(response.json(), query).toEqual({ message });
  }
  const malformed = await get("?from=yesterday&to=2026-11-10");
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().fields).toHaveProperty("from");

  const openapi = await app.inject({ url: "/api/openapi.json" });
  expect(openapi.json().paths["/api/desk/visitors"]?.get?.security).toEqual([{ deskSession: [] }]);
});
