// Her documents on an order in a real browser: a certificate uploaded on the order's desk page and shared, then
// downloaded from the buyer's page by a browser with no session, byte for byte what the desk keeps.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, devices, expect, test } from "@playwright/test";
import PDFKit from "pdfkit";
import type { Order, OrderDocuments } from "#domain/desk/types.ts";
import { baseURL } from "../../../../playwright.config.ts";
import { expectNoViolations, openDesk, signInNewOwner } from "../../../support/desk-helpers.ts";
import { acceptedQuotation, shootAt } from "./order-support.ts";

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

/** An order from a quotation accepted by a buyer who wrote from the page in `lang`, made through the desk's API. */
async function anOrder(request: APIRequestContext, context: BrowserContext, lang: string): Promise<Order> {
  const { quotation, mark } = await acceptedQuotation(request, context, lang);
  const made = await context.request.post(`${baseURL}/api/desk/quotations/${quotation.id}/order`, {
    headers: { Origin: baseURL },
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

test("a certificate uploaded and shared on the desk is downloaded from the buyer's page, with no session, byte for byte", async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = await signInNewOwner(page, context);
  for (const lang of ["ar", "en"]) {
    const order = await anOrder(request, context, lang);
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
    if (lang === "en") await shootAt(page, shots, "desk-order-documents");

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
    await shootAt(buyer, shots, `buyer-order-documents-${lang}`);
    await buyerContext.close();
  }
  expect(errors).toEqual([]);
});
