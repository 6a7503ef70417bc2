import { mkdirSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  draftOf,
  expectNoViolations,
  openDesk,
  setDeskLanguage,
  signInNewOwner,
} from "../../../support/desk-helpers.ts";

/** Where the screenshots go to be looked at (git-ignored). */
const shots = path.resolve(import.meta.dirname, "../../../../.cache/screenshots/site-arabic");
mkdirSync(shots, { recursive: true });

/** The first product's part of the editor, opened by its summary. */
async function openFirstProduct(page: Page, context: BrowserContext) {
  const name = (await draftOf(context)).content.products[0]?.name.en ?? "";
  const product = page.getByRole("group", { name, exact: true });
  await product.locator("summary").click();
  return product;
}

test("the Site section in Arabic reads right to left in Arabic words; in English it is unchanged", async ({
  page,
  context,
}) => {
  // The whole editor, opened twice and scanned by axe once: long on a busy machine.
  test.setTimeout(180_000);
  const errors = await signInNewOwner(page, context);
  await setDeskLanguage(context, "ar");
  await openDesk(page, "/desk/site");

  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: "الموقع", exact: true })).toBeVisible();
  for (const heading of ["الشركة", "المنتجات", "الصفحة الرئيسية", "سياسة الخصوصية", "السجل"])
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "نشر", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "الأقسام" })).toBeVisible();
  // The content's language is chosen in Arabic words; the owner's content itself stays as she wrote it.
  const language = page.getByRole("combobox", { name: "اللغة", exact: true });
  await expect(language.locator("option:checked")).toHaveText("الإنجليزية");
  await expect(page.getByLabel("رقم الحساب أو IBAN", { exact: true })).toBeVisible();

  const product = await openFirstProduct(page, context);
  for (const label of ["الاسم", "نص البطاقة", "المنشأ", "حمولة الحاوية"])
    await expect(product.getByLabel(label, { exact: true })).toBeVisible();
  // An English text is typed left to right in the Arabic desk; the product's name is the owner's, unchanged.
  await expect(product.getByLabel("الاسم", { exact: true })).toHaveAttribute("dir", "ltr");
  await expect(product.getByLabel("الاسم", { exact: true })).toHaveValue(
    (await draftOf(context)).content.products[0]?.name.en ?? "",
  );
  // No English left in the words the editor draws around the content.
  await expect(page.getByText("Needs review", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add product" })).toHaveCount(0);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(shots, `site-ar-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoViolations(page, "the Site section in Arabic");

  await setDeskLanguage(context, "en");
  await openDesk(page, "/desk/site");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Site", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Language", exact: true })).toBeVisible();
  await expect(page.getByLabel("Account number or IBAN", { exact: true })).toBeVisible();
  const english = await openFirstProduct(page, context);
  for (const label of ["Name", "Card text", "Origin", "Container load"])
    await expect(english.getByLabel(label, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add product", exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
