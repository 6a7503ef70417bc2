import { expect, test } from "vitest";
import { campaignTarget, isCampaignSlug, slugOfCampaign, uniqueCampaignSlug } from "./campaign-slug.ts";

test.each([
  ["Gulfood 2027 stand", "gulfood-2027-stand"],
  ["  SIAL Paris — Hall 5!  ", "sial-paris-hall-5"],
  ["Salón Alimentaria", "salon-alimentaria"],
  ["Ｆｕｌｌｗｉｄｔｈ", "fullwidth"],
  ["Выставка Продэкспо", "campaign"],
  ["معرض جلفود 2027", "2027"],
  ["---", "campaign"],
  ["a".repeat(80), "a".repeat(60)],
])("the name %j gives the slug %j", (name, slug) => {
  expect(slugOfCampaign(name)).toBe(slug);
  expect(isCampaignSlug(slug)).toBe(true);
});

test("a taken slug gets the first free number", () => {
  const taken = new Set(["gulfood", "gulfood-2"]);
  expect(uniqueCampaignSlug("Gulfood", (slug) => taken.has(slug))).toBe("gulfood-3");
  expect(uniqueCampaignSlug("Anuga", (slug) => taken.has(slug))).toBe("anuga");
});

test.each(["", "Gulfood", "-a", "a/b", "a.b", "%41"])("%j is no campaign slug", (value) => {
  expect(isCampaignSlug(value)).toBe(false);
});

test("the target carries the three tags, encoded, on the page's encoded path", () => {
  expect(
    campaignTarget({
      page: "/ru/products/лук",
      source: "visiting card",
      medium: "print",
      name: "Gulfood 2027 stand & more",
    }),
  ).toBe(
    "/ru/products/%D0%BB%D1%83%D0%BA?utm_source=visiting+card&utm_medium=print&utm_campaign=Gulfood+2027+stand+%26+more",
  );
});
