// Her photos on the published pages, rendered by the publisher with the real build (unit tests run
// after `npm run build`) and put through the build's page pipeline, as a publish serves them: the <picture>
// markup, the gallery's island and its module, the share image and the structured data.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { photoCropUrl } from "#domain/site-content/photos.ts";
import type { Photo, SiteContent } from "#domain/site-content/schema.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { indicativePrice } from "#tests/support/indicative-price.ts";
import { writePhotoJpegs } from "#tests/support/photo-files.ts";
import { loadServedSite, type ServedSite } from "../site/site-files.ts";
import { staticSite } from "../site/static-site.ts";
import { tags } from "./page-pipeline/html-page.ts";
import { readViteManifest } from "./page-pipeline/vite-manifest.ts";
import { createPublisher } from "./publisher.ts";
import { specSheetDrawer } from "./spec-sheets/sheet-workers.ts";

const buildDir = path.resolve(import.meta.dirname, "../../build");
const dir = mkdtempSync(path.join(os.tmpdir(), "publisher-photos-"));
const photoDir = path.join(dir, "photos");
let built: ServedSite["current"];
let photos: Photo[];

beforeAll(async () => {
  built = loadServedSite(path.join(buildDir, "client")).current;
  // The sheets read the main photo's JPEG; the pages name the files and read none.
  const made = [
    await writePhotoJpegs(photoDir, 2400, 1800, 1),
    await writePhotoJpegs(photoDir, 1000, 750, 2),
    await writePhotoJpegs(photoDir, 1600, 1200, 3),
  ];
  photos = made.map((photo, i) => ({
    ...photo,
    alt: {
      en: `Red onions, photo ${i + 1}`,
      ...(i === 0 ? { ar: { text: "بصل أحمر في أكياس", from: `Red onions, photo ${i + 1}` } } : {}),
    },
  }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function publisherOf(site: ServedSite = { current: built }) {
  return createPublisher({
    buildDir,
    site,
    sheets: { ...specSheetDrawer, photoDir },
    served: defaultSiteContent(),
  });
}

const withPhotos = (edit: (content: SiteContent) => void) => {
  const content = defaultSiteContent();
  edit(content);
  return content;
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "null") as Record<string, unknown>,
  );
/** A photo's file named in a page (the Speculation Rules name the folder, /photos/*, on every page). */
const photoFile = /\/photos\/[0-9a-f]{32}-/;
const meta = (html: string, property: string) =>
  tags(html, "meta").find((m) => m.property === property)?.content;

test("a product page with photos: the main photo in the drawing's place, urgent, then the gallery and its module", async () => {
  const content = withPhotos((c) => {
    if (!c.products[0]) return;
    c.products[0].photos = photos;
    // With a price, so that the page carries a Product (product-structured-data.ts) to list the photos in.
    c.products[0].price = indicativePrice;
  });
  const { status, html } = await publisherOf().preview(content, "/products/red-onions");
  expect(status).toBe(200);
  const images = tags(html, "img").filter((img) => img.src?.startsWith("/photos/"));
  const [main, ...others] = images;
  expect(main).toMatchObject({
    src: `/photos/${photos[0]?.id}-640.jpg`,
    fetchpriority: "high",
    width: "2400",
  });
  expect(main).not.toHaveProperty("loading");
  // Nothing else on the page competes with it: every other photo waits for the visitor to come near it.
  for (const img of others) expect(img.loading).toBe("lazy");
  // The drawing is gone from the page.
  expect(tags(html, "img").filter((img) => img.src?.includes("/images/products/"))).toEqual([]);
  expect(tags(html, "source").filter((s) => s.type === "image/avif")).toHaveLength(images.length);
  // React adds no preload of its own for an image inside <picture> (its browser would fetch the JPEG).
  expect(tags(html, "link").filter((l) => l.rel === "preload" && l.as === "image")).toEqual([]);

  // The gallery's island names the module the page starts after its load, and nothing else loads a module.
  const manifest = readViteManifest(buildDir);
  const gallery = manifest["islands-en:app/islands/gallery.ts"];
  const [island] = tags(html, "div").filter((div) => div["data-island"] === "gallery");
  expect(island?.["data-module"]).toBe(`/${gallery?.file}`);
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);

  // Shared as the photo's 1200 × 630 crop; listed in the structured data as each photo's three crops.
  expect(meta(html, "og:image")).toBe(absoluteUrl(photoCropUrl(photos[0]?.id ?? "", "og")));
  expect(meta(html, "og:image:width")).toBe("1200");
  expect(meta(html, "og:image:height")).toBe("630");
  expect(meta(html, "og:image:alt")).toBe("Red onions, photo 1");
  expect(tags(html, "meta").find((m) => m.name === "twitter:image")?.content).toBe(meta(html, "og:image"));
  const product = jsonLd(html).find((d) => d["@type"] === "Product");
  expect(product?.image).toEqual(
    photos.flatMap((p) => ["1x1", "4x3", "16x9"].map((crop) => absoluteUrl(`/photos/${p.id}-${crop}.jpg`))),
  );
});

test("in Arabic the photos' alt texts are the Arabic ones, or the English one marked lang=en", async () => {
  const content = withPhotos((c) => {
    if (c.products[0]) c.products[0].photos = photos;
  });
  const { html } = await publisherOf().preview(content, "/ar/products/red-onions");
  expect(html).toContain('<html lang="ar" dir="rtl"');
  const [main, second] = tags(html, "img").filter((img) => img.src?.startsWith("/photos/"));
  expect(main).toMatchObject({ alt: "بصل أحمر في أكياس" });
  expect(main).not.toHaveProperty("lang");
  expect(second).toMatchObject({ alt: "Red onions, photo 2", lang: "en" });
  const [island] = tags(html, "div").filter((div) => div["data-island"] === "gallery");
  expect(island?.["data-module"]).toMatch(/^\/assets\/gallery-[\w-]+\.js$/);
});

test("one photo: no gallery and no module; a product without photos keeps its drawing and the site's share image", async () => {
  const content = withPhotos((c) => {
    if (c.products[0]) c.products[0].photos = photos.slice(0, 1);
  });
  const publisher = publisherOf();
  const one = (await publisher.preview(content, "/products/red-onions")).html;
  expect(one).not.toContain('data-island="gallery"');
  expect(tags(one, "img").filter((img) => img.src?.startsWith("/photos/"))).toHaveLength(1);
  const none = (await publisher.preview(content, "/products/yellow-onions")).html;
  expect(none).not.toMatch(photoFile);
  expect(meta(none, "og:image")).toBe(absoluteUrl("/og-image.png"));
});

test("the hero, the home strip and About show her photos where set; the hero's is urgent, the strip's lazy", async () => {
  const [hero, about, onions] = photos;
  const content = withPhotos((c) => {
    if (hero) c.home.heroPhoto = hero;
    if (about) c.home.aboutPhoto = about;
    if (onions && c.products[0]) c.products[0].photos = [onions];
  });
  const publisher = publisherOf();
  const home = (await publisher.preview(content, "/")).html;
  const byId = (html: string, id = "") => tags(html, "img").filter((img) => img.src?.includes(id));
  expect(byId(home, hero?.id)[0]).toMatchObject({ fetchpriority: "high", sizes: "100vw" });
  expect(byId(home, about?.id)[0]?.loading).toBe("lazy");
  expect(byId(home, onions?.id)[0]?.loading).toBe("lazy");
  // Their drawings are gone; the other products keep theirs.
  expect(home).not.toContain("/images/hero-fields.svg");
  expect(home).not.toContain("about-harvest.svg");
  expect(home).not.toContain("/images/products/red-onions.svg");
  expect(home).toContain("yellow-onions.svg");
  const aboutPage = (await publisher.preview(content, "/about")).html;
  expect(byId(aboutPage, about?.id)).toHaveLength(1);
  const list = (await publisher.preview(content, "/products")).html;
  expect(byId(list, onions?.id)[0]?.fetchpriority).toBe("high");
});

test("publishing a new About photo renders the About page again: its source includes the photo", async () => {
  const site: ServedSite = { current: built };
  const publisher = publisherOf(site);
  const app = Fastify();
  await app.register(staticSite, { site });
  const about = async () =>
    (await app.inject({ url: "/about", headers: { "accept-encoding": "identity" } })).body;
  expect(await about()).not.toMatch(photoFile);
  const [photo] = photos;
  await publisher.publish(
    withPhotos((c) => {
      c.home.aboutPhoto = photo;
    }),
    () => {},
  );
  expect(await about()).toContain(`/photos/${photo?.id}-640.jpg`);
}, 120_000);
