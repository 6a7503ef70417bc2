import type { VisitorsReport } from "#domain/desk/types.ts";

const row = (value: string, label: string, visitors: number, enquiries: number) => ({
  value,
  label,
  visitors,
  enquiries,
  conversion: visitors > 0 ? enquiries / visitors : null,
});

/**
 * A 'Visitors' report as GET /api/desk/visitors answers it (its unit test holds it to the contract): English
 * and Arabic rows, a campaign, two currencies, a broken link.
 */
export function visitorsReportFixture(): VisitorsReport {
  const series = Array.from({ length: 30 }, (_, i) => ({
    start: `2026-11-${String(i + 1).padStart(2, "0")}`,
    visitors: 20 + ((i * 37) % 50),
    enquiries: i % 4 === 0 ? 2 : i % 3 === 0 ? 1 : 0,
  }));
  return {
    from: "2026-11-01",
    to: "2026-11-30",
    previousFrom: "2026-10-02",
    previousTo: "2026-10-31",
    step: "day",
    current: {
      visitors: 1204,
      views: 3810,
      enquiries: 29,
      conversion: 29 / 1204,
      quotationsSent: 9,
      quotationsAccepted: 3,
      acceptedValue: [
        { currency: "USD", minor: 2_340_000 },
        { currency: "AED", minor: 1_850_000 },
      ],
    },
    previous: {
      visitors: 1100,
      views: 3302,
      enquiries: 31,
      conversion: 31 / 1100,
      quotationsSent: 7,
      quotationsAccepted: 1,
      acceptedValue: [{ currency: "USD", minor: 900_000 }],
    },
    series,
    source: [
      row("google", "Google", 640, 14),
      row("Direct", "Direct", 300, 8),
      row("gulfood", "gulfood", 120, 5),
      row("bing.com", "bing.com", 80, 1),
    ],
    country: [
      row("AE", "United Arab Emirates", 410, 12),
      row("IN", "India", 300, 6),
      row("SA", "Saudi Arabia", 190, 7),
      row("RU", "Russia", 120, 2),
      row("DE", "Germany", 60, 0),
    ],
    page: [
      row("/", "/", 500, 9),
      row("/ar/products/red-onions", "/ar/products/red-onions", 210, 8),
      row("/ar/منتجات/بصل-أحمر", "/ar/منتجات/بصل-أحمر", 40, 2),
      row("/products/chickpeas", "/products/chickpeas", 150, 3),
    ],
    product: [
      {
        ...row("red-onions", "بصل أحمر", 380, 11),
        views: 980,
        quotations: 4,
        acceptedValue: [{ currency: "USD", minor: 2_340_000 }],
      },
      { ...row("chickpeas", "Chickpeas", 150, 3), views: 310, quotations: 1, acceptedValue: [] },
    ],
    language: [row("en", "English", 700, 15), row("ar", "العربية", 380, 12), row("ru", "Russian", 124, 2)],
    device: [
      row("mobile", "Mobile", 800, 20),
      row("desktop", "Desktop", 380, 9),
      row("tablet", "Tablet", 24, 0),
    ],
    campaign: [row("gulfood-2027", "Gulfood 2027 stand", 120, 5)],
    missingPages: [
      { path: "/products/onion-powder", referrer: "example.org", views: 12 },
      { path: "/ar/منتج-قديم", referrer: null, views: 3 },
    ],
  };
}

/** The same report before anything was counted. */
export function emptyVisitorsReport(): VisitorsReport {
  const totals = {
    visitors: 0,
    views: 0,
    enquiries: 0,
    conversion: null,
    quotationsSent: 0,
    quotationsAccepted: 0,
    acceptedValue: [],
  };
  return {
    ...visitorsReportFixture(),
    current: totals,
    previous: totals,
    series: [],
    source: [],
    country: [],
    page: [],
    product: [],
    language: [],
    device: [],
    campaign: [],
    missingPages: [],
  };
}
