// 'Orders' and an order's page for a person whose desk language is Arabic: served right to left, in Arabic
// words, the references and money kept in their order; the same pages unchanged once she chooses English.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import type { Order } from "#domain/desk/types.ts";
import { baseURL } from "../../../../playwright.config.ts";
import {
  expectNoViolations,
  openDesk,
  setDeskLanguage,
  signInNewOwner,
} from "../../../support/desk-helpers.ts";
import { acceptedQuotation, shootAt } from "./order-support.ts";

/** Where the screenshots go to be looked at (git-ignored). */
const shots = path.resolve(import.meta.dirname, "../../../../.cache/screenshots/orders-arabic");
mkdirSync(shots, { recursive: true });

test("'Orders' and an order's page in Arabic, right to left, and in English again once chosen", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = await signInNewOwner(page, context);
  const { id, quotation } = await acceptedQuotation(request, context, "en");
  await setDeskLanguage(context, "ar");
  // 'Create order' in Arabic: the payment terms by their Arabic names, the quotation's name kept in its order.
  await openDesk(page, deskPages.newOrder(id, quotation.id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `طلب جديد من عرض السعر \u2068${quotation.name}\u2069`,
  );
  await expect(page.getByRole("radio", { name: "دفعة مقدمة" })).toBeChecked();
  await expect(page.getByLabel("نسبة الدفعة المقدمة")).toHaveValue("30");
  await expect(page.getByRole("button", { name: "إنشاء طلب" })).toBeVisible();
  await shootAt(page, shots, "new-order-ar");
  const call = async (url: string, data: unknown) => {
    const answer = await context.request.post(`${baseURL}${url}`, { headers: { Origin: baseURL }, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as Order;
  };
  const order = await call(deskApi.createOrder(quotation.id), {
    buyerCompany: "Gulf Fresh Trading",
    consignee: "Gulf Fresh Trading\nJebel Ali Free Zone, Dubai",
    notifyParty: "",
    paymentTerms: "advance",
    advancePercent: 30,
    expectedShipment: "2027-01-15",
  });
  for (const [kind, details] of [
    ["confirmed", {}],
    ["advance-received", { amount: "5000", bankReference: "MT103 4471" }],
  ] as const)
    await call(deskApi.orderMilestones(order.id), { kind, on: "2026-12-01", details, mailBuyer: false });
  await call(deskApi.orderPayments(order.id), {
    amount: "5000",
    on: "2026-12-01",
    reference: "SWIFT MT103 4471",
  });

  await openDesk(page, "/desk/orders");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الطلبات");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: order.name }) });
  await expect(row).toContainText("قيد الإنتاج");
  await expect(page.getByRole("columnheader", { name: "الخطوة التالية" })).toBeVisible();
  await expectNoViolations(page, "'Orders' in Arabic");
  await shootAt(page, shots, "orders-ar");

  await row.getByRole("link", { name: order.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(order.name);
  await expect(page.getByRole("link", { name: "كل الطلبات" })).toBeVisible();
  const milestones = page.getByRole("region", { name: "المراحل" });
  await expect(milestones).toContainText("تم استلام الدفعة المقدمة");
  await expect(milestones.getByLabel("المرحلة", { exact: true })).toHaveValue("in-production");
  await expect(milestones.getByRole("button", { name: "تسجيل المرحلة" })).toBeVisible();
  const payments = page.getByRole("region", { name: "المدفوعات" });
  await expect(payments.getByText("SWIFT MT103 4471")).toBeVisible();
  await expect(payments.getByLabel(`المبلغ (${order.currency})`)).toBeVisible();
  await expect(page.getByText("30٪ دفعة مقدمة، والباقي مقابل المستندات")).toBeVisible();
  // The money reads left to right inside the Arabic line: its symbol before its digits, as in English.
  await expect(page.getByRole("main").locator("bdi[dir=ltr]").first()).toHaveText(/^[^\d]*\d[\d,]*\.\d\d$/);
  await expectNoViolations(page, "an order's page in Arabic");
  await shootAt(page, shots, "order-ar");

  await setDeskLanguage(context, "en");
  await openDesk(page, "/desk/orders");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orders");
  await expect(page.getByRole("columnheader", { name: "Next step" })).toBeVisible();
  await shootAt(page, shots, "orders-en");
  await openDesk(page, `/desk/orders/${order.id}`);
  await expect(page.getByRole("region", { name: "Milestones" })).toContainText("Advance received");
  await expect(page.getByRole("button", { name: "Record milestone" })).toBeVisible();
  await expect(page.getByText("Advance 30%, the balance against documents")).toBeVisible();
  await shootAt(page, shots, "order-en");
  expect(errors).toEqual([]);
});
