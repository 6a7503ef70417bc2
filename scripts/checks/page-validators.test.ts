// Every built page (unit tests run after `npm run build`) in every language, and a product's pages with an
// indicative price and photos as a publish renders them, as the machines that read them see them: the W3C Nu
// HTML Checker and Google's rich-result rules (page-validators.ts). A failure lists each message.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { langCodes, localePath } from "#domain/i18n.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { loadServedSite } from "#server/site/site-files.ts";
import { createPublisher } from "#server/site-content/publisher.ts";
import { specSheetDrawer } from "#server/site-content/spec-sheets/sheet-workers.ts";
import { indicativePrice } from "#tests/support/indicative-price.ts";
import { messageLine, nuHtmlErrors, type PageMessage, structuredDataErrors } from "./page-validators.ts";

const buildDir = path.resolve(import.meta.dirname, "../../build");
const siteRoot = path.join(buildDir, "client");

/** Every pre-rendered page of the build by its address ("/es/products/red-onions", "/404", "/sign-in"). */
const builtPages = (readdirSync(siteRoot, { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => path.basename(file) === "index.html")
  .sort()
  .map((file) => ({
    page: `/${path.dirname(file)}`.replace(/^\/\.$/, "/"),
    file: path.join(siteRoot, file),
  }));

/** Red onions with an indicative price and two photos (a page names its photo files and reads none). */
function pricedWithPhotos(): SiteContent {
  const content = defaultSiteContent();
  const onions = content.products.find((product) => product.id === "red-onions");
  if (!onions) throw new Error("red onions expected in the defaults");
  onions.price = indicativePrice;
  onions.photos = [1, 2].map((n) => ({
    id: String(n).repeat(32),
    width: 2400,
    height: 1800,
    alt: { en: `Red onions, photo ${n}` },
  }));
  return content;
}

const pricedPages = langCodes.map((lang) => ({ lang, page: localePath(lang, "/products/red-onions") }));
const dir = mkdtempSync(path.join(os.tmpdir(), "page-validators-"));
const priced = new Map<string, { file: string; html: string }>();
let nuErrors: PageMessage[] = [];

beforeAll(async () => {
  const publisher = createPublisher({
    buildDir,
    site: { current: loadServedSite(siteRoot).current },
    sheets: specSheetDrawer,
    served: defaultSiteContent(),
  });
  const content = pricedWithPhotos();
  for (const { lang, page } of pricedPages) {
    const { html } = await publisher.preview(content, page);
    const file = path.join(dir, `${lang}.html`);
    writeFileSync(file, html);
    priced.set(page, { file, html });
  }
  await publisher.close?.();
  const pageOf = new Map([
    ...builtPages.map(({ page, file }) => [file, page] as const),
    ...[...priced].map(([page, { file }]) => [file, `${page} (priced, with photos)`] as const),
  ]);
  nuErrors = nuHtmlErrors([...pageOf.keys()], (file) => pageOf.get(file) ?? file);
}, 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nuErrorsOf = (page: string) => nuErrors.filter((m) => m.page === page).map(messageLine);

test("every page of every language is checked", () => {
  for (const lang of langCodes)
    for (const page of [
      "/",
      "/about",
      "/products",
      "/contact",
      "/privacyPolicy",
      "/products/chickpeas",
      "/404",
    ])
      expect(builtPages.map((p) => p.page)).toContain(localePath(lang, page));
});

test.each(builtPages)("$page passes the W3C Nu HTML Checker", ({ page }) => {
  expect(nuErrorsOf(page)).toEqual([]);
});

test.each(builtPages)("$page's structured data passes Google's rich-result rules", async ({ page, file }) => {
  expect((await structuredDataErrors(page, readFileSync(file, "utf8"))).map(messageLine)).toEqual([]);
});

test.each(pricedPages)(
  "$page with an indicative price and photos: valid, its Product with an offer",
  async ({ page }) => {
    const { html = "" } = priced.get(page) ?? {};
    expect(nuErrorsOf(`${page} (priced, with photos)`)).toEqual([]);
    expect((await structuredDataErrors(page, html)).map(messageLine)).toEqual([]);
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain(
      '"offers":{"@type":"AggregateOffer","lowPrice":280,"highPrice":320,"priceCurrency":"USD"}',
    );
    expect(html).toMatch(/<img src="\/photos\/1{32}-/);
  },
);
