import { type APIRequestContext, expect, test } from "@playwright/test";
import { parseDocument } from "htmlparser2";
import { company } from "../../app/content/company.ts";
import { englishPaths, prerenderPaths } from "../../app/content/site-map.ts";
import { langCodes, languages, localePath, prefixedLangs } from "../../app/lib/i18n.ts";
import { absoluteUrl } from "../../app/lib/site-url.ts";
import { collectErrors, waitForHydration } from "./site-helpers.ts";

// Issue 22: the site in Arabic, Spanish, French and Russian beside English. Most checks read the HTML as
// served (what crawlers and a visitor without JavaScript get), which keeps them fast.

type Node = {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: Node[];
};

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The text nodes a visitor reads (not scripts or styles), outside the elements `skip` names. */
function texts(source: string, skip: (node: Node) => boolean = () => false): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if (node.type === "script" || node.type === "style" || skip(node)) return;
    if (node.type === "text") {
      const text = (node.data ?? "").replace(/\s+/g, " ").trim();
      if (text) found.push(text);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(parseDocument(source) as unknown as Node);
  return found;
}

const alternates = (source: string) =>
  [...source.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, lang, href]) => ({
      lang,
      href,
    }),
  );

test("every page of every language answers 200 with its language and direction", async ({ request }) => {
  for (const path of prerenderPaths) {
    const source = await html(request, path);
    const lang = prefixedLangs.find((l) => path === `/${l}` || path.startsWith(`/${l}/`)) ?? "en";
    expect(source, path).toContain(`<html lang="${lang}" dir="${languages[lang].dir}"`);
  }
});

test("any other path, with or without a language prefix, is the NotFound page with 404", async ({
  request,
}) => {
  for (const path of ["/ar/no-such-page", "/es/aboutt", "/de/about", "/en/about", "/ru/products/x/y"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test("under a prefix, the NotFound and Product Not Found pages come in that language, with 404", async ({
  request,
}) => {
  for (const lang of prefixedLangs) {
    const [{ notFoundContent }, { productsPageContent }] = await Promise.all([
      import(`../../app/content/${lang}/not-found.ts`),
      import(`../../app/content/${lang}/products-page.ts`),
    ]);
    for (const [path, text] of [
      [`/${lang}/no-such-page`, notFoundContent.heading],
      [`/${lang}/products/nope`, productsPageContent.notFound.title],
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const source = await response.text();
      expect(source, path).toContain(`<html lang="${lang}" dir="${languages[lang].dir}"`);
      expect(texts(source), path).toContain(text);
    }
  }
});

test("hreflang: every page links all five versions and x-default, and each version links back", async ({
  request,
}) => {
  for (const english of englishPaths) {
    const expected = [
      ...langCodes.map((lang) => ({ lang, href: absoluteUrl(localePath(lang, english)) })),
      { lang: "x-default", href: absoluteUrl(english) },
    ];
    for (const lang of langCodes) {
      const path = localePath(lang, english);
      const source = await html(request, path);
      expect(alternates(source), path).toEqual(expected);
      expect(source, path).toContain(`<link rel="canonical" href="${absoluteUrl(path)}"/>`);
    }
  }
});

test("the sitemap lists every page of every language with all its alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
  expect(urls.map((u) => u[1]).sort()).toEqual(prerenderPaths.map(absoluteUrl).sort());
  for (const [, loc, links] of urls) {
    expect(
      [...(links ?? "").matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]),
      loc,
    ).toEqual([...langCodes, "x-default"]);
  }
});

/** Words that are the same in English and the page's language, or names and codes the trade keeps. */
const sameEverywhere =
  /^(©.*|[\d\s.,:%–+()₹-]*|Vardhan.*|Agro Exports|Instagram|WhatsApp|NotFound|HS code.*|Menu|Contact|Message|Email|Incoterm|Produits|.*@.*|\+91.*|27ABCPD.*)$/;

/**
 * A product's tariff codes with the kinds they class, whole or in the pieces the page isolates each code in:
 * "0713 20 10 (kabuli), 0713 20 20 (desi)", "0713 20 10", "(kabuli),".
 */
const hsCodes = /^((\d{4} \d{2} \d{2})? ?(\(\w+\))?(, ?)?)+$/;

// Language names, and the postal address, written as the post needs it in any language.
const kept = new Set<string>([
  ...Object.values(languages).map((l) => l.name),
  ...company.address.lines,
  company.address.lines.join(", "),
]);

for (const lang of prefixedLangs) {
  test(`no English sentence is left on the ${lang} pages`, async ({ request }) => {
    for (const english of englishPaths) {
      const path = localePath(lang, english);
      // Known gap (issue 22, left for later): the enquiry form's words are still English in every language.
      const skip = (node: Node) => node.name === "form";
      const englishTexts = new Set(texts(await html(request, english), skip));
      const leftovers = texts(await html(request, path), skip).filter(
        (text) =>
          englishTexts.has(text) &&
          !sameEverywhere.test(text) &&
          !kept.has(text) &&
          !hsCodes.test(text) &&
          /[a-z]{3}/i.test(text),
      );
      expect(leftovers, path).toEqual([]);
    }
  });
}

test("the switcher moves to the same page in each language without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about");
  for (const [from, to] of [
    ["en", "es"],
    ["es", "ar"],
    ["ar", "ru"],
    ["ru", "fr"],
    ["fr", "en"],
  ] as const) {
    await page.locator("summary", { hasText: from }).click();
    await page.locator(`a[hreflang="${to}"][lang="${to}"]`, { hasText: languages[to].name }).click();
    await expect(page).toHaveURL(localePath(to, "/about"));
    await expect(page.locator("html")).toHaveAttribute("lang", to);
  }
  await context.close();
});

test("with JavaScript, the switcher and the bar's links keep the visitor in the language", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/products/chickpeas");
  await waitForHydration(page);
  await page.locator("summary", { hasText: "en" }).click();
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL("/ar/products/chickpeas");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await waitForHydration(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("navigation").getByRole("link", { name: "من نحن" }).click();
  await expect(page).toHaveURL("/ar/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("من نحن");
  expect(errors).toEqual([]);
});

test("the product page's back arrow points back along the reading direction", async ({ page }) => {
  // The arrow's path points right; drawn mirrored, it points left.
  const pointsLeft = async () => {
    const arrow = page
      .getByRole("link", { name: /products|المنتجات/i })
      .locator("svg")
      .last();
    return (await arrow.evaluate((svg) => getComputedStyle(svg).scale)).startsWith("-1");
  };
  await page.goto("/products/red-onions");
  expect(await pointsLeft()).toBe(true);
  await page.goto("/ar/products/red-onions");
  expect(await pointsLeft()).toBe(false);
});
