import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import type { EnquiryRecord, Quotation } from "#domain/desk/types.ts";
import { databaseAtVersion } from "#tests/support/first-release-database.ts";
import { browserNavigation, quotationDesk } from "#tests/support/quotation-desk.ts";
import { manualClock, siteHeaders, tempDir } from "#tests/support/test-helper.ts";
import { databaseFileName, migrations, openDatabase } from "../database/database.ts";

const start = Date.parse("2026-11-26T09:00:00Z");

async function sentQuotation(options: Parameters<typeof quotationDesk>[0] = {}) {
  const clock = manualClock(start);
  const desk = await quotationDesk({ now: clock.now, ...options });
  const id = await desk.enquire("en");
  const sent = await desk.quote(id);
  const url = sent.url ?? "";
  const latest = async () =>
    (await desk.call("GET", `/api/desk/enquiries/${id}/quotations`)).json().quotations[0] as Quotation;
  const history = async () =>
    ((await desk.call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord).history.filter((entry) =>
      entry.detail.endsWith("viewed"),
    );
  return { ...desk, clock, url, latest, history };
}

test("the owner looking at the buyer's page from her signed-in browser is not the buyer's view", async () => {
  const { app, cookie, url, latest, history } = await sentQuotation();
  const page = await app.inject({
    url,
    headers: { ...browserNavigation, "sec-fetch-site": "same-origin", cookie },
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain("Accept quotation");
  // Her browser still holds the cookie after the session lapsed or she signed out elsewhere: still hers.
  await app.inject({
    url,
    headers: { ...browserNavigation, cookie: "theme=dark; desk_session=lapsed-token" },
  });
  expect(await latest()).toMatchObject({ viewedAt: null, views: [] });
  expect(await history()).toEqual([]);
});

const { "sec-fetch-mode": _mode, "sec-fetch-dest": _dest, ...withoutFetchMetadata } = browserNavigation;

/** Requests that are not a person's browser opening the page: a link scanner's, a checker's, a speculation. */
const scanners = [
  ["no Fetch Metadata (a plain HTTP client)", "GET", withoutFetchMetadata],
  ["no headers at all", "GET", {}],
  [
    "a bot's user agent",
    "GET",
    { ...browserNavigation, "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
  ],
  [
    "a headless browser's user agent",
    "GET",
    {
      ...browserNavigation,
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    },
  ],
  ["no user agent", "GET", { ...browserNavigation, "user-agent": "" }],
  ["a HEAD (a link checker)", "HEAD", browserNavigation],
  ["Chrome's speculative prefetch", "GET", { ...browserNavigation, "sec-purpose": "prefetch" }],
  ["Chrome's prerender", "GET", { ...browserNavigation, "sec-purpose": "prefetch;prerender" }],
  ["the older Purpose header", "GET", { ...browserNavigation, purpose: "prefetch" }],
  [
    "a fetch from a script",
    "GET",
    { ...browserNavigation, "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" },
  ],
  ["a frame of another page", "GET", { ...browserNavigation, "sec-fetch-dest": "iframe" }],
  ["a request for JSON", "GET", { ...browserNavigation, accept: "application/json" }],
] as const;

test("a link scanner's request, a bot, a HEAD or a prefetch does not mark the quotation viewed", async () => {
  const { app, url, latest } = await sentQuotation();
  for (const [what, method, headers] of scanners) {
    const page = await app.inject({ method, url, headers: { ...headers } });
    expect(page.statusCode, what).toBe(200);
    expect(await latest(), what).toMatchObject({ viewedAt: null, views: [] });
  }
});

test("a browser's navigation marks it viewed; each later visit is listed, a reload within half an hour is not", async () => {
  const { app, clock, url, latest, history } = await sentQuotation();
  clock.advance(3_600_000);
  await app.inject({ url, headers: browserNavigation });
  clock.advance(5 * 60_000);
  // A reload, and the page again after a look at the PDF: the same visit.
  await app.inject({ url, headers: { ...browserNavigation, "sec-fetch-site": "same-origin" } });
  await app.inject({ url: `${url}/pdf`, headers: browserNavigation });
  clock.advance(2 * 3_600_000);
  await app.inject({ url, headers: { ...browserNavigation, "sec-fetch-site": "none" } });

  expect(await latest()).toMatchObject({
    viewedAt: "2026-11-26T10:00:00.000Z",
    views: [
      { at: "2026-11-26T10:00:00.000Z", country: null },
      { at: "2026-11-26T12:05:00.000Z", country: null },
    ],
  });
  expect(await history()).toHaveLength(1);
});

test("the country is the trusted proxy's, when one names it; the address is never kept", async () => {
  const { app, clock, url, latest } = await sentQuotation({
    env: { TRUST_PROXY: "1", COUNTRY_HEADER: "CF-IPCountry" },
  });
  const via = (country: string) => ({
    ...browserNavigation,
    "x-forwarded-for": "203.0.113.7",
    "cf-ipcountry": country,
  });
  await app.inject({ url, headers: via("AE") });
  clock.advance(3_600_000);
  await app.inject({ url, headers: via("XX") });
  expect((await latest()).views).toEqual([
    { at: "2026-11-26T09:00:00.000Z", country: "ae" },
    { at: "2026-11-26T10:00:00.000Z", country: null },
  ]);
  const db = new DatabaseSync(`${app.dataDir}/${databaseFileName}`, { readOnly: true });
  try {
    const rows = db.prepare("SELECT * FROM quotation_views").all();
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
  } finally {
    db.close();
  }
});

test("twenty acceptances at once make one, and accepting records no view", async () => {
  const { app, url, latest } = await sentQuotation();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      app.inject({
        method: "POST",
        url: `${url}/accept`,
        headers: { ...siteHeaders, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ name: `Buyer ${i}`, confirm: "yes" }).toString(),
      }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(303));
  const accepted = await latest();
  expect(accepted.acceptedName).toMatch(/^Buyer \d+$/);
  expect(accepted).toMatchObject({ viewedAt: null, views: [] });
});

test("a database from before views were listed keeps each quotation's first view as its one view", async () => {
  const dataDir = await tempDir();
  // The schema version just before the migration that lists views (its index among the migrations).
  const before = migrations.findIndex((sql) => sql.includes("CREATE TABLE quotation_views"));
  const [enquiryId] = databaseAtVersion(dataDir, before, 1);
  const old = new DatabaseSync(`${dataDir}/${databaseFileName}`);
  const insert =
    old.prepare(`INSERT INTO quotations (id, enquiry_id, number, token, state, language, currency,
    total_minor, incoterm, port, valid_until, payment_terms, lead_time, notes, message, created_at, created_by,
    sent_at, viewed_at) VALUES (?, ?, ?, ?, 'sent', 'en', 'USD', 100, 'CIF', 'Valencia', '2026-12-01', '', '', '',
    'Hello', '2026-11-20T09:00:00.000Z', 'owner@example.com', '2026-11-20T09:00:00.000Z', ?)`);
  insert.run("q1", enquiryId ?? "", 1, "A".repeat(32), "2026-11-21T08:00:00.000Z");
  insert.run("q2", enquiryId ?? "", 2, "B".repeat(32), null);
  old.close();
  const db = openDatabase(dataDir);
  try {
    expect(db.prepare("SELECT quotation_id, viewed_at, country FROM quotation_views").all()).toEqual([
      { quotation_id: "q1", viewed_at: "2026-11-21T08:00:00.000Z", country: null },
    ]);
  } finally {
    db.close();
  }
});
