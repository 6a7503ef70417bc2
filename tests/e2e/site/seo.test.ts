import { expect, type Page, test } from "@playwright/test";
import { prerenderPaths } from "#domain/page-paths.ts";
import { absoluteUrl, siteUrl } from "#domain/site-url.ts";
import { products } from "#domain/words/en/products.ts";

// Crawlers read the pre-rendered HTML: check it as served, before any script runs.
test.use({ javaScriptEnabled: false });

type JsonLd = { "@type": string; [key: string]: unknown };

const content = (page: Page, selector: string) => page.locator(selector).first().getAttribute("content");

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text) as JsonLd | JsonLd[]);
}

test("every page has its own title and description", async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of prerenderPaths) {
    await page.goto(path);
    const title = await page.title();
    const description = (await content(page, 'meta[name="description"]')) ?? "";
    expect(title.length, `${path} title`).toBeGreaterThan(10);
    expect(description.length, `${path} description`).toBeGreaterThan(30);
    titles.add(title);
    descriptions.add(description);
  }
  expect(titles.size).toBe(prerenderPaths.length);
  expect(descriptions.size).toBe(prerenderPaths.length);
});

for (const path of prerenderPaths) {
  test(`${path} has canonical, Open Graph and Twitter tags from SITE_URL`, async ({ page, request }) => {
    await page.goto(path);
    const url = absoluteUrl(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    expect(await content(page, 'meta[property="og:url"]')).toBe(url);
    expect(await content(page, 'meta[property="og:title"]')).toBe(await page.title());
    expect(await content(page, 'meta[property="og:description"]')).toBe(
      await content(page, 'meta[name="description"]'),
    );
    expect(await content(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await content(page, 'meta[name="twitter:title"]')).toBe(await page.title());
    const image = (await content(page, 'meta[property="og:image"]')) ?? "";
    expect(image.startsWith(`${siteUrl}/`), image).toBe(true);
    expect(await content(page, 'meta[name="twitter:image"]')).toBe(image);
    const served = await request.get(new URL(image).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\/(png|jpeg|webp)/);
  });
}

for (const path of prerenderPaths) {
  test(`${path} describes the company as an Organization`, async ({ page }) => {
    await page.goto(path);
    const organization = (await jsonLd(page)).find((item) => item["@type"] === "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: expect.any(String),
      url: `${siteUrl}/`,
      logo: expect.stringMatching(new RegExp(`^${siteUrl}/`)),
      contactPoint: { "@type": "ContactPoint", email: expect.any(String), telephone: expect.any(String) },
      address: { "@type": "PostalAddress", addressCountry: "IN" },
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
    });
  });
}

for (const product of products) {
  // No product has a price in the defaults: Google calls a Product without an offer invalid, so none is given
  // (a priced product's Product: app/lib/product-structured-data.test.ts, scripts/checks/page-validators.test.ts).
  test(`/products/${product.slug} has BreadcrumbList data, and no Product without a price`, async ({
    page,
  }) => {
    const url = absoluteUrl(`/products/${product.slug}`);
    await page.goto(`/products/${product.slug}`);
    const items = await jsonLd(page);
    expect(items.map((item) => item["@type"])).toEqual(["Organization", "BreadcrumbList"]);
    const breadcrumbs = items.find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Products", item: `${siteUrl}/products` },
      { "@type": "ListItem", position: 3, name: product.title, item: url },
    ]);
  });
}

test("error pages ask search engines to leave them out", async ({ page }) => {
  for (const path of ["/no-such-page", "/products/kiwis"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await content(page, 'meta[name="robots"]'), path).toContain("noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  }
});

test("sitemap.xml lists every page and nothing else", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations.sort()).toEqual(prerenderPaths.map(absoluteUrl).sort());
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(text).not.toMatch(/^Disallow:\s*\/\s*$/m);
});

test("icons, manifest and theme colour are in place", async ({ page, request }) => {
  await page.goto("/");
  expect(await content(page, 'meta[name="theme-color"]')).toMatch(/^#[0-9a-f]{6}$/i);
  const hrefs = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  expect(hrefs).toEqual(expect.arrayContaining(["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png"]));
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);

  const manifest = (await (await request.get("/site.webmanifest")).json()) as {
    name: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const served = await request.get(icon.src);
    expect(served.headers()["content-type"], icon.src).toBe("image/png");
  }
});
