// 'Visitors', 'Campaign links' and 'Activity' for a person whose desk language is Arabic: served right to left,
// in Arabic words, the chart and the map still named for a screen reader; the same pages in English once chosen.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { VisitorsReport } from "#domain/desk/types.ts";
import { visitorsApi } from "#domain/desk/visitors-api.ts";
import { baseURL } from "../../../../playwright.config.ts";
import {
  expectNoViolations,
  openDesk,
  setDeskLanguage,
  signInNewOwner,
  token,
} from "../../../support/desk-helpers.ts";
import { shootAt } from "../orders/order-support.ts";

test.use({ reducedMotion: "reduce" });

/** Where the screenshots go to be looked at (git-ignored). */
const shots = path.resolve(import.meta.dirname, "../../../../.cache/screenshots/visitors-arabic");
mkdirSync(shots, { recursive: true });

async function expectLanguage(page: Page, lang: "ar" | "en") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
}

test("'Visitors' with counted views, 'Campaign links' and 'Activity' in Arabic, right to left, and in English again", async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const mark = token();
  const source = `fair-${mark}`;
  // A buyer of his own (a user agent no other test sends) opens two public pages from a tagged link.
  const buyer = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 buyer-${mark}`,
  });
  const tab = await buyer.newPage();
  await tab.goto(`/?utm_source=${source}&utm_medium=qr&utm_campaign=stand-${mark}`);
  await tab.goto("/ar/products/red-onions", { referer: `${baseURL}/` });
  await buyer.close();

  const errors = await signInNewOwner(page, context);
  const made = await context.request.post(`${baseURL}${visitorsApi.campaignLinks}`, {
    headers: { Origin: baseURL },
    data: { name: `Gulfood 2027 stand ${mark}`, source: "stand", medium: "trade fair", page: "/contact" },
  });
  expect(made.status(), await made.text()).toBe(201);
  // Views are written in batches: the report has them once the next batch is in.
  await expect
    .poll(
      async () => {
        const answer = await context.request.get(`${baseURL}${visitorsApi.report}?source=${source}`);
        return ((await answer.json()) as VisitorsReport).current.views;
      },
      { timeout: 40_000, intervals: [1_000] },
    )
    .toBe(2);

  await setDeskLanguage(context, "ar");
  await openDesk(page, "/desk/visitors");
  await expectLanguage(page, "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الزوار");
  await expect(page.getByRole("link", { name: "آخر 30 يوماً" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "الأرقام" })).toContainText("مشاهدات الصفحات");
  await expect(page.getByRole("img", { name: /^الزوار والاستفسارات حسب اليوم، / })).toBeVisible();
  await expect(page.getByRole("img", { name: "خريطة الزوار حسب البلد" })).toBeVisible();
  await expect(page.getByRole("table", { name: "المصدر" }).getByRole("link", { name: source })).toBeVisible();
  await expect(page.getByRole("button", { name: "عرض" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoViolations(page, "'Visitors' in Arabic");
  await shootAt(page, shots, "visitors-ar");

  await page.getByRole("link", { name: "روابط الحملات" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("روابط الحملات");
  const card = page.getByRole("article", { name: `Gulfood 2027 stand ${mark}` });
  await expect(card.getByRole("img", { name: `رمز QR لـ Gulfood 2027 stand ${mark}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "إنشاء الرابط" })).toBeVisible();
  await expectNoViolations(page, "'Campaign links' in Arabic");
  await shootAt(page, shots, "campaigns-ar");

  await openDesk(page, "/desk/activity");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("النشاط");
  await expect(page.getByRole("table", { name: "النشاط، الأحدث أولاً" })).toContainText("سجّل الدخول");
  await expect(page.getByRole("link", { name: "تصدير CSV" })).toBeVisible();
  await shootAt(page, shots, "activity-ar");

  await setDeskLanguage(context, "en");
  await openDesk(page, "/desk/visitors");
  await expectLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visitors");
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: "Map of visitors by country" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shootAt(page, shots, "visitors-en");
  await openDesk(page, "/desk/visitors/campaigns");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Campaign links");
  await shootAt(page, shots, "campaigns-en");
  await openDesk(page, "/desk/activity");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activity");
  await shootAt(page, shots, "activity-en");
  expect(errors).toEqual([]);
});
