// `npm run bench:desk`: the desk's inbox and Overview with 100,000 enquiries stored. Times the first page,
// searches, filters and the Overview on the server (Fastify inject: routing, session check, SQLite, JSON),
// prints p50/p95/p99 for each and fails when a p95 is over the budget.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { countries } from "#domain/countries/country-list.ts";
import { enquiryFormWords } from "#domain/words/en/enquiry-form.ts";
import { products } from "#domain/words/en/products.ts";
import { buildApp } from "#server/app.ts";
import { databaseFileName, openDatabase } from "#server/database/database.ts";
import { createEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { createSearchIndex } from "#server/enquiries/search-index.ts";
import { loadConfig } from "#server/platform/config.ts";
import { createOwnerStore } from "#server/sign-in/owners.ts";
import { hashPassword } from "#server/sign-in/passwords.ts";

const count = Number(process.env.BENCH_ENQUIRIES ?? 100_000);
const runs = 200;
const budgetMs = 50;

let seed = 20261123;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const firstNames = [
  "Asha",
  "Hans",
  "Omar",
  "Li",
  "Maria",
  "Kwame",
  "Yuki",
  "Fatima",
  "Ivan",
  "Priya",
  "John",
  "Aisha",
];
const lastNames = [
  "Rao",
  "Berg",
  "Farouk",
  "Wei",
  "Silva",
  "Mensah",
  "Tanaka",
  "Khan",
  "Petrov",
  "Shah",
  "Smith",
];
const trades = ["Foods", "Impex", "Trading", "Wholesale", "Agro", "Distribution", "Imports", "Provisions"];
const words =
  "please quote tonnes onions chillies chickpeas container monthly sample price CIF FOB port grade".split(
    " ",
  );

function fill(dataDir: string) {
  const db = openDatabase(dataDir);
  const start = Date.parse("2024-11-23T00:00:00Z");
  let at = start;
  const store = createEnquiryStore(db, () => new Date(at));
  const step = (Date.now() - start) / count;
  db.exec("BEGIN");
  for (let i = 0; i < count; i++) {
    at += step;
    const first = pick(firstNames);
    const last = pick(lastNames);
    const country = pick(countries);
    const product = random() < 0.6 ? pick(products) : undefined;
    const body = Array.from({ length: 12 }, () => pick(words)).join(" ");
    store.add(
      {
        name: `${first} ${last}`,
        company: `${last} ${pick(trades)} ${i}`,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
        phone: `${country.dialCode}${String(Math.floor(random() * 1e9)).padStart(9, "0")}`,
        message: product ? `${enquiryFormWords.productLine(product.title)}\n${body}` : body,
      },
      { clientIp: "203.0.113.1", userAgent: "bench" },
    );
  }
  db.exec("COMMIT");
  // Some worked, some spam, most read: a desk after two years of use.
  db.exec(`UPDATE enquiries SET status = CASE abs(random()) % 5 WHEN 0 THEN 'new' WHEN 1 THEN 'replied'
    WHEN 2 THEN 'quoted' WHEN 3 THEN 'won' ELSE 'lost' END, read_at = received_at, delivery_state = 'sent'
    WHERE rowid % 50 <> 0`);
  db.exec("UPDATE enquiries SET spam = 1 WHERE rowid % 23 = 0");
  // The worked ones were first answered from a few minutes to two days after they arrived.
  db.exec(`UPDATE enquiries SET first_answered_at = strftime('%Y-%m-%dT%H:%M:%fZ', received_at,
    '+' || (1 + abs(random()) % 2880) || ' minutes') WHERE status <> 'new'`);
  // As the server would have done while they arrived, rather than inside the first timed search.
  createSearchIndex(db).catchUp();
  db.exec("PRAGMA optimize");
  db.close();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

// BENCH_DATA_DIR keeps the filled database between runs (filling takes a while); by default it is temporary.
const keep = process.env.BENCH_DATA_DIR;
const dataDir = keep ?? mkdtempSync(path.join(tmpdir(), "bench-desk-"));
const password = "bench password phrase";
try {
  let t = performance.now();
  if (!existsSync(path.join(dataDir, databaseFileName))) {
    fill(dataDir);
    const db = openDatabase(dataDir);
    createOwnerStore(db).add("owner@example.com", await hashPassword(password));
    db.close();
    const seconds = ((performance.now() - t) / 1000).toFixed(1);
    console.log(`${count.toLocaleString("en")} enquiries stored in ${seconds} s`);
  }

  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir }),
    siteRoot: path.join(dataDir, "none"),
  });
  const headers = { host: "localhost", origin: "http://localhost" };
  const signIn = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    headers,
    payload: { email: "owner@example.com", password },
  });
  const cookie = String(signIn.headers["set-cookie"]).split(";")[0] ?? "";

  const inbox: [string, string][] = [
    ["first page", ""],
    ["page 40", "page=40"],
    ["search a name", "q=Mensah"],
    ["search a common word", "q=onions"],
    ["search an e-mail", "q=yuki.tanaka4"],
    ["search phone digits", "q=4915"],
    ["search 2 characters", "q=Li"],
    ["search, no match", "q=zzzqqq"],
    ["status quoted", "status=quoted"],
    ["product + country", "product=red-onions&country=de"],
    ["date range", "from=2025-06-01&to=2025-06-30"],
    ["search + filters", "q=Shah&status=won&product=chickpeas"],
    ["spam view", "view=spam"],
    ["overdue", "answer=overdue"],
  ];
  const views: [string, string][] = [
    ...inbox.map(([label, query]): [string, string] => [label, `enquiries${query ? `?${query}` : ""}`]),
    ["Overview", "overview"],
  ];
  const rows: string[] = [];
  let failed = false;
  for (const [label, request] of views) {
    const url = `/api/desk/${request}`;
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs + 20; i++) {
      t = performance.now();
      const response = await app.inject({ url, headers: { ...headers, cookie } });
      const ms = performance.now() - t;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      const body = response.json();
      // The Overview's figure is this month's enquiries: the most rows it reads.
      total = body.total ?? body.month.enquiries;
      if (i >= 20) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    failed ||= p95 > budgetMs;
    const cells = [label, `\`${request}\``, total.toLocaleString("en")];
    const figures = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
    rows.push(`| ${[...cells, ...figures, p95 > budgetMs ? "over" : "ok"].join(" | ")} |`);
  }
  await app.close();
  console.log(`\n| View | Request (/api/desk/…) | Matches | p50 (ms) | p95 | p99 | ≤ ${budgetMs} ms |`);
  console.log("|---|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
  console.log(`\n${runs} requests a view after 20 warm-up requests; Node ${process.version}.`);
  if (failed) {
    console.error(`A p95 is over ${budgetMs} ms.`);
    process.exitCode = 1;
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
