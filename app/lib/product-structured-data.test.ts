import { expect, test } from "vitest";
import * as english from "../../domain/content/product-specifications.ts";
import { productSummaries } from "../../domain/content/product-summaries.ts";
import { products, specificationRows } from "../../domain/content/products.ts";
import { productJsonLd } from "./product-structured-data.ts";

type JsonLdProduct = {
  "@type": string;
  additionalProperty: { name: string; value: string; propertyID?: string }[];
};

test.each(products)("$title's Product carries every row of its table and nothing made up", (product) => {
  const rows = specificationRows(product.key, english);
  const data = productJsonLd(product, productSummaries[product.key], rows)
    .map((d) => ("script:ld+json" in d ? d["script:ld+json"] : undefined) as JsonLdProduct | undefined)
    .find((d) => d?.["@type"] === "Product");
  expect(data?.additionalProperty).toEqual(
    rows.map((row) => ({
      "@type": "PropertyValue",
      name: row.label,
      value: row.value,
      ...(row.key === "hsCodes" ? { propertyID: "HS" } : {}),
    })),
  );
  expect(data?.additionalProperty.map((p) => p.name)).toEqual(Object.values(english.specificationLabels));
  for (const made of ["offers", "aggregateRating", "review", "price"]) expect(data).not.toHaveProperty(made);
});

test("every product's facts are complete, and its HS codes have 8 digits", () => {
  for (const product of products) {
    const rows = specificationRows(product.key, english);
    for (const row of rows) expect(row.value.trim(), `${product.slug} ${row.key}`).not.toBe("");
    expect(rows[0]?.value).toMatch(/^\d{4} \d{2} \d{2}/);
  }
});
