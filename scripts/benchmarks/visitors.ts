// `npm run bench:visitors`: the 'Visitors' page over a year of 20,000 views a day. Seeds 7.3 million views into a
// real SQLite file through the counting's store and the nightly roll-up (each day written, then rolled up and the
// raw views past their keeping deleted), with an enquiry rate and quotations like a busy export site's; then
// a whole day of views today, as near midnight (the day not rolled up yet), written in the counting's batches; then
// times each query the page makes (wall clock, and the CPU time it took: on a shared machine the first waits for
// the others) and prints the database's size. BENCH_DAYS and BENCH_VIEWS shrink it.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { VisitorsQuery } from "#domain/desk/types.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { databaseFileName, openDatabase } from "#server/database/database.ts";
import { createSiteContentStore } from "#server/site-content/store.ts";
import { createVisitorsReport } from "#server/visitors/report.ts";
import { rollUpFinishedDays } from "#server/visitors/roll-up.ts";
import { createViewStore, createVisitorTotals, type PageView } from "#server/visitors/view-store.ts";
import { addEnquiry, addQuotation, visitorNamed } from "#tests/support/visitor-figures.ts";

const days = Number(process.env.BENCH_DAYS ?? 365);
const viewsPerDay = Number(process.env.BENCH_VIEWS ?? 20_000);
const budgetMs = 300;
const runs = 5;
/** The counting's batch: views are written at most 500 at a time (server/visitors/visitor-counter.ts). */
const batchSize = 500;
const timeZone = "Asia/Kolkata";
// Noon in the zone on the day after the last day seeded: "today" for the report.
const today = "2026-11-28";
const now = () => new Date(`${today}T06:30:00Z`);

let seed = 20261128;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
/** A value drawn with Zipf-like weights: the first few common, a long tail. */
const zipf = <T>(list: readonly T[]): T => list[Math.floor(list.length * random() ** 2.5)] as T;

const products = defaultSiteContent().products.map((p) =>
  p.name.en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""),
);
const langs = ["en", "ar", "ru", "es", "fr"] as const;
const countries = [
  "in",
  "ae",
  "sa",
  "us",
  "gb",
  "de",
  "ru",
  "nl",
  "es",
  "fr",
  "eg",
  "bd",
  "lk",
  "np",
  "my",
  "sg",
].concat(
  "id th vn ph cn jp kr au nz ca mx br ar cl co pe za ng ke gh ma dz tn tr ir iq kw qa bh om jo lb il it pt be ch at se no dk fi pl cz hu ro bg gr ua kz uz pk af".split(
    " ",
  ),
);
const referrers = Array.from({ length: 60 }, (_, i) => `trade-directory-${i}.example`);
const sources = [
  "Direct",
  "Google",
  "Bing",
  "Yandex",
  "linkedin.com",
  "alibaba.com",
  "indiamart.com",
  "tradeindia.com",
].concat(["DuckDuckGo", "Facebook", "Google Ads", "newsletter", "Baidu", "Yahoo"], referrers);
const campaigns = ["gulfood-2027", "sial-paris", "winter-mailing", "linkedin-spring", "anuga-cologne"];
const pages = ["/", "/products", "/about", "/contact", "/certifications", "/quality", "/packaging", "/faq"];
const devices = ["mobile", "desktop", "tablet"] as const;
const languageOf = (country: string) =>
  ["ae", "sa", "eg", "kw", "qa", "bh", "om", "jo", "iq", "ma", "dz", "tn", "lb"].includes(country)
    ? "ar"
    : ["ru", "kz", "uz", "ua"].includes(country)
      ? "ru"
      : ["es", "mx", "ar", "cl", "co", "pe"].includes(country)
        ? "es"
        : ["fr", "be", "ch"].includes(country) && random() < 0.6
          ? "fr"
          : "en";
const prefixed = (lang: string, p: string) => (lang === "en" ? p : p === "/" ? `/${lang}` : `/${lang}${p}`);

