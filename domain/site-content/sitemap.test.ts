import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { langCodes, localePath } from "../i18n.ts";
import { englishPaths } from "../page-paths.ts";
import { defaultSiteContent } from "./defaults.ts";
import { sitemapXml } from "./sitemap.ts";

const origin = "https://www.vardhanagro.example";
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

test("with the defaults it is byte for byte the sitemap the build wrote before the content was hers", () => {
  // sha-256 of build/client/sitemap.xml as scripts/build/seo-files.ts wrote it at 03d963b.
  const today = "682571b9f7018e51d08b800db89df88e32acd9c019bc2699084e502a9b2916cf";
  const xml = sitemapXml(defaultSiteContent(), origin);
  expect(createHash("sha256").update(xml).digest("hex")).toBe(today);
  expect(locs(xml)).toEqual(
    englishPaths.flatMap((page) => langCodes.map((lang) => `${origin}${localePath(lang, page)}`)),
  );
});

test("every page lists its five language versions and English as x-default", () => {
  const xml = sitemapXml(defaultSiteContent(), origin);
  expect(xml).toContain(
    `  <url><loc>${origin}/es/products/chickpeas</loc>` +
      langCodes
        .map((lang) => localePath(lang, "/products/chickpeas"))
        .map((path, i) => `<xhtml:link rel="alternate" hreflang="${langCodes[i]}" href="${origin}${path}"/>`)
        .join("") +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/products/chickpeas"/></url>`,
  );
});

test("her products, in her order: a new one listed in every language, a renamed one under its new address only, a removed one gone", () => {
  const content = defaultSiteContent();
  const [red, yellow, chillies, chickpeas] = content.products;
  if (!red || !yellow || !chillies || !chickpeas) throw new Error("four products expected");
  chickpeas.name.en = "Kabuli Chickpeas";
  chickpeas.formerSlugs = ["chickpeas"];
  const garlic = {
    ...structuredClone(red),
    id: "garlic",
    name: { en: "Dehydrated Garlic" },
    formerSlugs: [],
  };
  content.products = [garlic, chickpeas, red, chillies];
  const pages = locs(sitemapXml(content, "https://example.com"))
    .filter((loc) => loc?.includes("/products/"))
    .map((loc) => loc?.replace("https://example.com", ""));
  const everywhere = (slug: string) => langCodes.map((lang) => localePath(lang, `/products/${slug}`));
  expect(pages).toEqual([
    ...everywhere("dehydrated-garlic"),
    ...everywhere("kabuli-chickpeas"),
    ...everywhere("red-onions"),
    ...everywhere("g4-green-chillies"),
  ]);
});

test("a name's characters are escaped as XML", () => {
  const content = defaultSiteContent();
  const [first] = content.products;
  if (!first) throw new Error("a product expected");
  first.name.en = "Fruits & Nuts";
  const xml = sitemapXml(content, origin);
  expect(xml).toContain(`<loc>${origin}/products/fruits-&#38;-nuts</loc>`);
  expect(xml).not.toContain("fruits-&-nuts");
});

test("a page's lastmod is given where known, and only there", () => {
  const xml = sitemapXml(
    defaultSiteContent(),
    origin,
    new Map([["/es/products/chickpeas", "2026-11-28T12:30:05Z"]]),
  );
  expect(xml).toContain(
    `<url><loc>${origin}/es/products/chickpeas</loc><lastmod>2026-11-28T12:30:05Z</lastmod><xhtml:link`,
  );
  expect(xml.match(/<lastmod>/g)).toHaveLength(1);
});
