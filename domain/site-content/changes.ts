// What one version of the owner's content changes against another, as lines she reads in the desk ("Products ›
// Red onions › Description (Spanish)"): the history's "what changed", the restore's preview and the draft's "what
// publishing would change". Products are matched by id, so a renamed one is one product with a new 'Name'.
import { bankLabels } from "../orders/bank-details.ts";
import { specificationLabels } from "../words/en/product-specifications.ts";
import type { Localized, Photo, ProductContent, SiteContent, TranslatedLang } from "./schema.ts";
import { specificationKeys, translatedLangs } from "./schema.ts";

const languageNames: Record<TranslatedLang, string> = {
  ar: "Arabic",
  es: "Spanish",
  fr: "French",
  ru: "Russian",
};

const companyLabels: Record<
  Exclude<keyof SiteContent["company"], "overview" | "contact" | "searchEngines" | "bank">,
  string
> = {
  name: "Company name",
  tagline: "Tagline",
  description: "Footer description",
  whoWeAre: "Who we are",
  vision: "Vision",
  mission: "Mission",
};
const overviewLabels: Record<keyof SiteContent["company"]["overview"], string> = {
  natureOfBusiness: "Nature of business",
  employees: "Number of employees",
  yearEstablished: "Year of establishment",
  marketCovered: "Market covered",
  directors: "Name of directors",
  taxNumber: "GST number",
  turnover: "Annual turnover",
  legalStatus: "Legal status",
};
const contactLabels: Record<keyof SiteContent["company"]["contact"], string> = {
  address: "Address",
  email: "Email",
  phone: "Phone",
  whatsapp: "WhatsApp number",
  instagram: "Instagram profile address",
};
const searchEngineLabels: Record<keyof NonNullable<SiteContent["company"]["searchEngines"]>, string> = {
  google: "Google Search Console",
  bing: "Bing Webmaster Tools",
  yandex: "Yandex.Webmaster",
};
const homeLabels = {
  welcome: "Welcome",
  intro: "Introduction",
  tagline: "Tagline",
  aboutTeaser: "About teaser",
} as const satisfies Partial<Record<keyof SiteContent["home"], string>>;
const productLabels = {
  name: "Name",
  shortName: "Short name",
  cardText: "Card text",
  description: "Description",
  pictureText: "Picture text",
} as const satisfies Partial<Record<keyof ProductContent, string>>;

const specificationRowLabels = Object.fromEntries(
  specificationKeys.map((key) => [key, specificationLabels[key]]),
) as Record<(typeof specificationKeys)[number], string>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isLocalized = (value: unknown): value is Localized =>
  typeof value === "object" && value !== null && typeof (value as { en?: unknown }).en === "string";

/**
 * One line for the English text when it changed, and one per language whose own text changed. A translation
 * whose text stayed while its English changed is not a change of its own: the desk marks it 'Needs review'.
 */
function textChanges(where: string, before: unknown, after: unknown): string[] {
  if (!isLocalized(before) || !isLocalized(after)) return same(before, after) ? [] : [where];
  const lines = before.en === after.en ? [] : [where];
  for (const lang of translatedLangs) {
    if ((before[lang]?.text ?? "") !== (after[lang]?.text ?? ""))
      lines.push(`${where} (${languageNames[lang]})`);
  }
  return lines;
}

function fieldsChanges<T extends object>(
  where: string,
  labels: Partial<Record<keyof T, string>>,
  before: T,
  after: T,
): string[] {
  return (Object.entries(labels) as [keyof T, string][]).flatMap(([key, label]) =>
    textChanges(`${where} › ${label}`, before[key], after[key]),
  );
}

function cardsChanges(
  where: string,
  before: readonly { title: Localized; text: Localized }[],
  after: readonly { title: Localized; text: Localized }[],
): string[] {
  return after.flatMap((card, i) => {
    const label = after.length > 1 ? `${where} ${i + 1}` : where;
    return fieldsChanges(label, { title: "Title", text: "Text" }, before[i] ?? card, card);
  });
}

/**
 * A product's photos: one line when a photo came, went or moved (the page's gallery changed), then a line per
 * 'Alt text' changed, each photo named by its place after the change.
 */