/** One day's views: visitors of 1 to 8 pages each, until the day holds its views. */
function viewsOf(day: string): PageView[] {
  const views: PageView[] = [];
  for (let n = 0; views.length < viewsPerDay; n++) {
    const country = zipf(countries);
    const language = random() < 0.8 ? languageOf(country) : zipf(langs);
    const campaign = random() < 0.04 ? zipf(campaigns) : null;
    const source = campaign ? zipf(["newsletter", "linkedin.com", "qr"]) : zipf(sources);
    const visitor = visitorNamed(`${day} ${n}`);
    const device = devices[random() < 0.55 ? 0 : random() < 0.9 ? 1 : 2] as PageView["device"];
    const pagesSeen = 1 + Math.floor(-Math.log(random()) * 1.6);
    for (let i = 0; i < pagesSeen && views.length < viewsPerDay; i++) {
      const product = random() < 0.55 ? zipf(products) : null;
      const p = prefixed(language, product ? `/products/${product}` : zipf(pages));
      views.push({
        viewedAt: `${day}T${String(Math.floor(random() * 24)).padStart(2, "0")}:00:00.000Z`,
        day,
        visitor,
        path: p,
        language,
        product,
        entry: i === 0,
        source,
        medium: null,
        campaign,
        referrer: source.includes(".") ? source : null,
        country: random() < 0.01 ? null : country,
        device,
      });
    }
  }
  return views;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-visitors-"));
const db = openDatabase(dataDir);
const site = createSiteContentStore(db, now);
const views = createViewStore(db);
const totals = createVisitorTotals(db);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

try {
  console.log(`Seeding ${days} days of ${viewsPerDay} views (load ${load()})…`);
  const started = performance.now();
  let rollUpMs = 0;
  let writeMs = 0;
  let enquiries = 0;
  let quotations = 0;
  for (let d = days; d >= 1; d--) {
    const day = addDays(today, -d);
    const dayViews = viewsOf(day);
    const w = process.cpuUsage();
    views.insertViews(dayViews);
    const used = process.cpuUsage(w);
    writeMs += (used.user + used.system) / 1000;
    // About one enquiry for every 2,000 views, a third of them quoted, a quarter of those accepted.
    for (let i = 0; i < viewsPerDay / 2000; i++) {
      const view = dayViews[Math.floor(random() * dayViews.length)] as PageView;
      const receivedAt = `${day}T09:${String(i % 60).padStart(2, "0")}:00.000Z`;
      const id = addEnquiry(db, {
        receivedAt,
        source: view.source,
        country: view.country,
        device: view.device,
        page: view.path,
        product: view.product,
        language: view.language,
        campaign: view.campaign,
        spam: random() < 0.1,
      });
      enquiries++;
      if (random() < 0.33) {
        const sentAt = `${addDays(day, 1)}T08:00:00.000Z`;
        addQuotation(db, {
          enquiryId: id,
          sentAt,
          ...(random() < 0.25 ? { acceptedAt: `${addDays(day, 3)}T08:00:00.000Z` } : {}),
          currency: random() < 0.8 ? "USD" : "EUR",
          totalMinor: Math.round(500_000 + random() * 5_000_000),
        });
        quotations++;
      }
    }
    // The next day's roll-up, as the server runs it a few minutes after midnight.
    const t = performance.now();
    rollUpFinishedDays(totals, new Date(`${addDays(day, 1)}T00:00:00+05:30`), timeZone);
    rollUpMs += performance.now() - t;
    if (d % 30 === 0) console.log(`  ${day}: ${Math.round((performance.now() - started) / 1000)} s`);
  }
  // Today as near midnight, the worst case: a whole day's views written in the counting's batches of 500.
  const todayViews = viewsOf(today);
  const writeCpu = process.cpuUsage();
  for (let i = 0; i < todayViews.length; i += batchSize)
    views.insertViews(todayViews.slice(i, i + batchSize));
  const written = process.cpuUsage(writeCpu);
  console.log(
    `Today's ${todayViews.length.toLocaleString("en")} views written in batches of ${batchSize}: ` +
      `CPU ${((written.user + written.system) / 1000 / Math.ceil(todayViews.length / batchSize)).toFixed(1)} ms a batch`,
  );
  const seedS = (performance.now() - started) / 1000;
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  const size = statSync(path.join(dataDir, databaseFileName)).size;
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  console.log(
    `Seeded ${(days * viewsPerDay).toLocaleString("en")} views, ${enquiries} enquiries, ${quotations} quotations ` +
      `in ${seedS.toFixed(0)} s (writes CPU ${(writeMs / days).toFixed(0)} ms a day, roll-up ${(rollUpMs / days).toFixed(0)} ms a day; ` +
      `load ${load()})`,
  );
  console.log(
    `Database ${(size / 1_048_576).toFixed(1)} MiB: ${count("SELECT count(*) AS n FROM visitor_totals").toLocaleString("en")} ` +
      `rows of totals, ${count("SELECT count(*) AS n FROM page_views").toLocaleString("en")} raw views kept`,
  );

  const report = createVisitorsReport({ db, now, timeZone, products: site });
  const queries: [string, VisitorsQuery][] = [
    ["Last 7 days", { period: "7d" }],
    ["Last 30 days", { period: "30d" }],
    ["Last 12 months", { period: "12m" }],
    ["12 months, source Google", { period: "12m", source: "Google" }],
    ["12 months, country ae", { period: "12m", country: "ae" }],
    ["12 months, product", { period: "12m", product: products[0] as string }],
    ["30 days, source Google", { period: "30d", source: "Google" }],
  ];
  let over = 0;
  for (const [name, query] of queries) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const c = process.cpuUsage();
      report(query);
      times.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const median = times[Math.floor(runs / 2)] as number;
    if (median > budgetMs) over++;
    console.log(
      `${name.padEnd(28)} median ${median.toFixed(0).padStart(4)} ms, worst ${(times.at(-1) as number).toFixed(0)} ms, ` +
        `CPU ${(cpu[Math.floor(runs / 2)] as number).toFixed(0)} ms (load ${load()})`,
    );
  }
  if (over > 0) {
    console.error(`${over} queries over ${budgetMs} ms`);
    process.exitCode = 1;
  }
} finally {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
