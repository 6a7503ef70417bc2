import { expect, test } from "@playwright/test";
import { products } from "#domain/words/en/products.ts";
import { collectErrors, waitForHydration } from "../../support/site-helpers.ts";

const productTexts = {
  notFoundTitle: "Product Not Found",
  notFoundText: "Please check the URL or go back to the products page.",
};

test("product slugs follow the spec's rule", () => {
  expect(products.map((p) => p.slug)).toEqual([
    "red-onions",
    "yellow-onions",
    "g4-green-chillies",
    "chickpeas",
  ]);
});

// What each page's HTML must hold before any JavaScript runs.
const pages = [
  {
    path: "/",
    texts: ["Certified for trusted quality and safety.", "Our Offerings", "Why us", "Our Products"],
  },
  { path: "/about", texts: ["Company Overview", "Year of Establishment", "Sole Proprietorship"] },
  {
    path: "/products",
    texts: [...products.map((p) => p.name), "Read More"],
  },
  ...products.map((p) => ({ path: `/products/${p.slug}`, texts: [p.name, "Submit Request"] })),
  { path: "/contact", texts: ["Contact us", "Location", "Email", "Phone"] },
  { path: "/privacyPolicy", texts: ["Privacy Policy", "without your consent"] },
];

for (const { path, texts } of pages) {
  test(`${path} is served pre-rendered with its content`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of texts) expect(html).toContain(text);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
}

test("an unknown product slug answers 404 with the pre-rendered 'Product Not Found' page", async ({
  request,
}) => {
  const response = await request.get("/products/purple-carrots");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(productTexts.notFoundTitle);
  expect(html).toContain(productTexts.notFoundText);
});

test("an unknown path answers 404 with the pre-rendered bare NotFound page", async ({ request }) => {
  const response = await request.get("/some/unknown/path");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("NotFound");
  expect(html).not.toContain("<nav");
  expect(html).not.toContain("<footer");
});

test("visitor sees 'Product Not Found' for an unknown slug, with no errors after hydration", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const response = await page.goto("/products/unknown-slug");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: productTexts.notFoundTitle })).toBeVisible();
  await expect(page.getByText(productTexts.notFoundText)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("visitor sees the bare NotFound page for an unknown path, with no errors after hydration", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const response = await page.goto("/some/unknown/path");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText("NotFound", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("visitor reaches every route by client-side navigation", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await nav.getByRole("link", { name: "Products", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Products");
  await page.getByRole("link", { name: "Read More" }).nth(2).click();
  await expect(page).toHaveURL("/products/g4-green-chillies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("G4 Green Chillies");
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacyPolicy");
  await nav.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  expect(errors).toEqual([]);
});
