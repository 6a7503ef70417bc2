// `npm run bench:publish`: how long the owner waits for 'Published' , on the current build
// (`npm run build` first). For the site's products and again with 50 (made from the defaults' four), it prints
// the time from publish to one product's change served on every page that shows it in every language, and
// the time to publish the whole site (every page new), each against its budgets of 5 s and 30 s; then the
// server's start-up with the defaults (nothing to render) and with changed content (rendered before it listens).
// Spec sheets are drawn for real (the catalogue's sheet of the product each one is made from).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import Fastify from "fastify";
import { langCodes, localePath } from "#domain/i18n.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { type SiteContent, slugOf } from "#domain/site-content/schema.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/platform/config.ts";
import { loadServedSite } from "#server/site/site-files.ts";
import { staticSite } from "#server/site/static-site.ts";
import { publishAtStart } from "#server/site-content/publish-at-start.ts";
import { createPublisher } from "#server/site-content/publisher.ts";
import { specSheetDrawer } from "#server/site-content/spec-sheets/sheet-workers.ts";

const buildDir = path.resolve(import.meta.dirname, "../../build");
const siteRoot = path.join(buildDir, "client");

/** The defaults with `count` products, each a copy of one of the four under a name of its own. */
function withProducts(count: number): SiteContent {
  const content = defaultSiteContent();
  if (count <= content.products.length) return content;
  const base = content.products;
  content.products = Array.from({ length: count }, (_, i) => {
    const product = structuredClone(base[i % base.length]);
    if (!product) throw new Error("no default product");
    return { ...product, id: `product-${i}`, name: { ...product.name, en: `${product.name.en} ${i}` } };
  });
  return content;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ms: number, budgetMs: number) =>
  `${seconds(ms)} (${ms <= budgetMs ? "within" : "OVER"} ${budgetMs / 1000} s)`;

async function measure(count: number) {
  const site = loadServedSite(siteRoot);
  const start = withProducts(count);
  // The served site holds the build's pages; a first publish puts this many products in place.
  const publisher = createPublisher({
    buildDir,
    site,
    sheets: specSheetDrawer,
    served: defaultSiteContent(),
  });
  const app = Fastify();
  await app.register(staticSite, { site });
  await publisher.publish(start, () => {});

  const changed = structuredClone(start);
  const product = changed.products[0];
  if (!product) throw new Error("no product");
  const marker = `Changed at ${Date.now()}`;
  product.description.en = `${marker}. ${product.description.en}`;
  for (const lang of langCodes) {
    const translation = product.description[lang === "en" ? "ar" : lang];
    if (translation) translation.text = `${marker}. ${translation.text}`;
  }
  const slug = slugOf(product.name.en);
  let t = performance.now();
  await publisher.publish(changed, () => {});
  for (const lang of langCodes) {
    const page = await app.inject(localePath(lang, `/products/${slug}`));
    if (!page.body.includes(marker)) throw new Error(`${lang}: the change is not served`);
  }
  const oneProduct = performance.now() - t;

  // Every page new: the company's name is on each one, and in every spec sheet.
  const everything = structuredClone(changed);
  everything.company.name = "Vardhan Agro Exports India";
  let done = 0;
  t = performance.now();
  await publisher.publish(everything, (d) => {
    done = d;
  });
  const wholeSite = performance.now() - t;
  await app.close();
  await publisher.close?.();
  console.log(`${count} products, ${done} files`);
  console.log(`  one product changed, served on its pages in every language: ${verdict(oneProduct, 5000)}`);
  console.log(`  the whole site: ${verdict(wholeSite, 30_000)}`);
}

async function startUp(content: SiteContent) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-publish-"));
  const t = performance.now();
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), siteRoot });
  const rendering = await publishAtStart(app.sitePublisher, content, defaultSiteContent());
  await app.ready();
  const total = performance.now() - t;
  await app.close();
  return { total, rendering };
}

if (isMainThread) {
  await measure(defaultSiteContent().products.length);
  await measure(50);
  const defaults = await startUp(defaultSiteContent());
  // Her phone number changed: on every page, and in every spec sheet.
  const phoneChanged = defaultSiteContent();
  phoneChanged.company.contact.phone = "+91 99999 11111";
  const changed = await startUp(phoneChanged);
  console.log(
    `start-up with the defaults: ${seconds(defaults.total)} (rendering ${seconds(defaults.rendering)})`,
  );
  console.log(
    `start-up with changed content: ${seconds(changed.total)} (rendering ${seconds(changed.rendering)})`,
  );
}
