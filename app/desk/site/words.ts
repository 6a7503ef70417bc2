import { deskLanguage } from "#domain/desk/desk-language.ts";
import { bankLabels } from "#domain/orders/bank-details.ts";
import type { TextKind } from "#domain/site-content/schema.ts";
import { specificationLabels } from "#domain/words/en/product-specifications.ts";

/** One formatter for every field's character count: a new one per field and keystroke is slow. */
const digits = new Intl.NumberFormat("en");

const english = {
  heading: "Site",
  intro:
    "Your site's facts, products and texts, in every language. What you change is saved as a draft as you type; visitors see it once you publish it.",
  sectionsLabel: "Sections",
  sections: { company: "Company", products: "Products", home: "Home page", privacy: "Privacy policy" },
  language: "Language",
  languages: { en: "English", ar: "Arabic", es: "Spanish", fr: "French", ru: "Russian" },
  /** The caption of the English text shown beside a translation. */
  english: "English",
  noEnglish: "No English text yet.",
  needsReview: "Needs review",
  markReviewed: "Keep this translation",
  limit: (length: number, max: number) => `${digits.format(length)} of ${digits.format(max)} characters`,
  translations: "Translations",
  missing: "Missing",
  missingCount: (n: number) => (n === 1 ? "1 text missing" : `${n} texts missing`),
  reviewCount: (n: number) => `${n} Needs review`,
  allTranslated: "Every text is translated and up to date.",
  missingHint: "A missing text shows the English one on that language's pages.",

  save: {
    saved: "Saved",
    saving: "Saving…",
    pending: "Not saved yet…",
    invalid: (n: number) =>
      n === 1 ? "Not saved: 1 field needs a change." : `Not saved: ${n} fields need a change.`,
    failed:
      "Not saved: the server could not be reached. Your changes are kept in this browser and saved again with your next change.",
    refused: "Not saved.",
    conflict: (who: string, when: string) =>
      `Not saved: ${who} saved the site's draft at ${when}, after you opened it. Your change would overwrite theirs.`,
    reload: "Reload their version",
    reloadHint: "Your changes since then are not kept.",
    unsavedFound: (when: string) => `Changes you made at ${when} in this browser were not saved.`,
    unsavedOlder: (who: string, when: string) =>
      `${who} has saved the draft since (${when}): restoring your changes replaces theirs.`,
    restore: "Restore my changes",
    discard: "Discard them",
  },

  preview: "Preview",
  /** Beside 'Preview' when a part of the editor shows on several pages. */
  previewPages: { about: "About", contact: "Contact" },
  /** After 'Preview', for screen readers: which page opens, in a new tab. */
  previewOf: (page: string, language: string) => `${page} in ${language} (opens in a new tab)`,
  pages: {
    home: "the home page",
    about: "the About page",
    contact: "the Contact page",
    products: "the Products page",
    privacy: "the privacy policy",
    product: (name: string) => `the ${name} page`,
  },

  company: {
    name: "Company name",
    nameHint: "The same in every language.",
    tagline: "Tagline",
    description: "Footer description",
    whoWeAre: "Who we are",
    vision: "Vision",
    mission: "Mission",
    overview: "Company overview",
    natureOfBusiness: "Nature of business",
    employees: "Number of employees",
    yearEstablished: "Year of establishment",
    marketCovered: "Market covered",
    directors: "Directors",
    taxNumber: "GST number",
    taxNumberHint: "The About page shows it masked.",
    turnover: "Annual turnover",
    legalStatus: "Legal status",
    contact: "Contact details",
    address: "Address",
    addressHint: "One line of the address per line.",
    email: "Email",
    phone: "Phone",
    whatsapp: "WhatsApp number",
    instagram: "Instagram profile address",
    factsHint: "The same in every language.",
    bank: "Bank details",
    /** Each bank field's label, as the orders and the site's history name them. */
    bankLabels,
    bankHint:
      "Where buyers pay. Each new order keeps a copy of these; when you change them, open orders keep theirs until you confirm the change on each order ('Use the new bank details'). Buyers are told that bank details never change by mail.",
    searchEngines: "Search engines",
    searchEnginesHint:
      'The codes Google, Bing and Yandex give to prove the site is yours: paste the code inside content="…" of the meta tag each one shows. The home page carries them; leave a field empty if you do not use that engine.',
    google: "Google Search Console",
    bing: "Bing Webmaster Tools",
    yandex: "Yandex.Webmaster",
  },

  home: {
    welcome: "Welcome heading",
    intro: "Welcome text",
    tagline: "Tagline",
    aboutTeaser: "About us teaser",
    offerings: "Offerings",
    offering: (n: number) => `Offering ${n}`,
    banner: "Banner",
    benefits: "Benefits",
    benefit: (n: number) => `Benefit ${n}`,
    title: "Title",
    text: "Text",
    heroPhoto: "Hero photo",
    heroPhotoHint: "Shown behind the welcome heading, in the place of the drawing.",
    aboutPhoto: "About photo",
    aboutPhotoHint: "Shown beside the About us teaser and on the About page.",
    alt: "Alt text",
  },

  privacy: { text: "Privacy policy text", textHint: "Paragraphs are separated by a blank line." },

  products: {
    position: (n: number, of: number) => `${n} of ${of}`,
    newProduct: "New product",
    moveUp: "Move up",
    moveDown: "Move down",
    add: "Add product",
    added:
      "Product added at the end of the list. It is saved as you write; to publish it, give its name, card text, description, picture description and HS code.",
    remove: "Remove product",
    removeHeading: (name: string) => `Remove ${name}?`,
    removeSentence:
      "It leaves the draft now, and the site once you publish: its pages then answer 'Product Not Found'. Enquiries that named it keep it.",
    keepOne: "The site needs at least one product: add another before removing this one.",
    cancel: "Cancel",
    name: "Name",
    nameHint: "Its English name gives the page's address.",
    shortName: "Short name",
    shortNameHint: "On the home page's strip; empty in English means the name.",
    cardText: "Card text",
    description: "Description",
    descriptionHint: "Paragraphs are separated by a blank line.",
    pictureText: "Picture description",
    pictureTextHint: "For visitors who cannot see the picture.",
    hsCodes: "HS codes",
    hsCode: "HS code",
    hsCodeOf: "What it covers",
    hsCodeRow: (n: number) => `HS code ${n}`,
    addHsCode: "Add HS code",
    removeHsCode: "Remove HS code",
    specifications: "Specifications",
    /** The rows of the product page's 'Specifications' table, as its English page names them. */
    specificationLabels: specificationLabels as Record<keyof typeof specificationLabels, string>,
    showOnHome: "Show on home page",
    price: "Indicative price",
    showPrice: "Show an indicative price",
    currency: "Currency",
    from: "Price from",
    to: "Price to",
    unit: "Per unit",
    incoterm: "Incoterm",
    port: "Port",
    photos: "Photos",
    alt: "Alt text",
    pricePreview: "On the product page",
    priceLine: (currency: string, from: string, to: string, unit: string, incoterm: string, port: string) =>
      `${currency} ${from === to ? from : `${from}–${to}`} per ${unit}, ${incoterm} ${port}`,
  },

  /** A product's photos, and the home page's hero and About photos. */
  photos: {
    intro: (max: number) =>
      `Up to ${max} photos. The first is the main photo: on the product's page, its card and the home page. JPEG, PNG or WebP, up to 25 MB each, straight from your phone's camera or files.`,
    none: "No photos yet: the site shows the drawing.",
    add: "Add photos",
    addOne: "Add photo",
    replace: "Replace photo",
    full: (max: number) => `This product has ${max} photos, the most it can show: remove one to add another.`,
    tooMany: (max: number) => `Not uploaded: a product shows at most ${max} photos.`,
    photo: (n: number) => `Photo ${n}`,
    main: "Main photo",
    moveEarlier: "Move earlier",
    moveLater: "Move later",
    remove: "Remove",
    alt: "Alt text",
    altHint: "What it shows, for visitors who cannot see it. Needed in English to publish.",
    sending: (name: string) => `Uploading ${name}`,
    preparing: (name: string) => `Preparing ${name}…`,
    refused: (name: string) => `${name} was not added.`,
    duplicate: "This photo is already one of them.",
    added: (name: string) => `${name} added.`,
    movedTo: (n: number, of: number) => `Moved to place ${n} of ${of}.`,
    madeMain: "It is the main photo now.",
    removed: "Photo removed.",
  },

  publish: {
    publish: "Publish",
    byOwner: "An Owner publishes the draft.",
    readOnly: "Your role, Viewer, reads the draft and cannot change it.",
    nothing: "The site shows this draft already.",
    publishedVersion: (version: number, who: string, when: string) =>
      `The site shows version ${version}, published by ${who} on ${when}.`,
    heading: "Publish these changes?",
    changesIntro: "Visitors will see these changes on every page and in every language:",
    confirm: "Publish",
    cancel: "Cancel",
    progress: (done: number, total: number) => `Publishing… ${done} of ${total}`,
    starting: "Publishing…",
    published: "Published",
    failed: (error: string) => `Publishing failed: ${error} The site still shows the version before.`,
    failedGeneric: "Publishing failed. The site still shows the version before.",
    refused: "Not published: first fill in what is listed here.",
  },

  history: {
    heading: "History",
    intro: "Every published version, newest first. Restoring one publishes it again as a new version.",
    none: "No version published yet.",
    version: (n: number) => `Version ${n}`,
    byAt: (who: string, when: string) => `by ${who}, ${when}`,
    current: "On the site now",
    restoredFrom: (n: number) => `Restored from version ${n}`,
    noChanges: "No changes listed.",
    moreChanges: (n: number) => `and ${n} more`,
    restore: "Restore",
    restoreLabel: (n: number) => `Restore version ${n}`,
    restoreHeading: (n: number) => `Restore version ${n}?`,
    restoreIntro: "Publishing it again changes this on the site:",
    restoreNothing: "It is the same as the version on the site now.",
    /** The draft's changes not yet published, which a restore replaces: by whom they were last saved. */
    restoreLoses: (saved: { who: string; when: string } | null) =>
      saved
        ? `It also replaces the draft: these changes, not published, will be lost (last saved by ${saved.who} at ${saved.when}):`
        : "It also replaces the draft: these changes, not published, will be lost:",
    cancel: "Cancel",
  },
};

export type SiteSectionWords = typeof english;

/** The desk's words for the Site section: the editor of the owner's content, publishing, history; in the desk's language. */
export const siteSectionWords: SiteSectionWords =
  deskLanguage === "ar" ? (await import("./words.ar.ts")).arabic : english;

/** Rows for a text field of each kind: a name or a line on one line, longer texts in a box that grows. */
export const textRows: Record<TextKind, number> = { name: 1, line: 1, text: 4, long: 12 };
