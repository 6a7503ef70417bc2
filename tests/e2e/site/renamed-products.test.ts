// A product renamed in turn to a Cyrillic, an Arabic, an accented and an emoji name: a buyer's browser opening
// any address it had, in any language, lands on its page, and the pages' links to it and its spec sheet work.
// The test publishes, so it runs against a server and a database of its own.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { siteApi, type Version, type VersionDetail } from "#domain/desk/site-contract.ts";
import { langCodes, localePath } from "#domain/i18n.ts";
import { slugOf } from "#domain/site-content/schema.ts";
import { type OwnServer, publish, startOwnServer } from "../../support/own-server.ts";

test.describe.configure({ mode: "serial" });

let site: OwnServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  site = await startOwnServer("renamed-products-");
  ({ api } = site);
});

test.afterAll(async () => {
  await site?.stop();
});

const names = ["Лук красный", "بصل أحمر", "Jalapeño peppers", "Kabuli chana 🫘"];

test("renamed to Cyrillic, Arabic, accented and emoji names, every former address in every language opens its page", async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const name of names) {
    await publish(
      api,
      (content) => {
        const product = content.products.find((p) => p.id === "chickpeas");
        if (product) product.name.en = name;
      },
      120_000,
    );
  }
  // The site's version, with the former addresses the server keeps.
  const [current] = (await (await api.get(siteApi.history)).json()) as Version[];
  const published = (await (await api.get(siteApi.version(current?.version ?? 0))).json()) as VersionDetail;
  const product = published.content.products.find((p) => p.id === "chickpeas");
  if (!product) throw new Error("the chickpeas are gone");
  const now = `/products/${slugOf(names.at(-1) ?? "")}`;
  const former = ["chickpeas", ...names.slice(0, -1).map(slugOf)];
  expect(product.formerSlugs).toEqual(former);

  for (const lang of langCodes) {
    // Each language shows its own translation of the name, the English one where it has none.
    const shown = (lang === "en" ? undefined : product.name[lang]?.text) || product.name.en;
    for (const slug of former) {
      // As a buyer types or follows the old address: the browser encodes it itself.
      const opened = await page.goto(`${site.base}${localePath(lang, `/products/${slug}`)}`);
      expect(opened?.status(), `${lang} ${slug}`).toBe(200);
      expect(decodeURI(new URL(page.url()).pathname), `${lang} ${slug}`).toBe(localePath(lang, now));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown);
    }
  }

  // Its card on the products page leads to it, and its page's spec sheet link serves the PDF.
  for (const lang of ["en", "ar"] as const) {
    await page.goto(`${site.base}${localePath(lang, "/products")}`);
    const card = page.locator("article").filter({ has: page.getByRole("heading", { level: 2 }) });
    await card
      .filter({ hasText: lang === "en" ? product.name.en : product.name.ar?.text || product.name.en })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(`${site.base}${encodeURI(localePath(lang, now))}`);
    const sheet = await page.locator('a[href$="/spec-sheet.pdf"]').getAttribute("href");
    const pdf = await page.request.get(new URL(sheet ?? "", page.url()).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  }
});
