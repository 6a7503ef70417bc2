// A spec sheet with her main photo: the photo's 640 px JPEG from the photos' folder, embedded as it
// is, the sheet still one A4 page in every language and under 200 KB. Checked with poppler, as a reader's
// viewer reads the file.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { langCodes } from "#domain/i18n.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { writePhotoJpegs } from "#tests/support/photo-files.ts";
import { specSheetPdf, specSheetWithPhotoBudget } from "./spec-sheets.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "sheet-photo-"));
const photoDir = path.join(dir, "photos");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const main = await writePhotoJpegs(photoDir, 4000, 3000, 1);
const second = await writePhotoJpegs(photoDir, 1200, 1600, 2);
// Every product with two photos and a price: the most a default sheet holds.
const content = defaultSiteContent();
for (const p of content.products) {
  p.photos = [
    { ...main, alt: { en: "Red onions in mesh bags" } },
    { ...second, alt: { en: "A field of onions" } },
  ];
  p.price = { currency: "USD", from: 280, to: 320, unit: { en: "MT" }, incoterm: "FOB", port: "Nhava Sheva" };
}
const product = content.products[0];
if (!product) throw new Error("the defaults have no product");
const cases = langCodes.flatMap((lang) => content.products.map((p) => ({ lang, id: p.id })));

function poppler(tool: string, pdf: Buffer, ...args: string[]): string {
  const file = path.join(dir, `${tool}-${Math.random()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file], { encoding: "utf8" });
}

test.each(cases)(
  "the $lang $id sheet carries the main photo's 640 px JPEG, on one page, under 200 KB",
  async ({ lang, id }) => {
    const pdf = await specSheetPdf(content, id, lang, { photoDir });
    expect(poppler("pdfinfo", pdf)).toMatch(/^Pages:\s+1$/m);
    expect(pdf.length).toBeLessThanOrEqual(specSheetWithPhotoBudget);
    // One image: the main photo alone (not the others), a JPEG (dct) at the file's own 640 × 480 pixels.
    const images = poppler("pdfimages", pdf, "-list").split("\n").slice(2).filter(Boolean);
    expect(images).toHaveLength(1);
    const [, , type, width, height, color, , , enc] = images[0]?.trim().split(/\s+/) ?? [];
    expect({ type, width, height, color, enc }).toEqual({
      type: "image",
      width: "640",
      height: "480",
      color: "rgb",
      enc: "jpeg",
    });
    console.log(`${lang} ${id} sheet with a photo: ${pdf.length} B`);
  },
);

test("a sheet whose photo's file is missing fails, naming the file, rather than leaving the photo out", async () => {
  const missing = structuredClone(content);
  const [photo] = missing.products[0]?.photos ?? [];
  if (photo) photo.id = "0".repeat(32);
  await expect(specSheetPdf(missing, product.id, "en", { photoDir })).rejects.toThrow(
    `${"0".repeat(32)}-640.jpg`,
  );
});

test("a product without photos draws the sheet as before, reading no folder", async () => {
  const pdf = await specSheetPdf(defaultSiteContent(), product.id, "en");
  expect(poppler("pdfimages", pdf, "-list").split("\n").slice(2).filter(Boolean)).toHaveLength(0);
});
