import { expect, type Page, test } from "@playwright/test";
import { products } from "#domain/words/en/products.ts";
import { scrollTo, waitForHydration } from "../../support/site-helpers.ts";

test("the hero is 700 px high with the welcome text and the tagline", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
  expect((await hero.boundingBox())?.height).toBe(700);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  await expect(hero.getByText("Certified for trusted quality and safety.")).toBeVisible();
});

test("Home has every section of the spec, in order, with its links", async ({ page }) => {
  await page.goto("/");
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  const order = ["From Indian farms", "Our Offerings", "Looking for", "Why us", "Our Products"];
  expect(order.map((text) => headings.findIndex((h) => h.startsWith(text)))).toEqual([0, 1, 2, 3, 4]);

  await expect(page.getByRole("link", { name: /about us/i })).toHaveAttribute("href", "/about");

  const offerings = page.getByRole("region", { name: "Our Offerings" });
  await expect(offerings.getByRole("heading", { level: 3 })).toHaveText([
    "Varieties of Products",
    "Get Required Items",
    "Contact Us",
  ]);

  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

  const whyUs = page.getByRole("region", { name: "Why us" });
  await expect(whyUs.getByRole("heading", { level: 3 })).toHaveText([
    "Faster Availability",
    "Bulk Availability",
    "Cost-Effective Solution",
    "Extended Shelf Life",
    "Enhanced Flavor Concentration",
    "Versatile Applications",
  ]);

  const strip = page.getByRole("region", { name: "Our Products" });
  // The spec's labels for the strip, which differ from the catalogue names.
  await expect(strip.getByRole("heading", { level: 3 })).toHaveText([
    "Red Onions",
    "Yellow Onions",
    "Green chillies",
    "Chickpeas",
  ]);
  await expect(strip.getByText("070310")).toHaveCount(4);
  for (const product of products)
    await expect(strip.getByRole("img", { name: product.image.alt })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Products" })).toHaveAttribute("href", "/products");
});

async function expectScrollToTopButton(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toBeHidden();
  await scrollTo(page, 300);
  await page.waitForTimeout(100);
  await expect(button).toBeHidden();
  await scrollTo(page, 301);
  await expect(button).toBeVisible();

  await scrollTo(page, 1200);
  // What the button asks of the browser: a smooth scroll to the top. Sampling positions on the way proved
  // it only on an idle host (a stalled one paints the whole scroll in one frame), so record the request.
  await page.evaluate(() => {
    const calls: unknown[] = [];
    (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
      calls.push(args[0]);
      return scrollTo(...args);
    }) as typeof window.scrollTo;
  });
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
  expect(calls).toEqual([{ top: 0, behavior: "smooth" }]);
  await expect(button).toBeHidden();
}

test("the up-arrow appears after 300 px on Home and scrolls smoothly to the top", async ({ page }) => {
  await expectScrollToTopButton(page, "/");
});

test("the up-arrow appears after 300 px on About and scrolls smoothly to the top", async ({ page }) => {
  await expectScrollToTopButton(page, "/about");
});

test("the up-arrow is only on Home and About", async ({ page }) => {
  await page.goto("/products");
  await waitForHydration(page);
  await scrollTo(page, 600);
  await page.waitForTimeout(100);
  await expect(page.getByRole("button", { name: "Scroll to top" })).toHaveCount(0);
});

test.describe("reveal on scroll", () => {
  test("sections below the fold reveal once, over 1350 ms", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const card = page.getByRole("region", { name: "Why us" }).getByRole("listitem").first();
    await expect(card).toHaveClass(/reveal-pending/);
    await expect(card).toHaveCSS("opacity", "0");

    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveClass(/is-revealed/);
    await expect(card).toHaveCSS("transition-duration", "1.35s, 1.35s");
    await expect(card).toHaveCSS("opacity", "1", { timeout: 3000 });

    // Once: scrolling away and back leaves it shown, with no second animation.
    await scrollTo(page, 0);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveCSS("opacity", "1");
    expect(await card.evaluate((el) => el.getAnimations().length)).toBe(0);
  });

  test("what is on screen at load is never hidden, and the pre-rendered HTML hides nothing", async ({
    page,
    request,
  }) => {
    expect(await (await request.get("/")).text()).not.toMatch(/class="[^"]*reveal-pending/);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("opacity", "1");
    await expect(page.locator(".reveal-pending").first()).toBeAttached();
    const onScreenHidden = await page.evaluate(() =>
      [...document.querySelectorAll(".reveal-pending")].some(
        (el) => el.getBoundingClientRect().top < window.innerHeight * 0.9,
      ),
    );
    expect(onScreenHidden).toBe(false);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing is hidden or animated", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator(".reveal-pending")).toHaveCount(0);
      const card = page.getByRole("region", { name: "Why us" }).getByRole("listitem").first();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveCSS("opacity", "1");
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every section is visible", async ({ page }) => {
      await page.goto("/");
      const card = page.getByRole("region", { name: "Why us" }).getByRole("listitem").last();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await expect(card).toHaveCSS("opacity", "1");
    });
  });
});
