import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import languageOffers from "#domain/words/language-offers.json" with { type: "json" };
import { waitForHydration } from "../../support/site-helpers.ts";

// An English page offers the visitor's own language, in it, after the first paint, without
// moving anything, and never redirects.

/** The offer, inside its island's container (app/islands/language-offer.tsx). */
const offerSelector = 'header > [data-island="language-offer"] > div[lang]';

/**
 * Layout shifts without recent input, each with what moved and where, and when the offer appeared. The offer
 * floats (position: fixed), so it can move nothing; a page still loading on a starved CPU may move on its own
 * before the offer is there, which is not the offer's doing (bench:web holds every page's CLS at 0).
 */
const recordLayoutShifts = (selector: string) => {
  const record = window as unknown as { layoutShifts: { at: number; text: string }[]; offerAt?: number };
  record.layoutShifts = [];
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    record.offerAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) => {
        const node = source.node;
        const name =
          node instanceof Element ? `${node.tagName}.${node.getAttribute("class")}` : String(node?.nodeName);
        const [from, to] = [source.previousRect, source.currentRect].map(
          (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
        return `${name} from ${from} to ${to}`;
      });
      record.layoutShifts.push({
        at: entry.startTime,
        text: `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`,
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
};

/** The shifts from the offer's appearance on; those before it are logged, for a page that moves on its own. */
const layoutShifts = async (page: Page) => {
  const { shifts, offerAt } = await page.evaluate(() => {
    const record = window as unknown as { layoutShifts: { at: number; text: string }[]; offerAt?: number };
    return { shifts: record.layoutShifts, offerAt: record.offerAt };
  });
  expect(offerAt, "the offer appeared").toBeDefined();
  for (const shift of shifts.filter((s) => s.at < (offerAt ?? 0)))
    console.log(`before the offer: ${shift.text}`);
  return shifts.filter((s) => s.at >= (offerAt ?? 0)).map((s) => s.text);
};

async function visitor(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.addInitScript(recordLayoutShifts, offerSelector);
  return page;
}

const offer = (page: Page) => page.locator(offerSelector);

/** Hydrated, and one more frame for an offer that was going to appear. */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
}

test("a browser preferring Spanish is offered the same page in Spanish, and nothing moves", async ({
  browser,
  request,
}) => {
  const page = await visitor(browser, "es-ES");
  await page.goto("/about");
  const link = page.getByRole("link", { name: languageOffers.es.text });
  await expect(link).toBeVisible();
  await expect(page).toHaveURL("/about");
  await expect(link).toHaveAttribute("href", "/es/about");
  await expect(link).toHaveAttribute("hreflang", "es");
  await expect(offer(page)).toContainText(languageOffers.es.text);
  await expect(page.getByRole("button", { name: languageOffers.es.close })).toBeVisible();
  // Shown after the first paint by the browser's code: the HTML as served holds no offer.
  expect(await (await request.get("/about")).text()).not.toContain(languageOffers.es.text);
  // Fixed at the bottom of the window: the page's content kept its place.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  expect(await layoutShifts(page)).toEqual([]);

  // A move inside the site keeps the offer on the page now shown.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Products", exact: true })
    .click();
  await expect(page).toHaveURL("/products");
  await expect(link).toHaveAttribute("href", "/es/products");
  await link.click();
  await expect(page).toHaveURL("/es/products");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.context().close();
});

test("a browser preferring Arabic is offered Arabic, right to left, on /contact", async ({ browser }) => {
  const page = await visitor(browser, "ar");
  await page.goto("/contact");
  const link = page.getByRole("link", { name: languageOffers.ar.text });
  await expect(link).toHaveAttribute("href", "/ar/contact");
  await expect(offer(page)).toHaveAttribute("lang", "ar");
  expect(await offer(page).evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await expect(page.getByRole("button", { name: languageOffers.ar.close })).toBeVisible();
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  expect(await layoutShifts(page)).toEqual([]);
  await page.context().close();
});

test("no offer when the browser prefers English, nor on the other languages' pages", async ({ browser }) => {
  // English first, Spanish second: the visitor reads English.
  const english = await visitor(browser, "en-GB");
  await english.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "languages", { get: () => ["en-GB", "es-ES", "es"] }),
  );
  await english.goto("/");
  await settled(english);
  expect(await english.evaluate(() => navigator.languages)).toEqual(["en-GB", "es-ES", "es"]);
  await expect(offer(english)).toHaveCount(0);
  await english.context().close();

  const arabic = await visitor(browser, "ar");
  for (const path of ["/es/about", "/ru", "/sign-in"]) {
    await arabic.goto(path);
    await settled(arabic);
    await expect(offer(arabic), path).toHaveCount(0);
  }
  await arabic.context().close();
});

test("the first of the browser's languages that the site has decides", async ({ browser }) => {
  const page = await visitor(browser, "de-DE");
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "languages", { get: () => ["de-DE", "fr-CA", "en"] }),
  );
  await page.goto("/products");
  await expect(page.getByRole("link", { name: languageOffers.fr.text })).toHaveAttribute(
    "href",
    "/fr/products",
  );
  await page.context().close();
});

test("closing the offer is remembered across a reload and on other pages", async ({ browser }) => {
  const page = await visitor(browser, "ru-RU");
  await page.goto("/");
  const close = page.getByRole("button", { name: languageOffers.ru.close });
  await close.click();
  await expect(offer(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("language-offer-dismissed"))).toBe("1");
  await page.reload();
  await settled(page);
  await expect(offer(page)).toHaveCount(0);
  await page.goto("/contact");
  await settled(page);
  await expect(offer(page)).toHaveCount(0);
  await page.context().close();
});

test("the offer shown has no axe violations, on a phone and a wide screen", async ({ browser }) => {
  for (const [locale, width] of [
    ["ar", 375],
    ["ru", 1280],
  ] as const) {
    const page = await visitor(browser, locale);
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/contact");
    await expect(offer(page)).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include(offerSelector)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.context().close();
  }
});
