// The sheets as functions of the owner's content: what she changes shows on them, a text she has not translated
// shows in English, and her longer texts never break the sheet.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { langCodes } from "#domain/i18n.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { indicativePrice as price } from "#tests/support/indicative-price.ts";
import { specSheetPdf } from "./spec-sheets.ts";

const folder = mkdtempSync(path.join(os.tmpdir(), "sheet-content-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The sheet's text as pdftotext reads it in drawing order, whitespace taken out (a cell may wrap anywhere). */
function read(pdf: Buffer): { text: string; pages: number } {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return { text: squeeze(text), pages: Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]) };
}
const squeeze = (text: string) => text.replace(/\s+/g, "");

function edited(change: (content: SiteContent) => void): SiteContent {
  const content = defaultSiteContent();
  change(content);
  return content;
}

test("her description and indicative price show on the English sheet, still one page", async () => {
  const content = edited(({ products: [onions] }) => {
    if (!onions) throw new Error("no product");
    onions.description.en = "Fresh from the Lasalgaon market this week.\n\nGraded and packed to order.";
    onions.price = price;
  });
  const { text, pages } = read(await specSheetPdf(content, "red-onions", "en"));
  expect(text).toContain(squeeze("Fresh from the Lasalgaon market this week."));
  expect(text).toContain(squeeze("Graded and packed to order."));
  expect(text).toContain(squeeze("Indicative price: USD 280–320 per MT, FOB Nhava Sheva"));
  expect(pages).toBe(1);
});

test("no price line when she set no price", async () => {
  const { text } = read(await specSheetPdf(defaultSiteContent(), "red-onions", "en"));
  expect(text).not.toContain("Indicativeprice");
  expect(text).not.toContain("USD");
});

test("a Spanish text missing shows the English one on the Spanish sheet, the others stay Spanish", async () => {
  const content = edited(({ products: [onions] }) => {
    if (!onions) throw new Error("no product");
    delete onions.description.es;
    onions.specifications.packaging.es = { text: "", from: onions.specifications.packaging.en };
  });
  const onions = content.products[0];
  const { text } = read(await specSheetPdf(content, "red-onions", "es"));
  expect(text).toContain(squeeze(onions?.description.en.split("\n")[0] ?? "-"));
  expect(text).toContain(squeeze(onions?.specifications.packaging.en ?? "-"));
  expect(text).toContain(squeeze(onions?.specifications.origin.es?.text ?? "-"));
  expect(text).toContain("Especificaciones");
});

test("with a price on every product, every sheet in every language stays one page and shows it", async () => {
  const content = edited((c) => {
    for (const product of c.products) product.price = { ...price, from: 1250, to: 1400 };
  });
  for (const lang of langCodes) {
    for (const product of content.products) {
      const { text, pages } = read(await specSheetPdf(content, product.id, lang));
      expect(pages, `${lang} ${product.id}`).toBe(1);
      if (lang !== "ar") expect(text, `${lang} ${product.id}`).toMatch(/1.?250–1.?400/);
    }
  }
});

test("texts too long for one page continue on a second, each page with its footer", async () => {
  const long = "Graded by hand, packed to order and loaded under supervision. ".repeat(15).trim();
  const content = edited(({ products: [onions] }) => {
    if (!onions) throw new Error("no product");
    // The Arabic sheet shows them in English, as they have no Arabic text.
    for (const row of Object.values(onions.specifications)) {
      row.en = long;
      delete row.ar;
    }
    onions.specifications.containerLoad.en = `${long} Last row.`;
  });
  for (const lang of ["en", "ar"] as const) {
    const { text, pages } = read(await specSheetPdf(content, "red-onions", lang));
    expect(pages, lang).toBeGreaterThan(1);
    expect(text, lang).toContain("Lastrow.");
    expect(text.split("exports@vardhanagro.example").length - 1, lang).toBe(pages);
  }
});

test("her company's facts are the sheet's letterhead and footer", async () => {
  const content = edited(({ company }) => {
    company.name = "Deshmukh Farm Exports";
    company.contact.phone = "+91 99999 11111";
    company.contact.whatsapp = "+91 88888 22222";
    company.contact.email = "sales@deshmukh.example";
  });
  const { text } = read(await specSheetPdf(content, "chickpeas", "en"));
  for (const fact of [
    "Deshmukh Farm Exports",
    "+91 99999 11111",
    "WhatsApp +91 88888 22222",
    "sales@deshmukh.example",
  ])
    expect(text).toContain(squeeze(fact));
});
