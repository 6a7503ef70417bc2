import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { company } from "#domain/company.ts";
import { langCodes, languages, localePath } from "#domain/i18n.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { type Product, type SpecificationWords, specificationRows } from "#domain/words/en/products.ts";
import { catalogues } from "../../site/catalogues.ts";
import { sheetPath, specSheetBudget, writeSpecSheets } from "./spec-sheets.ts";

/**
 * The text poppler's pdftotext reads back, without whitespace: a cell's lines may break after a dash ("0–" /
 * "4 °C"), which pdftotext reads as a space. Left-to-right sheets are read in drawing order (-raw), which keeps
 * a cell's lines together. The Arabic sheets are drawn in visual order, so poppler's own reading order is read,
 * without the embedding marks it wraps right-to-left lines in, under NFKC (the lam-alef ligatures read back as
 * their presentation forms, ﻷ for لأ) and without brackets (poppler reads a mirrored bracket as its glyph: the
 * "(" of "(JNPT)" as ")").
 */
function pdfText(file: string, rightToLeft: boolean): string {
  const text = execFileSync("pdftotext", [...(rightToLeft ? [] : ["-raw"]), "-enc", "UTF-8", file, "-"], {
    encoding: "utf8",
  });
  return squeeze(text, rightToLeft);
}
function squeeze(text: string, rightToLeft: boolean): string {
  const squeezed = text.replace(/\s+/g, "");
  return rightToLeft ? squeezed.normalize("NFKC").replace(/[\u202a-\u202e()]/g, "") : squeezed;
}

/** Arabic's vowel marks and the punctuation bidi reorders around a word, taken off for a word-by-word check. */
const withoutMarks = (text: string) => text.replace(/[\u064b-\u065f\u0670]/g, "");
const arabicWords = (value: string) =>
  value
    .split(/\s+/)
    .map((word) => withoutMarks(squeeze(word, true)).replace(/[،؛.:,]/g, ""))
    .filter(Boolean);

// What the sheets drawn from the defaults must show: today's catalogues, the content modules they were seeded from.
const [products, specifications, productsPages] = await Promise.all([
  catalogues<{ products: readonly Product[] }>("products"),
  catalogues<SpecificationWords>("product-specifications"),
  catalogues<{ productsPageWords: { detail: { specificationsHeading: string } } }>("products-page"),
]);
const root = mkdtempSync(path.join(os.tmpdir(), "spec-sheets-"));
const sheets = await writeSpecSheets(root, defaultSiteContent());
const cases = langCodes.flatMap((lang) => products[lang].products.map((product) => ({ lang, product })));

test.each(cases)(
  "the $lang $product.slug spec sheet is one A4 page with its name, HS codes and every row in its language",
  ({ lang, product }) => {
    const file = path.join(root, sheetPath(lang, product.slug));
    const heading = productsPages[lang].productsPageWords.detail.specificationsHeading;
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m);
    expect(info).toContain(`Title:           ${product.title}: ${heading} | ${company.name}`);
    expect(readFileSync(file, "latin1")).toContain(`/Lang (${languages[lang].locale.replace("_", "-")})`);

    const rightToLeft = languages[lang].dir === "rtl";
    const text = pdfText(file, rightToLeft);
    const expectText = (expected: string) => expect(text).toContain(squeeze(expected, rightToLeft));
    expectText(product.title);
    expectText(heading);
    const rows = specificationRows(product.key, specifications[lang]);
    // A row label found whole: in the Arabic sheet, its words in logical order.
    for (const row of rows) expectText(row.label);
    // The values too: whole where poppler reads a wrapped cell back whole; on the Arabic sheet word by word, as
    // poppler reads a cell's second line, or a mark such as the tanwin of "قدمًا", as a block of its own.
    for (const row of rows) {
      if (!rightToLeft) expectText(row.value);
      else for (const word of arabicWords(row.value)) expect(withoutMarks(text), row.label).toContain(word);
    }
    const codes = rows.find((r) => r.key === "hsCodes")?.value.match(/\d{4} \d{2} \d{2}/g) ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expectText(code);
    expect(text).toContain(absoluteUrl(localePath(lang, `/products/${product.slug}`)));
    expect(readFileSync(file).length).toBeLessThanOrEqual(specSheetBudget);
  },
);

test("the spec sheets embed their fonts (subsets), so the text is selectable and prints alike everywhere", () => {
  expect(sheets).toHaveLength(cases.length);
  for (const sheet of sheets) {
    const fonts = execFileSync("pdffonts", [path.join(root, sheet.path)], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter(Boolean);
    // Liberation Sans, regular and bold; Noto Sans Arabic beside it on the Arabic sheets.
    const arabic = sheet.path.startsWith("/ar/");
    expect(fonts.length, sheet.path).toBe(arabic ? 4 : 2);
    expect(fonts.filter((line) => line.includes("+NotoSansArabic")).length, sheet.path).toBe(arabic ? 2 : 0);
    for (const line of fonts)
      expect(line, sheet.path).toMatch(/\+(LiberationSans|NotoSansArabic).*\byes\s+yes\s+yes\b/);
  }
  rmSync(root, { recursive: true, force: true });
});
