import { expect, type Page, test } from "@playwright/test";
import { scrollTo, waitForHydration } from "../../support/site-helpers.ts";

const links = [
  { name: "Home", path: "/" },
  { name: "About", path: "/about" },
  { name: "Products", path: "/products" },
  { name: "Contact", path: "/contact" },
];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The bar's background alpha: 0 is transparent, 1 opaque. */
async function barAlpha(page: Page): Promise<number> {
  return mainNav(page).evaluate((nav) => {
    const color = getComputedStyle(nav).backgroundColor;
    const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length === 4 ? (parts[3] ?? 1) : 1;
  });
}

test("navigation bar is fixed at the top and 80 px high, with the logo linking home", async ({ page }) => {
  await page.goto("/about");
  const nav = mainNav(page);
  expect((await nav.boundingBox())?.height).toBe(80);
  await scrollTo(page, 600);
  await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);
  await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
  await waitForHydration(page);
  await nav.getByRole("link", { name: /logo/i }).click();
  await expect(page).toHaveURL("/");
});

for (const link of links) {
  test(`${link.name} links to ${link.path} and is marked current there`, async ({ page, request }) => {
    // Already in the pre-rendered HTML: hydration does not patch attributes that differ.
    const html = await (await request.get(link.path)).text();
    expect(html).toMatch(new RegExp(`<a [^>]*aria-current="page"[^>]*href="${link.path}"`));
    await page.goto(link.path);
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("href", link.path);
    await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });
}

test("Sign In is a button that leads to the sign-in page", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("below the md width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("visitor opens the menu with its button and it closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("link", { name: "About", exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Products", exact: true }).click();
    await expect(page).toHaveURL("/products");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("keyboard user closes the menu with Escape and lands back on its button", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("at the md width and above", () => {
  test.use({ viewport: { width: 768, height: 800 } });

  test("the links show in the bar and the menu button is gone", async ({ page }) => {
    await page.goto("/");
    for (const link of links) {
      await expect(mainNav(page).getByRole("link", { name: link.name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});

test("on Home the bar is transparent at or below 50 px and semi-dark above", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  expect(await barAlpha(page)).toBe(0);
  await scrollTo(page, 50);
  await page.waitForTimeout(400); // longer than the colour transition
  expect(await barAlpha(page)).toBe(0);
  await scrollTo(page, 51);
  await expect.poll(() => barAlpha(page)).toBeGreaterThan(0.5);
  expect(await barAlpha(page)).toBeLessThan(1);
  await scrollTo(page, 0);
  await expect.poll(() => barAlpha(page)).toBe(0);
});

for (const path of ["/about", "/products", "/products/chickpeas", "/contact", "/privacyPolicy"]) {
  test(`on ${path} the bar is always dark`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await barAlpha(page)).toBe(1);
    await scrollTo(page, 400);
    expect(await barAlpha(page)).toBe(1);
  });
}

test("every page opens at the top, and Back returns to the place left", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await scrollTo(page, 2500);
  await page.getByRole("link", { name: "View Products" }).click();
  await expect(page).toHaveURL("/products");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await scrollTo(page, 400);
  await page.getByRole("link", { name: "Read More" }).first().click();
  await expect(page).toHaveURL("/products/red-onions");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Back is no opening: the browser brings the visitor back where they were.
  await page.goBack();
  await expect(page).toHaveURL("/products");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
});

test("a skip link leads keyboard users past the navigation to the main content", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
