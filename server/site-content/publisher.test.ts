// The publisher against the real build (unit tests run after `npm run build`): the pages it renders with the
// defaults are the built pages byte for byte, and the owner's changes reach the served site at once.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { beforeAll, expect, test } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { type SiteContent, slugOf } from "#domain/site-content/schema.ts";
import { siteUrl } from "#domain/site-url.ts";
import { loadServedSite, type ServedSite } from "../site/site-files.ts";
import { staticSite } from "../site/static-site.ts";
import { createPublisher, isPublishedUrl } from "./publisher.ts";
import { specSheetDrawer as sheets } from "./spec-sheets/sheet-workers.ts";

const buildDir = path.resolve(import.meta.dirname, "../../build");
const siteRoot = path.join(buildDir, "client");
let built: ServedSite["current"];

beforeAll(() => {
  built = loadServedSite(siteRoot).current;
});

/** A served PDF's text, as poppler's pdftotext reads it back (lines joined). */
function pdfText(body: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "sheet-")), "sheet.pdf");
  writeFileSync(file, body);
  return execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
}

/** The built site served by a publisher; `content` published first, if given. */
async function served(content?: SiteContent, madeWith = defaultSiteContent()) {
  const site: ServedSite = { current: built };
  const publisher = createPublisher({ buildDir, site, sheets, served: madeWith });
  const app = Fastify();
  await app.register(staticSite, { site });
  if (content) {
    const started = performance.now();
    await publisher.publish(content, () => {});
    console.log(`published in ${Math.round(performance.now() - started)} ms`);
  }
  const get = async (url: string) => {
    const response = await app.inject({ url, headers: { "accept-encoding": "identity" } });
    return {
      status: response.statusCode,
      body: response.body,
      bytes: response.rawPayload,
      location: response.headers.location,
    };
  };
  return { site, publisher, get };
}

const edited = (edit: (content: SiteContent) => void) => {
  const content = defaultSiteContent();
  edit(content);
  return content;
};

test("published with the defaults, every page is the built page, byte for byte", {
  timeout: 60_000,
}, async () => {
  // Told the served pages were made from other content, the publisher renders every page again.
  const other = edited((c) => {
    c.company.name = "Another Company";
  });
  const { site } = await served(defaultSiteContent(), other);
  const urls = (files: ReadonlyMap<string, unknown>) => [...files.keys()].filter(isPublishedUrl).sort();
  expect(urls(site.current.files)).toEqual(urls(built.files));
  // The pages and the sitemap; the spec sheets here are this test's stand-ins (spec-sheets.test.ts tests the real ones).
  for (const url of urls(built.files).filter((u) => !u.endsWith(".pdf"))) {
    const before = built.files.get(url)?.variants.identity.body;
    expect(site.current.files.get(url)?.variants.identity.body.equals(before ?? Buffer.alloc(0)), url).toBe(
      true,
    );
  }
  // The rest of the build (its assets, /sign-in, the desk's shell) is served as it was.
  for (const [url, file] of built.files)
    if (!isPublishedUrl(url)) expect(site.current.files.get(url)).toBe(file);
});

test("a product's new English description shows on its English page; the Spanish page keeps its own text", async () => {
  const description = "Freshly graded red onions from our own packhouse.\n\nA second paragraph.";
  const { get } = await served(
    edited((c) => {
      const product = c.products[0];
      if (product) product.description.en = description;
    }),
  );
  const english = await get("/products/red-onions");
  expect(english.status).toBe(200);
  expect(english.body).toContain(">Freshly graded red onions from our own packhouse.</p>");
  expect(english.body).toContain(">A second paragraph.</p>");
  const spanish = await get("/es/products/red-onions");
  expect(spanish.body).not.toContain("Freshly graded");
  const spanishText = defaultSiteContent().products[0]?.description.es?.text.split("\n\n")[0] ?? "";
  expect(spanish.body).toContain(spanishText);
  expect(pdfText((await get("/products/red-onions/spec-sheet.pdf")).bytes)).toContain(
    "Freshly graded red onions from our own packhouse.",
  );
});

