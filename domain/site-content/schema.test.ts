import { expect, test } from "vitest";
import { company } from "../company.ts";
import { homeWords as arabicHome } from "../words/ar/home.ts";
import { homeWords } from "../words/en/home.ts";
import { productSpecifications } from "../words/en/product-specifications.ts";
import { productTexts } from "../words/en/products.ts";
import { defaultSiteContent } from "./defaults.ts";
import {
  companySchema,
  homeSchema,
  priceSchema,
  privacySchema,
  productSchema,
  type SiteContent,
  siteContentSchema,
  slugOf,
  textLimits,
} from "./schema.ts";
import { paragraphs, shown, translationState, translationStatus } from "./texts.ts";

const edited = (edit: (content: SiteContent) => void) => {
  const content = defaultSiteContent();
  edit(content);
  return content;
};

/** The paths of the schema's complaints, joined as the API's `fields` name them. */
const problems = (content: unknown) => {
  const result = siteContentSchema.safeParse(content);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

test("the seed is today's content modules in every language, valid, with nothing missing or to review", () => {
  const content = defaultSiteContent();
  expect(problems(content)).toEqual([]);
  expect(content.company.name).toBe(company.name);
  expect(content.home.welcome.en).toBe(homeWords.hero.heading);
  expect(content.home.welcome.ar?.text).toBe(arabicHome.hero.heading);
  expect(content.products.map((p) => p.name.en)).toEqual(Object.keys(productTexts));
  expect(content.products.map((p) => slugOf(p.name.en))).toEqual([
    "red-onions",
    "yellow-onions",
    "g4-green-chillies",
    "chickpeas",
  ]);
  expect(content.products[3]?.specifications.origin.en).toBe(productSpecifications.Chickpeas.origin);
  const status = translationStatus(content);
  for (const lang of ["ar", "es", "fr", "ru"] as const) {
    expect(status[lang]).toEqual({ missing: [], review: [] });
  }
});

test("each kind of content has its own schema, and the seed's parts pass each", () => {
  const { company: facts, home, privacy, products } = defaultSiteContent();
  expect(companySchema.safeParse(facts).success).toBe(true);
  expect(homeSchema.safeParse(home).success).toBe(true);
  expect(privacySchema.safeParse(privacy).success).toBe(true);
  for (const product of products) expect(productSchema.safeParse(product).success).toBe(true);
});

test("what she types stays text: markup and formulas are kept as typed, line breaks only where paragraphs are", () => {
  const content = edited((c) => {
    c.privacy.text.en = '<script>alert("x")</script>\n\n=HYPERLINK("http://evil.example")';
    const onions = c.products[0];
    if (onions) onions.cardText.en = "<b>Bold</b> & =1+1";
  });
  expect(problems(content)).toEqual([]);
  expect(siteContentSchema.parse(content).privacy.text.en).toContain("<script>");
  expect(paragraphs(content.privacy.text.en)).toHaveLength(2);

  expect(
    problems(
      edited((c) => {
        c.company.name = "Vardhan\r\nBcc: x@evil.example";
      }),
    ),
  ).toEqual(["company.name"]);
  expect(
    problems(
      edited((c) => {
        c.company.tagline.en = "One\nline";
      }),
    ),
  ).toEqual(["company.tagline.en"]);
  expect(
    problems(
      edited((c) => {
        c.home.intro.en = "Bell\u0007";
      }),
    ),
  ).toEqual(["home.intro.en"]);
});

test("every field has its length limit, English is required, and the facts have their forms", () => {
  const tooLong = "x".repeat(textLimits.text + 1);
  expect(
    problems(
      edited((c) => {
        c.home.aboutTeaser.en = tooLong;
      }),
    ),
  ).toEqual(["home.aboutTeaser.en"]);
  expect(
    problems(
      edited((c) => {
        c.home.welcome.en = "  ";
      }),
    ),
  ).toEqual(["home.welcome.en"]);
  expect(
    problems(
      edited((c) => {
        c.company.contact.email = "not an address";
        c.company.contact.phone = "call us";
        c.company.contact.whatsapp = "+91 98765 43210 ext 4";
        c.company.contact.instagram = "javascript:alert(1)";
        c.company.overview.yearEstablished = "next year";
      }),
    ),
  ).toEqual([
    "company.overview.yearEstablished",
    "company.contact.email",
    "company.contact.phone",
    "company.contact.whatsapp",
    "company.contact.instagram",
  ]);
  expect(
    problems(
      edited((c) => {
        c.company.contact.instagram = "http://instagram.com/x";
      }),
    ),
  ).toEqual(["company.contact.instagram"]);
});

test("product names are unique by their address, at least one product remains, and a price range runs upwards", () => {
  expect(
    problems(
      edited((c) => {
        const second = c.products[1];
        if (second) second.name.en = "Red  Onions";
      }),
    ),
  ).toEqual(["products.1.name.en"]);
  expect(
    problems(
      edited((c) => {
        c.products = [];
      }),
    ),
  ).toEqual(["products"]);
  expect(
    problems(
      edited((c) => {
        if (c.products[0]) c.products[0].name.en = "a/b";
      }),
    ),
  ).toEqual(["products.0.name.en"]);
  const price = {
    currency: "USD",
    from: 320,
    to: 280,
    unit: { en: "MT" },
    incoterm: "FOB",
    port: "Nhava Sheva",
  };
  expect(priceSchema.safeParse(price).error?.issues.map((i) => i.path.join("."))).toEqual(["to"]);
  expect(priceSchema.safeParse({ ...price, from: 280, to: 320 }).success).toBe(true);
  expect(priceSchema.safeParse({ ...price, from: 280, to: 320, currency: "XXX" }).success).toBe(false);
});

test("a translation is missing when empty and needs review once the English it was made from changes", () => {
  const content = edited((c) => {
    c.privacy.text.es = { text: "", from: c.privacy.text.en };
    c.home.tagline.en = "Certified, and proud of it.";
  });
  expect(translationState(content.privacy.text, "es")).toBe("missing");
  expect(translationState(content.home.tagline, "fr")).toBe("review");
  expect(translationState(content.home.welcome, "fr")).toBe("done");
  expect(shown(content.privacy.text, "es")).toEqual({ text: content.privacy.text.en, lang: "en" });
  expect(shown(content.home.tagline, "fr").lang).toBe("fr");
  const status = translationStatus(content);
  expect(status.es.missing).toEqual([["privacy", "text"]]);
  expect(status.ar.review).toEqual([["home", "tagline"]]);
});

test("a search engine's verification code is its bare token or nothing: never markup, never another engine's form", () => {
  const set = (searchEngines: NonNullable<SiteContent["company"]["searchEngines"]>) =>
    problems(
      edited((c) => {
        c.company.searchEngines = searchEngines;
      }),
    );
  expect(set({})).toEqual([]);
  expect(set({ google: "", bing: "", yandex: "" })).toEqual([]);
  expect(
    set({
      google: "dBw5CvburAxi537Rp9qi5uG2174Vb6JwHwIRwPSLIK8",
      bing: "3B2F8A1E5C7D9F0A2B4C6D8E0F1A3B5C",
      yandex: "1a2b3c4d5e6f7a8b",
    }),
  ).toEqual([]);
  expect(
    set({
      google:
        '<meta name="google-site-verification" content="dBw5CvburAxi537Rp9qi5uG2174Vb6JwHwIRwPSLIK8" />',
      bing: '3B2F8A1E5C7D9F0A2B4C6D8E0F1A3B5C"/><script>alert(1)</script>',
      yandex: "1a2b3c4d5e6f7a8", // one character short
    }),
  ).toEqual(["company.searchEngines.google", "company.searchEngines.bing", "company.searchEngines.yandex"]);
  expect(set({ google: "short", yandex: "1a2b3c4d5e6f7a8g" })).toEqual([
    "company.searchEngines.google",
    "company.searchEngines.yandex",
  ]);
  expect(problems(edited((c) => Object.assign(c.company, { searchEngines: { baidu: "x" } })))).toEqual([
    "company.searchEngines",
  ]);
});
