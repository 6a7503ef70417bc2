import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { tempDir } from "#tests/support/test-helper.ts";
import { databaseFileName, openDatabase } from "../database/database.ts";
import { createCrawlerLog, type DnsResolver, engineOf } from "./crawler-log.ts";

const log = { error: () => {}, warn: () => {} } as never;
const googlebot =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36";
const bingbot = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

/** A DNS of the test's own: reverse names by address, addresses by name; every question counted. */
function fakeResolver(reverse: Record<string, string[]>, forward: Record<string, string[]>) {
  const asked: string[] = [];
  const answer = (table: Record<string, string[]>, key: string) => {
    asked.push(key);
    const found = table[key];
    if (found) return Promise.resolve(found);
    return Promise.reject(Object.assign(new Error(`queryA ENOTFOUND ${key}`), { code: "ENOTFOUND" }));
  };
  const resolver: DnsResolver = {
    reverse: (ip) => answer(reverse, ip),
    resolve4: (host) => answer(forward, host),
    resolve6: (host) => answer(forward, host),
  };
  return { resolver, asked };
}

test.each([
  [googlebot, "Google"],
  [bingbot, "Bing"],
  ["Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)", "Yandex"],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
    "Apple",
  ],
  ["DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)", "DuckDuckGo"],
  ["Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)", "Baidu"],
  ["Mozilla/5.0 (compatible;PetalBot;+https://webmaster.petalsearch.com/site/petalbot)", "Petal"],
  [
    "Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)",
    "Seznam",
  ],
  ["Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)", "Naver"],
])("%s is %s's crawler", (agent, engine) => {
  expect(engineOf(agent)?.name).toBe(engine);
});

test.each([
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
])("%s is no search engine's", (agent) => {
  expect(engineOf(agent)).toBeUndefined();
});

test("a crawler's visit is stored with its engine and page, verified when reverse and forward DNS agree, never its address or agent", async () => {
  const dataDir = await tempDir();
  const db = openDatabase(dataDir);
  const { resolver, asked } = fakeResolver(
    {
      "66.249.66.1": ["crawl-66-249-66-1.googlebot.com"],
      // A name under Google's domain whose forward look-up does not hold the address: a forged PTR record.
      "203.0.113.9": ["crawl-203-0-113-9.googlebot.com"],
      "2001:db8::7": ["msnbot-2001-db8--7.search.msn.com."],
    },
    {
      "crawl-66-249-66-1.googlebot.com": ["66.249.66.1"],
      "crawl-203-0-113-9.googlebot.com": ["66.249.66.2"],
      "msnbot-2001-db8--7.search.msn.com": ["2001:db8::7"],
    },
  );
  const crawlers = createCrawlerLog({ db, resolver, log });
  const at = new Date("2026-11-28T12:30:05.250Z");
  crawlers.record({
    path: "/es/products/red-onions/?utm_source=x",
    userAgent: googlebot,
    ip: "66.249.66.1",
    at,
  });
  crawlers.record({ path: "/products/red-onions", userAgent: googlebot, ip: "203.0.113.9", at });
  crawlers.record({ path: "/ru/", userAgent: bingbot, ip: "2001:db8::7", at });
  // Calls itself Googlebot, from an address with no DNS name.
  crawlers.record({ path: "/", userAgent: googlebot, ip: "198.51.100.4", at });
  // A person's browser is not recorded here.
  crawlers.record({ path: "/", userAgent: "Mozilla/5.0 Firefox/140.0", ip: "198.51.100.5", at });
  await crawlers.settled();
  // The same address again within the cache's time: no new look-up.
  const before = asked.length;
  crawlers.record({ path: "/about", userAgent: googlebot, ip: "66.249.66.1", at });
  await crawlers.settled();
  expect(asked.length).toBe(before);

  const rows = db
    .prepare("SELECT visited_at, path, engine, verified FROM crawler_visits ORDER BY engine, path")
    .all();
  expect(rows.map((row) => ({ ...row }))).toEqual([
    { visited_at: "2026-11-28T12:30:05Z", path: "/ru", engine: "Bing", verified: 1 },
    { visited_at: "2026-11-28T12:30:05Z", path: "/", engine: "Google", verified: 0 },
    { visited_at: "2026-11-28T12:30:05Z", path: "/about", engine: "Google", verified: 1 },
    { visited_at: "2026-11-28T12:30:05Z", path: "/es/products/red-onions", engine: "Google", verified: 1 },
    { visited_at: "2026-11-28T12:30:05Z", path: "/products/red-onions", engine: "Google", verified: 0 },
  ]);
  db.close();
  const file = readFileSync(path.join(dataDir, databaseFileName)).toString("latin1");
  for (const secret of ["66.249.66.1", "2001:db8::7", "Googlebot/2.1", "bingbot/2.0"])
    expect(file).not.toContain(secret);
});

test("a DNS that does not answer leaves the visit unverified but recorded; an engine without DNS names is never asked", async () => {
  const db = openDatabase(await tempDir());
  const asked: string[] = [];
  const failing: DnsResolver = {
    reverse: (ip) => {
      asked.push(ip);
      return Promise.reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" }));
    },
    resolve4: () => Promise.reject(new Error("unused")),
    resolve6: () => Promise.reject(new Error("unused")),
  };
  const crawlers = createCrawlerLog({ db, resolver: failing, log });
  const at = new Date("2026-11-28T12:30:05Z");
  crawlers.record({ path: "/", userAgent: bingbot, ip: "192.0.2.1", at });
  crawlers.record({
    path: "/",
    userAgent: "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
    ip: "192.0.2.2",
    at,
  });
  await crawlers.settled();
  expect(asked).toEqual(["192.0.2.1"]);
  const verified = db.prepare("SELECT engine, verified FROM crawler_visits ORDER BY engine").all();
  expect(verified.map((row) => ({ ...row }))).toEqual([
    { engine: "Bing", verified: null },
    { engine: "DuckDuckGo", verified: null },
  ]);
  db.close();
});
