import { expect, test } from "vitest";
import type { Lang } from "../i18n.ts";
import * as ar from "../words/ar/index.ts";
import * as english from "../words/en/product-specifications.ts";
import * as enProducts from "../words/en/products.ts";
import { type Product, specificationRows } from "../words/en/products.ts";
import * as es from "../words/es/index.ts";
import * as fr from "../words/fr/index.ts";
import * as ru from "../words/ru/index.ts";
import { defaultSiteContent } from "./defaults.ts";
import { productRows, productTitle } from "./product-texts.ts";

const catalogues = { en: { ...english, ...enProducts }, ar, es, fr, ru } satisfies Record<Lang, unknown>;
const content = defaultSiteContent();

test.each(Object.keys(catalogues) as Lang[])(
  "from the defaults, the %s table and title are today's, word for word",
  (lang) => {
    const words = catalogues[lang];
    for (const product of content.products) {
      const code = (words.products as readonly Product[]).find((p) => p.slug === product.id);
      if (!code) throw new Error(product.id);
      expect(productTitle(product, lang)).toBe(code.title);
      const rows = productRows(product, lang, words);
      expect(rows.map(({ key, label, value }) => ({ key, label, value }))).toEqual(
        specificationRows(code.key, words),
      );
      expect(rows.every((row) => row.lang === lang)).toBe(true);
    }
  },
);

test("a row missing in a language shows English and says so; the HS codes' kinds too", () => {
  const chickpeas = structuredClone(content.products.find((p) => p.id === "chickpeas"));
  if (!chickpeas) throw new Error("chickpeas expected");
  delete chickpeas.specifications.origin.fr;
  const kabuli = chickpeas.hsCodes[0]?.of;
  if (kabuli) delete kabuli.fr;
  const rows = productRows(chickpeas, "fr", fr);
  expect(rows.find((r) => r.key === "origin")).toMatchObject({
    value: chickpeas.specifications.origin.en,
    lang: "en",
  });
  expect(rows.find((r) => r.key === "hsCodes")).toMatchObject({ lang: "en" });
  expect(rows.find((r) => r.key === "hsCodes")?.value).toContain(`(${kabuli?.en})`);
  expect(rows.find((r) => r.key === "sizes")?.lang).toBe("fr");
});

test("a row she left empty in English is left out in every language, not filled with anything", () => {
  const onions = structuredClone(content.products[0]);
  if (!onions) throw new Error("seeded");
  onions.specifications.samples = { en: "", ar: { text: "عينات", from: "Samples on request" } };
  onions.specifications.varieties = { en: "  " };
  for (const [lang, words] of Object.entries(catalogues) as [Lang, (typeof catalogues)[Lang]][]) {
    const keys = productRows(onions, lang, words).map((row) => row.key);
    expect(keys).not.toContain("samples");
    expect(keys).not.toContain("varieties");
    expect(keys).toHaveLength(12);
  }
});
