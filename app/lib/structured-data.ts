import type { MetaDescriptor } from "react-router";
import { company } from "../content/company.ts";
import type { Product, SpecificationRow } from "../content/products.ts";
import { absoluteUrl } from "./site-url.ts";

/** The logo search engines show for the company (a square PNG from public/). */
const logoPath = "/icon-512.png";

/** schema.org Organization for the whole site; DocumentHead puts it on every page. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: company.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(logoPath),
    description: company.description,
    foundingDate: String(company.yearEstablished),
    email: company.email,
    telephone: company.phone.e164,
    address: postalAddress(company.address.lines),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: company.email,
      telephone: company.phone.e164,
      areaServed: "Worldwide",
      availableLanguage: ["English", "Hindi"],
    },
    sameAs: [company.instagramUrl, company.whatsappUrl],
  };
}

/**
 * The address as schema.org wants it, from the lines the contact page shows: street lines, then a last
 * line "Region, Country". The company is Indian, so the country code is IN.
 */
function postalAddress(lines: readonly string[]) {
  const streetAddress = lines.slice(0, -1).join(", ");
  const addressRegion = lines.at(-1)?.split(",")[0]?.trim();
  const postalCode = /\b\d{6}\b/.exec(streetAddress)?.[0];
  return { "@type": "PostalAddress", streetAddress, addressRegion, postalCode, addressCountry: "IN" };
}

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
        description: product.summary,
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
