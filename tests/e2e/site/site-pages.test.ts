import { expect, test } from "@playwright/test";
import { company } from "#domain/company.ts";
import { productDescriptions } from "#domain/words/en/product-descriptions.ts";
import { productSummaries } from "#domain/words/en/product-summaries.ts";
import { products } from "#domain/words/en/products.ts";
import { waitForHydration } from "../../support/site-helpers.ts";

test("About has who we are, vision, mission and the company overview table", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  for (const name of ["Who We Are", "Our Vision", "Our Mission"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  const table = page.getByRole("table", { name: "Company Overview" });
  const rows = [
    ["Nature of Business", "Exporter, Supplier and Trader"],
    ["Number of Employees", "Up to 4"],
    ["Year of Establishment", "2025"],
    ["Market Covered", "Worldwide"],
    [
      "Directors (Sales and Marketing)",
      `${company.directors.sales} (Sales), ${company.directors.marketing} (Marketing)`,
    ],
    ["GST Number", company.maskedTaxNumber],
    ["Annual Turnover", "About ₹10 to 15 Lakh"],
    ["Legal Status", "Sole Proprietorship"],
  ];
  await expect(table.getByRole("rowheader")).toHaveText(rows.map(([label]) => label as string));
  await expect(table.getByRole("cell")).toHaveText(rows.map(([, value]) => value as string));
  expect(company.maskedTaxNumber).toMatch(/^\d{2}[A-Z0-9]+\*{3,}[A-Z0-9]+$/);
});

test("the product list is a grid of four cards with image, heading, clamped text and Read More", async ({
  page,
}) => {
  await page.goto("/products");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const [index, product] of products.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(product.name);
    const image = card.getByRole("img", { name: product.image.alt });
    await expect(image).toBeVisible();
    expect(product.image.alt.length).toBeGreaterThan(10);
    const summary = card.getByText(productSummaries[product.key]);
    await expect(summary).toHaveCSS("-webkit-line-clamp", "4");
    const lines = await summary.evaluate(
      (el) => el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(4);
    await expect(card.getByRole("link", { name: "Read More" })).toHaveAttribute(
      "href",
      `/products/${product.slug}`,
    );
  }
  // Four columns on a wide screen: the cards share one row.
  await page.setViewportSize({ width: 1440, height: 900 });
  const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

for (const product of products) {
  test(`the ${product.name} page shows name, image, long description and Submit Request`, async ({
    page,
  }) => {
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole("img", { name: product.image.alt })).toBeVisible();
    for (const paragraph of productDescriptions[product.key])
      await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByRole("link", { name: "Submit Request" })).toHaveAttribute(
      "href",
      `/contact?product=${product.slug}`,
    );
  });
}

test("visitor goes from a product to the contact page with Submit Request", async ({ page }) => {
  await page.goto("/products/chickpeas");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Submit Request" }).click();
  await expect(page).toHaveURL("/contact?product=chickpeas");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
});

test("Contact shows the heading, an intro line and the location, e-mail and phone blocks", async ({
  page,
}) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  await expect(main.locator("h1 + p")).not.toBeEmpty();
  for (const name of ["Location", "Email", "Phone"]) {
    await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(main.getByText(company.address.lines[0])).toBeVisible();
  await expect(main.getByRole("link", { name: company.email })).toHaveAttribute(
    "href",
    `mailto:${company.email}`,
  );
  await expect(main.getByRole("link", { name: company.phone.display })).toHaveAttribute(
    "href",
    `tel:${company.phone.e164}`,
  );
});

test.describe("contact layout", () => {
  for (const { width, columns } of [
    { width: 776, columns: 1 },
    { width: 777, columns: 2 },
  ]) {
    test(`is ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      const grid = page.getByRole("main").locator("h1").locator("xpath=../../following-sibling::div[1]");
      const tracks = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      expect(tracks).toBe(columns);
    });
  }
});

test("the privacy policy is a heading and one paragraph with the five points", async ({ page }) => {
  await page.goto("/privacyPolicy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  const paragraphs = main.locator("p");
  await expect(paragraphs).toHaveCount(1);
  const text = (await paragraphs.textContent()) ?? "";
  expect(text).toMatch(/confidential/);
  expect(text).toMatch(/improve our services/);
  expect(text).toMatch(/respond to your needs/);
  expect(text).toMatch(/not share or sell .* without your consent/);
  expect(text).toMatch(/non-personal .*analytics/);
  expect(text).toMatch(/By using this website, you agree/);
});

test("no page has horizontal overflow at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of [
    "/",
    "/about",
    "/products",
    "/products/g4-green-chillies",
    "/contact",
    "/privacyPolicy",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBe(0);
  }
});
