import { expect, test } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { productRows } from "#domain/site-content/product-texts.ts";
import type { Price, ProductContent } from "#domain/site-content/schema.ts";
import * as english from "#domain/words/en/product-specifications.ts";
import { productSummaries } from "#domain/words/en/product-summaries.ts";
import { products } from "#domain/words/en/products.ts";
import { indicativePrice } from "#tests/support/indicative-price.ts";
import { productJsonLd } from "./product-structured-data.ts";

type JsonLdProduct = {
  "@type": string;
  name: string;
  description: string;
  image: string;
  brand: { name: string };
  additionalProperty: { name: string; value: string; propertyID?: string }[];
  offers?: unknown;
};

const content = defaultSiteContent();
const url = "https://www.vardhanagro.example/products/x";
const imageUrl = "https://www.vardhanagro.example/images/products/x.svg";

function structuredData(product: ProductContent, lang: "en" | "es" = "en") {
  const rows = productRows(product, lang, english);
  const items = productJsonLd({
    product,
    lang,
    url,
    imageUrls: [imageUrl],
    brand: content.company.name,
    rows,
  }).map((d) => ("script:ld+json" in d ? d["script:ld+json"] : undefined) as JsonLdProduct | undefined);
  return { rows, items, data: items.find((d) => d?.["@type"] === "Product") };
}

/** A product as she wrote it, with her indicative price. */
const priced = (product: ProductContent, given: Price = indicativePrice) => ({
  ...structuredClone(product),
  price: given,
});

test.each(content.products)(
  "$id with a price: its Product carries her texts, every row of its table and nothing made up",
  (product) => {
    const { rows, data } = structuredData(priced(product));
    const code = products.find((p) => p.slug === product.id);
    expect(data?.name).toBe(code?.title);
    expect(data?.description).toBe(code && productSummaries[code.key]);
    expect(data?.image).toBe(imageUrl);
    expect(data?.brand.name).toBe("Vardhan Agro Exports");
    expect(data?.additionalProperty).toEqual(
      rows.map((row) => ({
        "@type": "PropertyValue",
        name: row.label,
        value: row.value,
        ...(row.key === "hsCodes" ? { propertyID: "HS" } : {}),
      })),
    );
    expect(data?.additionalProperty.map((p) => p.name)).toEqual(Object.values(english.specificationLabels));
    // Never a rating, review or identifier she did not give.
    for (const made of ["aggregateRating", "review", "price", "sku", "mpn", "gtin"])
      expect(data).not.toHaveProperty(made);
  },
);

test.each(content.products)(
  "$id without a price: no Product (Google calls one without an offer invalid), its BreadcrumbList kept",
  (product) => {
    const { items, data } = structuredData(product);
    expect(data).toBeUndefined();
    expect(items.map((item) => item?.["@type"])).toEqual(["BreadcrumbList"]);
  },
);

test("her indicative price is an AggregateOffer with its lowest and highest price and currency, nothing more", () => {
  const [onions] = content.products;
  if (!onions) throw new Error("a product expected");
  expect(structuredData(priced(onions)).data?.offers).toEqual({
    "@type": "AggregateOffer",
    lowPrice: 280,
    highPrice: 320,
    priceCurrency: "USD",
  });
  // Amounts as numbers in the currency's minor unit, whatever she typed.
  const yen = { ...indicativePrice, currency: "JPY", from: 42000.4, to: 45000 };
  expect(structuredData(priced(onions, yen)).data?.offers).toMatchObject({
    lowPrice: 42000,
    highPrice: 45000,
  });
});

test("a text missing in the page's language is given in English", () => {
  const [first] = content.products;
  if (!first) throw new Error("a product expected");
  const onions = priced(first);
  delete onions.cardText.es;
  onions.name.es = { text: "Cebollas moradas", from: onions.name.en };
  const { data } = structuredData(onions, "es");
  expect(data?.description).toBe(onions.cardText.en);
  expect(data?.name).toBe("Cebollas Moradas");
});

test("every product's facts are complete, and its HS codes have 8 digits", () => {
  for (const product of content.products) {
    const rows = productRows(product, "en", english);
    for (const row of rows) expect(row.value.trim(), `${product.id} ${row.key}`).not.toBe("");
    expect(rows[0]?.value).toMatch(/^\d{4} \d{2} \d{2}/);
  }
});
