// Publishing end to end: the owner changes her site from the desk and publishes it; every affected page in every
// language, the spec sheets and the sitemap follow. These tests publish, so they run against a server and a
// database of their own (the shared e2e server's pages must stay the defaults for every other test file).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { Version } from "#domain/desk/site-contract.ts";
import { siteApi } from "#domain/desk/site-contract.ts";
import { token } from "../../support/desk-helpers.ts";
import {
  type OwnServer,
  publish,
  readDraft,
  startOwnServer,
  waitForPublished,
} from "../../support/own-server.ts";

test.describe.configure({ mode: "serial" });

let site: OwnServer;
let api: APIRequestContext;
let base: string;

test.beforeAll(async () => {
  site = await startOwnServer("site-publish-");
  ({ api, base } = site);
});

test.afterAll(async () => {
  await site?.stop();
});

const page = async (url: string) => {
  const response = await fetch(`${base}${url}`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
};

test("a preview, the draft and the history need a session", async () => {
  for (const url of [siteApi.draft, siteApi.history, `${siteApi.preview}?path=/`, siteApi.publishing]) {
    const response = await fetch(`${base}${url}`);
    expect(response.status, url).toBe(401);
  }
  const foreign = await api.post(siteApi.publish, {
    headers: { Origin: "https://evil.example" },
    data: { revision: 0 },
  });
  expect(foreign.status()).toBe(403);
});

test("a preview shows a page with the draft applied, to a signed-in owner only, never kept or indexed", async () => {
  const { revision, content } = await readDraft(api);
  const mark = `A draft nobody sees yet ${token()}.`;
  content.privacy.text.es = { text: mark, from: content.privacy.text.en };
  expect((await api.put(siteApi.saveDraft, { data: { revision, content } })).status()).toBe(200);
  const preview = await api.get(`${siteApi.preview}?path=${encodeURIComponent("/es/privacyPolicy")}`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["cache-control"]).toBe("no-store");
  expect(preview.headers()["x-robots-tag"]).toBe("noindex");
  const html = await preview.text();
  expect(html).toContain(mark);
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect((await page("/es/privacyPolicy")).html).not.toContain(mark);
  expect((await fetch(`${base}${siteApi.preview}?path=%2Fes%2FprivacyPolicy`)).status).toBe(401);
});

test("a changed English description shows on the English page and its spec sheet; Spanish keeps its own, marked for review", async () => {
  const mark = `Graded twice by hand ${token()}.`;
  const { content: before } = await readDraft(api);
  const spanishBefore = before.products[0]?.description.es?.text ?? "";
  await publish(api, (content) => {
    const product = content.products[0];
    if (product) product.description.en = `${product.description.en}\n\n${mark}`;
  });
  expect((await page("/products/red-onions")).html).toContain(mark);
  expect((await page("/es/products/red-onions")).html).not.toContain(mark);
  expect((await page("/es/products/red-onions")).html).toContain(spanishBefore.split("\n")[0]);
  const pdf = Buffer.from(await (await fetch(`${base}/products/red-onions/spec-sheet.pdf`)).arrayBuffer());
  const file = path.join(site.dataDir, "sheet.pdf");
  writeFileSync(file, pdf);
  expect(execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ")).toContain(mark);
  const { content } = await readDraft(api);
  expect(content.products[0]?.description.es?.from).not.toBe(content.products[0]?.description.en);
});

test("an empty Spanish text shows the English text marked lang=en", async () => {
  await publish(api, (content) => {
    const privacy = content.privacy.text;
    privacy.es = { text: "", from: privacy.en };
  });
  const { html } = await page("/es/privacyPolicy");
  const english = (await readDraft(api)).content.privacy.text.en.slice(0, 40);
  expect(html).toMatch(
    new RegExp(`lang="en"[^>]*>[^<]*${english.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
});

test("the phone number and the company's name changed once show on every language's pages", async () => {
  await publish(api, (content) => {
    content.company.contact.phone = "+91 91234 56780";
    content.company.name = "Vardhan Agro Foods";
  });
  for (const prefix of ["", "/ar", "/es", "/fr", "/ru"]) {
    const contact = (await page(`${prefix}/contact`)).html;
    expect(contact, prefix).toContain("+91 91234 56780");
    expect(contact, prefix).toMatch(/<title>[^<]*\| Vardhan Agro Foods<\/title>/);
    // The catalogues' words that name the company (titles, share tags, the logo's name) name it as published.
    expect(contact, prefix).not.toMatch(/<(title|meta)[^>]*>?[^<]*Vardhan Agro Exports/);
    expect((await page(`${prefix}/`)).html, prefix).toMatch(/<title>Vardhan Agro Foods \| [^<]+<\/title>/);
  }
  expect((await page("/about")).html).toContain('aria-label="Vardhan Agro Foods logo"');
});

test("a new product gets its five pages, its card, the form's choice and the sitemap; renamed it moves with a 301; removed it is gone", async () => {
  await publish(api, (content) => {
    const template = content.products[0];
    if (!template) throw new Error("no product");
    content.products.push({
      ...structuredClone(template),
      id: "dehydrated-garlic",
      name: { en: "Dehydrated Garlic" },
      shortName: undefined,
      drawing: undefined,
      formerSlugs: [],
    });
  });
  for (const prefix of ["", "/ar", "/es", "/fr", "/ru"]) {
    expect((await page(`${prefix}/products/dehydrated-garlic`)).status, prefix).toBe(200);
  }
  expect((await page("/products")).html).toContain("/products/dehydrated-garlic");
  expect((await page("/contact")).html).toMatch(/<option[^>]*value="dehydrated-garlic"/);
  expect((await page("/sitemap.xml")).html).toContain("/products/dehydrated-garlic");

  await publish(api, (content) => {
    const garlic = content.products.find((p) => p.id === "dehydrated-garlic");
    if (garlic) garlic.name.en = "Garlic Flakes";
  });
  const moved = await page("/es/products/dehydrated-garlic");
  expect(moved.status).toBe(301);
  expect(moved.location).toBe("/es/products/garlic-flakes");
  expect((await page("/products/garlic-flakes")).status).toBe(200);

  await publish(api, (content) => {
    content.products = content.products.filter((p) => p.id !== "dehydrated-garlic");
  });
  const gone = await page("/products/garlic-flakes");
  expect(gone.status).toBe(404);
  expect(gone.html).toContain("Product Not Found");
});

test("a stale save is refused with who and when", async () => {
  const { revision, content } = await readDraft(api);
  const first = await api.put(siteApi.saveDraft, { data: { revision, content } });
  expect(first.status()).toBe(200);
  const stale = await api.put(siteApi.saveDraft, { data: { revision, content } });
  expect(stale.status()).toBe(409);
  expect((await stale.json()).by).toBe(site.owner.email);
});

test("restoring an earlier version publishes it again as a new version", async () => {
  const history = (await (await api.get(siteApi.history)).json()) as Version[];
  const first = history.at(-1);
  if (!first) throw new Error("no history");
  const { revision } = await readDraft(api);
  const restored = await api.post(siteApi.restore(first.version), { data: { revision } });
  expect(restored.status(), await restored.text()).toBe(202);
  await waitForPublished(api);
  const after = (await (await api.get(siteApi.history)).json()) as Version[];
  expect(after[0]?.restoredFrom).toBe(first.version);
  expect((await page("/contact")).html).not.toContain("+91 91234 56780");
});

test("pages requested during a publish are always whole and 200", async () => {
  let stop = false;
  const seen: string[] = [];
  const loop = (async () => {
    while (!stop) {
      for (const url of ["/", "/products", "/products/red-onions", "/es/products/red-onions", "/contact"]) {
        const { status, html } = await page(url);
        if (status !== 200 || !html.trimEnd().endsWith("</html>")) seen.push(`${url} ${status}`);
      }
    }
  })();
  await publish(api, (content) => {
    content.company.tagline.en = `${content.company.tagline.en} ${token()}`;
  });
  stop = true;
  await loop;
  expect(seen).toEqual([]);
});
