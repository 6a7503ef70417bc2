// A product page's structured data, apart from the Organization every page carries (structured-data.ts), from
// the owner's content: only product pages load this module, so no other page ships its code.
import type { MetaDescriptor } from "react-router";
import { type Lang, localePath } from "#domain/i18n.ts";
import { type PhotoCrop, photoCropUrl } from "#domain/site-content/photos.ts";
import { priceAmount } from "#domain/site-content/price.ts";
import { productTitle } from "#domain/site-content/product-texts.ts";
import type { Price, ProductContent } from "#domain/site-content/schema.ts";
import { textIn } from "#domain/site-content/texts.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import type { SpecificationRow } from "#domain/words/en/products.ts";
import { siteFrameWords } from "~/lang/site-frame.ts";
import type { ProductView } from "./page-content.ts";

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
 * Her indicative price as the offer Google's product snippets read for a price range: an AggregateOffer with
 * its lowest and highest price (numbers, in the currency's minor unit) and the currency. Nothing else: no
 * offer count, availability or seller's terms she has not given.
 */
export function priceOffer(price: Price) {
  return {
    "@type": "AggregateOffer",
    lowPrice: priceAmount(price.from, price.currency),
    highPrice: priceAmount(price.to, price.currency),
    priceCurrency: price.currency,
  };
}

/** The crops Google recommends for a product's images: the same photo at 1:1, 4:3 and 16:9. */
const productImageCrops = ["1x1", "4x3", "16x9"] as const satisfies readonly PhotoCrop[];

/** A product's images for its structured data, absolute: each photo's three crops, or without photos its drawing. */
export function productImageUrls(product: Pick<ProductView, "photos" | "image">): string[] {
  if (product.photos.length === 0) return [absoluteUrl(product.image.src)];
  return product.photos.flatMap((photo) =>
    productImageCrops.map((crop) => absoluteUrl(photoCropUrl(photo.id, crop))),
  );
}

export type ProductPage = {
  /** The product as she wrote it. */
  product: ProductContent;
  /** The page's language: her texts in it (English where it lacks one). */
  lang: Lang;
  /** The page's absolute address. */
  url: string;
  /** The product's pictures, absolute (productImageUrls). */
  imageUrls: readonly string[];
  /** Her company's name: the product's brand. */
  brand: string;
  /** The page's 'Specifications' table, as it shows it. */
  rows: readonly SpecificationRow[];
};

/**
 * A product page's structured data, as `meta` descriptors: its BreadcrumbList, and its Product when she gives an
 * indicative price. Google reads a Product only for its rich results, which require an offer, a review or a
 * rating, and lists one without any as an error: with no price she has none to give (a rating or review would
 * be made up), so the page carries no Product; its table and pictures are in the page itself. Only facts the
 * page shows, never an SKU or MPN. Her texts are the page's language's; the breadcrumb's names are the bar's,
 * from this build's catalogue (lang is the build's).
 */
export function productJsonLd({ product, lang, url, imageUrls, brand, rows }: ProductPage): MetaDescriptor[] {
  const name = productTitle(product, lang);
  // The bar's links in the spec's order: Home, About, Products, Contact.
  const [home, , productList] = siteFrameWords.nav.links;
  const crumb = (position: number, link: { label: string; to: string }) => ({
    "@type": "ListItem",
    position,
    name: link.label,
    item: absoluteUrl(localePath(lang, link.to)),
  });
  const offered: MetaDescriptor[] = product.price
    ? [
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "Product",
            "@id": `${url}#product`,
            name,
            description: textIn(product.cardText, lang),
            image: imageUrls.length === 1 ? imageUrls[0] : imageUrls,
            url,
            brand: { "@type": "Brand", name: brand },
            manufacturer: { "@id": absoluteUrl("/#organization") },
            additionalProperty: specificationProperties(rows),
            offers: priceOffer(product.price),
          },
        },
      ]
    : [];
  return [
    ...offered,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          crumb(1, home),
          crumb(2, productList),
          { "@type": "ListItem", position: 3, name, item: url },
        ],
      },
    },
  ];
}
