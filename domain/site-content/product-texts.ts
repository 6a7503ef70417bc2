// A product's texts as its page, spec sheet and structured data show them in one language, from her content:
// the title and the 'Specifications' table's rows (their labels are interface words, from the catalogues).
import type { Lang } from "../i18n.ts";
import { capitalised } from "../products/product-catalogue.ts";
import { formatHsCode, type SpecificationRow } from "../words/en/products.ts";
import { type ProductContent, type SpecificationKey, specificationKeys } from "./schema.ts";
import { shown } from "./texts.ts";

/** The product's name with capitals, for titles, structured data and sheets: "red onions" → "Red Onions". */
export function productTitle(product: ProductContent, lang: Lang): string {
  return capitalised(shown(product.name, lang).text);
}

/** The specification rows she wrote: a row left empty in English is left out of the page and the spec sheet. */
export const writtenSpecifications = (product: ProductContent): SpecificationKey[] =>
  specificationKeys.filter((key) => product.specifications[key].en.trim() !== "");

/** A language's labels of the table's rows and what separates two HS codes (product-specifications.ts). */
export type RowWords = {
  listSeparator: string;
  specificationLabels: Readonly<Record<SpecificationRow["key"], string>>;
};

/** A row of the table, with the language its value is really in (English where the language lacks it). */
export type ProductRow = SpecificationRow & { lang: Lang };

/**
 * The product's 'Specifications' table in a language, row by row in the labels' order: the HS codes formatted
 * ("0713 20 10 (kabuli), 0713 20 20 (desi)"), each other row her text, the rows she left empty left out.
 */
export function productRows(product: ProductContent, lang: Lang, words: RowWords): ProductRow[] {
  const written = new Set<string>(writtenSpecifications(product));
  const keys = (Object.keys(words.specificationLabels) as SpecificationRow["key"][]).filter(
    (key) => key === "hsCodes" || written.has(key),
  );
  return keys.map((key) => {
    const label = words.specificationLabels[key];
    if (key !== "hsCodes") {
      const value = shown(product.specifications[key], lang);
      return { key, label, value: value.text, lang: value.lang };
    }
    const parts = product.hsCodes.map((h) => ({ code: formatHsCode(h.code), of: h.of && shown(h.of, lang) }));
    return {
      key,
      label,
      value: parts.map((p) => (p.of ? `${p.code} (${p.of.text})` : p.code)).join(words.listSeparator),
      lang: parts.every((p) => !p.of || p.of.lang === lang) ? lang : "en",
    };
  });
}
