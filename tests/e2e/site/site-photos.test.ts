// Her photos end to end, a buyer's side: the owner uploads photos through the desk's API and publishes them; the
// product page serves them as <picture>, its gallery works by keyboard, swipe and without JavaScript, and its
// share image and structured data are the photo's. Publishing changes the pages, so this file runs a server and
// a database of its own (the shared e2e server's pages stay the defaults for every other test file).
import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import sharp from "sharp";
import { siteApi } from "#domain/desk/site-contract.ts";
import { photoCropUrl, photoUrl } from "#domain/site-content/photos.ts";
import type { Photo } from "#domain/site-content/schema.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { indicativePrice } from "../../support/indicative-price.ts";
import { type OwnServer, publish, startOwnServer } from "../../support/own-server.ts";
import { onionsPhoto } from "../../support/photo-files.ts";
import { projectRoot } from "../../support/reliability/server-process.ts";
import { collectErrors, waitForHydration } from "../../support/site-helpers.ts";

test.describe.configure({ mode: "serial" });

let site: OwnServer;
let api: APIRequestContext;
let base: string;
const photos: Photo[] = [];
const alts = [
  "Red onions in 25 kg mesh bags",
  "Onions graded by size on the sorting table",
  "A crate of cured onions",
];
/** Where the screenshots are written, to be looked at (git-ignored). */
const screenshots = path.join(projectRoot, ".cache", "screenshots", "site-photos");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mkdirSync(screenshots, { recursive: true });
  site = await startOwnServer("site-photos-");
  ({ api, base } = site);
  // Three photos as a phone sends them (4:3 landscape, a few MB), uploaded as the desk does.
  for (const [i, alt] of alts.entries()) {
    const bytes = await onionsPhoto(2400, 1800, i + 1);
    const uploaded = await api.post(siteApi.photos, {
      data: bytes,
      headers: { "Content-Type": "image/jpeg", "X-File-Name": encodeURIComponent(`IMG_00${i + 1}.jpg`) },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { id, width, height } = (await uploaded.json()) as { id: string; width: number; height: number };
    photos.push({ id, width, height, alt: { en: alt } });
  }
  await publish(
    api,
    (content) => {
      const onions = content.products.find((p) => p.id === "red-onions");
      if (!onions) return;
      onions.photos = photos;
      // With a price, so that the page carries a Product (app/lib/product-structured-data.ts) listing the photos.
      onions.price = indicativePrice;
    },
    60_000,
  );
});

test.afterAll(async () => {
  await site?.stop();
});

const html = async (url: string) => (await fetch(`${base}${url}`)).text();
const fetched = async (url: string) => {
  const response = await fetch(`${base}${url}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

test("the product page serves the main photo as <picture>, each file there, and shares the photo's crops", async () => {
  const page = await html("/products/red-onions");
  const [main] = photos;
  if (!main) throw new Error("no photo uploaded");
  // AVIF, then WebP, then the JPEG <img>, the page's largest paint: urgent, never lazy.
  expect(page).toMatch(
    new RegExp(
      `<picture><source type="image/avif" srcSet="${photoUrl(main.id, 320, "avif")} 320w, [^"]*"[^>]*/><source type="image/webp"`,
    ),
  );
  expect(page).toMatch(
    new RegExp(
      `<img src="${photoUrl(main.id, 640, "jpeg")}"[^>]* width="2400" height="1800" fetchPriority="high" decoding="async"`,
    ),
  );
  for (const format of ["avif", "webp", "jpeg"] as const) {
    const file = await fetched(photoUrl(main.id, 640, format));
    expect(file.status).toBe(200);
    expect((await sharp(file.bytes).metadata()).width).toBe(640);
  }
  // The link preview's image: the photo's own 1200 × 630, described.
  expect(page).toContain(`<meta property="og:image" content="${absoluteUrl(photoCropUrl(main.id, "og"))}"/>`);
  expect(page).toContain(`<meta property="og:image:alt" content="${alts[0]}"/>`);
  const og = await fetched(photoCropUrl(main.id, "og"));
  expect(og.type).toBe("image/jpeg");
  expect(await sharp(og.bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
  // The structured data: every photo's 1:1, 4:3 and 16:9 crop, each served at its size.
  const product = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json ?? "{}") as { "@type": string; image: string[] })
    .find((data) => data["@type"] === "Product");
  expect(product?.image).toHaveLength(photos.length * 3);
  const sizes = { "1x1": [1200, 1200], "4x3": [1200, 900], "16x9": [1200, 675] } as const;
  for (const [crop, [width, height]] of Object.entries(sizes)) {
    const url = photoCropUrl(main.id, crop as keyof typeof sizes);
    expect(product?.image).toContain(absoluteUrl(url));
    expect(await sharp((await fetched(url)).bytes).metadata()).toMatchObject({ width, height });
  }
});

