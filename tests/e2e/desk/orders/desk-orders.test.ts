import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { devices, expect, test } from "@playwright/test";
import type { Order, OrderSummary } from "#domain/desk/types.ts";
import { baseURL } from "../../../../playwright.config.ts";
import { databaseFile, expectNoViolations, openDesk, signInNewOwner } from "../../../support/desk-helpers.ts";
import { acceptedQuotation, shootAt } from "./order-support.ts";

/** Where the screenshots go to be looked at (git-ignored). */
const shots = path.resolve(import.meta.dirname, "../../../../.cache/screenshots/orders");
mkdirSync(shots, { recursive: true });

const bank = {
  accountName: "Vardhan Agro Exports",
  bank: "State Bank of India",
  account: "30123456789",
  swift: "SBININBB123",
  ifsc: "SBIN0001234",
  address: "Nashik Main Branch, Nashik 422001",
};

test("'Create order' on an accepted quotation, a milestone and a payment on the desk; the buyer's page in Arabic and English, without a session", async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = await signInNewOwner(page, context);
  for (const lang of ["ar", "en"]) {
    const { id, quotation, mark } = await acceptedQuotation(request, context, lang);

    await openDesk(page, `/desk/enquiries/${id}`);
    await page.getByRole("link", { name: "Create order" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `New order from quotation ${quotation.name}`,
    );
    await expect(page.getByLabel("Buyer's company")).toHaveValue(`Gulf Fresh Trading ${mark}`);
    await expect(page.getByLabel("Consignee")).toHaveValue(/Gulf Fresh Trading/);
    await expect(page.getByRole("radio", { name: "Advance" })).toBeChecked();
    await page.getByRole("radio", { name: "Letter of credit at sight" }).check();
    await expect(page.getByLabel("Advance percentage")).toHaveCount(0);
    await page.getByRole("radio", { name: "Advance" }).check();
    await page.getByLabel("Advance percentage").fill("25");
    await page.getByLabel("Expected shipment date").fill("2026-12-01");
    await page.getByRole("button", { name: "Create order" }).click();

    const name = `${quotation.name.replace(/-\d+$/, "")}-O1`;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const listed = (await (await context.request.get(`${baseURL}/api/desk/orders`)).json()).orders.find(
      (o: OrderSummary) => o.name === name,
    ) as OrderSummary;
    const order = (await (
      await context.request.get(`${baseURL}/api/desk/orders/${listed.id}`)
    ).json()) as Order;
    expect(order.totalMinor).toBe(quotation.totalMinor);
    expect(order.overdue).toBe(true);

    await expect(page.getByLabel("Milestone", { exact: true })).toHaveValue("confirmed");
    await page.getByRole("button", { name: "Record milestone" }).click();
    await expect(page.getByRole("status")).toHaveText("Milestone recorded.");
    await page.getByLabel("Milestone", { exact: true }).selectOption("loaded");
    await page.getByLabel("Container number").fill("MSCU1234567");
    await page.getByLabel("Seal number").fill("SL998877");
    await page.getByRole("button", { name: "Record milestone" }).click();
    await expect(page.getByRole("status")).toHaveText("Milestone recorded.");
    const payments = page.getByRole("region", { name: "Payments" });
    await payments.getByLabel(`Amount (${order.currency})`).fill("5000");
    await payments.getByLabel("Bank reference").fill("SWIFT MT103 4471");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("status")).toHaveText("Payment recorded.");
    await expect(payments).toContainText("SWIFT MT103 4471");
    await expectNoViolations(page, `an order's page (${lang})`);
    await shootAt(page, shots, `desk-order-${lang}`);

    // The bank details the order was made with, as the Site section would have given them.
    const db = new DatabaseSync(databaseFile);
    db.prepare("UPDATE orders SET bank = ? WHERE id = ?").run(JSON.stringify(bank), order.id);
    db.close();

    // The buyer's own browser, with no session: his page in his language, private, with no script.
    const buyerContext = await browser.newContext({ ...devices["Desktop Chrome"] });
    const buyer = await buyerContext.newPage();
    const answer = await buyer.goto(`${baseURL}${order.url}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["cache-control"]).toBe("no-store");
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(buyer.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(buyer.locator("script")).toHaveCount(0);
    await expect(buyer.getByRole("heading", { level: 1 })).toContainText(name);
    await expect(buyer.getByText("MSCU1234567")).toBeVisible();
    await expect(buyer.getByText(bank.swift)).toBeVisible();
    await expectNoViolations(buyer, `the buyer's order page (${lang})`);
    // The proforma invoice, downloaded as the buyer does, looked at as an image.
    const [download] = await Promise.all([
      buyer.waitForEvent("download"),
      buyer
        .getByRole("link", {
          name: lang === "ar" ? "تنزيل الفاتورة الأولية (PDF)" : "Download the proforma invoice (PDF)",
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Proforma invoice ${name}-PI.pdf`);
    const pdfFile = path.join(shots, `proforma-${lang}.pdf`);
    await download.saveAs(pdfFile);
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "80",
      "-singlefile",
      pdfFile,
      path.join(shots, `proforma-${lang}`),
    ]);
    await shootAt(buyer, shots, `buyer-order-${lang}`);
    const unknown = await buyer.goto(`${baseURL}/order/${"A".repeat(32)}`);
    expect(unknown?.status()).toBe(404);
    await buyerContext.close();
  }

  await openDesk(page, "/desk/orders");
  await expect(page.getByRole("link", { name: "Orders", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const table = page.getByRole("table");
  await expect(table.getByRole("row").nth(1)).toContainText("Overdue");
  await expect(table).toContainText("Advance received");
  await expectNoViolations(page, "'Orders'");
  await shootAt(page, shots, "desk-orders");
  expect(errors).toEqual([]);
});

test("'Packed' with each line's packages and weights on the order's page: the commercial invoice and packing list appear, the packing can be changed", async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = await signInNewOwner(page, context);
  const { quotation } = await acceptedQuotation(request, context, "en");
  const made = await context.request.post(`${baseURL}/api/desk/quotations/${quotation.id}/order`, {
    headers: { Origin: baseURL },
    data: {
      buyerCompany: "Gulf Fresh Trading",
      consignee: "Gulf Fresh Trading, Dubai",
      notifyParty: "",
      paymentTerms: "letter-of-credit",
      advancePercent: null,
      expectedShipment: "2027-01-15",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const order = (await made.json()) as Order;
  const [line] = order.lines;
  if (!line) throw new Error("the order has no line");

  await openDesk(page, `/desk/orders/${order.id}`);
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByRole("link", { name: "Proforma invoice" })).toBeVisible();
  await expect(documents.getByRole("link", { name: "Commercial invoice" })).toHaveCount(0);
  await expect(documents).toContainText("once the goods are marked 'Packed'");

  await page.getByLabel("Milestone", { exact: true }).selectOption("packed");
  const fields = page.getByRole("group", { name: line.product });
  await fields.getByLabel("Packages").fill("800");
  await fields.getByLabel("What they are").fill("bags of 25 kg");
  await fields.getByLabel("Net weight (kg)").fill("20000");
  // Lighter gross than net: the server's sentence, and nothing recorded.
  await fields.getByLabel("Gross weight (kg)").fill("19999");
  await page.getByRole("button", { name: "Record milestone" }).click();
  await expect(page.getByRole("alert")).toContainText("cannot be below the net weight");
  await fields.getByLabel("Gross weight (kg)").fill("20150.5");
  await page.getByRole("button", { name: "Record milestone" }).click();
  await expect(page.getByRole("status")).toHaveText("Milestone recorded.");

  const packing = page.getByRole("region", { name: "Packing" });
  await expect(packing.getByRole("row", { name: /Total/ })).toContainText("800");
  await expect(packing.getByRole("row", { name: /Total/ })).toContainText("20150.5");
  const name = order.name;
  for (const [link, file] of [
    ["Commercial invoice", `Commercial invoice ${name}-CI.pdf`],
    ["Packing list", `Packing list ${name}-PL.pdf`],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      documents.getByRole("link", { name: link }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file);
    const pdfFile = path.join(shots, `${link.toLowerCase().replace(" ", "-")}-en.pdf`);
    await download.saveAs(pdfFile);
    const text = execFileSync("pdftotext", ["-layout", pdfFile, "-"], { encoding: "utf8" });
    expect(text).toContain(`${name}-${file.endsWith("CI.pdf") ? "CI" : "PL"}`);
    if (link === "Packing list") expect(text).toMatch(/800 bags of 25 kg\s+20,000\s+20,150.5/);
  }
  await expectNoViolations(page, "an order's page, packed");
  await shootAt(page, shots, "desk-order-packed");

  await packing.getByText("Change the packing").click();
  await packing.getByRole("group", { name: line.product }).getByLabel("Packages").fill("810");
  await packing.getByRole("button", { name: "Save packing" }).click();
  await expect(page.getByRole("status")).toHaveText("Packing saved.");
  await expect(packing.getByRole("row", { name: /Total/ })).toContainText("810");

  // The buyer's page, in a browser with no session, offers the three documents beside one another.
  const buyerContext = await browser.newContext({ ...devices["Desktop Chrome"] });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`${baseURL}${order.url}`);
  for (const [link, kind] of [
    ["Download the proforma invoice (PDF)", "proforma"],
    ["Download the commercial invoice (PDF)", "commercial-invoice"],
    ["Download the packing list (PDF)", "packing-list"],
  ])
    await expect(buyer.getByRole("link", { name: link })).toHaveAttribute("href", `${order.url}/${kind}`);
  await expectNoViolations(buyer, "the buyer's order page, packed");
  await shootAt(buyer, shots, "buyer-order-packed");
  await buyerContext.close();
  // The one refusal is the lighter gross weight's, on purpose.
  expect(errors).toEqual([
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});

test("a shipped order unpaid a month before its proceeds are due shows 'Proceeds due by' in 'Orders' and on its page", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = await signInNewOwner(page, context);
  const { quotation } = await acceptedQuotation(request, context, "en");
  const headers = { Origin: baseURL };
  const made = await context.request.post(`${baseURL}/api/desk/quotations/${quotation.id}/order`, {
    headers,
    data: {
      buyerCompany: "Gulf Fresh Trading",
      consignee: "Gulf Fresh Trading, Dubai",
      notifyParty: "Same as consignee",
      paymentTerms: "cash-against-documents",
      advancePercent: null,
      expectedShipment: "2025-09-01",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const order = (await made.json()) as Order;
  // Sailed 14 months and 10 days ago: a month before the 15 months are up has come, the day itself not yet.
  const now = new Date();
  const sailedOn = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 14, now.getUTCDate() - 10))
    .toISOString()
    .slice(0, 10);
  const sailed = await context.request.post(`${baseURL}/api/desk/orders/${order.id}/milestones`, {
    headers,
    data: { kind: "sailed", on: sailedOn, details: { vessel: "MSC Aurora", billOfLading: "MEDU7" } },
  });
  expect(sailed.status(), await sailed.text()).toBe(200);
  const due = ((await sailed.json()) as Order).realisationDue ?? "";
  const words = `Proceeds due by ${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(new Date(due))}`;

  await openDesk(page, "/desk/orders");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: order.name }) });
  await expect(row).toContainText(words);
  await expect(row).not.toContainText("Overdue");
  await expectNoViolations(page, "'Orders' with proceeds due");
  await row.getByRole("link", { name: order.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(order.name);
  await expect(page.getByText(words)).toBeVisible();
  await shootAt(page, shots, "desk-order-proceeds-due");
  await openDesk(page, "/desk/orders");
  await shootAt(page, shots, "desk-orders-proceeds-due");

  // Paid in full, it leaves 'Orders' and its flag goes.
  const paid = await context.request.post(`${baseURL}/api/desk/orders/${order.id}/milestones`, {
    headers,
    data: { kind: "paid-in-full", on: now.toISOString().slice(0, 10), details: {} },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.goto(`/desk/orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(order.name);
  await expect(page.getByText(words)).toHaveCount(0);
  expect(errors).toEqual([]);
});
