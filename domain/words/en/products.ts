import { type ProductName, type ProductTexts, productsIn } from "../../products/product-catalogue.ts";

export { type Product, type ProductName, slugify } from "../../products/product-catalogue.ts";

/** The products' English words; the first name is spelt as the spec lists it. */
export const productTexts = {
  "red onions": {
    name: "red onions",
    stripLabel: "Red Onions",
    imageAlt: "Two whole red onions beside a halved onion showing its purple rings",
  },
  "Yellow Onions": {
    name: "Yellow Onions",
    stripLabel: "Yellow Onions",
    imageAlt: "Two golden-brown yellow onions with papery skins and a halved onion",
  },
  "G4 Green Chillies": {
    name: "G4 Green Chillies",
    stripLabel: "Green chillies",
    imageAlt: "Three slender, glossy G4 green chillies with their stems",
  },
  Chickpeas: {
    name: "Chickpeas",
    stripLabel: "Chickpeas",
    imageAlt: "A wooden bowl heaped with cream-coloured chickpeas, a few spilled beside it",
  },
} as const satisfies ProductTexts;

export const products = /* @__PURE__ */ productsIn(productTexts);

/**
 * The trade facts of each product: its 'Specifications' table, its structured data and its spec sheet (PDF)
 * all come from product-specifications.ts (and its twin in each language). Kept apart from `products` on
 * purpose: only the product page's loader, which runs at build time, reads them, so the words reach the page
 * as HTML and never as JavaScript on other pages.
 */
export type ProductSpecifications = {
  /** The Indian tariff codes (ITC-HS), 8 digits; more than one when the kinds are classed apart. */
  hsCodes: readonly { code: string; of?: string }[];
  origin: string;
  varieties: string;
  sizes: string;
  packaging: string;
  minimumOrder: string;
  supplyCapacity: string;
  shelfLife: string;
  certificates: string;
  incoterms: string;
  paymentTerms: string;
  samples: string;
  leadTime: string;
  containerLoad: string;
};

/** An 8-digit tariff code as the trade writes it: 07031010 → "0703 10 10". */
export function formatHsCode(code: string): string {
  return code.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1 $2 $3");
}

export type SpecificationRow = { key: keyof ProductSpecifications; label: string; value: string };

/** One language's words for the tables: the module product-specifications.ts or its twin in domain/words/<code>/. */
export type SpecificationWords = {
  listSeparator: string;
  specificationLabels: Readonly<Record<keyof ProductSpecifications, string>>;
  productSpecifications: Readonly<Record<ProductName, ProductSpecifications>>;
};

/** A product's table in one language, row by row, with every value as text (the HS codes formatted). */
export function specificationRows(
  name: ProductName,
  { listSeparator, specificationLabels, productSpecifications }: SpecificationWords,
): SpecificationRow[] {
  const specs = productSpecifications[name];
  return (Object.keys(specificationLabels) as (keyof ProductSpecifications)[]).map((key) => ({
    key,
    label: specificationLabels[key],
    value:
      key === "hsCodes"
        ? specs.hsCodes
            .map((h) => (h.of ? `${formatHsCode(h.code)} (${h.of})` : formatHsCode(h.code)))
            .join(listSeparator)
        : specs[key],
  }));
}

/**
 * Where each product's English spec sheet is published; each other language's is at the same path under its
 * prefix (/ru/products/red-onions/spec-sheet.pdf). spec-sheets/spec-sheets.ts writes them all.
 */
export function specSheetPath(slug: string): string {
  return `/products/${slug}/spec-sheet.pdf`;
}
