// The owner's site content as zod schemas: one per kind of content, shared by the desk's editor,
// the API and the pages. Every text is plain text: React escapes it on a page, pdfkit draws it as text, and
// paragraphs come from blank lines (texts.ts). Interface words (buttons, labels, headings, messages) are not
// here: they stay in the code's catalogues (domain/words/).
import { z } from "zod";
import { incoterms } from "../enquiry/quote.ts";
import { currencies } from "../quotations/currencies.ts";
import { contentSizeProblem } from "./content-size.ts";
import { maxProductPhotos, photoIdPattern } from "./photos.ts";
import { looksLikeAFile, unreadableTextProblem } from "./readable-text.ts";

/** The languages a text is translated into; English is the source every translation is made from. */
export const translatedLangs = ["ar", "es", "fr", "ru"] as const;
export type TranslatedLang = (typeof translatedLangs)[number];

/** A character that would break a mail header, a PDF row or a page's markup if it were not text. */
const controls = /[\p{Cc}--[\n\t]]/v;
const oneLine = /^[^\p{Cc}]*$/u;

/** The longest text of each kind of field, in characters. */
export const textLimits = { name: 80, line: 200, text: 1000, long: 6000 } as const;
export type TextKind = keyof typeof textLimits;

function plain(max: number, multiline: boolean) {
  const base = z
    .string()
    .normalize("NFC")
    .max(max, `Keep it under ${max + 1} characters.`)
    .superRefine((text, context) => {
      const problem = unreadableTextProblem(text);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
  return multiline
    ? base.refine((s) => !controls.test(s), "Use letters, digits and punctuation only.")
    : base.regex(oneLine, "Write it on one line.");
}

const capital = (kind: TextKind) => kind[0]?.toUpperCase() + kind.slice(1);

/**
 * A translation and the English text it was made from: when the English text changes, `from` no longer
 * matches it, and the translation 'Needs review' until it is saved again (texts.ts).
 */
function translationOf(kind: TextKind) {
  return z.strictObject({
    text: plain(textLimits[kind], kind !== "name" && kind !== "line"),
    from: z.string().max(textLimits[kind]),
  });
}

function localizedOf(kind: TextKind) {
  const translated = translationOf(kind).meta({ id: `Translation${capital(kind)}` });
  return z
    .strictObject({
      en: plain(textLimits[kind], kind !== "name" && kind !== "line")
        .trim()
        .min(1, "Write it in English."),
      ar: translated.optional(),
      es: translated.optional(),
      fr: translated.optional(),
      ru: translated.optional(),
    })
    .meta({ id: `Localized${capital(kind)}` });
}

// One schema per kind, named, so the OpenAPI document describes each once and refers to it everywhere.
const localizedKinds = {
  name: localizedOf("name"),
  line: localizedOf("line"),
  text: localizedOf("text"),
  long: localizedOf("long"),
};

/**
 * A text in every language: English required; another language's text missing or empty shows the English
 * text on that language's page, marked lang="en".
 */
export const localized = <K extends TextKind>(kind: K): (typeof localizedKinds)[K] => localizedKinds[kind];
export type Localized = z.infer<ReturnType<typeof localized>>;

/**
 * The formats she types (an e-mail address, a phone number, an HS code), each with what a draft holds in its place:
 * one line of text, however unfinished. The format is checked when she publishes (draft-schema.ts).
 */
export const typedFormats = new WeakMap<z.ZodType, z.ZodType>();
function typed<T extends z.ZodType>(schema: T): T {
  typedFormats.set(schema, plain(textLimits.line, false).trim());
  return schema;
}

const email = typed(z.email("Give a valid e-mail address.").max(254));
/** Digits with an optional leading +, as the phone and WhatsApp fields take them. */
const phoneNumber = typed(
  z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{7,20}$/, "Give the number in digits, with the country code (+91 98765 43210)."),
);
const httpsUrl = typed(
  z.url({ protocol: /^https$/, error: "Give an address starting with https://." }).max(300),
);

/** A search engine's site verification token: only the characters each engine's tokens are made of. */
const verificationToken = (pattern: RegExp, example: string) =>
  typed(z.string().trim().regex(pattern, `Paste only the code inside content="…", such as ${example}.`));

/** Each search engine's verification meta tag, by the field that holds its token. */
export const verificationTags = {
  google: "google-site-verification",
  bing: "msvalidate.01",
  yandex: "yandex-verification",
} as const;

/**
 * The codes Google Search Console, Bing Webmaster Tools and Yandex.Webmaster give to prove the site is hers,
 * put in the home page's head; empty, no tag.
 */
const verificationSchema = z.strictObject({
  google: verificationToken(
    /^([A-Za-z0-9_-]{20,100})?$/,
    "dBw5CvburAxi537Rp9qi5uG2174Vb6JwHwIRwPSLIK8",
  ).optional(),
  bing: verificationToken(/^([0-9A-Fa-f]{32})?$/, "3B2F8A1E5C7D9F0A2B4C6D8E0F1A3B5C").optional(),
  yandex: verificationToken(/^([0-9A-Fa-f]{16})?$/, "1a2b3c4d5e6f7a8b").optional(),
});

export const companySchema = z.strictObject({
  /** The company's name, the same in every language (a name is not translated). */
  name: plain(textLimits.name, false).trim().min(1, "Write the company's name."),
  /** The line after the name in the home page's title: "Onions, Green Chillies and Chickpeas from India". */
  tagline: localized("line"),
  /** The footer's line about the company. */
  description: localized("text"),
  whoWeAre: localized("text"),
  vision: localized("text"),
  mission: localized("text"),
  /** The About page's 'Company Overview' table, the spec's eight rows. */
  overview: z.strictObject({
    natureOfBusiness: localized("line"),
    employees: localized("line"),
    yearEstablished: typed(z.string().regex(/^(19|20)\d\d$/, "Give the year as four digits.")),
    marketCovered: localized("line"),
    directors: localized("line"),
    /** The GSTIN as she types it; the About page shows it masked (app/routes/about.tsx). */
    taxNumber: typed(
      z
        .string()
        .trim()
        .regex(/^[0-9A-Z*]{15}$/, "Give the 15-character GST number."),
    ),
    turnover: localized("line"),
    legalStatus: localized("line"),
  }),
  contact: z.strictObject({
    /** One line of the address per line of text. */
    address: plain(300, true).trim().min(1, "Write the address."),
    email,
    phone: phoneNumber,
    whatsapp: phoneNumber,
    instagram: httpsUrl,
  }),
  searchEngines: verificationSchema.optional(),
  /**
   * Where buyers pay: each order keeps a copy of these as they stood when it was made (server/orders/), and a
   * change reaches an open order only when she confirms it there. Empty until she enters them.
   */
  bank: z
    .strictObject({
      accountName: plain(textLimits.line, false).trim().optional(),
      bank: plain(textLimits.line, false).trim().optional(),
      account: typed(
        z
          .string()
          .trim()
          .regex(/^[0-9A-Za-z ]{0,40}$/, "Give the account number or IBAN: letters, digits and spaces."),
      ).optional(),
      swift: typed(
        z
          .string()
          .trim()
          .regex(
            /^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/,
            "Give the 8 or 11 capital letters and digits of the SWIFT/BIC.",
          ),
      ).optional(),
      ifsc: typed(
        z
          .string()
          .trim()
          .regex(/^([A-Z]{4}0[A-Z0-9]{6})?$/, "Give the 11-character IFSC, such as SBIN0001234."),
      ).optional(),
      address: plain(300, true).trim().optional(),
    })
    .optional(),
});

/**
 * A text whose English may be empty: a photo's 'Alt text' while the owner writes it (a photo is added before it is
 * described; publishing refuses it empty, publishableContentSchema), a specification row a product has nothing to
 * say in (left out of its page and spec sheet).
 */
function emptiableOf(kind: TextKind, id: string) {
  const translated = translationOf(kind).optional();
  return z
    .strictObject({
      en: plain(textLimits[kind], kind !== "name" && kind !== "line").trim(),
      ar: translated,
      es: translated,
      fr: translated,
      ru: translated,
    })
    .meta({ id });
}

const photoAlt = emptiableOf("line", "PhotoAlt");

/**
 * One of the owner's photographs (domain/site-content/photos.ts): its id in the photo store, its
 * cleaned size in pixels (upright; the store's figures, which the server writes over whatever a client sends),
 * and what it shows for a reader who cannot see it.
 */
export const photoSchema = z
  .strictObject({
    id: z.string().regex(photoIdPattern, "Upload the photo again."),
    width: z.int().positive().max(20_000),
    height: z.int().positive().max(20_000),
    alt: photoAlt,
  })
  .meta({ id: "Photo" });
export type Photo = z.infer<typeof photoSchema>;

const card = z.strictObject({ title: localized("line"), text: localized("text") });

export const homeSchema = z.strictObject({
  /** The hero's heading ("Welcome to …"), its text and its tagline. */
  welcome: localized("line"),
  intro: localized("text"),
  tagline: localized("line"),
  aboutTeaser: localized("text"),
  /** The hero's photo, in the place of its drawing; none: the drawing. */
  heroPhoto: photoSchema.optional(),
  /** The photo of the home page's About section (and the About page's), in the place of its drawing. */
  aboutPhoto: photoSchema.optional(),
  /** The spec's three offerings and six benefits: their number is fixed, their icons follow their place. */
  offerings: z.tuple([card, card, card]),
  banner: card,
  benefits: z.tuple([card, card, card, card, card, card]),
});

export const privacySchema = z.strictObject({ text: localized("long") });

/** The specification rows of a product page, in the order a buyer reads them (their labels are interface words). */
export const specificationKeys = [
  "origin",
  "varieties",
  "sizes",
  "packaging",
  "minimumOrder",
  "supplyCapacity",
  "shelfLife",
  "certificates",
  "incoterms",
  "paymentTerms",
  "samples",
  "leadTime",
  "containerLoad",
] as const;
export type SpecificationKey = (typeof specificationKeys)[number];

/** "USD 280-320 per MT, FOB Nhava Sheva": shown on the product page and as an AggregateOffer when set. */
const specificationText = emptiableOf("text", "SpecificationText");

export const priceSchema = z
  .strictObject({
    currency: z.enum(currencies, "Choose a currency."),
    from: z.number().positive("Give a price above 0.").max(1e9),
    to: z.number().positive("Give a price above 0.").max(1e9),
    unit: localized("name"),
    incoterm: z.enum(incoterms, "Choose an Incoterm."),
    port: plain(100, false).trim().min(1, "Name the port."),
  })
  .refine((price) => price.to >= price.from, {
    path: ["to"],
    message: "'Price to' must not be below 'Price from'.",
  });

/** The former addresses a product keeps (domain/site-content/former-slugs.ts keeps the newest). */
export const maxFormerSlugs = 50;

export const productSchema = z.strictObject({
  /** Stable for the product's life: history, photos and renames follow it, never the slug. */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  /** Its English text gives the slug (the spec's rule: lower case, whitespace runs to one hyphen). */
  name: localized("name"),
  /** The home page strip's shorter label ("Green chillies"); empty in English means the name. */
  shortName: localized("name").optional(),
  cardText: localized("text"),
  /** Paragraphs separated by blank lines. */
  description: localized("long"),
  /** Describes the product's picture for a reader who cannot see it. */
  pictureText: localized("line"),
  /** The site's drawing of the product, until a photo replaces it; a new product gets the neutral one. */
  drawing: z
    .string()
    .regex(/^\/images\/products\/[a-z0-9-]+\.svg$/)
    .optional(),
  /** ITC-HS codes, 8 digits each, with what each covers when there are several ("kabuli"). */
  hsCodes: z
    .array(
      z.strictObject({
        code: typed(z.string().regex(/^\d{8}$/, "Give 8 digits.")),
        of: localized("name").optional(),
      }),
    )
    .min(1, "Give at least one HS code.")
    .max(6),
  /** Each row optional: a row left empty in English is left out of the page and the spec sheet. */
  specifications: z.strictObject(
    Object.fromEntries(specificationKeys.map((key) => [key, specificationText])) as Record<
      SpecificationKey,
      typeof specificationText
    >,
  ),
  /** Up to eight photos, the first the main one (in the drawing's place on its page, card and the home strip). */
  photos: z.array(photoSchema).max(maxProductPhotos, `Keep at most ${maxProductPhotos} photos.`).optional(),
  showOnHome: z.boolean(),
  price: priceSchema.optional(),
  /** Slugs the product was published under before a rename, oldest first: each answers 301 to the current one. */
  formerSlugs: z.array(z.string().max(120)).max(maxFormerSlugs).default([]),
});

/**
 * The spec's slug rule: the English name lower-cased, runs of whitespace replaced by one hyphen; in NFC, so
 * names that differ only in their Unicode form have one address.
 */
export function slugOf(englishName: string): string {
  return englishName.normalize("NFC").trim().toLowerCase().replace(/\s+/g, "-");
}

const contentShape = z.strictObject({
  company: companySchema,
  home: homeSchema,
  privacy: privacySchema,
  products: z.array(productSchema).min(1, "Keep at least one product.").max(100),
});

export const siteContentSchema = contentShape
  .superRefine((content, context) => {
    const seen = new Map<string, number>();
    content.products.forEach((product, i) => {
      const slug = slugOf(product.name.en);
      if (!/^[^/?#\\%]+$/.test(slug) || slug.startsWith("_") || slug.startsWith(".")) {
        context.addIssue({
          code: "custom",
          path: ["products", i, "name", "en"],
          message: "Use letters, digits and spaces in the name.",
        });
      } else if (looksLikeAFile(slug)) {
        context.addIssue({
          code: "custom",
          path: ["products", i, "name", "en"],
          message: `End the name otherwise: its address /products/${slug} would read as a file's.`,
        });
      }
      // Compared as addresses: lower case and NFC, so "Café" and "cafe\u0301" are one.
      if (seen.has(slug)) {
        context.addIssue({
          code: "custom",
          path: ["products", i, "name", "en"],
          message: "Another product has this name.",
        });
      }
      seen.set(slug, i);
    });
  })
  .superRefine(protectContent);

/**
 * What the whole content must hold even as an unfinished draft, since breaking it could harm: one id per
 * product (the editor and the photos find a product by it), and a size the server can take and keep.
 */
export function protectContent(content: z.infer<typeof contentShape>, context: z.RefinementCtx) {
  content.products.forEach((product, i) => {
    if (content.products.findIndex((p) => p.id === product.id) !== i)
      context.addIssue({ code: "custom", path: ["products", i, "id"], message: "Two products share an id." });
  });
  const tooLarge = contentSizeProblem(content);
  if (tooLarge) context.addIssue({ code: "custom", path: ["products"], message: tooLarge });
}

export type SiteContent = z.infer<typeof siteContentSchema>;

/** Every photo of the content with its place ("products", 2, "photos", 0), in reading order. */
export function photosOf(content: SiteContent): { path: (string | number)[]; photo: Photo }[] {
  const found: { path: (string | number)[]; photo: Photo }[] = [];
  if (content.home.heroPhoto) found.push({ path: ["home", "heroPhoto"], photo: content.home.heroPhoto });
  if (content.home.aboutPhoto) found.push({ path: ["home", "aboutPhoto"], photo: content.home.aboutPhoto });
  content.products.forEach((product, i) => {
    for (const [j, photo] of (product.photos ?? []).entries())
      found.push({ path: ["products", i, "photos", j], photo });
  });
  return found;
}

/** What publishing also asks of the draft: every photo described in English. */
export const publishableContentSchema = siteContentSchema.superRefine((content, context) => {
  for (const { path, photo } of photosOf(content)) {
    if (photo.alt.en.trim() === "")
      context.addIssue({
        code: "custom",
        path: [...path, "alt", "en"],
        message: "Write the photo's 'Alt text' in English before publishing.",
      });
  }
});
export type Company = SiteContent["company"];
export type Home = SiteContent["home"];
export type ProductContent = SiteContent["products"][number];
export type Price = z.infer<typeof priceSchema>;
