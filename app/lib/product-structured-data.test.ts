import { expect, test } from "vitest";
import * as english from "../../domain/content/product-specifications.ts";
import { defaultSiteContent } from "../../domain/site-content/defaults.ts";
import { companyView, productView, specificationRows } from "./page-content.ts";
import { productJsonLd } from "./product-structured-data.ts";

type JsonLdProduct = {
  "@type": string;
  additionalProperty: { name: string; value: string; propertyID?: string }[];
};

const content = defaultSiteContent();
const company = companyView(content, "en");

test.each(content.products)("$id's Product carries every row of its table and nothing made up", (product) => {
  const rows = specificationRows(product, "en");
  const data = productJsonLd(company, productView(product, "en"), rows)
    .map((d) => ("script:ld+json" in d ? d["script:ld+json"] : undefined) as JsonLdProduct | undefined)
    .find((d) => d?.["@type"] === "Product");
  expect(data?.additionalProperty).toEqual(
    rows.map((row) => ({
      "@type": "PropertyValue",
      name: row.label,
      value: row.value.text,
      ...(row.key === "hsCodes" ? { propertyID: "HS" } : {}),
    })),
  );
  expect(data?.additionalProperty.map((p) => p.name)).toEqual(Object.values(english.specificationLabels));
  for (const made of ["offers", "aggregateRating", "review", "price"]) expect(data).not.toHaveProperty(made);
});

test("every product's facts are complete, and its HS codes have 8 digits", () => {
  for (const product of content.products) {
    const rows = specificationRows(product, "en");
    for (const row of rows) expect(row.value.text.trim(), `${product.id} ${row.key}`).not.toBe("");
    expect(rows[0]?.value.text).toMatch(/^\d{4} \d{2} \d{2}/);
  }
});