test("the gallery by keyboard: a thumbnail opens the larger view, the arrows move, Escape closes and focus comes back", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${base}/products/red-onions`);
  await waitForHydration(page);
  const view = page.getByRole("dialog", { name: "Larger photo" });
  await expect(view).toBeHidden();
  const thumbnail = page
    .getByRole("list", { name: "Photos of the product" })
    .getByRole("link", { name: alts[1] });
  await thumbnail.focus();
  await page.keyboard.press("Enter");
  await expect(view).toBeVisible();
  const shown = view.getByRole("img");
  await expect(shown).toHaveAttribute("alt", alts[1] ?? "");
  await expect(view.getByText("2 / 3")).toBeVisible();
  // The larger file the browser chose for the window, loaded.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press("ArrowRight");
  await expect(shown).toHaveAttribute("alt", alts[2] ?? "");
  await page.keyboard.press("ArrowRight");
  await expect(shown).toHaveAttribute("alt", alts[0] ?? "");
  await page.keyboard.press("ArrowLeft");
  await expect(shown).toHaveAttribute("alt", alts[2] ?? "");
  await view.getByRole("button", { name: "Previous photo" }).click();
  await expect(shown).toHaveAttribute("alt", alts[1] ?? "");
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  await expect(thumbnail).toBeFocused();
  // The main photo opens the view too, at itself; Close closes it.
  await page.getByRole("link", { name: alts[0] }).click();
  await expect(shown).toHaveAttribute("alt", alts[0] ?? "");
  await view.getByRole("button", { name: "Close" }).click();
  await expect(view).toBeHidden();
  expect(errors).toEqual([]);
});

test("hovering a photo's link fetches nothing: the Speculation Rules never prerender a photo's file", async ({
  page,
}) => {
  await page.goto(`${base}/products/red-onions`);
  await waitForHydration(page);
  const fetched: string[] = [];
  page.context().on("request", (request) => fetched.push(new URL(request.url()).pathname));
  // Moderate eagerness prerenders a link hovered for 200 ms.
  await page.locator("a[data-gallery-item='1']").hover();
  await page.waitForTimeout(1_000);
  expect(fetched.filter((url) => url.endsWith(".jpg"))).toEqual([]);
});

test("a swipe moves to the next photo; in Arabic, right to left, the arrows and the swipe follow the reading", async ({
  page,
}) => {
  for (const { url, next, previous } of [
    { url: "/products/red-onions", next: "ArrowRight", previous: "ArrowLeft" },
    { url: "/ar/products/red-onions", next: "ArrowLeft", previous: "ArrowRight" },
  ]) {
    await page.goto(`${base}${url}`);
    await waitForHydration(page);
    await page.locator("a[data-gallery-item='0']").click();
    const view = page.locator("dialog[data-gallery-view]");
    const shown = view.locator("img");
    await expect(shown).toHaveAttribute("alt", alts[0] ?? "");
    await page.keyboard.press(next);
    await expect(shown, url).toHaveAttribute("alt", alts[1] ?? "");
    await page.keyboard.press(previous);
    await expect(shown, url).toHaveAttribute("alt", alts[0] ?? "");
    // A swipe towards the line's start: leftwards in English, rightwards in Arabic.
    const box = await shown.boundingBox();
    if (!box) throw new Error("the larger photo is not shown");
    const y = box.y + box.height / 2;
    const [from, to] = next === "ArrowRight" ? [0.8, 0.2] : [0.2, 0.8];
    await page.mouse.move(box.x + box.width * from, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * to, y, { steps: 5 });
    await page.mouse.up();
    await expect(shown, url).toHaveAttribute("alt", alts[1] ?? "");
    await page.keyboard.press("Escape");
  }
});

test("the page with its gallery, and the larger view open, pass axe's WCAG 2.2 AA checks, in English and Arabic", async ({
  page,
}) => {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
  const violations = async (state: string) => {
    const found = (await new AxeBuilder({ page }).withTags(tags).analyze()).violations;
    return found.map(
      (v) => `${state}: ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  };
  const problems: string[] = [];
  for (const url of ["/products/red-onions", "/ar/products/red-onions"]) {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${base}${url}`);
    await waitForHydration(page);
    problems.push(...(await violations(url)));
    await page.locator("a[data-gallery-item='1']").click();
    await expect(page.locator("dialog[data-gallery-view]")).toBeVisible();
    problems.push(...(await violations(`${url}, the larger view`)));
  }
  expect(problems).toEqual([]);
});

test("without JavaScript each photo links to its larger JPEG", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/products/red-onions`);
  const link = page.getByRole("list", { name: "Photos of the product" }).getByRole("link", { name: alts[2] });
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(".jpg")), link.click()]);
  expect(response.url()).toBe(`${base}${photoUrl(photos[2]?.id ?? "", 1280, "jpeg")}`);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  await context.close();
});