test('a text left empty in Spanish shows the English text, marked lang="en"', async () => {
  const { get } = await served(
    edited((c) => {
      c.home.intro.es = { text: "", from: c.home.intro.en };
    }),
  );
  const page = await get("/es");
  expect(page.body).toContain(`<p lang="en" class="mt-6 max-w-xl`);
  expect(page.body).toContain(`>${defaultSiteContent().home.intro.en.replace(/&/g, "&amp;")}</p>`);
});

test("a new product gets its page in five languages, its card, its form choice and its sitemap entry", async () => {
  const { get } = await served(
    edited((c) => {
      const [first] = c.products;
      if (!first) throw new Error("no product");
      const { drawing: _, shortName: __, ...rest } = structuredClone(first);
      c.products.push({
        ...rest,
        id: "dehydrated-garlic",
        name: { en: "Dehydrated Garlic" },
        showOnHome: true,
      });
    }),
  );
  for (const url of [
    "/products/dehydrated-garlic",
    "/ar/products/dehydrated-garlic",
    "/es/products/dehydrated-garlic",
    "/fr/products/dehydrated-garlic",
    "/ru/products/dehydrated-garlic",
  ]) {
    const page = await get(url);
    expect(page.status, url).toBe(200);
    expect(page.body, url).toContain("Dehydrated Garlic");
  }
  // Its name has no translation yet: the Spanish page says it in English, marked so.
  expect((await get("/es/products/dehydrated-garlic")).body).toMatch(
    /<span lang="en" class="capitalize">Dehydrated Garlic</,
  );
  // The site's neutral drawing, inlined as the page's first picture.
  expect((await get("/products/dehydrated-garlic")).body).toContain("data:image/svg+xml");
  expect((await get("/products")).body).toContain('href="/products/dehydrated-garlic"');
  expect((await get("/")).body).toContain(">Dehydrated Garlic</h3>");
  expect((await get("/contact")).body).toContain(
    '<option value="dehydrated-garlic">Dehydrated Garlic</option>',
  );
  const sitemap = (await get("/sitemap.xml")).body;
  expect(sitemap).toContain("/products/dehydrated-garlic</loc>");
  expect(sitemap).toContain("/ru/products/dehydrated-garlic</loc>");
});

test("a renamed product's former address answers 301 to its new page, in every language", async () => {
  const { get } = await served(
    edited((c) => {
      const product = c.products[0];
      if (!product) throw new Error("no product");
      product.name.en = "Nashik red onions";
      product.formerSlugs = ["red-onions"];
    }),
  );
  expect((await get("/products/nashik-red-onions")).status).toBe(200);
  for (const prefix of ["", "/ar", "/es", "/fr", "/ru"]) {
    const old = await get(`${prefix}/products/red-onions`);
    expect(old.status).toBe(301);
    expect(old.location).toBe(`${prefix}/products/nashik-red-onions`);
  }
});

