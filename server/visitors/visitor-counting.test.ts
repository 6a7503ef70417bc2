import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildTestApp, storedRows, validEnquiry } from "#tests/support/test-helper.ts";
import { databaseFileName } from "../database/database.ts";
import { loggerOptions } from "../platform/logger.ts";
import type { BotVisit } from "./visitor-counter.ts";

let siteRoot: string;

beforeAll(async () => {
  siteRoot = await mkdtemp(path.join(tmpdir(), "counted-site-"));
  const page = (dir: string) =>
    mkdir(path.join(siteRoot, dir), { recursive: true }).then(() =>
      writeFile(path.join(siteRoot, dir, "index.html"), `<!doctype html><h1>${dir}</h1>`),
    );
  const dirs = [
    ".",
    "about",
    "contact",
    "products/red-onions",
    "es/products/red-onions",
    "ar",
    "404",
    "products/_not-found",
  ];
  for (const dir of dirs) await page(dir);
  await page("sign-in");
  await mkdir(path.join(siteRoot, "assets"));
  await writeFile(path.join(siteRoot, "assets/app-abc123.js"), "console.log(1)");
});

afterAll(() => rm(siteRoot, { recursive: true, force: true }));

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** What a browser sends when a person opens a page. */
const navigation = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  "sec-fetch-site": "none",
  "user-agent": chrome,
};

type Clock = { at: Date };

async function countingApp(clock: Clock = { at: new Date("2026-11-28T10:00:00Z") }) {
  const bots: BotVisit[] = [];
  const app = await buildTestApp({
    siteRoot,
    now: () => clock.at,
    visitors: {
      lookUpCountry: (ip) => (ip === "198.51.100.7" ? "ae" : null),
      onBot: (visit) => bots.push(visit),
    },
  });
  const open = (url: string, headers: Record<string, string> = {}, remoteAddress = "198.51.100.7") =>
    app.inject({ method: "GET", url, headers: { ...navigation, ...headers }, remoteAddress });
  const rows = (table: "page_views" | "missing_pages" | "visitor_salts") => {
    const db = new DatabaseSync(path.join(app.dataDir, databaseFileName), { readOnly: true });
    try {
      return db
        .prepare(
          `SELECT * FROM ${table} ORDER BY ${table === "missing_pages" ? "views DESC, path" : "rowid"}`,
        )
        .all();
    } finally {
      db.close();
    }
  };
  return { app, open, rows, bots };
}

test("a person's page views are counted with their page, language, product, source, country and device", async () => {
  const { app, open, rows } = await countingApp();
  expect(
    (await open("/products/red-onions?utm_source=gulfood&utm_medium=qr&utm_campaign=stand")).statusCode,
  ).toBe(200);
  await open("/es/products/red-onions/", {
    referer: "http://localhost:80/products/red-onions?utm_source=gulfood",
    "sec-fetch-site": "same-origin",
  });
  // A return to a page the browser has: answered 304, opened all the same.
  const cached = await open(
    "/ar",
    { referer: "https://www.google.co.in/", "user-agent": iphone, "if-none-match": "*" },
    "192.0.2.9",
  );
  expect(cached.statusCode).toBe(304);
  await app.close();
  expect(rows("page_views")).toEqual([
    expect.objectContaining({
      path: "/products/red-onions",
      language: "en",
      product: "red-onions",
      entry: 1,
      source: "gulfood",
      medium: "qr",
      campaign: "stand",
      referrer: null,
      country: "ae",
      device: "desktop",
      day: "2026-11-28",
      viewed_at: "2026-11-28T10:00:00.000Z",
    }),
    // A move within the site: not an entry, the visit's source carried on.
    expect.objectContaining({
      path: "/es/products/red-onions",
      language: "es",
      product: "red-onions",
      entry: 0,
      source: "gulfood",
      referrer: null,
    }),
    expect.objectContaining({
      path: "/ar",
      language: "ar",
      product: null,
      entry: 1,
      source: "Google",
      medium: "organic",
      referrer: "google.co.in",
      country: null,
      device: "mobile",
    }),
  ]);
  const [first, second, third] = rows("page_views") as { visitor: Uint8Array }[];
  expect(first?.visitor).toEqual(second?.visitor);
  expect(first?.visitor).not.toEqual(third?.visitor);
  expect(rows("visitor_salts")).toEqual([{ day: "2026-11-28", salt: expect.any(Uint8Array) }]);
});

