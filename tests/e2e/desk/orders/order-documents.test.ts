// Her documents on an order in a real browser: a certificate uploaded on the order's desk page and shared, then
// downloaded from the buyer's page by a browser with no session, byte for byte what the desk keeps.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, devices, expect, type Page, test } from "@playwright/test";
import PDFKit from "pdfkit";
import type { Order, OrderDocuments, Quotations } from "#domain/desk/types.ts";
import { baseURL } from "../../../../playwright.config.ts";
import {
  expectNoViolations,
  findEnquiry,
  openDesk,
  signInNewOwner,
  token,
} from "../../../support/desk-helpers.ts";

const shots = path.resolve(import.meta.dirname, "../../../../.cache/screenshots/order-documents");
mkdirSync(shots, { recursive: true });

/** A certificate as a lab's scanner writes it: one page, its author and producer in its metadata. */
async function certificate(text: string): Promise<Buffer> {
  const doc = new PDFKit({ info: { Author: "Nashik Quality Labs", Producer: "LabScan 4.2" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.fontSize(20).text(text);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** An order from an accepted quotation, made through the desk's API, for a buyer who wrote from the page in `lang`. */
async function anOrder(context: BrowserContext, lang: string): Promise<Order> {
  const mark = token();
  const headers = { Origin: baseURL };
  const sent = await context.request.post(`${baseURL}/api/send-email`, {
    headers: { "Content-Language": lang },
    data: {
      name: `Omar Haddad ${mark}`,
      company: `Gulf Fresh Trading ${mark}`,
      email: `omar-${mark}@example.com`,
      phone: "971501234567",
      message: `Please quote red onions. Ref ${mark}`,
      quote: { product: "red-onions", quantity: 20, unit: "MT", port: "Jebel Ali", incoterm: "CIF" },
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = await findEnquiry(context, mark);
  const { prefill } = (await (
    await context.request.get(`${baseURL}/api/desk/enquiries/${id}/quotations`)
  ).json()) as Quotations;
  const draft = await context.request.post(`${baseURL}/api/desk/enquiries/${id}/quotations`, {
    headers,
    data: { ...prefill, lines: prefill.lines.map((line) => ({ ...line, price: "1170.55" })) },
  });
  const quotation = await (
    await context.request.post(`${baseURL}/api/desk/quotations/${(await draft.json()).id}/send`, { headers })
  ).json();
  const accepted = await context.request.post(`${baseURL}${quotation.url}/accept`, {
    headers,
    form: { name: "Omar Haddad", confirm: "yes" },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
  const made = await context.request.post(`${baseURL}/api/desk/quotations/${quotation.id}/order`, {
    headers,
    data: {
      buyerCompany: `Gulf Fresh Trading ${mark}`,
      consignee: "Gulf Fresh Trading, Jebel Ali Free Zone",
      notifyParty: "",
      paymentTerms: "letter-of-credit",
      advancePercent: null,
      expectedShipment: "2026-12-20",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return made.json();
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a certificate uploaded and shared on the desk is downloaded from the buyer's page, with no session, byte for byte", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = await signInNewOwner(page, context);
  for (const lang of ["ar", "en"]) {
    const order = await anOrder(context, lang);
    await openDesk(page, `/desk/orders/${order.id}`);
    const documents = page.getByRole("region", { name: "Documents" });
    const certificateRow = documents.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Certificate of analysis" }),
    });
    await expect(certificateRow).toContainText("To get");
    const file = testInfo.outputPath(`coa-${lang}.pdf`);
    const text = `Certificate of analysis ${order.name}: moisture 6.2%`;
    writeFileSync(file, await certificate(text));
    await certificateRow.getByLabel("Certificate of analysis: PDF or photo").setInputFiles(file);
    await certificateRow.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status")).toHaveText("Document uploaded.");
    await expect(certificateRow).toContainText("Uploaded");
    await certificateRow.getByRole("button", { name: "Share with the buyer" }).click();
    await expect(page.getByRole("status")).toHaveText("Shared with the buyer: it is on the buyer's page.");
    await expect(certificateRow).toContainText("Shared with the buyer");
    await expect(certificateRow.getByRole("button", { name: "Stop sharing" })).toBeVisible();
    await expectNoViolations(page, `an order's documents (${lang})`);
    if (lang === "en") await shoot(page, "desk-order-documents");

    const list = (await (
      await context.request.get(`${baseURL}/api/desk/orders/${order.id}/documents`)
    ).json()) as OrderDocuments;
    const kept = list.documents[0];
    expect(kept).toMatchObject({
      kind: "certificate-of-analysis",
      shared: true,
      mediaType: "application/pdf",
    });
    const keptBytes = await (
      await context.request.get(`${baseURL}/api/desk/orders/${order.id}/documents/${kept?.id}`)
    ).body();

    // The buyer's own browser: no session, his page in his language.
    const buyerContext = await browser.newContext({ ...devices["Desktop Chrome"] });
    const buyer = await buyerContext.newPage();
    await buyer.goto(`${baseURL}${order.url}`);
    await expect(buyer.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(
      buyer.getByRole("heading", { name: lang === "ar" ? "المستندات" : "Documents" }),
    ).toBeVisible();
    await expect(buyer.getByText(lang === "ar" ? "شهادة التحليل" : "Certificate of analysis")).toBeVisible();
    await expectNoViolations(buyer, `the buyer's page with a document (${lang})`);
    const [download] = await Promise.all([
      buyer.waitForEvent("download"),
      buyer.getByRole("link", { name: lang === "ar" ? "تنزيل" : "Download", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${lang === "ar" ? "شهادة التحليل" : "Certificate of analysis"} ${order.name}.pdf`,
    );
    const saved = testInfo.outputPath(`downloaded-${lang}.pdf`);
    await download.saveAs(saved);
    const bytes = readFileSync(saved);
    expect(bytes.equals(keptBytes)).toBe(true);
    expect(bytes.includes("Nashik Quality Labs")).toBe(false);
    expect(execFileSync("pdftotext", [saved, "-"]).toString().replace(/\s+/g, " ")).toContain(
      "moisture 6.2%",
    );
    await shoot(buyer, `buyer-order-documents-${lang}`);
    await buyerContext.close();
  }
  expect(errors).toEqual([]);
});