/** The photo bytes a phone of this width fetches for the page, and a full-page screenshot. */
async function look(browser: Browser, url: string, width: number, name: string) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    deviceScaleFactor: width < 600 ? 1.75 : 1,
  });
  const page = await context.newPage();
  const bytes = new Map<string, number>();
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.startsWith("/photos/")) return;
    bytes.set(response.url(), (await response.body()).length);
  });
  await page.goto(`${base}${url}`, { waitUntil: "networkidle" });
  // The layout holds the photo's box from the first paint: nothing moved.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
  const first = await page.screenshot({ path: path.join(screenshots, `${name}-first-screen.png`) });
  expect(first.length).toBeGreaterThan(0);
  await context.close();
  const total = [...bytes.values()].reduce((sum, b) => sum + b, 0);
  return { total, files: [...bytes.keys()].map((u) => new URL(u).pathname), shift };
}

test("at 375 px a phone fetches at most 60 KB of photos, nothing shifts; screenshots at 375 and 1280 px, English and Arabic", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = await look(browser, "/products/red-onions", 375, "product-375");
  console.log(`photos fetched at 375 px: ${phone.total} B (${phone.files.join(", ")})`);
  expect(phone.total).toBeLessThanOrEqual(60_000);
  // The main photo as AVIF, at the width its layout needs on a 1.75× screen.
  expect(phone.files).toContain(photoUrl(photos[0]?.id ?? "", 640, "avif"));
  expect(phone.shift).toBe(0);
  const desktop = await look(browser, "/products/red-onions", 1280, "product-1280");
  console.log(`photos fetched at 1280 px: ${desktop.total} B (${desktop.files.join(", ")})`);
  expect(desktop.shift).toBe(0);
  await look(browser, "/ar/products/red-onions", 375, "product-ar-375");
  await look(browser, "/ar/products/red-onions", 1280, "product-ar-1280");
  await look(browser, "/products", 1280, "products-1280");
  await look(browser, "/", 375, "home-375");
});

test("the larger view on a phone and in Arabic, looked at", async ({ browser }) => {
  for (const { url, width, name } of [
    { url: "/products/red-onions", width: 375, name: "gallery-375" },
    { url: "/ar/products/red-onions", width: 1280, name: "gallery-ar-1280" },
  ]) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } });
    const page = await context.newPage();
    await page.goto(`${base}${url}`);
    await waitForHydration(page);
    await page.locator("a[data-gallery-item='1']").click();
    const shown = page.locator("dialog[data-gallery-view] img");
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: path.join(screenshots, `${name}.png`) });
    await context.close();
  }
});