test("bots, assets, the owner's side, HEAD, speculative loads and requests no browser sends are not counted", async () => {
  const { app, open, rows, bots } = await countingApp();
  const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  await open("/about", { "user-agent": googlebot });
  await open("/assets/app-abc123.js", {
    accept: "*/*",
    "sec-fetch-dest": "script",
    "sec-fetch-mode": "no-cors",
  });
  await open("/sign-in");
  await open("/desk");
  await open("/api/healthz");
  await app.inject({ method: "HEAD", url: "/about", headers: navigation });
  await open("/about", { "sec-purpose": "prefetch" });
  await open("/about", { purpose: "prefetch" });
  await open("/about", { "sec-purpose": "prefetch;prerender" });
  await open("/about", { accept: "*/*" });
  await open("/about", { "sec-fetch-mode": "cors" });
  await open("/about", { "sec-fetch-dest": "iframe" });
  await open("/about", { "user-agent": "" });
  await open("/about", { "user-agent": "curl/8.5.0" });
  await open("/about", { cookie: "desk_session=abc" });
  await app.close();
  expect(rows("page_views")).toEqual([]);
  expect(bots).toEqual([
    { path: "/about", userAgent: googlebot, ip: "198.51.100.7", at: expect.any(Date) },
    { path: "/about", userAgent: "curl/8.5.0", ip: "198.51.100.7", at: expect.any(Date) },
  ]);
});

test("an address with no page is counted apart, per path and referring host", async () => {
  const { app, open, rows } = await countingApp();
  await open("/old-catalogue.html", { referer: "https://www.tradeindia.com/x?y=1" });
  await open("/old-catalogue.html", { referer: "https://tradeindia.com/z" });
  await open("/old-catalogue.html");
  await open("/products/kiwis");
  await app.close();
  expect(rows("page_views")).toEqual([]);
  expect(rows("missing_pages")).toEqual([
    { day: "2026-11-28", path: "/old-catalogue.html", referrer: "tradeindia.com", views: 2 },
    { day: "2026-11-28", path: "/old-catalogue.html", referrer: "", views: 1 },
    { day: "2026-11-28", path: "/products/kiwis", referrer: "", views: 1 },
  ]);
});

test("two visits from one address and browser are one visitor that day, and another the next day", async () => {
  const clock = { at: new Date("2026-11-28T10:00:00Z") };
  const { app, open, rows } = await countingApp(clock);
  await open("/");
  clock.at = new Date("2026-11-28T17:00:00Z");
  await open("/about");
  // 18:31 UTC is past midnight in Kolkata (the default OWNER_TIME_ZONE): the next day.
  clock.at = new Date("2026-11-28T18:31:00Z");
  await open("/");
  await app.close();
  const views = rows("page_views") as { day: string; visitor: Uint8Array; entry: number }[];
  expect(views.map((v) => [v.day, v.entry])).toEqual([
    ["2026-11-28", 1],
    ["2026-11-28", 1],
    ["2026-11-29", 1],
  ]);
  expect(views[0]?.visitor).toEqual(views[1]?.visitor);
  expect(views[2]?.visitor).not.toEqual(views[0]?.visitor);
  // The first day's salt is destroyed with the next day's first batch.
  expect((rows("visitor_salts") as { day: string }[]).map((s) => s.day)).toEqual(["2026-11-29"]);
});

test("a prerendered page is counted once the visitor's next request comes from it", async () => {
  const { app, open, rows } = await countingApp();
  await open("/");
  await open("/about", { "sec-purpose": "prefetch;prerender", referer: "http://localhost:80/" });
  await open("/contact", { "sec-purpose": "prefetch;prerender", referer: "http://localhost:80/" });
  // The visitor was shown /about: the next page is opened from it.
  await open("/products/red-onions", { referer: "http://localhost:80/about" });
  await app.close();
  expect((rows("page_views") as { path: string }[]).map((v) => v.path)).toEqual([
    "/",
    "/about",
    "/products/red-onions",
  ]);
});

