import { expect, test } from "vitest";
import { defaultSiteContent } from "./defaults.ts";
import { looksLikeAFile } from "./readable-text.ts";
import { type ProductContent, type SiteContent, siteContentSchema, slugOf } from "./schema.ts";

const named = (...names: string[]): SiteContent => {
  const content = defaultSiteContent();
  names.forEach((name, i) => {
    const product = content.products[i] as ProductContent;
    content.products[i] = { ...product, name: { ...product.name, en: name } };
  });
  return content;
};

/** Each field the schema refuses, with its first sentence (as the API names it). */
const refusals = (content: SiteContent) => {
  const fields: Record<string, string> = {};
  for (const issue of siteContentSchema.safeParse(content).error?.issues ?? [])
    fields[issue.path.join(".")] ??= issue.message;
  return fields;
};

test("names and texts are stored in NFC, whatever form they were typed in", () => {
  const content = named("Cafe\u0301 beans");
  const card = content.products[1] as ProductContent;
  card.cardText.en = "Ame\u0301lie's jalapen\u0303os";
  card.pictureText.fr = { text: "Pre\u0301sentation", from: card.pictureText.en };
  const parsed = siteContentSchema.parse(content);
  expect(parsed.products[0]?.name.en).toBe("Café beans");
  expect(parsed.products[0]?.name.en).toHaveLength(10);
  expect(parsed.products[1]?.cardText.en).toBe("Amélie's jalapeños");
  expect(parsed.products[1]?.pictureText.fr?.text).toBe("Présentation");
  expect(slugOf("Cafe\u0301 beans")).toBe(slugOf("CAFÉ BEANS"));
});

test.each([
  ["a zero-width space alone", "\u200B", "Remove the invisible characters (such as zero-width spaces)."],
  [
    "a word joiner inside a name",
    "Red\u2060onions",
    "Remove the invisible characters (such as zero-width spaces).",
  ],
  ["a byte order mark", "\uFEFFOnions", "Remove the invisible characters (such as zero-width spaces)."],
  [
    "a right-to-left override",
    "Onions \u202Etxt.exe",
    "Remove the hidden characters that change the direction of the text.",
  ],
  [
    "a left-to-right isolate",
    "\u2066Onions\u2069",
    "Remove the hidden characters that change the direction of the text.",
  ],
  ["Hangul fillers alone", "\u3164\u3164", "Write it with letters a reader can see."],
  ["a lone surrogate", "Onions \uD800", "Paste the text again: part of it is not a whole character."],
])("a name of %s is refused with a sentence", (_, name, sentence) => {
  expect(refusals(named(name))).toMatchObject({ "products.0.name.en": sentence });
});

test("what a reader sees as written is kept: scripts, emoji with joiners, direction marks", () => {
  const content = named("Лук красный", "بصل أحمر", "Jalapeño peppers", "🌶️ 👨‍🌾 chillies");
  const card = content.products[0] as ProductContent;
  card.description.ar = { text: "بصل \u200Fأحمر (Nashik)", from: card.description.en };
  card.cardText.en = "می\u200Cخواهم";
  expect(refusals(content)).toEqual({});
});

test("the same refusals hold in every text, one line or many", () => {
  const content = defaultSiteContent();
  content.company.contact.address = "Plot 7\n\u200B";
  content.home.intro.en = "Fresh \u202Eonions";
  (content.products[0] as ProductContent).specifications.origin.en = "\u200B";
  expect(Object.keys(refusals(content)).sort()).toEqual([
    "company.contact.address",
    "home.intro.en",
    "products.0.specifications.origin.en",
  ]);
});

test("two names that differ only by case or Unicode form are one address, refused as such", () => {
  expect(refusals(named("Café", "CAFE\u0301"))).toEqual({
    "products.1.name.en": "Another product has this name.",
  });
  expect(refusals(named("Red onions", "RED ONIONS"))).toEqual({
    "products.1.name.en": "Another product has this name.",
  });
});

test.each([
  "index.html",
  "Spec sheet.pdf",
  "sitemap.xml",
  "robots.txt",
  "Feed.json",
  "Onions.webp",
  "favicon.ico",
])("a name whose address reads as a file's (%s) is refused", (name) => {
  expect(refusals(named(name))["products.0.name.en"]).toBe(
    `End the name otherwise: its address /products/${slugOf(name)} would read as a file's.`,
  );
});

test("names with dots that are no file's stay addresses", () => {
  for (const slug of ["onions-2.5", "dr.-kumar's-chillies", "st.-john", "grade-a", "onions-v.2"])
    expect(looksLikeAFile(slug), slug).toBe(false);
  expect(refusals(named("Onions 2.5", "Dr. Kumar's chillies"))).toEqual({});
});
