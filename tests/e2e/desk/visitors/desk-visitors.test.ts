import { expect, type Page, test } from "@playwright/test";
import type { VisitorsReport } from "#domain/desk/types.ts";
import { visitorsApi } from "#domain/desk/visitors-api.ts";
import { baseURL } from "../../../../playwright.config.ts";
import { createOwner, expectNoViolations, signInByApi, token } from "../../../support/desk-helpers.ts";
import { collectErrors, waitForHydration } from "../../../support/site-helpers.ts";

test.use({ reducedMotion: "reduce" });

/** The page fits its width: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a buyer's visit from a tagged link shows on 'Visitors', and its source's row filters the page", async ({
  browser,
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const mark = token();
  const source = `fair-${mark}`;

  // A buyer of their own (a browser no other test uses, so a visitor of their own today) opens three public
  // pages: the home page from a QR code's tagged link, then a product page, then its Arabic twin, each from the
  // page before.
  const buyer = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 buyer-${mark}`,
  });
  const tab = await buyer.newPage();
  await tab.goto(`/?utm_source=${source}&utm_medium=qr&utm_campaign=stand-${mark}`);
  await tab.goto("/products/red-onions", { referer: `${baseURL}/` });
  await tab.goto("/ar/products/red-onions", { referer: `${baseURL}/products/red-onions` });
  await buyer.close();

  const errors = collectErrors(page);
  await signInByApi(context, createOwner());
  // Views are written in batches: the report has them once the next batch is in.
  await expect
    .poll(
      async () => {
        const answer = await context.request.get(`${baseURL}${visitorsApi.report}?source=${source}`);
        return ((await answer.json()) as VisitorsReport).current.views;
      },
      { timeout: 40_000, intervals: [1_000] },
    )
    .toBe(3);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/desk");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Visitors" }).click();
  await expect(page).toHaveURL("/desk/visitors");
  await expect(page).toHaveTitle("Visitors | Desk");
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

  const figures = page.getByRole("region", { name: "Figures" });
  for (const name of ["Visitors", "Page views", "Enquiries", "Visitors who enquire", "Quotations sent"])
    await expect(figures).toContainText(name);
  await expect(figures).toContainText("Previous period:");
  await expect(page.getByRole("img", { name: /^Visitors and enquiries by day, / })).toBeVisible();
  await expect(page.getByRole("img", { name: "Map of visitors by country" })).toBeVisible();

  // Her row among the sources: choosing it shows the whole page for that source alone.
  const sources = page.getByRole("table", { name: "Source" });
  await sources.getByRole("link", { name: source }).click();
  await expect(page).toHaveURL(`/desk/visitors?source=${source}`);
  const filters = page.getByRole("region", { name: "Showing only" });
  await expect(filters.getByRole("link", { name: `Remove the filter Source: ${source}` })).toBeVisible();
  await expect(figures).toContainText(/Visitors\s*1\s*Previous period: 0/);
  await expect(figures).toContainText(/Page views\s*3\s*Previous period: 0/);
  await expect(page.getByRole("table", { name: "Source" }).getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("table", { name: "Campaign" })).toContainText(`stand-${mark}`);
  await expect(
    page.getByRole("table", { name: "Page" }).getByRole("link", { name: "/", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Language" })).toContainText("Arabic");
  await expect(page.getByRole("table", { name: "Product" })).toContainText("Red Onions");
  await expect(page.getByRole("img", { name: "Map of visitors by country" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoViolations(page, "/desk/visitors filtered by a source at 1280 px");
  await page.screenshot({ path: testInfo.outputPath("visitors-1280.png"), fullPage: true });

  // The same view on a phone: nothing makes the page scroll sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoViolations(page, "/desk/visitors filtered by a source at 375 px");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("visitors-375.png"), fullPage: true });

  // Removing the filter, then two dates of her choice: both live in the address.
  await filters.getByRole("link", { name: `Remove the filter Source: ${source}` }).click();
  await expect(page).toHaveURL("/desk/visitors");
  // Today in the site's time zone, as the report counts days: the last of its default period.
  const today = (
    (await (await context.request.get(`${baseURL}${visitorsApi.report}`)).json()) as VisitorsReport
  ).to;
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(`/desk/visitors?from=${today}&to=${today}`);
  await expect(page.getByRole("link", { name: "Last 30 days" })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: "Source" }).getByRole("link", { name: source })).toBeVisible();
  expect(errors).toEqual([]);
});