test("an enquiry keeps its visit's source, country and device: the page's record first, else the server's", async () => {
  const { app, open } = await countingApp();
  await open("/?utm_source=gulfood", {}, "198.51.100.7");
  const post = (headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/api/send-email",
      payload: validEnquiry,
      headers: { "user-agent": chrome, ...headers },
      remoteAddress: "198.51.100.7",
    });
  expect((await post({})).statusCode).toBe(201);
  expect((await post({ "enquiry-arrival": "page=%2F&referrer=www.bing.com" })).statusCode).toBe(201);
  expect((await post({ "user-agent": iphone })).statusCode).toBe(201);
  await app.close();
  expect(
    storedRows(app.dataDir).map((row) => [row.visit_source, row.visit_country, row.visit_device]),
  ).toEqual([
    ["gulfood", "ae", "desktop"],
    ["Bing", "ae", "desktop"],
    // Another browser on that address: another visitor, of whom the server knows nothing but the request.
    [null, "ae", "mobile"],
  ]);
});

test("the views waiting are written when the app closes, and nothing is written in the request", async () => {
  const { app, open, rows } = await countingApp();
  await open("/");
  expect(rows("page_views")).toEqual([]);
  await app.close();
  expect(rows("page_views")).toHaveLength(1);
});

test("neither the address nor the browser of a visitor is kept in the database or written to the log", async () => {
  const lines: string[] = [];
  const address = "203.0.113.237";
  const agent = `${chrome} PrivacyProbe/7.3.1`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "privacy-"));
  try {
    const app = await buildTestApp({
      siteRoot,
      env: { DATA_DIR: dataDir, LOG_LEVEL: "trace" },
      logger: loggerOptions("trace", { write: (line: string) => void lines.push(line) }),
      visitors: { lookUpCountry: () => "in", batch: { everyMs: 1 } },
    });
    const headers = { ...navigation, "user-agent": agent };
    for (const url of ["/?utm_source=fair", "/about", "/no-such-page", "/contact"])
      await app.inject({
        method: "GET",
        url,
        headers: { ...headers, referer: "https://fair.example/x" },
        remoteAddress: address,
      });
    await app.close();
    const files = ["enquiries.db", "enquiries.db-wal"].map((name) => path.join(dataDir, name));
    const kept = (await Promise.all(files.map((file) => readFile(file).catch(() => Buffer.alloc(0))))).map(
      (bytes) => bytes.toString("latin1"),
    );
    expect(kept.join("").length).toBeGreaterThan(0);
    // The platform's own request log (Fastify's "incoming request") names the client, as it did before
    // counting: what is asked here is that counting adds nothing of the visitor to any log line.
    const log = lines.filter((line) => !line.includes('"msg":"incoming request"')).join("\n");
    expect(log).toContain("request completed");
    for (const text of [...kept, log]) {
      expect(text).not.toContain(address);
      expect(text).not.toContain("PrivacyProbe");
      expect(text).not.toContain("fair.example/x");
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("a burst of 10,000 views from 2,000 visitors loses none", async () => {
  const { app, open, rows } = await countingApp();
  const started = performance.now();
  for (let i = 0; i < 10_000; i++) {
    await open(i % 2 ? "/about" : "/", {}, `10.0.${Math.floor(i / 250) % 8}.${i % 250}`);
  }
  const ms = performance.now() - started;
  await app.close();
  const counted = rows("page_views") as { visitor: Uint8Array }[];
  expect(counted).toHaveLength(10_000);
  expect(new Set(counted.map((v) => Buffer.from(v.visitor).toString("hex"))).size).toBe(2_000);
  // Ten thousand in a minute is what the issue asks; this runs them back to back.
  expect(ms).toBeLessThan(60_000);
}, 120_000);
