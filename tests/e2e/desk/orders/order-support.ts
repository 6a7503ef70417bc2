// Shared by the orders' browser tests: a quotation accepted by its buyer, and the screenshots at both widths.
import path from "node:path";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import type { Quotations } from "#domain/desk/types.ts";
import { baseURL } from "../../../../playwright.config.ts";
import { quoteRequestEnquiry } from "../../../support/desk-helpers.ts";

/** An enquiry from the page in `lang`, its quotation sent through the desk's API and accepted by the buyer. */
export async function acceptedQuotation(request: APIRequestContext, context: BrowserContext, lang: string) {
  const { id, mark } = await quoteRequestEnquiry(request, context, lang);
  const headers = { Origin: baseURL };
  const { prefill } = (await (
    await context.request.get(`${baseURL}/api/desk/enquiries/${id}/quotations`)
  ).json()) as Quotations;
  const draft = await context.request.post(`${baseURL}/api/desk/enquiries/${id}/quotations`, {
    headers,
    data: { ...prefill, lines: prefill.lines.map((line) => ({ ...line, price: "1170.55" })) },
  });
  const sent = await context.request.post(`${baseURL}/api/desk/quotations/${(await draft.json()).id}/send`, {
    headers,
  });
  const quotation = await sent.json();
  const accepted = await request.post(`${baseURL}${quotation.url}/accept`, {
    headers,
    form: { name: "Omar Haddad", confirm: "yes" },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
  return { id, quotation, mark };
}

/** `page` at 1280 and 375 px, into `folder`, after checking nothing is wider than the screen. */
export async function shootAt(page: Page, folder: string, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