test.each([
  ["a Cyrillic name", "Лук красный"],
  ["an Arabic name", "بصل أحمر"],
  ["an accented name", "Jalapeño peppers"],
  ["an emoji name", "🌶️ Green chillies"],
])(
  "renamed to %s, every former address answers 301 to a percent-encoded Location that serves the page",
  async (_, name) => {
    const { get } = await served(
      edited((c) => {
        const product = c.products[3];
        if (!product) throw new Error("no product");
        product.name.en = name;
        product.formerSlugs = ["chickpeas"];
      }),
    );
    const encoded = encodeURI(`/products/${slugOf(name)}`);
    for (const prefix of ["", "/ar", "/es", "/fr", "/ru"]) {
      const old = await get(`${prefix}/products/chickpeas`);
      expect(old.status, prefix).toBe(301);
      expect(old.location, prefix).toBe(`${prefix}${encoded}`);
      expect(old.location, prefix).toMatch(/^[\x21-\x7e]+$/);
      const page = await get(old.location ?? "");
      expect(page.status, prefix).toBe(200);
      // Its canonical and alternates, as absolute URLs, are percent-encoded too.
      expect(page.body, prefix).toContain(`<link rel="canonical" href="${siteUrl}${prefix}${encoded}"/>`);
      expect(page.body, prefix).toContain(`hrefLang="ru" href="${siteUrl}/ru${encoded}"`);
      const sheet = await get(`${prefix}${encoded}/spec-sheet.pdf`);
      expect(sheet.status, prefix).toBe(200);
      expect(pdfText(sheet.bytes), prefix).toContain(`${siteUrl}${prefix}${encoded}`.slice(-20));
    }
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain(`<loc>${siteUrl}/ar${encoded}</loc>`);
    expect(sitemap).toMatch(/^[\t\n\r\x20-\x7e]+$/);
    // A path typed in another Unicode form finds the same page.
    expect((await get(encodeURI(`/products/${slugOf(name).normalize("NFD")}`))).status).toBe(200);
  },
);

test("a removed product's pages answer 404 with Product Not Found", async () => {
  const { get } = await served(edited((c) => c.products.splice(3, 1)));
  for (const url of ["/products/chickpeas", "/es/products/chickpeas"]) {
    const page = await get(url);
    expect(page.status).toBe(404);
    expect(page.body).toMatch(/Product Not Found|Producto no encontrado/);
  }
  expect((await get("/products")).body).not.toContain('href="/products/chickpeas"');
  expect((await get("/sitemap.xml")).body).not.toContain("chickpeas");
});

test("during a publish every request gets a whole page, the old one or the new one", {
  timeout: 60_000,
}, async () => {
  const { publisher, get } = await served();
  const urls = ["/", "/es/products/red-onions", "/products/red-onions", "/ar/about", "/contact"];
  const before = new Map(await Promise.all(urls.map(async (u) => [u, (await get(u)).body] as const)));
  const content = edited((c) => {
    if (c.products[0]) c.products[0].description.en = "Published while you read.";
  });
  let publishing = true;
  const publish = publisher
    .publish(content, () => {})
    .finally(() => {
      publishing = false;
    });
  const seen: { url: string; status: number; body: string }[] = [];
  while (publishing) {
    for (const url of urls) seen.push({ url, ...(await get(url)) });
    await new Promise((resolve) => setImmediate(resolve));
  }
  await publish;
  const after = new Map(await Promise.all(urls.map(async (u) => [u, (await get(u)).body] as const)));
  expect(seen.length).toBeGreaterThan(urls.length);
  for (const { url, status, body } of seen) {
    expect(status, url).toBe(200);
    expect([before.get(url), after.get(url)], url).toContain(body);
  }
  expect(after.get("/products/red-onions")).toContain("Published while you read.");
});

test("a page that cannot be rendered fails the publish with a sentence; the served site stays as it was", {
  timeout: 60_000,
}, async () => {
  const { site, publisher } = await served();
  const before = site.current;
  // Content the privacy page cannot read: its loader throws.
  const broken = { ...defaultSiteContent(), privacy: undefined } as unknown as SiteContent;
  await expect(publisher.publish(broken, () => {})).rejects.toThrow(
    /^The page \/(\w\w\/)?privacyPolicy could not be rendered \(status 500\)\.$/,
  );
  expect(site.current).toBe(before);
});

test("a preview renders one page with the draft, marked noindex, and 404 for a page the draft lacks", async () => {
  const { publisher } = await served();
  const draft = edited((c) => {
    c.company.contact.phone = "+91 99999 11111";
  });
  const contact = await publisher.preview(draft, "/fr/contact");
  expect(contact.status).toBe(200);
  expect(contact.html).toContain("+91 99999 11111");
  expect(contact.html).toContain('<meta name="robots" content="noindex"/>');
  const missing = await publisher.preview(draft, "/products/kiwis");
  expect(missing.status).toBe(404);
  expect(missing.html).toContain("Product Not Found");
});
