import { type APIRequestContext, expect, test } from "@playwright/test";
import { parseDocument } from "htmlparser2";
import { company } from "#domain/company.ts";
import { langCodes, languages, localePath, prefixedLangs } from "#domain/i18n.ts";
import { englishPaths, prerenderPaths } from "#domain/page-paths.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { enquiryFormWords as arForm } from "#domain/words/ar/enquiry-form.ts";
import { enquiryFormWords as enForm } from "#domain/words/en/enquiry-form.ts";
import { enquiryFormWords as esForm } from "#domain/words/es/enquiry-form.ts";
import { enquiryFormWords as frForm } from "#domain/words/fr/enquiry-form.ts";
import { enquiryFormWords as ruForm } from "#domain/words/ru/enquiry-form.ts";
import { catalogues } from "#server/site/catalogues.ts";
import { openContact } from "../../support/enquiry-helpers.ts";
import { collectErrors, waitForHydration } from "../../support/site-helpers.ts";

// The site in Arabic, Spanish, French and Russian beside English. Most checks read the HTML as
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
    const [{ notFoundWords }, { productsPageWords }] = await Promise.all([
      import(`#domain/words/${lang}/not-found.ts`),
      import(`#domain/words/${lang}/products-page.ts`),
    ]);
    for (const [path, text] of [
      [`/${lang}/no-such-page`, notFoundWords.heading],
      [`/${lang}/products/nope`, productsPageWords.notFound.title],
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

type JsonLd = { "@type": string; [key: string]: unknown };
const jsonLd = (source: string): JsonLd[] =>
  [...source.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "") as JsonLd,
  );

test("structured data is in the page's language, and a product's trail names its own address in its words", async ({
  request,
}) => {
  const frames = await catalogues<typeof import("#domain/words/en/site-frame.ts")>("site-frame");
  const names = await catalogues<typeof import("#domain/words/en/products.ts")>("products");
  for (const lang of langCodes) {
    const [home, , productList] = frames[lang].siteFrameWords.nav.links;
    for (const english of englishPaths) {
      const path = localePath(lang, english);
      const items = jsonLd(await html(request, path));
      expect(items.find((item) => item["@type"] === "Organization")?.inLanguage, path).toBe(lang);
      const product = names[lang].products.find((p) => english === `/products/${p.slug}`);
      if (!product) continue;
      expect(items.find((item) => item["@type"] === "BreadcrumbList")?.itemListElement, path).toEqual([
        { "@type": "ListItem", position: 1, name: home.label, item: absoluteUrl(localePath(lang, "/")) },
        {
          "@type": "ListItem",
          position: 2,
          name: productList.label,
          item: absoluteUrl(localePath(lang, "/products")),
        },
        { "@type": "ListItem", position: 3, name: product.title, item: absoluteUrl(path) },
      ]);
    }
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
      const englishTexts = new Set(texts(await html(request, english)));
      const leftovers = texts(await html(request, path)).filter(
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

const formCopy = { en: enForm, ar: arForm, es: esForm, fr: frForm, ru: ruForm };

/** The form on /ru/contact and /ar/contact, found and used by its own language's words only. */
const formCases = [
  { lang: "ru", germany: "Германия", search: "герм", india: "Индия" },
  { lang: "ar", germany: "ألمانيا", search: "ألما", india: "الهند" },
] as const;

for (const { lang, germany, search, india } of formCases) {
  test(`the enquiry form on /${lang}/contact speaks ${lang}: labels, country picker, quote details, states`, async ({
    page,
  }) => {
    const copy = formCopy[lang];
    const errors = collectErrors(page);
    await openContact(page, `/${lang}/contact`);
    const form = page.getByRole("form", { name: copy.heading });
    await form.getByLabel(copy.labels.name).fill("Иван Петров");
    await form.getByLabel(copy.labels.company).fill("ООО Овощи");
    await form.getByLabel(copy.labels.email).fill("ivan@example.com");
    await form.getByLabel(copy.labels.message).fill("20 MT");

    // The country picker: named in the page's language, its countries too; it opens and filters.
    const picker = form.locator("button[role=combobox]");
    await expect(picker).toHaveAccessibleName(copy.phone.countryButtonLabel(india, "91"));
    await picker.click();
    const searchBox = form.getByRole("searchbox", { name: copy.phone.searchLabel });
    await expect(searchBox).toHaveAttribute("placeholder", copy.phone.searchPlaceholder);
    const list = form.getByRole("listbox", { name: copy.phone.countryListLabel });
    await searchBox.fill(search);
    await expect(list.getByRole("option")).toHaveText([`${germany} +49`]);
    await searchBox.fill("zzz");
    await expect(form.getByRole("status")).toHaveText(copy.phone.searchEmpty);
    await searchBox.fill("germ");
    await list.getByRole("option", { name: `${germany} +49` }).click();
    await expect(picker).toHaveAccessibleName(copy.phone.countryButtonLabel(germany, "49"));
    // Picking a country puts the caret in the number, after the dial code.
    const phone = form.getByLabel(copy.labels.phone);
    await expect(phone).toBeFocused();
    await phone.press("End");
    await phone.pressSequentially("3012345678");
    await expect(phone).toHaveValue("+49 301 2345678");
    // The number reads left to right on every page; Arabic puts the country button at the start, on the right.
    await expect(phone).toHaveAttribute("dir", "ltr");
    const [button, input] = [await picker.boundingBox(), await phone.boundingBox()];
    if (lang === "ar") expect(button?.x).toBeGreaterThan(input?.x ?? Infinity);
    else expect(button?.x).toBeLessThan(input?.x ?? -Infinity);

    await form.locator("summary", { hasText: copy.quote.legend }).click();
    await form.getByLabel(copy.quote.labels.quantity).fill("20");
    await form
      .getByLabel(copy.quote.labels.unit)
      .selectOption({ label: copy.quote.units["20 ft containers"] });
    await form.getByLabel(copy.quote.labels.incoterm).selectOption("FOB");
    await expect(form.getByText(`FOB: ${copy.quote.incoterms.FOB.meaning}`)).toBeVisible();
    await form.getByLabel(copy.quote.labels.samples).check();

    // Sending, then a failure on the network: the two texts the form writes itself.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/send-email", async (route) => {
      await held;
      await route.abort();
    });
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByRole("button", { name: copy.sending })).toBeDisabled();
    release();
    await expect(form.getByRole("alert")).toContainText(copy.failed);
    await form.getByRole("button", { name: copy.dismiss }).click();
    await expect(form.getByRole("alert")).toHaveCount(0);
    // The aborted request's own two console lines are expected; a hydration mismatch would show here too.
    expect(errors.filter((e) => !/ERR_FAILED|Sending the enquiry failed/.test(e))).toEqual([]);
  });
}

test("a contact page's code carries its own language's form words only", async ({ page }) => {
  for (const lang of langCodes) {
    const code: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) code.push(response.text());
    });
    await openContact(page, localePath(lang, "/contact"));
    // The words of the closed parts come with the page's code too, not later.
    await page.locator("summary").filter({ hasText: formCopy[lang].quote.legend }).click();
    await page.waitForLoadState("networkidle");
    const all = (await Promise.all(code)).join("\n");
    for (const [other, copy] of Object.entries(formCopy)) {
      for (const words of [copy.heading, copy.phone.searchEmpty, copy.quote.incoterms.FOB.meaning]) {
        expect(all.includes(words), `${words} in the ${lang} page's code`).toBe(other === lang);
      }
    }
    page.removeAllListeners("response");
  }
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
