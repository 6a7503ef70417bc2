import { expect, type Page, test } from "@playwright/test";
import {
  expectNoViolations,
  findEnquiry,
  openDesk,
  seedEnquiry,
  setDeskLanguage,
  signInByApi,
  token,
} from "../../../support/desk-helpers.ts";

const html = (page: Page) => page.locator("html");

test("an Arabic reader's inbox and enquiry read right to left in Arabic; the English desk is unchanged", async ({
  page,
  context,
  request,
}) => {
  await signInByApi(context);
  const mark = token();
  const seeded = await seedEnquiry(request, {
    name: `عمر حداد ${mark}`,
    company: `الخليج للتجارة ${mark}`,
    phone: "971501234567",
    message: `نرجو عرض سعر لعشرين طناً من البصل الأحمر. ${mark}`,
    quote: { product: "red-onions", quantity: 20, unit: "MT", port: "Jebel Ali", incoterm: "CIF" },
  });
  const { id } = await findEnquiry(context, mark);

  await setDeskLanguage(context, "ar");
  await openDesk(page, `/desk?q=${mark}`);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(html(page)).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: "الوارد" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "بحث" })).toBeVisible();
  await expect(page.getByRole("button", { name: "تطبيق" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "المكتب" }).getByRole("link", { name: "نظرة عامة" }),
  ).toBeVisible();
  const row = page.getByRole("main").getByRole("listitem");
  await expect(row).toHaveCount(1);
  // The country from the phone's dial code, its status and the mail's state, in Arabic.
  await expect(row).toContainText("الإمارات العربية المتحدة");
  await expect(row).toContainText("جديد");
  await expect(page.getByRole("status").filter({ hasText: "استفسار واحد" })).toBeVisible();
  // The row's time sits at the row's end, which right to left is its left: nothing runs off the card.
  const time = row.locator("time");
  const rowBox = await row.boundingBox();
  const timeBox = await time.boundingBox();
  expect(timeBox && rowBox && timeBox.x - rowBox.x < rowBox.width / 2).toBe(true);
  await expectNoViolations(page, "the Arabic inbox");

  await page.getByRole("link", { name: seeded.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: seeded.name })).toBeVisible();
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("link", { name: "العودة إلى الوارد" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "الرسالة" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "طلب عرض سعر" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "الحالة" })).toBeVisible();
  await expect(page.getByRole("button", { name: "تصنيف كبريد مزعج" })).toBeVisible();
  // The quote's unit and Incoterm in the site's own Arabic words; the phone number kept left to right.
  await expect(page.getByText("CIF (التكلفة والتأمين والشحن)")).toBeVisible();
  const phone = page.locator("bdi", { hasText: "+971501234567" });
  await expect(phone).toHaveAttribute("dir", "ltr");
  await expectNoViolations(page, "an Arabic enquiry");

  await setDeskLanguage(context, "en");
  await openDesk(page, `/desk/enquiries/${id}`);
  await expect(html(page)).toHaveAttribute("dir", "ltr");
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Back to the inbox" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Quote request" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as spam" })).toBeVisible();
  await expect(page.getByText("CIF (Cost, Insurance and Freight)")).toBeVisible();
  await openDesk(page, `/desk?q=${mark}`);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem")).toContainText("United Arab Emirates");
});
