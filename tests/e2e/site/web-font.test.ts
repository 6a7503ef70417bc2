import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "../../support/site-helpers.ts";

const usesManrope = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.classList.contains("web-font"));

test("a first page keeps its fallback font; the next pages use Manrope, with no swap in sight", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fontRequests.push(request.url());
  });
  await page.goto("/about");
  await waitForHydration(page);
  // The file is fetched after the first paint, for later pages; this page never switches.
  await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("web-font"))).toBe("1");
  expect(await usesManrope(page)).toBe(false);

  // A client-side move switches with the new page.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Products", exact: true })
    .click();
  await expect(page).toHaveURL("/products");
  await expect.poll(() => usesManrope(page)).toBe(true);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
    .toMatch(/^"Arabic Fallback", "?Manrope Variable"?,/);

  // A full load of another page uses it from its first paint.
  await page.goto("/contact");
  expect(await usesManrope(page)).toBe(true);
});

/** A text's width as laid out, in the page's fonts or in `family`. */
const textWidth = (page: import("@playwright/test").Page, selector: string, family?: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, face) => {
      if (face) (element as HTMLElement).style.fontFamily = face;
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().width;
    }, family);

test("Russian text paints in a local face as wide as Manrope's Cyrillic, and downloads nothing new", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" || request.url().endsWith(".woff2"))
      fontRequests.push(request.url());
  });
  await page.goto("/ru/about");
  await waitForHydration(page);
  // Manrope's Cyrillic, served here for comparison only (the site does not ship it), from the page's own origin
  // as its CSP wants.
  await page.route("**/test-only/manrope-cyrillic.woff2", (route) =>
    route.fulfill({
      contentType: "font/woff2",
      body: readFileSync(
        "node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2",
      ),
    }),
  );
  await page.addStyleTag({
    content: `@font-face{font-family:"Manrope Cyrillic";font-weight:200 800;src:url(/test-only/manrope-cyrillic.woff2)}`,
  });
  await page.evaluate(() => document.fonts.load('400 16px "Manrope Cyrillic"', "Ж"));
  // A heading (weight 800) and a paragraph (400), both all Cyrillic but for spaces and punctuation.
  for (const selector of ["main h1", "main p"]) {
    const fallback = await textWidth(page, selector);
    const manrope = await textWidth(page, selector, '"Manrope Cyrillic"');
    expect(Math.abs(fallback / manrope - 1), selector).toBeLessThan(0.02);
  }
  expect(fontRequests.filter((url) => !url.includes("/test-only/"))).toEqual(
    fontRequests.filter((url) => url.includes("manrope-latin-wght-normal")),
  );
});

test("Arabic letters paint in the tuned local Arabic face, first in every stack", async ({ page }) => {
  await page.goto("/ar");
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, "") === "Arabic Fallback")
      .map((face) => face.unicodeRange),
  );
  expect(faces.length).toBeGreaterThan(0);
  for (const range of faces) expect(range).toContain("U+600-6FF");
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^"Arabic Fallback",/,
  );
});
