// The owner's content as each page shows it in the page's language: the loaders shape it here (at build time
// with the defaults, at run time with what she publishes), so a page's data holds only what the page draws.
// Every text is `Shown`: a text missing in the page's language is the English one, marked lang="en".

import type { Lang } from "#domain/i18n.ts";
import { writtenSpecifications } from "#domain/site-content/product-texts.ts";
import type { Photo, ProductContent, SiteContent } from "#domain/site-content/schema.ts";
import { type SpecificationKey, slugOf } from "#domain/site-content/schema.ts";
import { paragraphs, type Shown, shown } from "#domain/site-content/texts.ts";
import { formatHsCode } from "#domain/words/en/products.ts";
import * as specificationWords from "~/lang/product-specifications.ts";

/** The drawing a product shows until it has one of its own. */
export const placeholderDrawing = "/images/products/placeholder.svg";

/** The company's facts every page's frame and head show. */
export type CompanyView = {
  name: string;
  /** The logo's two lines: the first word of the name large, the rest small beneath it. */
  logo: { primary: string; secondary: string };
  description: Shown;
  address: string[];
  email: string;
  phone: { display: string; e164: string };
  whatsappUrl: string;
  instagramUrl: string;
  yearEstablished: string;
};

export function companyView({ company }: SiteContent, lang: Lang): CompanyView {
  const [primary = "", ...rest] = company.name.split(" ");
  return {
    name: company.name,
    logo: { primary, secondary: rest.join(" ") },
    description: shown(company.description, lang),
    address: company.contact.address.split("\n").map((line) => line.trim()),
    email: company.contact.email,
    phone: { display: company.contact.phone, e164: company.contact.phone.replace(/[^\d+]/g, "") },
    whatsappUrl: `https://wa.me/${company.contact.whatsapp.replace(/\D/g, "")}`,
    instagramUrl: company.contact.instagram,
    yearEstablished: company.overview.yearEstablished,
  };
}

/** One of her photos as a page shows it: its files' id, its size in pixels, its alt text in the page's language. */
export type PhotoView = { id: string; width: number; height: number; alt: Shown };

export function photoView({ id, width, height, alt }: Photo, lang: Lang): PhotoView {
  return { id, width, height, alt: shown(alt, lang) };
}

export type ProductView = {
  slug: string;
  /** The catalogue name; headings capitalise it with CSS. */
  name: Shown;
  /** The name with capitals, for titles, share tags, structured data and the enquiry form's choice. */
  title: string;
  /** The home page strip's label. */
  shortName: Shown;
  cardText: Shown;
  image: { src: string; alt: Shown };
  /** Her photos, the main one first; none: the page, card and strip show the drawing (`image`). */
  photos: PhotoView[];
  /** The spec's customs label of the home page's strip, the same for every product. */
  customsCode: string;
};

const capitalised = (name: string) => name.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());

export function productView(product: ProductContent, lang: Lang): ProductView {
  const name = shown(product.name, lang);
  const shortName = product.shortName?.en.trim() ? shown(product.shortName, lang) : name;
  return {
    slug: slugOf(product.name.en),
    name,
    title: capitalised(name.text),
    shortName,
    cardText: shown(product.cardText, lang),
    image: { src: product.drawing ?? placeholderDrawing, alt: shown(product.pictureText, lang) },
    photos: (product.photos ?? []).map((photo) => photoView(photo, lang)),
    customsCode: "070310",
  };
}

export function findProductContent(content: SiteContent, slug: string | undefined) {
  return content.products.find((product) => slugOf(product.name.en) === slug);
}

export type SpecificationRow = {
  key: "hsCodes" | SpecificationKey;
  label: string;
  value: Shown;
};

/** A product's 'Specifications' table in the page's language, its labels the catalogue's, without the rows left empty. */
export function specificationRows(product: ProductContent, lang: Lang): SpecificationRow[] {
  const { listSeparator, specificationLabels } = specificationWords;
  const codes = product.hsCodes.map((h) => {
    const of = h.of ? shown(h.of, lang) : undefined;
    return {
      text: of ? `${formatHsCode(h.code)} (${of.text})` : formatHsCode(h.code),
      lang: of?.lang ?? lang,
    };
  });
  const hsCodes: Shown = {
    text: codes.map((c) => c.text).join(listSeparator),
    lang: codes.every((c) => c.lang === lang) ? lang : "en",
  };
  return [
    { key: "hsCodes", label: specificationLabels.hsCodes, value: hsCodes },
    ...writtenSpecifications(product).map((key) => ({
      key,
      label: specificationLabels[key],
      value: shown(product.specifications[key], lang),
    })),
  ];
}

/** The description's paragraphs, each in the language its text is in. */
export function descriptionParagraphs(product: ProductContent, lang: Lang): Shown[] {
  const description = shown(product.description, lang);
  return paragraphs(description.text).map((text) => ({ text, lang: description.lang }));
}
