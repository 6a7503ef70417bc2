// A campaign link from the desk to the money it brings: made on 'Campaign links', followed by a buyer in a real
// browser, his enquiry from the page it led to, a quotation he accepts; the link's row then counts all three.
import { readFileSync } from "node:fs";
import { devices, expect, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import type { Quotation } from "#domain/desk/types.ts";
import { baseURL } from "../../../../playwright.config.ts";
import {
  createOwner,
  expectNoViolations,
  findEnquiry,
  openDesk,
  signInByApi,
  token,
} from "../../../support/desk-helpers.ts";
import { fillValidForm, startForm } from "../../../support/enquiry-helpers.ts";

test.use({ reducedMotion: "reduce" });

test("a campaign link followed in a browser, then an enquiry, then a quotation accepted: all three on its row", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInByApi(context, createOwner());
  const mark = token();
  const name = `Gulfood 2027 stand ${mark}`;
  const slug = `gulfood-2027-stand-${mark}`;

  // The owner makes the link.
  await openDesk(page, "/desk/visitors/campaigns");
  await expect(page).toHaveTitle("Campaign links | Desk");
  const form = page.getByRole("region", { name: "New campaign link" });
  await form.getByLabel("Campaign name").fill(name);
  await form.getByLabel("Source").fill("stand");
  await form.getByLabel("Medium").fill("trade fair");
  await form.getByLabel("Page").selectOption("/contact");
  await form.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByRole("status")).toContainText("Campaign link created.");
  const card = page.getByRole("article", { name });
  await expect(card).toContainText(`/c/${slug}`);
  await expect(card.getByRole("img", { name: `QR code of ${name}` })).toBeVisible();

  // Its QR code, downloaded as a PNG, reads back as the short link on the site's public origin.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download PNG" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`qr-${slug}.png`);
  const { data, info } = await sharp(readFileSync(await download.path()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(1024);
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toMatch(new RegExp(`/c/${slug}$`));

  // A buyer, in a browser of his own (no session; a desktop Chrome's user agent), follows the short link. Every
  // test's browser comes from 127.0.0.1: a user agent no other test sends makes him a visitor of his own.
  const chrome = devices["Desktop Chrome"];
  const buyerContext = await browser.newContext({
    ...chrome,
    userAgent: `${chrome.userAgent} buyer-${mark}`,
  });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/c/${slug}`);
  await expect(buyer).toHaveURL(
    `/contact?utm_source=stand&utm_medium=trade+fair&utm_campaign=${encodeURIComponent(name).replace(/%20/g, "+")}`,
  );
  await startForm(buyer);
  await fillValidForm(buyer);
  await buyer.getByLabel("Company Name").fill(`Gulf Fresh Trading ${mark}`);
  await buyer.getByRole("button", { name: "Send Message" }).click();
  await expect(buyer.getByRole("alert")).toContainText("Your enquiry has been received.");
  const enquiry = await findEnquiry(context, mark);

  // The owner quotes; the buyer accepts on his page.
  const headers = { Origin: baseURL };
  const quotations = `${baseURL}/api/desk/enquiries/${enquiry.id}/quotations`;
  const { prefill } = await (await context.request.get(quotations)).json();
  const draft = await context.request.post(quotations, {
    headers,
    data: {
      ...prefill,
      port: "Jebel Ali",
      lines: [{ product: "Red Onions", description: "", quantity: "20", unit: "MT", price: "1170" }],
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const sent = await context.request.post(`${baseURL}/api/desk/quotations/${(await draft.json()).id}/send`, {
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const quotation = (await sent.json()) as Quotation & { url: string };
  await buyer.goto(quotation.url);
  await buyer.getByLabel("Your name").fill("Omar Haddad");
  await buyer.getByLabel("I accept this quotation and its terms.").check();
  await buyer.getByRole("button", { name: "Accept quotation" }).click();
  await expect(buyer.getByRole("status")).toContainText(/^Accepted on/);
  await buyerContext.close();

  // The link's row: one visitor (counted from the page it led to), one enquiry, the value won.
  const figure = (label: string) =>
    card.getByTestId("campaign-figures").locator("div").filter({ hasText: label }).getByRole("definition");
  await expect(async () => {
    await page.reload();
    await expect(figure("Visitors")).toHaveText("1", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(figure("Enquiries")).toHaveText("1");
  await expect(figure("Conversion")).toHaveText("100%");
  await expect(figure("Won")).toHaveText(`${quotation.currency} 23,400.00`);
  // The short link's 302 is no page view: the campaign has one, the page it led to.
  const campaignReport = await context.request.get(
    `${baseURL}/api/desk/visitors?period=7d&campaign=${encodeURIComponent(name)}`,
  );
  expect((await campaignReport.json()).current).toMatchObject({ visitors: 1, views: 1, enquiries: 1 });

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`campaign-links-${width}.png`), fullPage: true });
  }
  await expectNoViolations(page, "Campaign links");
});

test("a short link that does not exist answers 404 with the site's NotFound page", async ({ request }) => {
  const response = await request.get(`${baseURL}/c/no-such-campaign-${token()}`, { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
});
