// Writes each product's spec sheet in each of the site's languages, /products/<slug>/spec-sheet.pdf in English
// and /<code>/products/<slug>/spec-sheet.pdf in the others: one A4 page with the logo, the product's
// 'Specifications' table (the same rows as its page, from product-specifications.ts or its twin in
// domain/content/<code>/), the company's contact details and the page's address, every word from that language's
// catalogues. Made once at build time; each product page links to its own language's sheet and never loads it.
// The Arabic sheet is laid out right to left: the letterhead, the table's columns and the footer's facts
// mirrored (server/pdf/pdf-page.ts, shared with the quotations).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { company } from "../domain/content/company.ts";
import type { ProductSummaries } from "../domain/content/product-catalogue.ts";
import {
  type Product,
  type SpecificationWords,
  specificationRows,
  specSheetPath,
} from "../domain/content/products.ts";
import { type Lang, langCodes, localePath } from "../domain/i18n.ts";
import { absoluteUrl } from "../domain/site-url.ts";
import {
  bold,
  colors,
  drawFooter,
  drawLetterhead,
  footerTop,
  page,
  regular,
  startPdf,
  textWidth,
} from "../server/pdf/pdf-page.ts";
import { catalogues } from "../server/site/catalogues.ts";

/** A language's words on its sheets, each from its catalogues. */
export type SheetWords = {
  products: readonly Product[];
  summaries: ProductSummaries;
  specifications: SpecificationWords;
  /** The product page's 'Specifications' heading. */
  heading: string;
  /** The company in one line, as the site's footer words it. */
  description: string;
};

// Every language of domain/i18n.ts, from its catalogues (server/site/catalogues.ts): a new language needs no line.
const [products, summaries, specifications, productsPages, siteFrames] = await Promise.all([
  catalogues<{ products: readonly Product[] }>("products"),
  catalogues<{ productSummaries: ProductSummaries }>("product-summaries"),
  catalogues<SpecificationWords>("product-specifications"),
  catalogues<{ productsPageContent: { detail: { specificationsHeading: string } } }>("products-page"),
  catalogues<{ siteFrameContent: { footer: { description: string } } }>("site-frame"),
]);

/** Every language's words for its spec sheets. */
export const sheetWords = Object.fromEntries(
  langCodes.map((lang) => [
    lang,
    {
      products: products[lang].products,
      summaries: summaries[lang].productSummaries,
      specifications: specifications[lang],
      heading: productsPages[lang].productsPageContent.detail.specificationsHeading,
      description: siteFrames[lang].siteFrameContent.footer.description,
    },
  ]),
) as Record<Lang, SheetWords>;

/** Where a product's sheet in a language is published: the English address under the language's prefix. */
export function sheetPath(lang: Lang, slug: string): string {
  return localePath(lang, specSheetPath(slug));
}

/** The most a spec sheet may weigh (scripts/checks/budgets.ts holds the built ones to it). */
export const specSheetBudget = 100_000;

const labelWidth = 150;
const bodySize = 9.5;

/** One product's spec sheet in one language, as PDF bytes. */
export async function specSheetPdf(lang: Lang, product: Product): Promise<Buffer> {
  const words = sheetWords[lang];
  const rows = specificationRows(product.key, words.specifications);
  const url = absoluteUrl(localePath(lang, `/products/${product.slug}`));
  const pdf = startPdf(lang, {
    Title: `${product.title}: ${words.heading} | ${company.name}`,
    Subject: words.summaries[product.key],
  });
  const { write, heightOf, figures } = pdf;
  const left = page.margin;
  let y = drawLetterhead(pdf, words.description);

  // The product.
  const full = { x: left, width: textWidth };
  y = write([bold(product.title, colors.forest)], { ...full, y: y + 16 }, { size: 22 });
  const summary = regular(words.summaries[product.key], colors.muted);
  y = write([summary], { ...full, y: y + 4 }, { size: 9.5, lineGap: 1.5 });
  y = write([bold(words.heading, colors.forest)], { ...full, y: y + 16 }, { size: 13 }) + 6;

  // The table: the label column bold, the value beside it (the label on the right in a right-to-left sheet); a
  // rule between rows.
  const valueX = left + labelWidth;
  const valueWidth = textWidth - labelWidth;
  const cell = { size: bodySize, lineGap: 1.5 };
  pdf.rule(y, 0.75, colors.rule);
  for (const row of rows) {
    const label = bold(row.label, colors.forest);
    const value = regular(figures(row.value), colors.ink);
    const labelHeight = heightOf(label, labelWidth - 12, cell);
    const valueHeight = heightOf(value, valueWidth, cell);
    const top = y + 6;
    write([label], { x: left, y: top, width: labelWidth - 12 }, cell);
    write([value], { x: valueX, y: top, width: valueWidth }, cell);
    y = top + Math.max(labelHeight, valueHeight) + 5;
    pdf.rule(y, 0.75, colors.rule);
  }

  // Footer: contact details and this sheet's page on the site.
  if (y > footerTop - 8)
    throw new Error(`${lang} ${product.slug}: the spec sheet's table runs into its footer`);
  drawFooter(pdf, url);

  const pages = pdf.pages();
  if (pages !== 1) throw new Error(`${lang} ${product.slug}: the spec sheet has ${pages} pages, not one`);
  return pdf.finish();
}

/** Writes every product's spec sheet in every language under root (build/client); each file's path and bytes. */
export async function writeSpecSheets(root: string): Promise<{ path: string; bytes: number }[]> {
  return Promise.all(
    langCodes.flatMap((lang) =>
      sheetWords[lang].products.map(async (product) => {
        const urlPath = sheetPath(lang, product.slug);
        const pdf = await specSheetPdf(lang, product);
        if (pdf.length > specSheetBudget)
          throw new Error(`${urlPath}: ${pdf.length} B > ${specSheetBudget} B`);
        const file = path.join(root, urlPath);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, pdf);
        return { path: urlPath, bytes: pdf.length };
      }),
    ),
  );
}
