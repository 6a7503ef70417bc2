import { expect, test } from "vitest";
import { defaultSiteContent } from "./defaults.ts";
import { withFormerSlugs } from "./former-slugs.ts";
import type { SiteContent } from "./schema.ts";

function renamed(content: SiteContent, id: string, name: string): SiteContent {
  return {
    ...content,
    products: content.products.map((p) => (p.id === id ? { ...p, name: { ...p.name, en: name } } : p)),
  };
}
const formerOf = (content: SiteContent, id: string) => content.products.find((p) => p.id === id)?.formerSlugs;

test("an unrenamed product has no former slugs", () => {
  const seed = defaultSiteContent();
  expect(withFormerSlugs(seed, seed).products.map((p) => p.formerSlugs)).toEqual([[], [], [], []]);
});

test("a rename adds the old slug; a second rename keeps both; each slug once", () => {
  const v1 = defaultSiteContent();
  const v2 = withFormerSlugs(v1, renamed(v1, "red-onions", "Nashik onions"));
  expect(formerOf(v2, "red-onions")).toEqual(["red-onions"]);
  // The editor sent the draft without the slugs the server added: they are carried forward all the same.
  const v3 = withFormerSlugs(v2, renamed(v1, "red-onions", "Pink onions"));
  expect(formerOf(v3, "red-onions")).toEqual(["red-onions", "nashik-onions"]);
  expect(formerOf(withFormerSlugs(v3, v3), "red-onions")).toEqual(["red-onions", "nashik-onions"]);
});

test("a slug some product answers at now is never a former one", () => {
  const v1 = defaultSiteContent();
  const v2 = withFormerSlugs(v1, renamed(v1, "chickpeas", "Kabuli chickpeas"));
  // Renamed back: its current address must not redirect to itself.
  const back = withFormerSlugs(v2, renamed(v2, "chickpeas", "Chickpeas"));
  expect(formerOf(back, "chickpeas")).toEqual(["kabuli-chickpeas"]);
  // Its old name given to another product: that address is the other product's now.
  const taken = withFormerSlugs(v2, renamed(v2, "yellow-onions", "Chickpeas"));
  expect(formerOf(taken, "chickpeas")).toEqual([]);
});
