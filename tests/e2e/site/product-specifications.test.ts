import { expect, test } from "@playwright/test";
import { company } from "#domain/company.ts";
import { languages } from "#domain/i18n.ts";
import { productsPageWords as arProductsPage } from "#domain/words/ar/products-page.ts";
import * as english from "#domain/words/en/product-specifications.ts";
import { products, specificationRows, specSheetPath } from "#domain/words/en/products.ts";
import { productsPageWords as ruProductsPage } from "#domain/words/ru/products-page.ts";
import { waitForHydration } from "../../support/site-helpers.ts";

for (const width of [375, 1280]) {
  for (const product of products) {
    test(`at ${width} px the ${product.slug} page shows its whole 'Specifications' table without a sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/products/${product.slug}`);
      const table = page.getByRole("table");
      await expect(page.getByRole("heading", { level: 2, name: "Specifications" })).toBeVisible();
      const rows = specificationRows(product.key, english);
      await expect(table.getByRole("row")).toHaveCount(rows.length);
      for (const [i, row] of rows.entries()) {
        const tableRow = table.getByRole("row").nth(i);
        await expect(tableRow.getByRole("rowheader")).toHaveText(row.label);
        await expect(tableRow.getByRole("cell")).toHaveText(row.value);
      }
      await table.scrollIntoViewIfNeeded();
      await expect(table).toBeInViewport({ ratio: 0.2 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await table.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
    });
  }
}

for (const product of products) {
  test(`the ${product.slug} spec sheet is a download link, served as a PDF and never fetched by the page`, async ({
    page,
    request,
  }) => {
    const pdfRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".pdf")) pdfRequests.push(r.url());
    });
    await page.goto(`/products/${product.slug}`);
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "Download spec sheet (PDF)", exact: true });
    await expect(link).toHaveAttribute("href", specSheetPath(product.slug));
    await expect(link).toHaveAttribute("download", "");
    await page.waitForLoadState("networkidle");
    expect(pdfRequests).toEqual([]);

    const pdf = await request.get(specSheetPath(product.slug));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(body.length).toBeLessThanOrEqual(100_000);

    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("spec-sheet.pdf");
  });
}

// Each language's product page links to its own language's sheet (server/site-content/spec-sheets/spec-sheets.ts).
for (const { lang, slug, label } of [
  { lang: "ru", slug: "red-onions", label: ruProductsPage.detail.downloadSpecSheet },
  { lang: "ar", slug: "chickpeas", label: arProductsPage.detail.downloadSpecSheet },
] as const) {
  test(`/${lang}/products/${slug} links to its own language's spec sheet, served as a PDF in that language`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${lang}/products/${slug}`);
    const sheet = `/${lang}/products/${slug}/spec-sheet.pdf`;
    await expect(page.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", sheet);
    const pdf = await request.get(sheet);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const body = (await pdf.body()).toString("latin1");
    expect(body.startsWith("%PDF-")).toBe(true);
    expect(body).toContain(`/Lang (${languages[lang].locale.replace("_", "-")})`);
  });
}

test("a visitor who comes from the product list sees the table too (its facts come with the page's data)", async ({
  page,
}) => {
  await page.goto("/products");
  await waitForHydration(page);
  const product = products[3] ?? products[0];
  if (!product) throw new Error("no products");
  await page.locator(`a[href="/products/${product.slug}"]`).first().click();
  await expect(page).toHaveURL(`/products/${product.slug}`);
  const rows = specificationRows(product.key, english);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(rows.length);
  await expect(page.getByRole("cell", { name: rows[0]?.value ?? "" })).toBeVisible();
});

test("printing a product page leaves out the bar, the footer and the buttons, and keeps the letterhead and table", async ({
  page,
}) => {
  await page.goto("/products/red-onions");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("link", { name: "Submit Request" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Download spec sheet (PDF)" })).toBeHidden();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByText(company.email, { exact: false }).last()).toBeVisible();
  await expect(page.getByText("https://", { exact: false }).last()).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.length).toBeGreaterThan(1000);
});
