// The content a new database is seeded with: today's content modules (domain/words/en/ and its <code>/ twins),
// read into the owner's schema. A fresh install therefore shows exactly the site these modules describe; once
// seeded, the database's published content is the site and these are never read again for it.
import { company } from "../company.ts";
import { productSlugs } from "../products/product-catalogue.ts";
import * as ar from "../words/ar/index.ts";
import { aboutWords } from "../words/en/about.ts";
import { homeWords } from "../words/en/home.ts";
import { privacyWords } from "../words/en/privacy.ts";
import { productDescriptions } from "../words/en/product-descriptions.ts";
import { productSpecifications } from "../words/en/product-specifications.ts";
import { productSummaries } from "../words/en/product-summaries.ts";
import { productTexts } from "../words/en/products.ts";
import { siteFrameWords } from "../words/en/site-frame.ts";
import * as es from "../words/es/index.ts";
import * as fr from "../words/fr/index.ts";
import * as ru from "../words/ru/index.ts";
import {
  type Localized,
  type SiteContent,
  type SpecificationKey,
  siteContentSchema,
  specificationKeys,
  type TranslatedLang,
} from "./schema.ts";

type ProductKey = keyof typeof productTexts;
type Card = { title: string; text: string };
/** What the seed reads of one language's catalogues (each <code>/index.ts gathers them). */
type Catalogues = {
  aboutWords: { sections: readonly { text: string }[]; overview: { rows: readonly { value: string }[] } };
  homeWords: {
    meta: { title: string };
    hero: { heading: string; text: string; tagline: string };
    about: { text: string };
    offerings: { cards: readonly Card[] };
    requestBanner: { heading: string; text: string };
    whyUs: { benefits: readonly Card[] };
  };
  privacyWords: { text: string };
  productDescriptions: Record<ProductKey, readonly string[]>;
  productSpecifications: Record<
    ProductKey,
    Record<SpecificationKey, string> & { hsCodes: readonly { code: string; of?: string }[] }
  >;
  productSummaries: Record<ProductKey, string>;
  productTexts: Record<ProductKey, { name: string; stripLabel: string; imageAlt: string }>;
  siteFrameWords: { footer: { description: string } };
};
const english: Catalogues = {
  aboutWords,
  homeWords,
  privacyWords,
  productDescriptions,
  productSpecifications,
  productSummaries,
  productTexts,
  siteFrameWords,
};
const translations: Record<TranslatedLang, Catalogues> = { ar, es, fr, ru };

/** A text in every language, read by the same function from each language's catalogues. */
function everywhere(read: (c: Catalogues) => string): Localized {
  const en = read(english);
  const field: Localized = { en };
  for (const [lang, catalogues] of Object.entries(translations) as [TranslatedLang, Catalogues][]) {
    field[lang] = { text: read(catalogues), from: en };
  }
  return field;
}

const afterBar = (title: string) => title.split(" | ").slice(1).join(" | ");
const overviewRow = (i: number) => everywhere((c) => c.aboutWords.overview.rows[i]?.value ?? "");

function productOf(key: ProductKey, i: number): SiteContent["products"][number] {
  const hsCodes: readonly { code: string; of?: string }[] = productSpecifications[key].hsCodes;
  return {
    id: productSlugs[i] ?? key,
    name: everywhere((c) => c.productTexts[key].name),
    shortName: everywhere((c) => c.productTexts[key].stripLabel),
    cardText: everywhere((c) => c.productSummaries[key]),
    description: everywhere((c) => c.productDescriptions[key].join("\n\n")),
    pictureText: everywhere((c) => c.productTexts[key].imageAlt),
    drawing: `/images/products/${productSlugs[i]}.svg`,
    hsCodes: hsCodes.map((h, j) => ({
      code: h.code,
      ...(h.of ? { of: everywhere((c) => c.productSpecifications[key].hsCodes[j]?.of ?? "") } : {}),
    })),
    specifications: Object.fromEntries(
      specificationKeys.map((k) => [k, everywhere((c) => c.productSpecifications[key][k])]),
    ) as SiteContent["products"][number]["specifications"],
    showOnHome: true,
    formerSlugs: [],
  };
}

/** Today's site as the owner's content, validated by the schema the editor and the API use. */
export function defaultSiteContent(): SiteContent {
  const sections = (i: number) => everywhere((c) => c.aboutWords.sections[i]?.text ?? "");
  const card = (read: (c: Catalogues) => { title: string; text: string }) => ({
    title: everywhere((c) => read(c).title),
    text: everywhere((c) => read(c).text),
  });
  return siteContentSchema.parse({
    company: {
      name: company.name,
      tagline: everywhere((c) => afterBar(c.homeWords.meta.title)),
      description: everywhere((c) => c.siteFrameWords.footer.description),
      whoWeAre: sections(0),
      vision: sections(1),
      mission: sections(2),
      overview: {
        natureOfBusiness: overviewRow(0),
        employees: overviewRow(1),
        yearEstablished: String(company.yearEstablished),
        marketCovered: overviewRow(3),
        directors: overviewRow(4),
        taxNumber: company.maskedTaxNumber,
        turnover: overviewRow(6),
        legalStatus: overviewRow(7),
      },
      contact: {
        address: company.address.lines.join("\n"),
        email: company.email,
        phone: company.phone.display,
        whatsapp: company.whatsappUrl.replace("https://wa.me/", "+"),
        instagram: company.instagramUrl,
      },
    },
    home: {
      welcome: everywhere((c) => c.homeWords.hero.heading),
      intro: everywhere((c) => c.homeWords.hero.text),
      tagline: everywhere((c) => c.homeWords.hero.tagline),
      aboutTeaser: everywhere((c) => c.homeWords.about.text),
      offerings: [0, 1, 2].map((i) => card((c) => c.homeWords.offerings.cards[i] ?? { title: "", text: "" })),
      banner: card((c) => ({
        title: c.homeWords.requestBanner.heading,
        text: c.homeWords.requestBanner.text,
      })),
      benefits: [0, 1, 2, 3, 4, 5].map((i) =>
        card((c) => c.homeWords.whyUs.benefits[i] ?? { title: "", text: "" }),
      ),
    },
    privacy: { text: everywhere((c) => c.privacyWords.text) },
    products: (Object.keys(productTexts) as ProductKey[]).map(productOf),
  });
}