function photosChanges(where: string, before: readonly Photo[], after: readonly Photo[]): string[] {
  const ids = (list: readonly Photo[]) => list.map((photo) => photo.id);
  const earlier = new Map(before.map((photo) => [photo.id, photo]));
  return [
    ...(same(ids(before), ids(after)) ? [] : [where]),
    ...after.flatMap((photo, i) => {
      const was = earlier.get(photo.id);
      return was ? textChanges(`${where} › Photo ${i + 1} › Alt text`, was.alt, photo.alt) : [];
    }),
  ];
}

/** The hero's or About's one photo: a line when it is added, replaced or removed, else its 'Alt text' lines. */
function photoChanges(where: string, before: Photo | undefined, after: Photo | undefined): string[] {
  if (before?.id !== after?.id) return [where];
  return before && after ? textChanges(`${where} › Alt text`, before.alt, after.alt) : [];
}

/** A product as the lines name it: a new one may have no name yet. */
const productName = (product: ProductContent) => product.name.en.trim() || "New product";

function productChanges(before: ProductContent, after: ProductContent): string[] {
  const where = `Products › ${productName(after)}`;
  const label = (name: string) => `${where} › ${name}`;
  return [
    ...fieldsChanges(where, productLabels, before, after),
    ...(same(before.drawing, after.drawing) ? [] : [label("Drawing")]),
    ...photosChanges(label("Photos"), before.photos ?? [], after.photos ?? []),
    ...(same(
      before.hsCodes.map((h) => h.code),
      after.hsCodes.map((h) => h.code),
    )
      ? after.hsCodes.flatMap((h, i) => textChanges(label("HS codes"), before.hsCodes[i]?.of, h.of))
      : [label("HS codes")]),
    ...fieldsChanges(where, specificationRowLabels, before.specifications, after.specifications),
    ...(before.showOnHome === after.showOnHome ? [] : [label("Show on home page")]),
    ...(same(before.price, after.price) ? [] : [label("Indicative price")]),
  ];
}

function productsChanges(before: readonly ProductContent[], after: readonly ProductContent[]): string[] {
  const earlier = new Map(before.map((product) => [product.id, product]));
  const later = new Set(after.map((product) => product.id));
  const lines = after.flatMap((product) => {
    const was = earlier.get(product.id);
    return was ? productChanges(was, product) : [`Products › ${productName(product)} added`];
  });
  for (const product of before) {
    if (!later.has(product.id)) lines.push(`Products › ${productName(product)} removed`);
  }
  const kept = (list: readonly ProductContent[]) =>
    list.filter((p) => earlier.has(p.id) && later.has(p.id)).map((p) => p.id);
  if (!same(kept(before), kept(after))) lines.push("Products › Order");
  return lines;
}

/** What publishing `after` over `before` changes, one line each, in the order of the desk's sections. */
export function contentChanges(before: SiteContent, after: SiteContent): string[] {
  const { company: was, home } = before;
  const { company: is } = after;
  return [
    ...fieldsChanges("Company", companyLabels, was, is),
    ...fieldsChanges("Company", overviewLabels, was.overview, is.overview),
    ...fieldsChanges("Company", contactLabels, was.contact, is.contact),
    ...fieldsChanges(
      "Company › Search engines",
      searchEngineLabels,
      was.searchEngines ?? {},
      is.searchEngines ?? {},
    ),
    ...fieldsChanges("Company › Bank details", bankLabels, was.bank ?? {}, is.bank ?? {}),
    ...fieldsChanges("Home page", homeLabels, home, after.home),
    ...photoChanges("Home page › Hero photo", home.heroPhoto, after.home.heroPhoto),
    ...photoChanges("Home page › About photo", home.aboutPhoto, after.home.aboutPhoto),
    ...cardsChanges("Home page › Offering", home.offerings, after.home.offerings),
    ...cardsChanges("Home page › Banner", [home.banner], [after.home.banner]),
    ...cardsChanges("Home page › Benefit", home.benefits, after.home.benefits),
    ...textChanges("Privacy policy", before.privacy.text, after.privacy.text),
    ...productsChanges(before.products, after.products),
  ];
}
