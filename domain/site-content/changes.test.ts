import { expect, test } from "vitest";
import { contentChanges } from "./changes.ts";
import { defaultSiteContent } from "./defaults.ts";
import type { Photo, SiteContent } from "./schema.ts";

const edited = (edit: (content: SiteContent) => void) => {
  const content = defaultSiteContent();
  edit(content);
  return content;
};

test("the same content changes nothing", () => {
  expect(contentChanges(defaultSiteContent(), defaultSiteContent())).toEqual([]);
});

test("a text's English and each translation are a line of their own, named by section and label", () => {
  const after = edited((c) => {
    const onions = c.products[0];
    if (!onions?.specifications.minimumOrder.es) throw new Error("seeded");
    onions.description.en = "Better onions.";
    onions.specifications.minimumOrder.es.text = "Un contenedor";
    c.company.contact.phone = "+91 90000 00000";
    c.company.tagline.ru = undefined;
    c.home.benefits[2].title.en = "Fast";
    c.privacy.text.en = "Nothing kept.";
  });
  expect(contentChanges(defaultSiteContent(), after)).toEqual([
    "Company › Tagline (Russian)",
    "Company › Phone",
    "Home page › Benefit 3 › Title",
    "Privacy policy",
    "Products › red onions › Description",
    "Products › red onions › Minimum order (Spanish)",
  ]);
});

test("a translation left as it was while its English changed is no change of its own (it needs review)", () => {
  const after = edited((c) => {
    c.home.banner.text.en = "Ask us for a quote today.";
  });
  expect(contentChanges(defaultSiteContent(), after)).toEqual(["Home page › Banner › Text"]);
});

test("products are matched by id: added, removed, renamed, reordered, priced, taken off the home page", () => {
  const before = defaultSiteContent();
  const after = edited((c) => {
    const [onions, yellow, chillies] = c.products;
    if (!onions || !yellow || !chillies) throw new Error("seeded");
    onions.name.en = "Red Nashik onions";
    yellow.showOnHome = false;
    chillies.price = {
      currency: "USD",
      from: 280,
      to: 320,
      unit: { en: "MT" },
      incoterm: "FOB",
      port: "Nhava Sheva",
    };
    c.products = [
      chillies,
      onions,
      yellow,
      { ...onions, id: "dehydrated-garlic", name: { en: "Dehydrated garlic" } },
    ];
  });
  expect(contentChanges(before, after)).toEqual([
    "Products › G4 Green Chillies › Indicative price",
    "Products › Red Nashik onions › Name",
    "Products › Yellow Onions › Show on home page",
    "Products › Dehydrated garlic added",
    "Products › Chickpeas removed",
    "Products › Order",
  ]);
});

test("the slugs a rename left behind are the server's bookkeeping, not her change", () => {
  const after = edited((c) => {
    c.products[0]?.formerSlugs.push("old-onions");
  });
  expect(contentChanges(defaultSiteContent(), after)).toEqual([]);
});

const photo = (n: number, alt = ""): Photo => ({
  id: n.toString(16).padStart(32, "0"),
  width: 1600,
  height: 1200,
  alt: { en: alt },
});

test("a product's photos: one line when one comes, goes or moves; a line per 'Alt text' changed", () => {
  const before = edited((c) => {
    if (!c.products[0]) throw new Error("seeded");
    c.products[0].photos = [photo(1, "Red onions in jute bags"), photo(2, "A cut onion")];
  });
  const reordered = edited((c) => {
    if (!c.products[0]) throw new Error("seeded");
    c.products[0].photos = [photo(2, "A cut onion"), photo(1, "Red onions in jute bags")];
  });
  expect(contentChanges(before, reordered)).toEqual(["Products › red onions › Photos"]);

  const described = edited((c) => {
    if (!c.products[0]) throw new Error("seeded");
    const second = photo(2, "A cut red onion");
    second.alt.es = { text: "Una cebolla cortada", from: "A cut red onion" };
    c.products[0].photos = [photo(1, "Red onions in jute bags"), second, photo(3)];
  });
  expect(contentChanges(before, described)).toEqual([
    "Products › red onions › Photos",
    "Products › red onions › Photos › Photo 2 › Alt text",
    "Products › red onions › Photos › Photo 2 › Alt text (Spanish)",
  ]);
  expect(
    contentChanges(
      before,
      edited(() => {}),
    ),
  ).toEqual(["Products › red onions › Photos"]);
});

test("the hero's and About's photo: added, replaced or removed is one line; its 'Alt text' a line of its own", () => {
  const before = edited((c) => {
    c.home.heroPhoto = photo(1, "The farm at dawn");
    c.home.aboutPhoto = photo(2, "Our packing shed");
  });
  const after = edited((c) => {
    c.home.heroPhoto = photo(3, "The farm at dawn");
    c.home.aboutPhoto = photo(2, "Our packing shed in Nashik");
  });
  expect(contentChanges(before, after)).toEqual([
    "Home page › Hero photo",
    "Home page › About photo › Alt text",
  ]);
  expect(contentChanges(after, defaultSiteContent())).toEqual([
    "Home page › Hero photo",
    "Home page › About photo",
  ]);
});

test("a product added before it has a name is named 'New product'", () => {
  const before = defaultSiteContent();
  const after = structuredClone(before);
  const [onions] = after.products;
  if (!onions) throw new Error("seeded");
  after.products.push({ ...structuredClone(onions), id: "product-new", name: { en: "" } });
  expect(contentChanges(before, after)).toEqual(["Products › New product added"]);
});
