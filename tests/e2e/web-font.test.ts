import { expect, test } from "@playwright/test";
import { waitForHydration } from "./site-helpers.ts";

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
    .toMatch(/^"?Manrope Variable"?,/);

  // A full load of another page uses it from its first paint.
  await page.goto("/contact");
  expect(await usesManrope(page)).toBe(true);
});
