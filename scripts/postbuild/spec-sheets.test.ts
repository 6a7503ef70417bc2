import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import * as english from "../../app/content/product-specifications.ts";
import { products, specificationRows } from "../../app/content/products.ts";
import { absoluteUrl } from "../../app/lib/site-url.ts";
import { specSheetBudget, writeSpecSheets } from "./spec-sheets.ts";

/**
 * The text poppler's pdftotext reads back, in drawing order, without whitespace: a cell's lines may break
 * after a dash ("0–" / "4 °C"), which pdftotext reads as a space.
 */
const squeeze = (text: string) => text.replace(/\s+/g, "");
function pdfText(file: string): string {
  return squeeze(execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }));
}

const root = mkdtempSync(path.join(os.tmpdir(), "spec-sheets-"));
const sheets = await writeSpecSheets(root);

test.each(products)(
  "the $title spec sheet is one A4 page with its name, HS code and every row",
  (product) => {
    const file = path.join(root, "products", product.slug, "spec-sheet.pdf");
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m);
    const text = pdfText(file);
    expect(text).toContain(squeeze(product.title));
    const rows = specificationRows(product.key, english);
    for (const row of rows) {
      expect(text).toContain(squeeze(row.label));
      expect(text).toContain(squeeze(row.value));
    }
    for (const code of rows.find((r) => r.key === "hsCodes")?.value.match(/\d{4} \d{2} \d{2}/g) ?? [])
      expect(text).toContain(squeeze(code));
    expect(text).toContain(absoluteUrl(`/products/${product.slug}`));
    expect(readFileSync(file).length).toBeLessThanOrEqual(specSheetBudget);
  },
);

test("the spec sheets embed their fonts (subsets), so the text is selectable and prints alike everywhere", () => {
  for (const sheet of sheets) {
    const fonts = execFileSync("pdffonts", [path.join(root, sheet.path)], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter(Boolean);
    expect(fonts.length, sheet.path).toBe(2);
    for (const line of fonts) expect(line, sheet.path).toMatch(/\+LiberationSans.*\byes\s+yes\s+yes\b/);
  }
  rmSync(root, { recursive: true, force: true });
});
