// A product page's structured data, apart from the Organization every page carries (structured-data.ts):
// only product pages load this module, so no other page ships its code.
import type { MetaDescriptor } from "react-router";
import { siteFrameContent } from "~/lang/site-frame";
import { localePath } from "../../domain/i18n.ts";
import { absoluteUrl } from "../../domain/site-url.ts";
import type { CompanyView, ProductView, SpecificationRow } from "./page-content.ts";
import { pageLang } from "./page-lang.ts";

/**
 * A page of this build's language: "/products" → https://…/ar/products in the Arabic build. Kept here rather than
 * exported from seo.ts: a new export of the chunk every page loads cost /sign-in 54 B it did not have.
 */
const pageUrl = (path: string) => absoluteUrl(localePath(pageLang, path));

/**
 * The product's 'Specifications' table as schema.org `additionalProperty` entries, one a row, with the words
 * the page shows. The HS code row carries `propertyID: "HS"`, the customs nomenclature it belongs to.
 */
export function specificationProperties(rows: readonly SpecificationRow[]) {
  return rows.map((row) => ({
    "@type": "PropertyValue",
    name: row.label,
    ...(row.key === "hsCodes" ? { propertyID: "HS" } : {}),
    value: row.value.text,
  }));
}

/** A step of the breadcrumb trail: one of the bar's links, in the page's language. */
function crumb(position: number, link: { label: string; to: string }) {
  return { "@type": "ListItem", position, name: link.label, item: pageUrl(link.to) };
}

/**
 * Product and BreadcrumbList structured data for a product page, as `meta` descriptors:
 * `export const meta = ({ params, loaderData }) => [...pageMeta(...), ...productJsonLd(product, rows)]`.
 * Only facts the page shows: no price, offer or rating is made up (the owner quotes each enquiry). Addresses
 * and names are the page's own language's.
 */
export function productJsonLd(
  company: CompanyView,
  product: ProductView,
  specifications: readonly SpecificationRow[],
): MetaDescriptor[] {
  const url = pageUrl(`/products/${product.slug}`);
  // The bar's links in the spec's order: Home, About, Products, Contact.
  const [home, , productList] = siteFrameContent.nav.links;
  return [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        "@id": `${url}#product`,
        name: product.title,
        description: product.cardText.text,
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
          crumb(1, home),
          crumb(2, productList),
          { "@type": "ListItem", position: 3, name: product.title, item: url },
        ],
      },
    },
  ];
}
