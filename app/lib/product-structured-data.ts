// A product page's structured data, apart from the Organization every page carries (structured-data.ts):
// only product pages load this module, so no other page ships its code.
import type { MetaDescriptor } from "react-router";
import { company } from "../content/company.ts";
import type { Product, SpecificationRow } from "../content/products.ts";
import { absoluteUrl } from "./site-url.ts";

/**
 * The product's 'Specifications' table as schema.org `additionalProperty` entries, one a row, with the words
 * the page shows. The HS code row carries `propertyID: "HS"`, the customs nomenclature it belongs to.
 */
export function specificationProperties(rows: readonly SpecificationRow[]) {
  return rows.map((row) => ({
    "@type": "PropertyValue",
    name: row.label,
    ...(row.key === "hsCodes" ? { propertyID: "HS" } : {}),
    value: row.value,
  }));
}

/**
 * Product and BreadcrumbList structured data for a product page, as `meta` descriptors:
 * `export const meta = ({ params, loaderData }) => [...pageMeta(...), ...productJsonLd(product, rows)]`.
 * Only facts the page shows: no price, offer or rating is made up (the owner quotes each enquiry).
 */
export function productJsonLd(
  product: Product,
  summary: string,
  specifications: readonly SpecificationRow[],
): MetaDescriptor[] {
  const url = absoluteUrl(`/products/${product.slug}`);
  return [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        "@id": `${url}#product`,
        name: product.title,
        description: summary,
        image: absoluteUrl(product.image.src),
        url,
        brand: { "@type": "Brand", name: company.name },
        manufacturer: { "@id": absoluteUrl("/#organization") },
        additionalProperty: specificationProperties(specifications),
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
          { "@type": "ListItem", position: 2, name: "Products", item: absoluteUrl("/products") },
          { "@type": "ListItem", position: 3, name: product.title, item: url },
        ],
      },
    },
  ];
}
