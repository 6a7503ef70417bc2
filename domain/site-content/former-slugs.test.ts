import { expect, test } from "vitest";
import { defaultSiteContent } from "./defaults.ts";
import { withFormerSlugs, withinFormerSlugCap } from "./former-slugs.ts";
import { maxFormerSlugs, type ProductContent, type SiteContent, siteContentSchema } from "./schema.ts";

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

test("sixty renames keep the newest fifty former slugs, oldest first, within the schema", () => {
  let published = defaultSiteContent();
  for (let n = 1; n <= 60; n++) {
    published = withFormerSlugs(published, renamed(published, "chickpeas", `Chickpeas ${n}`));
  }
  const former = formerOf(published, "chickpeas") ?? [];
  expect(former).toHaveLength(maxFormerSlugs);
  expect(former[0]).toBe("chickpeas-10");
  expect(former.at(-1)).toBe("chickpeas-59");
  expect(siteContentSchema.safeParse(published).success).toBe(true);
  // Renamed back to a name it had: that address moves to the newest place, and is kept longest.
  const back = withFormerSlugs(published, renamed(published, "chickpeas", "Chickpeas 12"));
  expect(formerOf(back, "chickpeas")?.slice(-2)).toEqual(["chickpeas-59", "chickpeas-60"]);
  expect(formerOf(back, "chickpeas")).not.toContain("chickpeas-12");
});

test("content stored with more former slugs than the cap is read with the newest fifty", () => {
  const content = defaultSiteContent();
  const slugs = Array.from({ length: 70 }, (_, i) => `old-${i}`);
  content.products[1] = { ...(content.products[1] as ProductContent), formerSlugs: slugs };
  const read = withinFormerSlugCap(content);
  expect(read.products[1]?.formerSlugs).toEqual(slugs.slice(20));
  expect(siteContentSchema.safeParse(read).success).toBe(true);
  const fine = defaultSiteContent();
  expect(withinFormerSlugCap(fine)).toBe(fine);
});
