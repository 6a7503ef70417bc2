// Two publishes through the real publisher (unit tests run after `npm run build`), with IndexNow's endpoint on
// loopback: the first tells every page, the second only the one it changed, and the sitemap's lastmod moves
// for that page alone. The verification tags, rendered by the real renderer, are in the home page's head only
// where she set them.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { langCodes, localePath } from "#domain/i18n.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { siteUrl } from "#domain/site-url.ts";
import { eventually, manualClock, tempDir } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { loadServedSite, type ServedSite } from "../site/site-files.ts";
import { contentPaths, createPublisher } from "../site-content/publisher.ts";
import { specSheetDrawer as sheets } from "../site-content/spec-sheets/sheet-workers.ts";
import { createSearchEngines } from "./search-engines.ts";

const buildDir = path.resolve(import.meta.dirname, "../../build");
const log = { warn: () => {}, error: () => {}, info: () => {} } as never;

async function indexNowListener() {
  const lists: string[][] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    lists.push(JSON.parse(Buffer.concat(chunks).toString("utf8")).urlList);
    response.statusCode = 202;
    response.end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`, lists };
}

async function published() {
  const clock = manualClock(Date.parse("2026-11-20T08:00:00Z"));
  const db = openDatabase(await tempDir());
  const endpoint = await indexNowListener();
  const engines = createSearchEngines({ db, siteUrl, indexNowUrl: endpoint.url, log, now: clock.now });
  engines.start();
  const site: ServedSite = loadServedSite(path.join(buildDir, "client"));
  const publisher = createPublisher({
    buildDir,
    site,
    sheets,
    served: defaultSiteContent(),
    pageDates: engines.pageDates,
    onPublished: engines.onPublished,
    now: clock.now,
  });
  onTestFinished(async () => {
    await publisher.close?.();
    await engines.stop();
    db.close();
  });
  const sitemap = () => site.current.files.get("/sitemap.xml")?.variants.identity.body.toString("utf8") ?? "";
  const lastmods = () =>
    Object.fromEntries(
      [...sitemap().matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
  return { clock, endpoint, engines, publisher, lastmods };
}

test("a publish tells IndexNow exactly the addresses it changed, and moves their sitemap lastmod alone", {
  timeout: 120_000,
}, async () => {
  const { clock, endpoint, engines, publisher, lastmods } = await published();
  // The build's sitemap: no lastmod until the first publish.
  expect(Object.values(lastmods()).every((date) => date === undefined)).toBe(true);

  await publisher.publish(defaultSiteContent(), () => {});
  const every = langCodes.flatMap((lang) =>
    contentPaths(defaultSiteContent()).map((english) => `${siteUrl}${localePath(lang, english)}`),
  );
  await eventually(() => endpoint.lists.length === 1);
  expect(endpoint.lists[0]?.toSorted()).toEqual(every.toSorted());
  const first = lastmods();
  expect(Object.keys(first).toSorted()).toEqual(every.toSorted());
  expect(new Set(Object.values(first))).toEqual(new Set(["2026-11-20T08:00:00Z"]));

  // A week later she rewrites the Spanish description of her red onions.
  clock.advance(7 * 86_400_000);
  const content: SiteContent = defaultSiteContent();
  const onions = content.products.find((product) => product.id === "red-onions") ?? content.products[0];
  if (!onions?.description.es) throw new Error("the defaults have red onions in Spanish");
  onions.description.es = {
    text: "Cebolla roja de Nashik, seleccionada a mano.",
    from: onions.description.en,
  };
  await publisher.publish(content, () => {});
  const changed = `${siteUrl}/es/products/red-onions`;
  await eventually(() => endpoint.lists.length === 2);
  expect(endpoint.lists[1]).toEqual([changed]);
  expect(lastmods()).toEqual({ ...first, [changed]: "2026-11-27T08:00:00Z" });

  // The report: that page's change, told to IndexNow, not crawled yet.
  await eventually(() => engines.report().pages[0]?.indexNow?.at);
  expect(engines.report().pages[0]).toEqual({
    path: "/es/products/red-onions",
    changedAt: "2026-11-27T08:00:00.000Z",
    indexNow: { at: "2026-11-27T08:00:00.000Z", result: "202" },
    crawls: [],
  });
  engines.onBot({
    path: "/es/products/red-onions/",
    userAgent: "Mozilla/5.0 (compatible; DuckDuckBot/1.1; +http://duckduckgo.com/duckduckbot.html)",
    ip: "192.0.2.1",
    at: new Date("2026-11-27T09:15:00Z"),
  });
  await engines.stop();
  expect(engines.report().pages[0]?.crawls).toEqual([
    { engine: "DuckDuckGo", at: "2026-11-27T09:15:00.000Z", verified: null },
  ]);
});

test("the home page carries the search engines' verification tags she set, and no other", async () => {
  const { publisher } = await published();
  const content = defaultSiteContent();
  const bare = await publisher.preview(content, "/");
  expect(bare.html).not.toMatch(/google-site-verification|msvalidate|yandex-verification/);
  content.company.searchEngines = {
    google: "dBw5CvburAxi537Rp9qi5uG2174Vb6JwHwIRwPSLIK8",
    bing: "",
    yandex: "1a2b3c4d5e6f7a8b",
  };
  const home = await publisher.preview(content, "/");
  const head = home.html.slice(0, home.html.indexOf("</head>"));
  expect(head).toContain(
    '<meta name="google-site-verification" content="dBw5CvburAxi537Rp9qi5uG2174Vb6JwHwIRwPSLIK8"/>',
  );
  expect(head).toContain('<meta name="yandex-verification" content="1a2b3c4d5e6f7a8b"/>');
  expect(head).not.toContain("msvalidate.01");
  const about = await publisher.preview(content, "/about");
  expect(about.html).not.toContain("google-site-verification");
}, 60_000);
